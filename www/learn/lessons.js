// @ts-check
/**
 * The lessons of the Learn section, one rule at a time in the order a
 * teacher would take them, for each game. A lesson is a few steps; a step
 * is a position (position text, as `Game.fromPosition` reads it, the
 * learner always South), optionally moves played before the learner's turn
 * (`before`, pit letters), a goal (see goals.js) and the one move that
 * reaches it (`answer`). Its texts are catalog keys: `learn.<id>.title`
 * for the lesson and `learn.<id>.<n>.task` for step n (from 1).
 * tests/learn/lessons.test.mjs plays every step through the wasm rules:
 * the answer reaches the goal and every other pit fails it.
 */

/**
 * @typedef {object} Step
 * @property {string} position the board at the start, e.g. '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'
 * @property {string[]} [before] moves played (and shown) before the learner's turn
 * @property {import('./goals.js').Goal} goal
 * @property {string} answer the letter of the pit that reaches the goal
 */

/**
 * @typedef {object} Lesson
 * @property {string} id
 * @property {'oware' | 'ayoayo'} variant
 * @property {string[]} rules the rule ids of docs/rules.md it teaches
 * @property {Step[]} steps
 */

/** @type {readonly Lesson[]} */
export const LESSONS = Object.freeze([
  {
    id: 'oware-sowing',
    variant: 'oware',
    rules: ['O2'],
    steps: [
      { position: '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', goal: { lastIn: 'b' }, answer: 'D' },
      { position: '1-1-7-1-2-1-4-4-4-4-4-4-6-5-S', goal: { lastIn: 'd' }, answer: 'C' },
    ],
  },
  {
    id: 'oware-rows',
    variant: 'oware',
    rules: ['O2'],
    steps: [{ position: '3-0-0-2-0-0-6-6-6-6-6-6-4-3-S', goal: { lastIn: 'F' }, answer: 'D' }],
  },
  {
    id: 'oware-skip',
    variant: 'oware',
    rules: ['O2'],
    steps: [
      { position: '0-1-0-0-0-13-2-2-2-2-2-2-11-11-S', goal: { skipsOrigin: true }, answer: 'F' },
      { position: '0-0-12-0-14-0-1-1-1-1-1-1-8-8-S', goal: { skipsOrigin: true, lastIn: 'D' }, answer: 'C' },
    ],
  },
  {
    id: 'oware-capture',
    variant: 'oware',
    rules: ['O3'],
    steps: [
      { position: '1-2-3-3-3-0-1-3-1-2-1-1-13-14-S', goal: { capture: 2 }, answer: 'D' },
      { position: '1-3-0-3-3-0-2-3-0-3-3-0-13-14-S', goal: { capture: 3 }, answer: 'D' },
      { position: '0-3-2-3-3-3-1-2-0-1-3-0-13-14-S', goal: { capture: 5 }, answer: 'E' },
    ],
  },
  {
    id: 'oware-grand-slam',
    variant: 'oware',
    rules: ['O4'],
    steps: [
      { position: '1-2-1-2-2-2-1-0-0-0-0-0-18-19-S', goal: { grandSlam: true }, answer: 'E' },
      { position: '1-0-2-0-2-2-1-2-0-0-0-0-19-19-S', goal: { capture: 2 }, answer: 'E' },
    ],
  },
  {
    id: 'oware-feeding',
    variant: 'oware',
    rules: ['O5'],
    steps: [{ position: '5-2-2-2-1-3-0-0-0-0-0-0-16-17-S', goal: { feeds: true }, answer: 'F' }],
  },
  {
    id: 'oware-end',
    variant: 'oware',
    rules: ['O6', 'O7', 'O8'],
    steps: [
      { position: '1-3-0-3-3-0-2-3-0-3-3-0-22-5-S', goal: { ends: 'majority' }, answer: 'D' },
      { position: '0-0-0-0-0-2-0-0-2-0-0-0-24-20-S', goal: { ends: 'no-moves' }, answer: 'F' },
      {
        // Two seeds chase each other half way round: South's F then brings
        // back the position the game began from.
        position: '1-0-0-0-0-0-1-0-0-0-0-0-23-23-N',
        before: ['a', 'A', 'b', 'B', 'c', 'C', 'd', 'D', 'e', 'E', 'f'],
        goal: { ends: 'repetition' },
        answer: 'F',
      },
    ],
  },
  {
    id: 'ayoayo-sowing',
    variant: 'ayoayo',
    rules: ['Y2', 'Y5'],
    steps: [{ position: '0-2-1-0-3-0-1-0-0-3-3-3-16-16-S', goal: { lastIn: 'b' }, answer: 'E' }],
  },
  {
    id: 'ayoayo-relay',
    variant: 'ayoayo',
    rules: ['Y4', 'Y5'],
    steps: [
      { position: '3-0-1-2-2-0-1-0-0-3-1-3-16-16-S', goal: { relayLaps: 2 }, answer: 'E' },
      { position: '1-3-0-1-0-3-1-2-0-0-1-2-17-17-S', goal: { relayLaps: 3 }, answer: 'A' },
    ],
  },
  {
    id: 'ayoayo-skip',
    variant: 'ayoayo',
    rules: ['Y3'],
    steps: [{ position: '0-1-1-0-0-12-0-0-0-0-0-1-17-16-S', goal: { skipsOrigin: true }, answer: 'F' }],
  },
  {
    id: 'ayoayo-capture',
    variant: 'ayoayo',
    rules: ['Y6'],
    steps: [{ position: '1-0-3-1-1-2-1-2-0-0-3-1-16-17-S', goal: { capture: 4 }, answer: 'A' }],
  },
  {
    id: 'ayoayo-endless',
    variant: 'ayoayo',
    rules: ['Y7'],
    steps: [{ position: '1-2-0-1-0-1-0-1-0-2-1-2-18-19-S', goal: { refused: 'endless-relay' }, answer: 'B' }],
  },
  {
    id: 'ayoayo-feeding',
    variant: 'ayoayo',
    rules: ['Y8'],
    steps: [{ position: '1-3-3-4-0-0-0-0-0-0-0-0-18-19-S', goal: { feeds: true }, answer: 'D' }],
  },
  {
    id: 'ayoayo-end',
    variant: 'ayoayo',
    rules: ['Y9'],
    steps: [{ position: '1-0-2-2-2-0-3-0-0-0-0-0-19-19-S', goal: { ends: 'no-moves' }, answer: 'D' }],
  },
]);
