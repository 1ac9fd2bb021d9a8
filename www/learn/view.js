// @ts-check
/**
 * The Learn section: the list of lessons, the rules' (lessons.js) and the
 * strategy's (strategy.js), with what is done, and the lesson open, one
 * step at a time on a board of its own. The learner plays South; each pit
 * chosen goes to the wasm rules (steps.js), the move animates lap by lap
 * as in the game, and the step then says why it reached its goal or what
 * the move did instead (goals.js), with Next, Try again and Show me. In a
 * strategy lesson the goal is the engine's move (best-move.js): another
 * move is answered on the board by the opponent's reply on the engine's
 * line, and the step says what that reply took and how many seeds the
 * move loses. Progress is kept through progress.js.
 *
 * The section's element carries `data-phase` for tests and styles:
 * 'watching' (earlier moves are shown), 'ready' (the learner's turn),
 * 'moving', 'passed' or 'failed'.
 */

import * as wasm from '../../pkg-page/mancala_wasm.js';
import { createBoard } from '../board/board.js';
import { createMoveSession } from '../game/session.js';
import { applyBoardSettings } from '../game/board-settings.js';
import { onLanguageChange, t, translateTree } from '../i18n/i18n.js';
import { addSectionTexts } from '../i18n/load.js';
import { verdictText } from './feedback.js';
import { judgeBest, replyTo } from './best-move.js';
import { ALL_LESSONS, isStrategy } from './catalogue.js';
import { createLessonList } from './list.js';
import { createProgress } from './progress.js';
import { judgeTry, openStep } from './steps.js';
import { learnTexts } from './texts.js';

/** @typedef {import('./catalogue.js').AnyLesson} Lesson */
/** @typedef {import('./goals.js').Verdict} Verdict */

const LETTERS = 'ABCDEFabcdef';

const MARKUP = `
  <nav class="learn-list" aria-labelledby="learn-title">
    <h2 id="learn-title" data-i18n="learn.lessons">Lessons</h2>
    <p class="learn-notice" role="status" hidden></p>
  </nav>
  <section class="learn-lesson" aria-labelledby="learn-lesson-title">
    <p class="learn-step-count"></p>
    <h2 id="learn-lesson-title" class="learn-lesson-title"></h2>
    <p class="learn-intro" hidden></p>
    <p class="learn-task"></p>
    <div class="learn-board board-frame"></div>
    <div class="learn-feedback" role="status" aria-live="polite">
      <p class="learn-verdict"></p>
      <p class="learn-why"></p>
    </div>
    <div class="learn-actions">
      <button type="button" data-action="again" data-i18n="learn.again">Try again</button>
      <button type="button" data-action="show" data-i18n="learn.show">Show me</button>
      <button type="button" data-action="next" class="primary">Next</button>
    </div>
  </section>`;

/**
 * Opens the Learn section in `container`.
 * @param {HTMLElement} container
 * @param {{settings: () => import('../game/board-settings.js').BoardSettings}} options the page's current display settings
 * @returns {Promise<{shown?: () => void, hidden?: () => void}>} what the page's section switcher calls when Learn is shown and hidden
 */
export async function openLearn(container, { settings }) {
  await addSectionTexts(learnTexts);
  container.innerHTML = MARKUP;
  translateTree(container);
  const $ = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (container.querySelector(selector));
  const notice = $('.learn-notice');
  /**
   * What the notice line says, kept as a function so that it is said again
   * in a newly chosen language.
   * @type {(() => string) | null}
   */
  let noticeText = null;
  const board = createBoard($('.learn-board'), { reader: 'south', texts: t });
  const moves = createMoveSession(board);
  const progress = createProgress((reason) => showNotice(() => t('learn.save-failed', { reason })));
  if (progress.newer !== undefined) showNotice(() => t('learn.progress-newer', { version: String(progress.newer) }));
  else if (progress.problem) showNotice(() => t('learn.progress-unreadable'));
  const list = createLessonList($('.learn-list'), {
    progress,
    onChoose: (lesson) => void open(lesson, progress.firstOpen(lesson)).then(focusLesson),
  });

  const state = {
    lesson: ALL_LESSONS.find((lesson) => !progress.complete(lesson)) ?? ALL_LESSONS[0],
    step: 0,
    /** @type {import('../../pkg-page/mancala_wasm.js').Game | null} */
    game: null,
    phase: 'ready',
    /** @type {Verdict | null} */
    verdict: null,
    shown: false,
  };
  state.step = progress.firstOpen(state.lesson);

  function showNotice(/** @type {() => string} */ text) {
    noticeText = text;
    notice.textContent = text();
    notice.hidden = false;
  }

  const step = () => state.lesson.steps[state.step];

  /** Moves focus to the board, with the lesson's title and task in view (on a phone the list is below them). */
  function focusLesson() {
    board.focus();
    const lesson = $('.learn-lesson');
    if (lesson.getBoundingClientRect().top < 0) lesson.scrollIntoView({ block: 'start' });
  }

  function setPhase(/** @type {string} */ phase) {
    state.phase = phase;
    container.dataset.phase = phase;
    // Pits in the learner's row that hold seeds are the ones to try: the
    // rules (not the highlight) say whether a move is allowed.
    const counts = board.shownCounts();
    board.set({
      legal: phase === 'ready' ? [0, 1, 2, 3, 4, 5].filter((pit) => counts[pit] > 0) : [],
      turn: phase === 'ready' ? 'south' : null,
    });
    render();
  }

  /** Opens step `index` of `lesson`, showing first the moves played before it, if any. */
  async function open(/** @type {Lesson} */ lesson, /** @type {number} */ index) {
    // An earlier step's animation, or a move of it, stops acting.
    moves.interrupt();
    state.game?.free();
    state.lesson = lesson;
    state.step = index;
    state.verdict = null;
    state.shown = false;
    board.set({ hint: null });
    list.render(state.lesson);
    const game = openStep(wasm, lesson.variant, step());
    state.game = game;
    const earlier = game.plyCount();
    if (earlier === 0) {
      board.set({ counts: game.counts() });
      setPhase('ready');
      return;
    }
    board.set({ counts: game.countsAt(0) });
    setPhase('watching');
    for (let ply = 1; ply <= earlier; ply++) {
      if (!(await moves.animate(game.traceAt(ply)))) return;
    }
    board.set({ counts: game.counts() });
    setPhase('ready');
  }

  /** The learner chose `pit`. */
  async function choose(/** @type {number} */ pit) {
    const { game, lesson } = state;
    if (state.phase !== 'ready' || !game) return;
    const tried = await moves.play(game, pit, {
      flashRefusal: false,
      played() {
        // The verdict is said once the move has been seen.
        state.verdict = null;
        board.set({ hint: null });
        setPhase('moving');
      },
    });
    // A step opened meanwhile leaves the move unfinished (open interrupts the session): not judged.
    if (!tried.refusal && !tried.finished) return;
    if (isStrategy(lesson)) {
      await judgeStrategy(lesson.steps[state.step], pit, tried);
      return;
    }
    const verdict = judgeTry(lesson.variant, lesson.steps[state.step], tried);
    if (tried.refusal) {
      if (!verdict.passed) board.refuse(pit);
      finish(verdict, verdict.passed ? 'passed' : 'ready');
      return;
    }
    board.set({ counts: game.counts() });
    finish(verdict, verdict.passed ? 'passed' : 'failed');
  }

  /**
   * A strategy step's move judged: a move other than the answer is first
   * answered on the board by the opponent's reply on the engine's line.
   * @param {import('./strategy.js').StrategyStep} strategyStep
   * @param {number} pit the pit tried
   * @param {{trace?: import('../../pkg-page/mancala_wasm.js').TraceObject, refusal?: import('../../pkg-page/mancala_wasm.js').Refusal}} tried
   */
  async function judgeStrategy(strategyStep, pit, tried) {
    const { game } = state;
    if (!tried.trace || !game) {
      board.refuse(pit);
      finish(judgeBest(strategyStep, tried, null), 'ready');
      return;
    }
    board.set({ counts: game.counts() });
    const reply = replyTo(strategyStep, LETTERS[tried.trace.pit]);
    /** @type {import('../../pkg-page/mancala_wasm.js').TraceObject | null} */
    let replied = null;
    if (reply) {
      const answered = game.tryPlay(wasm.parsePit(reply));
      if (answered.trace) {
        // Another step opened during the reply: not judged.
        if (!(await moves.animate(answered.trace))) return;
        replied = answered.trace;
        board.set({ counts: game.counts() });
      }
    }
    const verdict = judgeBest(strategyStep, tried, replied);
    finish(verdict, verdict.passed ? 'passed' : 'failed');
  }

  function finish(/** @type {Verdict} */ verdict, /** @type {string} */ phase) {
    const onBoard = $('.learn-board').contains(document.activeElement);
    state.verdict = verdict;
    if (verdict.passed) progress.pass(state.lesson, state.step);
    setPhase(phase);
    list.render(state.lesson);
    // A keyboard player goes on from the board: to Next, or to Try again.
    if (onBoard && phase !== 'ready') $(phase === 'passed' ? '[data-action="next"]' : '[data-action="again"]').focus();
  }

  /** The step after this one: the lesson's next, or the next lesson's first. */
  function next() {
    if (state.step + 1 < state.lesson.steps.length) return open(state.lesson, state.step + 1);
    const following = ALL_LESSONS[ALL_LESSONS.indexOf(state.lesson) + 1] ?? ALL_LESSONS[0];
    return open(following, progress.firstOpen(following));
  }

  function showAnswer() {
    if (state.phase === 'failed') {
      void open(state.lesson, state.step).then(showAnswer);
      return;
    }
    state.shown = true;
    board.set({ hint: LETTERS.indexOf(step().answer) });
    render();
  }

  function render() {
    const { lesson, verdict, phase } = state;
    $('.learn-step-count').textContent = t('learn.step', { step: state.step + 1, count: lesson.steps.length });
    $('.learn-lesson-title').textContent = t(`learn.${lesson.id}.title`);
    const strategy = isStrategy(lesson);
    $('.learn-intro').hidden = !strategy;
    $('.learn-intro').textContent = strategy ? t(`learn.${lesson.id}.intro`) : '';
    const task = strategy ? `learn.${lesson.id}.task` : `learn.${lesson.id}.${state.step + 1}.task`;
    $('.learn-task').textContent = phase === 'watching' ? t('learn.watching') : t(task);
    const judged = verdict && phase !== 'watching';
    $('.learn-verdict').textContent = judged ? t(verdict.passed ? 'learn.passed' : 'learn.failed') : '';
    $('.learn-verdict').dataset.passed = String(Boolean(verdict?.passed));
    let why = judged ? verdictText(verdict) : '';
    if (state.shown && phase === 'ready') why = t('learn.answer', { pit: step().answer });
    $('.learn-why').textContent = why;
    const button = (/** @type {string} */ action) =>
      /** @type {HTMLButtonElement} */ (container.querySelector(`[data-action="${action}"]`));
    button('again').hidden = phase !== 'failed';
    button('show').hidden = phase === 'passed' || phase === 'watching' || state.shown;
    button('next').hidden = phase !== 'passed';
    const lastStep = state.step === lesson.steps.length - 1;
    button('next').textContent = t(lastStep ? 'learn.next-lesson' : 'learn.next');
    if (noticeText) notice.textContent = noticeText();
  }

  container.querySelector('.learn-actions')?.addEventListener('click', (event) => {
    const action = /** @type {HTMLElement} */ (event.target).closest('button')?.dataset.action;
    if (action === 'again') void open(state.lesson, state.step).then(() => board.focus());
    else if (action === 'next') void next().then(() => board.focus());
    else if (action === 'show') showAnswer();
  });
  board.on('pit', (pit) => void choose(pit));
  onLanguageChange(() => {
    board.set({ texts: t });
    list.render(state.lesson);
    render();
  });

  void open(state.lesson, state.step);
  return {
    shown() {
      applyBoardSettings(board, settings());
    },
    hidden() {
      board.skip();
    },
  };
}
