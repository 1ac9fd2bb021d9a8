// @ts-check
/**
 * The endgame trainer: positions of 4 to 12 seeds (positions.js) in which
 * the endgame tables prove that South wins or draws, played out against
 * perfect defence. The tables are built in a worker the first time the
 * section needs them (seconds; engine/endgame-tables.js) and read through
 * the engine's search worker (`tablesMoves`): before each of the player's
 * moves they value every legal move, so that a move which throws the
 * result away is said at once, with the tables' value before and after
 * it, and can be taken back; the opponent always plays the tables' best
 * move; the hint names the tables' move. Progress is kept by level.
 *
 * The section's element carries `data-phase` for tests and styles:
 * 'preparing' (the tables are being built), 'ready' (the player's turn),
 * 'moving' (a move is shown or answered), 'thrown', 'solved', 'failed'
 * (the game ended short of the goal) or 'error' (no tables).
 */

import * as wasm from '../../pkg-page/mancala_wasm.js';
import { createBoard } from '../board/board.js';
import { pitLetterOf } from '../board/layout.js';
import { buildEndgameTables, endgameTablesBuilt, endgameTablesStatus } from '../engine/endgame-tables.js';
import { createEngineClient } from '../engine/engine-client.js';
import { applyBoardSettings } from '../game/board-settings.js';
import { errorMessage, refusalMessage } from '../game/messages.js';
import { progressList } from '../game/progress-list.js';
import { createMoveSession } from '../game/session.js';
import { variantOfKey } from '../game/variants.js';
import { onLanguageChange, t, translateTree } from '../i18n/i18n.js';
import { addSectionTexts } from '../i18n/load.js';
import { ENDGAME_LEVELS } from './positions.js';
import { createEndgameProgress } from './progress.js';
import { marginOf, resultOf } from './result.js';
import { endgamesTexts } from './texts.js';

/** @typedef {import('../../pkg/mancala_wasm.js').TablesReport} TablesReport */
/** @typedef {'oware' | 'ayoayo'} GameKey */

const GAMES = /** @type {const} */ (['oware', 'ayoayo']);
const RANK = { loss: 0, draw: 1, win: 2 };

const MARKUP = `
  <nav class="learn-list endgames-levels" aria-labelledby="endgames-title">
    <h2 id="endgames-title" data-i18n="endgames.title"></h2>
    <p class="learn-notice endgames-notice" role="status" hidden></p>
  </nav>
  <section class="learn-lesson endgames-play" aria-labelledby="endgames-heading">
    <p class="learn-step-count endgames-count"></p>
    <h2 id="endgames-heading" class="learn-lesson-title"></h2>
    <p class="learn-intro" data-i18n="endgames.intro"></p>
    <p class="learn-task endgames-goal"></p>
    <div class="endgames-board board-frame"></div>
    <div class="learn-feedback" role="status" aria-live="polite">
      <p class="learn-verdict endgames-verdict"></p>
      <p class="learn-why endgames-why"></p>
    </div>
    <div class="learn-actions">
      <button type="button" data-action="hint" data-i18n="endgames.hint"></button>
      <button type="button" data-action="undo" data-i18n="endgames.undo"></button>
      <button type="button" data-action="again" data-i18n="endgames.again"></button>
      <button type="button" data-action="next" class="primary" data-i18n="endgames.next"></button>
    </div>
  </section>`;

/** The key of a level in the progress kept: 'oware-7'. */
const levelKey = (/** @type {GameKey} */ game, /** @type {number} */ seeds) => `${game}-${seeds}`;

/**
 * The result a tables' value gives South, as words: "a win by 4 seeds".
 * @param {{own: number, theirs: number}} stores
 * @param {number} net
 */
function resultText(stores, net) {
  const kind = resultOf(stores, net);
  return t(`endgames.result.${kind}`, { count: Math.abs(marginOf(stores, net)) });
}

/** The tables' move: the legal move of the highest value, the first in pit order among equals. */
const tablesMove = (/** @type {TablesReport} */ report) =>
  report.moves.reduce((best, move) => (move.net > best.net ? move : best));

/**
 * Resolves once `variant`'s tables cover `seeds` seeds (at once if they
 * do), or rejects with the build's error; `progress(layer)` is told each
 * layer built.
 * @param {string} variant
 * @param {number} seeds
 * @param {(layer: number) => void} progress
 */
function tablesReady(variant, seeds, progress) {
  buildEndgameTables(variant, seeds);
  return new Promise((resolve, reject) => {
    // Tables built were handed to the search workers as they were built
    // (endgame-tables.js), before this sees them.
    const check = () => {
      const status = endgameTablesStatus()[variant];
      if (endgameTablesBuilt(variant) >= seeds) stop(() => resolve(undefined));
      else if (status?.state === 'failed') stop(() => reject(new Error(status.error ?? 'the build failed')));
      else if (status) progress(status.layer + 1);
    };
    const poll = setInterval(check, 100);
    const stop = (/** @type {() => void} */ outcome) => {
      clearInterval(poll);
      outcome();
    };
    check();
  });
}

/**
 * Opens the trainer in `container`.
 * @param {HTMLElement} container
 * @param {{settings: () => import('../game/board-settings.js').BoardSettings}} options the page's display settings
 * @returns {Promise<{shown?: () => void, hidden?: () => void}>}
 */
export async function openEndgames(container, { settings }) {
  await addSectionTexts(endgamesTexts);
  container.innerHTML = MARKUP;
  translateTree(container);
  const $ = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (container.querySelector(selector));
  const button = (/** @type {string} */ action) =>
    /** @type {HTMLButtonElement} */ (container.querySelector(`[data-action="${action}"]`));
  const board = createBoard($('.endgames-board'), { reader: 'south', texts: t });
  const moves = createMoveSession(board);
  const engine = createEngineClient();
  /** The trainer's flows (a position opened, a move and its answer): a newer one makes older ones stop. */
  let flows = 0;
  const newFlow = () => {
    const mine = ++flows;
    return () => mine === flows;
  };

  const state = {
    /** @type {GameKey} */
    game: 'oware',
    level: 0,
    index: 0,
    /** @type {import('../../pkg-page/mancala_wasm.js').Game | null} */
    board: null,
    /** The tables' values of the player's position now. @type {TablesReport | null} */
    values: null,
    phase: 'preparing',
    /** What the feedback says, as functions so that they follow the language. */
    verdict: () => '',
    why: () => '',
  };

  /** @type {(() => string) | null} */
  let notice = null;
  const progress = createEndgameProgress((reason) => showNotice(() => t('endgames.save-failed', { reason })));
  if (progress.newer !== undefined) notice = () => t('endgames.progress-newer', { version: String(progress.newer) });
  else if (progress.problem) notice = () => t('endgames.progress-unreadable');

  function showNotice(/** @type {() => string} */ text) {
    notice = text;
    render();
  }

  const level = () => ENDGAME_LEVELS[state.game][state.level];
  const endgame = () => level().endgames[state.index];
  const stores = () => {
    const counts = /** @type {Uint8Array} */ (state.board?.counts());
    return { own: counts[12], theirs: counts[13] };
  };

  function setPhase(/** @type {string} */ phase) {
    state.phase = phase;
    container.dataset.phase = phase;
    const ready = phase === 'ready';
    board.set({
      legal: ready && state.values ? state.values.moves.map((move) => move.pit) : [],
      turn: ready ? 'south' : null,
    });
    render();
  }

  function say(/** @type {() => string} */ verdict, /** @type {() => string} */ why = () => '') {
    state.verdict = verdict;
    state.why = why;
    render();
  }

  /** Opens position `index` of level `levelIndex` of `game`. */
  async function open(/** @type {GameKey} */ game, /** @type {number} */ levelIndex, /** @type {number} */ index) {
    moves.interrupt();
    const current = newFlow();
    engine.cancel();
    state.board?.free();
    Object.assign(state, { game, level: levelIndex, index, values: null });
    const variant = variantOfKey(game);
    state.board = wasm.Game.fromPosition(variant.value, false, endgame().position);
    board.set({ counts: state.board.counts(), hint: null });
    setPhase('preparing');
    say(() => '');
    try {
      const { seeds } = level();
      await tablesReady(game, seeds, (layer) => current() && say(() => t('endgames.preparing', { layer, count: seeds + 1 })));
      if (!current()) return;
      await playerTurn(current);
    } catch (error) {
      tablesFailed(current, error);
    }
  }

  /** The tables could not be built or read: said, unless another flow took over. */
  function tablesFailed(/** @type {() => boolean} */ current, /** @type {unknown} */ error) {
    if (!current()) return;
    setPhase('error');
    say(() => t('endgames.tables-failed', { reason: errorMessage(error) }));
  }

  /** Reads the tables' values of the player's position, then hands the board over. */
  async function playerTurn(/** @type {() => boolean} */ current) {
    const game = /** @type {import('../../pkg-page/mancala_wasm.js').Game} */ (state.board);
    const values = await engine.tablesMoves(game.record(), state.game);
    if (!current()) return;
    if (!values) throw new Error('the tables do not cover this position');
    state.values = values;
    setPhase('ready');
  }

  /** The player chose `pit`. */
  async function choose(/** @type {number} */ pit) {
    const { board: game, values } = state;
    if (state.phase !== 'ready' || !game || !values) return;
    const before = stores();
    const current = newFlow();
    const tried = await moves.play(game, pit, {
      played() {
        board.set({ hint: null });
        setPhase('moving');
        say(() => '');
      },
    });
    if (tried.refusal) {
      const { refusal } = tried;
      say(() => refusalMessage(refusal));
      return;
    }
    if (!tried.finished || !current()) return;
    board.set({ counts: game.counts() });
    const move = /** @type {TablesReport['moves'][number]} */ (values.moves.find((m) => m.pit === pit));
    const was = () => resultText(before, values.net);
    if (RANK[resultOf(before, move.net)] < RANK[resultOf(before, values.net)]) {
      setPhase('thrown');
      const now = () => resultText(before, move.net);
      say(() => t('endgames.thrown-verdict'), () => t('endgames.thrown', { before: was(), after: now() }));
      return;
    }
    if (game.outcome()) return finish();
    say(() => t('endgames.kept', { result: was() }));
    await reply(current);
  }

  /** The opponent's perfect defence: the tables' best move for North, then the player's turn. */
  async function reply(/** @type {() => boolean} */ current) {
    const game = /** @type {import('../../pkg-page/mancala_wasm.js').Game} */ (state.board);
    try {
      const values = await engine.tablesMoves(game.record(), state.game);
      if (!current()) return;
      if (!values) throw new Error('the tables do not cover this position');
      const answer = tablesMove(values).pit;
      const played = game.tryPlay(answer);
      if (!played.trace || !(await moves.animate(played.trace))) return;
      board.set({ counts: game.counts() });
      const kept = state.verdict;
      say(kept, () => t('endgames.reply', { pit: pitLetterOf(answer) }));
      if (game.outcome()) return finish();
      await playerTurn(current);
    } catch (error) {
      tablesFailed(current, error);
    }
  }

  /** The game is over: solved if South reached the goal. */
  function finish() {
    const outcome = /** @type {{stores: [number, number]}} */ (state.board?.outcome());
    const [south, north] = outcome.stores;
    const result = resultOf({ own: south, theirs: north }, 0);
    const solved = RANK[result] >= RANK[/** @type {'win' | 'draw'} */ (endgame().goal)];
    if (solved) progress.solve(levelKey(state.game, level().seeds), state.index);
    setPhase(solved ? 'solved' : 'failed');
    say(
      () => t(solved ? 'endgames.solved' : 'endgames.not-solved'),
      () => t(`endgames.over.${result}`, { south, north }),
    );
    renderLevels();
  }

  function hint() {
    if (state.phase !== 'ready' || !state.values) return;
    const pit = tablesMove(state.values).pit;
    board.set({ hint: pit });
    say(() => '', () => t('endgames.hint-text', { pit: pitLetterOf(pit) }));
  }

  /** Takes the move that threw the result away back. */
  function undo() {
    if (state.phase !== 'thrown' || !state.board) return;
    state.board.undo();
    board.set({ counts: state.board.counts() });
    setPhase('ready');
    say(() => '');
  }

  /**
   * The first position of `game` not solved, from position `at` of level
   * `from` on (all the levels after it, then round to the first), or that
   * position itself when all are solved: [level, position].
   * @param {GameKey} game
   */
  function unsolvedFrom(game, from = 0, at = 0) {
    const levels = ENDGAME_LEVELS[game];
    const order = levels.flatMap((lvl, li) => lvl.endgames.map((_, i) => [li, i]));
    const start = order.findIndex(([li, i]) => li === from && i === at);
    const round = [...order.slice(start), ...order.slice(0, start)];
    return round.find(([li, i]) => !progress.isSolved(levelKey(game, levels[li].seeds), i)) ?? round[0];
  }

  /** The next position not solved yet, after this one. */
  function next() {
    const last = state.index + 1 === level().endgames.length;
    const levelCount = ENDGAME_LEVELS[state.game].length;
    const from = last ? (state.level + 1) % levelCount : state.level;
    const [li, i] = unsolvedFrom(state.game, from, last ? 0 : state.index + 1);
    return open(state.game, li, i);
  }

  /** The levels of both games, each a button saying how much of it is solved. */
  function renderLevels() {
    const nav = $('.endgames-levels');
    for (const group of nav.querySelectorAll('section')) group.remove();
    for (const game of GAMES) {
      const group = document.createElement('section');
      const heading = document.createElement('h3');
      heading.textContent = t(`variant.${game}`);
      const levels = ENDGAME_LEVELS[game].map((lvl, index) => {
        const key = levelKey(game, lvl.seeds);
        const done = progress.count(key);
        return {
          data: { level: key },
          title: t('endgames.level', { count: lvl.seeds }),
          progress: t('endgames.level-progress', { done, count: lvl.endgames.length }),
          done: done === lvl.endgames.length,
          current: game === state.game && index === state.level,
        };
      });
      group.append(heading, progressList(levels));
      nav.append(group);
    }
  }

  function render() {
    const lvl = level();
    $('.endgames-count').textContent = t('endgames.count', { index: state.index + 1, count: lvl.endgames.length });
    $('#endgames-heading').textContent = t('endgames.heading', { game: t(`variant.${state.game}`), count: lvl.seeds });
    $('.endgames-goal').textContent = t(`endgames.goal.${endgame().goal}`);
    $('.endgames-verdict').textContent = state.verdict();
    $('.endgames-why').textContent = state.why();
    const noticeElement = $('.endgames-notice');
    noticeElement.hidden = !notice;
    noticeElement.textContent = notice?.() ?? '';
    button('hint').hidden = state.phase !== 'ready';
    button('undo').hidden = state.phase !== 'thrown';
    button('again').hidden = state.phase === 'preparing' || state.phase === 'ready';
    button('next').hidden = state.phase !== 'solved';
  }

  $('.endgames-levels').addEventListener('click', (event) => {
    const choice = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest('[data-level]'));
    if (!choice) return;
    const [game, seeds] = /** @type {string} */ (choice.dataset.level).split('-');
    const key = /** @type {GameKey} */ (game);
    const levelIndex = ENDGAME_LEVELS[key].findIndex((lvl) => lvl.seeds === Number(seeds));
    const first = ENDGAME_LEVELS[key][levelIndex].endgames.findIndex((_, i) => !progress.isSolved(choice.dataset.level ?? '', i));
    void open(key, levelIndex, Math.max(0, first)).then(() => board.focus());
    renderLevels();
  });
  container.querySelector('.learn-actions')?.addEventListener('click', (event) => {
    const action = /** @type {HTMLElement} */ (event.target).closest('button')?.dataset.action;
    if (action === 'hint') hint();
    else if (action === 'undo') undo();
    else if (action === 'again') void open(state.game, state.level, state.index);
    else if (action === 'next') void next().then(() => renderLevels());
  });
  board.on('pit', (pit) => void choose(pit));
  onLanguageChange(() => {
    board.set({ texts: t });
    renderLevels();
    render();
  });

  renderLevels();
  const [firstLevel, firstIndex] = unsolvedFrom('oware');
  void open('oware', firstLevel, firstIndex);
  return {
    shown() {
      applyBoardSettings(board, settings());
    },
    hidden() {
      board.skip();
    },
  };
}
