// @ts-check
/**
 * The Puzzles section: a position from the engine's games where one move
 * wins clearly more than any other (see `mancala puzzles`), solved by
 * playing on the board. A wrong move is answered by the engine's reply,
 * animated, with what it loses; a hint marks the pit to play; the solution
 * is played on request. The player's rating follows their success
 * (rating.js) and is kept with their streak, per game (progress.js).
 *
 * The section's element carries its state for tests and styles:
 * `data-state` ('loading', 'solving', 'busy', 'solved', 'failed', 'error')
 * and `data-puzzle` (the puzzle's index in its game's file).
 */

import { Game } from '../../pkg-page/mancala_wasm.js';
import { attachRadioGroup } from '../game/radio-group.js';
import { errorMessage, refusalMessage, sideKey, sideName } from '../game/messages.js';
import { createMoveSession } from '../game/session.js';
import { storedProblem } from '../game/stored-problem.js';
import { VARIANTS, variantByKey, variantOfKey } from '../game/variants.js';
import { createBoard } from '../board/board.js';
import { pitLetterOf } from '../board/layout.js';
import { BOARD_THEMES } from '../board/themes.js';
import { onLanguageChange, t, translateTree } from '../i18n/i18n.js';
import { addSectionTexts } from '../i18n/load.js';
import { loadPuzzles } from './data.js';
import { loadProgress } from './progress.js';
import { choosePuzzle, puzzleRating, ratedAfter } from './rating.js';
import { createSession } from './session.js';
import { puzzlesTexts } from './texts.js';

const MARKUP = `
  <div class="puzzles-top">
    <h2 id="puzzles-heading" data-i18n="puzzles.heading"></h2>
    <div class="variant-switch" role="radiogroup" data-i18n-attr="aria-label:page.game">
      ${VARIANTS.map(({ key }) => `<button type="button" role="radio" data-variant="${key}" aria-checked="false" data-i18n="variant.${key}"></button>`).join('')}
    </div>
    <p class="puzzles-record"><span data-rating></span> <span data-streak></span></p>
  </div>
  <p class="puzzles-prompt" data-prompt></p>
  <div class="puzzles-board" data-board></div>
  <p class="puzzles-feedback" data-feedback role="status" aria-live="polite"></p>
  <div class="button-row puzzles-actions">
    <button type="button" data-action="hint" data-i18n="puzzles.hint-button"></button>
    <button type="button" data-action="solution" data-i18n="puzzles.solution-button"></button>
    <button type="button" data-action="retry" data-i18n="puzzles.retry"></button>
    <button type="button" data-action="next" class="primary" data-i18n="puzzles.next"></button>
  </div>`;

/**
 * What to say of the progress kept before, with the first puzzle: that a
 * newer version's is kept as it is, or that it could not be read; or null.
 * @param {{problem?: {kind: string, version?: string}, newer?: number}} progress
 */
function keptProgressNotice({ problem, newer }) {
  if (newer !== undefined) return () => t('puzzles.progress-newer', { version: String(newer) });
  if (problem) return () => t('puzzles.progress-unreadable', { problem: storedProblem(problem) });
  return null;
}

/**
 * Opens the section in `container`.
 * @param {HTMLElement} container
 * @param {{look: () => {speed: string, seeds: string}}} options the page's display settings now
 */
export async function openPuzzles(container, { look }) {
  await addSectionTexts(puzzlesTexts);
  container.innerHTML = MARKUP;
  translateTree(container);
  const part = (/** @type {string} */ name) => /** @type {HTMLElement} */ (container.querySelector(`[data-${name}]`));
  const button = (/** @type {string} */ action) =>
    /** @type {HTMLButtonElement} */ (container.querySelector(`[data-action="${action}"]`));
  const switcher = /** @type {HTMLElement} */ (container.querySelector('.variant-switch'));
  const radios = attachRadioGroup(switcher);

  const progress = loadProgress(VARIANTS.map(({ key }) => key));
  const board = createBoard(part('board'), { speed: look().speed, texts: t });
  /** @type {ReturnType<typeof createSession> | null} */
  let session = null;
  let gameKey = progress.game;
  /** Whether this puzzle already counted for the rating: null not yet, else how. */
  let rated = /** @type {null | 'solved' | 'failed'} */ (null);
  let helped = false;
  /** The feedback shown, as a function so that it follows the language. */
  let feedback = () => '';
  /** Said with the first puzzle, then dropped: the kept progress could not be read. */
  let notice = keptProgressNotice(progress);
  /**
   * Why the progress could not be kept, until it can.
   * @type {(() => string) | null}
   */
  let saveProblem = null;
  /** Plays and animates the moves; whatever changes the board hands makes an older flow stop. */
  const moves = createMoveSession(board);

  function setState(/** @type {string} */ state) {
    container.dataset.state = state;
    const solving = state === 'solving';
    button('hint').disabled = !solving;
    button('solution').disabled = state === 'busy' || state === 'loading' || state === 'error' || !session;
    button('retry').disabled = state !== 'failed' && state !== 'solved';
    button('next').disabled = state === 'loading';
    board.set({ legal: solving && session ? Array.from(session.game.legalMoves()) : [] });
  }

  function render() {
    const record = progress.record(gameKey);
    part('rating').textContent = t('puzzles.rating', { rating: record.rating });
    part('streak').textContent = t('puzzles.streak', { streak: record.streak, best: record.best });
    for (const radio of switcher.querySelectorAll('[role="radio"]')) {
      radio.setAttribute('aria-checked', String(/** @type {HTMLElement} */ (radio).dataset.variant === gameKey));
    }
    radios.sync();
    part('prompt').textContent = session
      ? t('puzzles.prompt', {
          side: sideName(sideKey(session.solver)),
          count: session.puzzle.gain,
          rating: puzzleRating(session.puzzle),
        })
      : '';
    part('feedback').textContent = [feedback(), notice?.(), saveProblem?.()].filter(Boolean).join(' ');
  }

  function say(/** @type {() => string} */ text) {
    feedback = text;
    render();
  }

  /** Counts the puzzle for the rating, once: solved (first try, no help) or failed. */
  function rate(/** @type {boolean} */ solved) {
    if (rated || !session) return;
    rated = solved ? 'solved' : 'failed';
    const puzzle = session.puzzle;
    const problem = progress.update({
      key: gameKey,
      change(record) {
        record.rating = ratedAfter(record.rating, puzzle, solved);
        record.streak = solved ? record.streak + 1 : 0;
        record.best = Math.max(record.best, record.streak);
        if (solved) record.solved += 1;
        else record.failed += 1;
      },
    });
    keepProblem(problem);
  }

  /** Remembers the outcome of a save (an error message or null) for the feedback. */
  function keepProblem(/** @type {string | null} */ problem) {
    saveProblem = problem ? () => t('puzzles.save-failed', { problem }) : null;
  }

  /** Shows a new puzzle of the game chosen, near the player's rating. */
  async function nextPuzzle() {
    const current = moves.begin();
    if (session) notice = null;
    setState('loading');
    say(() => t('puzzles.loading'));
    try {
      const key = gameKey;
      const puzzles = await loadPuzzles(key);
      if (!current()) return;
      const record = progress.record(key);
      const puzzle = choosePuzzle(puzzles, record.rating, record.recent);
      const variant = variantOfKey(key).value;
      session?.dispose();
      session = createSession(puzzle, (position) => Game.fromPosition(variant, false, position));
      rated = null;
      helped = false;
      keepProblem(progress.update({ key, change: (kept) => kept.recent.push(puzzle.index) }));
      container.dataset.puzzle = String(puzzle.index);
      showStart();
      say(() => '');
    } catch (error) {
      if (!current()) return;
      setState('error');
      say(() => t('puzzles.load-failed', { reason: errorMessage(error) }));
    }
  }

  /** The puzzle's position on the board, the solver at the bottom. */
  function showStart() {
    if (!session) return;
    const solver = sideKey(session.solver);
    board.set({
      orientation: solver,
      turn: solver,
      reader: solver,
      hint: null,
      counts: session.game.counts(),
    });
    setState('solving');
  }

  /**
   * Plays on `solving`'s game the reply that `verdict` names, if any; false
   * if something else took over meanwhile.
   * @param {ReturnType<typeof createSession>} solving
   * @param {import('./session.js').Verdict} verdict
   */
  async function playReply(solving, verdict) {
    if (verdict.reply === null) return true;
    const right = verdict.kind === 'right';
    const replied = await moves.play(solving.game, verdict.reply, { played: () => right && solving.advance() });
    if (replied.refusal) throw new Error(`puzzle ${solving.puzzle.index}: the reply ${pitLetterOf(verdict.reply)} is refused`);
    return replied.finished;
  }

  /** Plays the player's `pit`. */
  async function choose(/** @type {number} */ pit) {
    const solving = session;
    if (!solving || container.dataset.state !== 'solving') return;
    notice = null;
    const played = await moves.play(solving.game, pit, {
      played() {
        setState('busy');
        board.set({ hint: null });
        say(() => '');
      },
    });
    if (played.refusal) {
      const refusal = played.refusal;
      say(() => refusalMessage(refusal));
      return;
    }
    const attempt = solving.judge(played.trace);
    if (!played.finished || !(await playReply(solving, attempt))) return;
    board.set({ counts: solving.game.counts() });
    const move = pitLetterOf(pit);
    if (attempt.kind === 'wrong') {
      rate(false);
      const reply = attempt.reply === null ? '' : pitLetterOf(attempt.reply);
      const loss = attempt.loss;
      say(() =>
        [
          reply
            ? t('puzzles.wrong', { move, reply, count: loss })
            : t('puzzles.wrong-ends', { move, count: loss }),
          t('puzzles.rating-now', { rating: progress.record(gameKey).rating }),
        ].join(' '),
      );
      setState('failed');
      return;
    }
    if (!solving.solved) {
      const reply = pitLetterOf(/** @type {number} */ (attempt.reply));
      say(() => t('puzzles.keep-going', { move, reply }));
      setState('solving');
      return;
    }
    if (rated === 'failed') {
      say(() => t('puzzles.solved-again', { rating: progress.record(gameKey).rating }));
    } else if (helped) {
      say(() => t('puzzles.solved-helped'));
    } else {
      rate(true);
      say(() => t('puzzles.solved', { rating: progress.record(gameKey).rating }));
    }
    setState('solved');
  }

  function hint() {
    const pit = session?.expected;
    if (pit == null || container.dataset.state !== 'solving') return;
    helped = true;
    notice = null;
    board.set({ hint: pit });
    say(() => t('puzzles.hint', { pit: pitLetterOf(pit) }));
  }

  /** Plays the whole solution from the puzzle's position; a puzzle not solved yet counts as failed. */
  async function showSolution() {
    if (!session) return;
    moves.interrupt();
    notice = null;
    if (!session.solved) rate(false);
    session.restart();
    showStart();
    setState('busy');
    const line = session.puzzle.line.map(pitLetterOf).join(' ');
    say(() => t('puzzles.solution', { moves: line }));
    for (let pit = session.expected; pit !== null; pit = session.expected) {
      const shown = await moves.play(session.game, pit, { played: () => session?.advance() });
      if (!shown.finished) return;
      board.set({ counts: session.game.counts() });
    }
    setState(rated === 'solved' ? 'solved' : 'failed');
  }

  function retry() {
    if (!session) return;
    moves.interrupt();
    session.restart();
    showStart();
    say(() => '');
  }

  function chooseGame(/** @type {string} */ key) {
    if (key === gameKey || !variantByKey(key)) return;
    gameKey = key;
    keepProblem(progress.update({ game: key }));
    void nextPuzzle();
  }

  board.on('pit', (pit) => void choose(pit));
  button('hint').addEventListener('click', hint);
  button('solution').addEventListener('click', () => void showSolution());
  button('retry').addEventListener('click', retry);
  button('next').addEventListener('click', () => void nextPuzzle());
  switcher.addEventListener('click', (event) => {
    const radio = /** @type {HTMLElement} */ (event.target).closest('[data-variant]');
    if (radio instanceof HTMLElement) chooseGame(radio.dataset.variant ?? '');
  });
  onLanguageChange(() => {
    translateTree(container);
    board.set({ texts: t });
    render();
  });

  /** The page's display settings, which may have changed while the section was hidden. */
  function applyLook() {
    const { speed, seeds } = look();
    const root = document.documentElement;
    const theme = BOARD_THEMES[root.dataset.theme ?? ''];
    board.set({
      speed,
      seeds,
      motion: root.dataset.motion === 'reduced' ? 'reduced' : 'full',
      colours: theme,
    });
  }

  /**
   * Read-only hooks for the end-to-end tests (tests/e2e/puzzles.test.mjs);
   * the page never uses them: the counts the puzzle board draws now
   * (render state), whether it animates, and a pit's centre in viewport
   * pixels.
   */
  window.__mancalaPuzzles = Object.freeze({
    shown: () => board.shownCounts(),
    animating: () => board.animating,
    pitCenter: (/** @type {number} */ pit) => board.pitCenter(pit),
  });

  applyLook();
  await nextPuzzle();
  return {
    shown: applyLook,
    hidden() {
      board.skip();
    },
  };
}
