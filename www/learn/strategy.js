// @ts-check
/**
 * The strategy lessons of the Learn section: how to play well, once the
 * rules are known. Each teaches one idea good players talk about (counting,
 * a kroo, guarding weak pits, keeping the opponent short of moves, tempo…)
 * through positions from the engine's own games where that idea is the
 * move to find (tools/lessons/find-positions.mjs tags them).
 *
 * Every claim here is the engine's: a step's `answer` is the move
 * `analyzeMoves` ranks first at STRATEGY_DEPTH plies, every other legal move
 * is at least `margin` whole seeds worse, and `others` holds, for each
 * other move, the reply the engine expects and the seeds it loses against
 * the answer (or that it loses the game) (tools/lessons/describe-steps.mjs writes the steps).
 * tests/learn/strategy.test.mjs searches every step again and fails when
 * that stops being true. Texts are catalog keys: `learn.<id>.title`,
 * `learn.<id>.intro` (the idea explained) and `learn.<id>.task`.
 */

/** The depth (plies) of the engine's search that chooses each step's answer. */
export const STRATEGY_DEPTH = 12;

/**
 * @typedef {object} StrategyStep
 * @property {string} position the board, the learner (South) to move
 * @property {string} answer the letter of the engine's move
 * @property {number} margin whole seeds every other move loses at least
 * @property {Record<string, {reply: string | null, loses: number | 'game'}>} others each other legal move: the opponent's reply on the engine's line (null when the move ends the game) and the whole seeds it loses against the answer, or 'game' when the search sees it lose the game
 */

/**
 * @typedef {object} StrategyLesson
 * @property {string} id
 * @property {'oware' | 'ayoayo'} variant
 * @property {string} idea the tag of find-positions.mjs its positions were chosen by
 * @property {StrategyStep[]} steps
 */

/** @type {readonly StrategyLesson[]} */
export const STRATEGY_LESSONS = Object.freeze(
  /** @type {StrategyLesson[]} */ ([
    {
      id: 'oware-counting',
      variant: 'oware',
      idea: 'count',
      steps: [
        {
          position: '0-0-7-0-3-18-0-4-5-1-5-0-5-0-S',
          answer: 'C',
          margin: 6,
          others: { E: { reply: 'd', loses: 6 }, F: { reply: 'f', loses: 7 } },
        },
        {
          position: '1-0-0-7-1-8-2-0-8-7-1-9-0-4-S',
          answer: 'D',
          margin: 4,
          others: { A: { reply: 'c', loses: 5 }, E: { reply: 'd', loses: 4 }, F: { reply: 'e', loses: 11 } },
        },
        {
          position: '7-7-1-7-0-2-7-7-1-7-0-2-0-0-S',
          answer: 'B',
          margin: 3,
          others: { A: { reply: 'd', loses: 3 }, C: { reply: 'b', loses: 3 }, D: { reply: 'a', loses: 5 }, F: { reply: 'a', loses: 4 } },
        },
      ],
    },
    {
      id: 'oware-harvest',
      variant: 'oware',
      idea: 'chain',
      steps: [
        {
          position: '1-4-5-1-0-0-1-1-4-5-0-16-4-6-S',
          answer: 'C',
          margin: 5,
          others: { A: { reply: 'f', loses: 8 }, B: { reply: 'c', loses: 6 }, D: { reply: 'd', loses: 5 } },
        },
        {
          position: '0-0-0-3-4-2-1-2-6-2-2-0-14-12-S',
          answer: 'F',
          margin: 5,
          others: { D: { reply: 'b', loses: 5 }, E: { reply: 'a', loses: 9 } },
        },
        {
          position: '2-5-2-4-0-15-1-1-2-2-0-2-4-8-S',
          answer: 'D',
          margin: 5,
          others: { A: { reply: 'b', loses: 7 }, B: { reply: 'c', loses: 5 }, C: { reply: 'c', loses: 9 }, F: { reply: 'f', loses: 11 } },
        },
      ],
    },
    {
      id: 'oware-kroo',
      variant: 'oware',
      idea: 'kroo',
      steps: [
        {
          position: '0-1-0-5-13-1-0-14-0-1-1-0-12-0-S',
          answer: 'E',
          margin: 4,
          others: { B: { reply: 'e', loses: 4 }, D: { reply: 'e', loses: 11 }, F: { reply: 'a', loses: 4 } },
        },
        {
          position: '0-0-1-1-2-12-0-0-2-2-2-14-8-4-S',
          answer: 'F',
          margin: 3,
          others: { C: { reply: 'd', loses: 3 }, D: { reply: 'd', loses: 8 }, E: { reply: 'f', loses: 9 } },
        },
        {
          position: '0-0-0-15-1-2-1-0-0-15-4-0-5-5-S',
          answer: 'D',
          margin: 7,
          others: { E: { reply: 'd', loses: 7 }, F: { reply: 'a', loses: 10 } },
        },
      ],
    },
    {
      id: 'oware-guard',
      variant: 'oware',
      idea: 'defend',
      steps: [
        {
          position: '1-1-3-0-16-1-0-0-3-3-0-0-11-9-S',
          answer: 'A',
          margin: 5,
          others: { B: { reply: 'd', loses: 12 }, C: { reply: 'd', loses: 5 }, E: { reply: 'f', loses: 14 }, F: { reply: 'd', loses: 10 } },
        },
        {
          position: '1-8-7-7-1-1-7-0-8-0-0-8-0-0-S',
          answer: 'E',
          margin: 3,
          others: { A: { reply: 'c', loses: 4 }, B: { reply: 'c', loses: 11 }, C: { reply: 'c', loses: 3 }, D: { reply: 'c', loses: 7 }, F: { reply: 'c', loses: 3 } },
        },
        {
          position: '1-2-11-1-1-5-1-1-2-7-0-1-6-9-S',
          answer: 'C',
          margin: 3,
          others: { A: { reply: 'd', loses: 5 }, B: { reply: 'd', loses: 8 }, D: { reply: 'd', loses: 3 }, E: { reply: 'f', loses: 5 }, F: { reply: 'f', loses: 4 } },
        },
      ],
    },
    {
      id: 'oware-threat',
      variant: 'oware',
      idea: 'threaten',
      steps: [
        {
          position: '4-6-0-4-0-0-4-0-2-16-8-4-0-0-S',
          answer: 'B',
          margin: 4,
          others: { A: { reply: 'd', loses: 4 }, D: { reply: 'a', loses: 4 } },
        },
        {
          position: '0-0-0-0-3-9-0-0-3-9-11-4-2-7-S',
          answer: 'F',
          margin: 8,
          others: { E: { reply: 'b', loses: 8 } },
        },
        {
          position: '0-0-1-12-0-3-1-0-0-1-3-15-7-5-S',
          answer: 'D',
          margin: 8,
          others: { C: { reply: 'a', loses: 9 }, F: { reply: 'c', loses: 8 } },
        },
      ],
    },
    {
      id: 'oware-poisoned',
      variant: 'oware',
      idea: 'refuse',
      steps: [
        {
          position: '1-0-0-1-13-0-0-6-0-0-3-0-13-11-S',
          answer: 'D',
          margin: 4,
          others: { A: { reply: 'e', loses: 4 }, E: { reply: 'e', loses: 8 } },
        },
        {
          position: '0-1-1-0-4-12-0-0-3-0-13-1-5-8-S',
          answer: 'C',
          margin: 3,
          others: { B: { reply: 'f', loses: 3 }, E: { reply: 'c', loses: 8 }, F: { reply: 'f', loses: 12 } },
        },
        {
          position: '1-0-13-0-13-1-0-0-3-1-1-3-9-3-S',
          answer: 'A',
          margin: 3,
          others: { C: { reply: 'b', loses: 7 }, E: { reply: 'c', loses: 3 }, F: { reply: 'd', loses: 3 } },
        },
      ],
    },
    {
      id: 'oware-feed-wisely',
      variant: 'oware',
      idea: 'feed',
      steps: [
        {
          position: '4-0-3-4-0-7-0-0-0-0-0-0-19-11-S',
          answer: 'F',
          margin: 3,
          others: { D: { reply: 'b', loses: 3 } },
        },
        {
          position: '1-0-1-3-0-21-0-0-0-0-0-0-11-11-S',
          answer: 'D',
          margin: 8,
          others: { F: { reply: 'c', loses: 8 } },
        },
        {
          position: '1-1-1-0-2-8-0-0-0-0-0-0-21-14-S',
          answer: 'E',
          margin: 6,
          others: { F: { reply: 'f', loses: 6 } },
        },
      ],
    },
    {
      id: 'oware-squeeze',
      variant: 'oware',
      idea: 'squeeze',
      steps: [
        {
          position: '1-0-0-11-0-1-0-0-0-0-2-2-15-16-S',
          answer: 'A',
          margin: 7,
          others: { D: { reply: 'f', loses: 12 }, F: { reply: 'a', loses: 7 } },
        },
        {
          position: '0-0-1-0-3-4-0-0-0-0-0-2-21-17-S',
          answer: 'C',
          margin: 5,
          others: { E: { reply: 'a', loses: 5 }, F: { reply: 'b', loses: 6 } },
        },
        {
          position: '0-4-0-0-0-8-0-1-0-0-1-0-16-18-S',
          answer: 'B',
          margin: 4,
          others: { F: { reply: 'a', loses: 4 } },
        },
      ],
    },
    {
      id: 'oware-tempo',
      variant: 'oware',
      idea: 'tempo',
      steps: [
        {
          position: '0-0-1-0-0-5-0-0-1-1-3-5-15-17-S',
          answer: 'C',
          margin: 5,
          others: { F: { reply: 'e', loses: 5 } },
        },
        {
          position: '0-0-1-1-1-1-0-0-1-1-0-2-24-16-S',
          answer: 'E',
          margin: 4,
          others: { C: { reply: 'd', loses: 6 }, D: { reply: 'd', loses: 6 }, F: { reply: 'a', loses: 4 } },
        },
        {
          position: '0-0-1-1-0-0-0-1-0-3-7-1-19-15-S',
          answer: 'D',
          margin: 5,
          others: { C: { reply: 'b', loses: 5 } },
        },
      ],
    },
    {
      id: 'ayoayo-relay-plan',
      variant: 'ayoayo',
      idea: 'relay',
      steps: [
        {
          position: '0-8-0-0-0-1-1-0-2-5-9-1-15-6-S',
          answer: 'B',
          margin: 7,
          others: { F: { reply: 'd', loses: 7 } },
        },
        {
          position: '0-2-5-8-0-3-0-0-4-5-1-0-9-11-S',
          answer: 'F',
          margin: 5,
          others: { B: { reply: 'a', loses: 5 }, C: { reply: 'b', loses: 9 }, D: { reply: 'a', loses: 7 } },
        },
        {
          position: '0-0-1-6-0-2-0-0-7-0-6-0-11-15-S',
          answer: 'C',
          margin: 4,
          others: { D: { reply: 'd', loses: 4 }, F: { reply: 'a', loses: 4 } },
        },
      ],
    },
    {
      id: 'ayoayo-big-pit',
      variant: 'ayoayo',
      idea: 'count',
      steps: [
        {
          position: '0-0-0-1-6-8-6-0-1-1-0-9-6-10-S',
          answer: 'F',
          margin: 6,
          others: { D: { reply: 'a', loses: 18 }, E: { reply: 'd', loses: 6 } },
        },
        {
          position: '5-1-9-0-8-0-0-13-0-3-0-3-0-6-S',
          answer: 'E',
          margin: 5,
          others: { A: { reply: 'f', loses: 10 }, B: { reply: 'd', loses: 5 }, C: { reply: 'c', loses: 12 } },
        },
        {
          position: '2-2-0-7-0-0-0-1-0-0-3-1-13-19-S',
          answer: 'D',
          margin: 6,
          others: { A: { reply: 'b', loses: 6 }, B: { reply: 'c', loses: 'game' } },
        },
      ],
    },
    {
      id: 'ayoayo-guard',
      variant: 'ayoayo',
      idea: 'defend',
      steps: [
        {
          position: '3-1-0-0-1-3-5-1-0-0-0-6-13-15-S',
          answer: 'F',
          margin: 4,
          others: { A: { reply: 'a', loses: 4 }, B: { reply: 'a', loses: 4 }, E: { reply: 'd', loses: 'game' } },
        },
        {
          position: '11-1-3-0-3-2-1-4-1-2-0-4-14-2-S',
          answer: 'C',
          margin: 3,
          others: { A: { reply: 'c', loses: 3 }, B: { reply: 'b', loses: 5 }, E: { reply: 'f', loses: 4 }, F: { reply: 'a', loses: 8 } },
        },
        {
          position: '0-3-0-4-0-0-4-0-2-4-0-1-15-15-S',
          answer: 'B',
          margin: 5,
          others: { D: { reply: 'c', loses: 5 } },
        },
      ],
    },
    {
      id: 'ayoayo-poisoned',
      variant: 'ayoayo',
      idea: 'refuse',
      steps: [
        {
          position: '2-1-3-1-0-4-3-1-1-8-2-1-12-9-S',
          answer: 'A',
          margin: 4,
          others: { B: { reply: 'f', loses: 12 }, C: { reply: 'f', loses: 4 }, D: { reply: 'a', loses: 7 }, F: { reply: 'a', loses: 7 } },
        },
        {
          position: '7-4-2-7-1-5-0-4-0-10-0-0-5-3-S',
          answer: 'B',
          margin: 6,
          others: { A: { reply: 'd', loses: 7 }, C: { reply: 'b', loses: 10 }, D: { reply: 'e', loses: 10 }, E: { reply: 'a', loses: 6 }, F: { reply: 'e', loses: 6 } },
        },
        {
          position: '2-0-2-8-0-2-2-2-8-3-0-4-3-12-S',
          answer: 'F',
          margin: 3,
          others: { A: { reply: 'd', loses: 4 }, C: { reply: 'a', loses: 12 }, D: { reply: 'c', loses: 3 } },
        },
      ],
    },
    {
      id: 'ayoayo-threat',
      variant: 'ayoayo',
      idea: 'threaten',
      steps: [
        {
          position: '0-0-1-2-4-0-0-0-6-0-4-1-19-11-S',
          answer: 'D',
          margin: 3,
          others: { C: { reply: 'a', loses: 5 }, E: { reply: 'b', loses: 3 } },
        },
        {
          position: '0-0-0-2-2-0-0-4-4-0-0-17-14-5-S',
          answer: 'E',
          margin: 4,
          others: { D: { reply: 'b', loses: 4 } },
        },
        {
          position: '0-9-6-0-5-0-0-0-0-1-4-1-4-18-S',
          answer: 'B',
          margin: 4,
          others: { C: { reply: 'b', loses: 8 }, E: { reply: 'c', loses: 4 } },
        },
      ],
    },
    {
      id: 'ayoayo-tempo',
      variant: 'ayoayo',
      idea: 'tempo',
      steps: [
        {
          position: '4-0-4-1-0-0-0-0-0-0-4-1-21-13-S',
          answer: 'D',
          margin: 3,
          others: { A: { reply: 'e', loses: 3 }, C: { reply: 'a', loses: 3 } },
        },
        {
          position: '0-0-5-1-0-1-0-0-0-0-0-1-22-18-S',
          answer: 'F',
          margin: 3,
          others: { C: { reply: 'b', loses: 'game' }, D: { reply: 'f', loses: 3 } },
        },
        {
          position: '1-2-1-2-0-1-0-0-0-0-0-1-12-28-S',
          answer: 'C',
          margin: 3,
          others: { A: { reply: 'f', loses: 3 }, B: { reply: 'f', loses: 'game' }, D: { reply: 'f', loses: 'game' }, F: { reply: 'f', loses: 'game' } },
        },
      ],
    },
  ]),
);
