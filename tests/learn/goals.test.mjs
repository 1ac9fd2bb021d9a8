// The verdicts of www/learn/goals.js on traces the lessons' data does not
// reach (tests/learn/lessons.test.mjs plays the others through the rules):
// hand-written traces in the shape crates/mancala-wasm/src/trace.rs gives.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeMove, judgeRefusal } from '../../www/learn/goals.js';

/** A one-lap trace by South from `pit` ending at `end`, leaving the 14 counts `after`. */
const trace = ({ pit = 5, sown = [6], end = 6, captures = [], grandSlam = 'none', outcome = null, after }) => ({
  mover: 'south',
  pit,
  notation: 'F',
  laps: [{ origin: pit, seeds: sown.length, sown, end }],
  captures,
  grandSlam,
  end: outcome,
  after,
});

const BEFORE = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0];

test('a move that gives an empty opponent nothing fails a feeding goal', () => {
  const move = trace({ pit: 4, sown: [5], end: 5, after: [0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 23, 23] });
  assert.deepEqual(judgeMove({ feeds: true }, move, [0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0], 'oware'), {
    passed: false,
    key: 'learn.why.no-feed',
    params: {},
  });
});

test('a game ended otherwise than the goal asks fails it, and says so', () => {
  const outcome = { reason: 'no-moves', swept: [0, 1], stores: [23, 25], winner: 'north' };
  const move = trace({ outcome, after: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 23, 25] });
  assert.equal(judgeMove({ ends: 'majority' }, move, BEFORE, 'oware').key, 'learn.why.ended-other');
});

test('every part of a goal must hold; the first that does not says why', () => {
  const move = trace({ after: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 23, 23] });
  const verdict = judgeMove({ lastIn: 'a', relayLaps: 2 }, move, BEFORE, 'oware');
  assert.deepEqual(verdict, { passed: false, key: 'learn.why.laps', params: { count: 1, goal: 2 } });
});

test('an Ayoayo capture of another count says what it took', () => {
  const move = trace({
    pit: 0,
    sown: [1],
    end: 1,
    captures: [
      { pit: 10, seeds: 2 },
      { pit: 1, seeds: 1 },
    ],
    after: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 26, 22],
  });
  assert.deepEqual(judgeMove({ capture: 4 }, move, BEFORE, 'ayoayo'), {
    passed: false,
    key: 'learn.why.captured-other',
    params: { count: 3, goal: 4 },
  });
});

test('a refusal passes only a goal that asks for that refusal', () => {
  const refusal = { kind: 'empty-pit', params: { pit: 'C' }, message: 'pit C is empty' };
  assert.deepEqual(judgeRefusal({ refused: 'endless-relay' }, refusal), { passed: false, refusal });
  assert.deepEqual(judgeRefusal({ capture: 2 }, refusal), { passed: false, refusal });
  const endless = { kind: 'endless-relay', params: { pit: 'B' }, message: 'pit B would relay for ever' };
  assert.deepEqual(judgeRefusal({ refused: 'endless-relay' }, endless), {
    passed: true,
    key: 'learn.done.refused.endless-relay',
    params: { pit: 'B' },
  });
});

test('a goal the module does not know is an error, not a silent pass', () => {
  const move = trace({ after: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 23, 23] });
  assert.throws(() => judgeMove({ play: ['F'] }, move, BEFORE, 'oware'), /unknown goal 'play'/);
});
