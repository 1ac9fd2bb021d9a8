// Every lesson step of the Learn section (www/learn/lessons.js) played
// through the wasm rules, with the same modules the page uses (steps.js,
// goals.js): the learner is to move, the step's answer is legal and reaches
// its goal, and every other pit fails it; every verdict is said in English
// with all its parameters (feedback.js). Needs the built module (dist/pkg/,
// wasm-bindgen's web target).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const wasm = await import(`${root}dist/pkg/mancala_wasm.js`);
await wasm.default({ module_or_path: await readFile(`${root}dist/pkg/mancala_wasm_bg.wasm`) });
const { LESSONS } = await import(`${root}www/learn/lessons.js`);
const { openStep, judgeTry } = await import(`${root}www/learn/steps.js`);
const { default: pageEnglish } = await import(`${root}www/i18n/locales/en.js`);
const { default: learnEnglish } = await import(`${root}www/i18n/locales/learn/en.js`);
const english = { ...pageEnglish, ...learnEnglish };
const { verdictText } = await import(`${root}www/learn/feedback.js`);
const { setLanguage } = await import(`${root}www/i18n/i18n.js`);
await setLanguage('en', async () => english);
const rulebook = await readFile(`${root}docs/rules.md`, 'utf8');

const LETTERS = 'ABCDEFabcdef';

/** The verdict on `pit` in a fresh game of the step, and the move's trace. */
function attempt(lesson, step, pit) {
  const game = openStep(wasm, lesson.variant, step);
  try {
    const tried = game.tryPlay(pit);
    return { verdict: judgeTry(lesson.variant, step, tried), trace: tried.trace };
  } finally {
    game.free();
  }
}

/** The verdict's sentence exists in English and has every parameter filled in. */
function assertSaid(verdict) {
  const text = verdictText(verdict);
  assert.doesNotMatch(text, /\{\w+\}/, `${verdict.key ?? verdict.refusal.kind}: ${text}`);
}

test('lesson ids are unique and each cites rules of docs/rules.md', () => {
  const ids = LESSONS.map((lesson) => lesson.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const lesson of LESSONS) {
    assert.ok(lesson.steps.length >= 1 && lesson.steps.length <= 4, `${lesson.id}: 1 to 4 steps`);
    for (const rule of lesson.rules) assert.match(rulebook, new RegExp(`^### ${rule} `, 'm'), `${lesson.id}: ${rule}`);
  }
});

test('every lesson and step has its text in the English catalog', () => {
  for (const lesson of LESSONS) {
    assert.equal(typeof english[`learn.${lesson.id}.title`], 'string', `learn.${lesson.id}.title`);
    lesson.steps.forEach((_, index) => {
      const key = `learn.${lesson.id}.${index + 1}.task`;
      assert.equal(typeof english[key], 'string', key);
    });
  }
});

for (const lesson of LESSONS) {
  lesson.steps.forEach((step, index) => {
    test(`${lesson.id} step ${index + 1}: ${step.answer} reaches ${JSON.stringify(step.goal)}, no other pit does`, () => {
      const game = openStep(wasm, lesson.variant, step);
      assert.equal(game.turn(), wasm.Side.South, 'the learner plays South');
      assert.equal(game.outcome(), null, 'the game goes on');
      game.free();

      const answer = LETTERS.indexOf(step.answer);
      const right = attempt(lesson, step, answer);
      assert.equal(right.verdict.passed, true, `${step.answer}: ${JSON.stringify(right.verdict)}`);
      if (!step.goal.refused) assert.ok(right.trace, 'the answer is a legal move');
      assertSaid(right.verdict);

      for (let pit = 0; pit < 12; pit++) {
        if (pit === answer) continue;
        const { verdict } = attempt(lesson, step, pit);
        assert.equal(verdict.passed, false, `${LETTERS[pit]} must fail: ${JSON.stringify(verdict)}`);
        assertSaid(verdict);
      }
    });
  });
}
