// The strategy lessons of the Learn section (www/learn/strategy.js) checked
// against the engine: every step searched again at the lessons' depth
// (analyzeMoves of the full wasm module, dist/pkg, through
// tools/lessons/engine-view.mjs) must still have the step's answer as the
// engine's move, every other legal move at least the step's margin worse,
// each other move's reply and loss as the step says; every verdict the page
// would give (best-move.js) is said in English with all its parameters.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const wasm = await import(`${root}dist/pkg/mancala_wasm.js`);
await wasm.default({ module_or_path: await readFile(`${root}dist/pkg/mancala_wasm_bg.wasm`) });
const { STRATEGY_LESSONS, STRATEGY_DEPTH } = await import(`${root}www/learn/strategy.js`);
const { LESSONS } = await import(`${root}www/learn/lessons.js`);
const { openStep } = await import(`${root}www/learn/steps.js`);
const { judgeBest, replyTo } = await import(`${root}www/learn/best-move.js`);
const { engineView } = await import(`${root}tools/lessons/engine-view.mjs`);
const { default: pageEnglish } = await import(`${root}www/i18n/locales/en.js`);
const { default: learnEnglish } = await import(`${root}www/i18n/locales/learn/en.js`);
const { verdictText } = await import(`${root}www/learn/feedback.js`);
const { setLanguage } = await import(`${root}www/i18n/i18n.js`);
await setLanguage('en', async () => ({ ...pageEnglish, ...learnEnglish }));

const LETTERS = 'ABCDEFabcdef';
/** The fewest whole seeds by which a step's answer must beat every other move. */
const FEWEST_SEEDS = 2;

/** What the learner's `pit` and the engine's reply to it do in a fresh game of the step: the page's verdict. */
function verdictOn(lesson, step, pit) {
  const game = openStep(wasm, lesson.variant, step);
  try {
    const tried = game.tryPlay(LETTERS.indexOf(pit));
    const reply = tried.trace ? replyTo(step, pit) : null;
    const replied = reply ? game.tryPlay(LETTERS.indexOf(reply)) : null;
    if (replied) assert.ok(replied.trace, `the reply ${reply} to ${pit} is legal`);
    return judgeBest(step, tried, replied?.trace ?? null);
  } finally {
    game.free();
  }
}

test('at least 8 strategy lessons for Oware and 5 for Ayoayo, each of 3 or 4 steps, with ids of their own and English texts', () => {
  const count = (variant) => STRATEGY_LESSONS.filter((lesson) => lesson.variant === variant).length;
  assert.ok(count('oware') >= 8, `${count('oware')} Oware lessons`);
  assert.ok(count('ayoayo') >= 5, `${count('ayoayo')} Ayoayo lessons`);
  const ids = [...LESSONS, ...STRATEGY_LESSONS].map((lesson) => lesson.id);
  assert.equal(new Set(ids).size, ids.length, 'every id is unique, the rules lessons’ too');
  const english = { ...pageEnglish, ...learnEnglish };
  for (const lesson of STRATEGY_LESSONS) {
    assert.ok(lesson.steps.length >= 3 && lesson.steps.length <= 4, `${lesson.id}: 3 or 4 steps`);
    for (const part of ['title', 'intro', 'task']) {
      assert.equal(typeof english[`learn.${lesson.id}.${part}`], 'string', `learn.${lesson.id}.${part}`);
    }
  }
});

for (const lesson of STRATEGY_LESSONS) {
  lesson.steps.forEach((step, index) => {
    test(`${lesson.id} step ${index + 1}: the engine plays ${step.answer}, every other move at least ${step.margin} seeds worse`, () => {
      const game = openStep(wasm, lesson.variant, step);
      let view;
      try {
        assert.equal(game.turn(), wasm.Side.South, 'the learner plays South');
        assert.equal(game.outcome(), null, 'the game goes on');
        view = engineView(wasm, game, STRATEGY_DEPTH);
      } finally {
        game.free();
      }
      assert.equal(view.best, step.answer, `the engine's move at depth ${STRATEGY_DEPTH}`);
      assert.equal(view.decided, false, 'no compared score sees the end of the game: the margin is in seeds');
      assert.ok(step.margin >= FEWEST_SEEDS, `a margin of ${FEWEST_SEEDS} seeds at least`);
      assert.ok(view.margin >= step.margin, `every other move is ${view.margin} seeds worse, not ${step.margin}`);
      assert.deepEqual(Object.keys(step.others).sort(), Object.keys(view.others).sort(), 'every other legal move, and only those');
      for (const [pit, { reply, loses }] of Object.entries(step.others)) {
        assert.equal(reply, view.others[pit].reply, `${pit}: the engine's reply`);
        if (loses === 'game') assert.equal(view.others[pit].loses, 'game', `${pit} loses the game`);
        else assert.ok(loses >= step.margin && loses <= view.others[pit].loses, `${pit} loses at least ${loses} seeds`);
      }
      const losses = Object.values(step.others).map((other) => other.loses);
      assert.equal(step.margin, Math.min(...losses.filter((loss) => loss !== 'game')), 'the margin is the least loss');

      const right = verdictOn(lesson, step, step.answer);
      assert.equal(right.passed, true);
      assert.doesNotMatch(verdictText(right), /\{\w+\}/);
      for (const pit of Object.keys(step.others)) {
        const wrong = verdictOn(lesson, step, pit);
        assert.equal(wrong.passed, false, pit);
        assert.doesNotMatch(verdictText(wrong), /\{\w+\}/, `${pit}: ${verdictText(wrong)}`);
      }
    });
  });
}
