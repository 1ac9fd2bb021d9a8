// The move session (www/game/session.js) with a fake game and a fake board:
// a move is played once, animated from the counts its trace carries, a
// refusal flashes the pit, and work begun earlier is told it is stale.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMoveSession } from '../../www/game/session.js';

const BEFORE = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0];
const AFTER = [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 0, 0];
const TRACE = { pit: 2, notation: 'C', before: BEFORE, after: AFTER };
const REFUSAL = { kind: 'empty-pit', params: { pit: 'D' }, message: 'pit D is empty' };

/** A game that plays pit 2 and refuses any other, counting its calls. */
function fakeGame() {
  const calls = [];
  return {
    calls,
    tryPlay(pit) {
      calls.push(pit);
      return pit === 2 ? { trace: TRACE } : { refusal: REFUSAL };
    },
  };
}

/**
 * A board whose animations end when the test says (`finish()`), ending on
 * `ends` (the trace's own counts unless given), and that logs what it was asked.
 */
function fakeBoard({ ends } = {}) {
  const log = [];
  let shown = [];
  const pending = [];
  return {
    log,
    animateTrace(trace, options) {
      log.push(['animate', trace.notation, options]);
      return new Promise((resolve) => {
        pending.push(() => {
          shown = ends ?? trace.after;
          resolve();
        });
      });
    },
    shownCounts: () => shown,
    refuse: (pit) => log.push(['refuse', pit]),
    /** Ends the oldest animation still running. */
    finish: async () => {
      pending.shift()();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

test('a move is played once, said before it is seen, and animated from the counts before it', async () => {
  const [game, board] = [fakeGame(), fakeBoard()];
  const moves = createMoveSession(board);
  const order = [];
  const result = moves.play(game, 2, { played: (trace) => order.push(['played', trace.notation, board.log.length]) });
  assert.deepEqual(order, [['played', 'C', 0]], 'played runs before the animation starts');
  await board.finish();
  assert.deepEqual(await result, { trace: TRACE, finished: true });
  assert.deepEqual(game.calls, [2], 'one call to the game: the move is sown once');
  assert.deepEqual(board.log, [['animate', 'C', { from: BEFORE }]]);
});

test('a refused move flashes its pit, unless asked not to, and animates nothing', async () => {
  const [game, board] = [fakeGame(), fakeBoard()];
  const moves = createMoveSession(board);
  let played = false;
  const refused = await moves.play(game, 3, { played: () => (played = true) });
  assert.deepEqual(refused, { refusal: REFUSAL, finished: false });
  assert.equal(played, false);
  assert.deepEqual(board.log, [['refuse', 3]]);
  await moves.play(game, 3, { flashRefusal: false });
  assert.deepEqual(board.log, [['refuse', 3]], 'no second flash');
});

test('an animation something newer replaced ends unfinished; the newer one finishes', async () => {
  const [game, board] = [fakeGame(), fakeBoard()];
  const moves = createMoveSession(board);
  const first = moves.play(game, 2);
  const second = moves.animate(TRACE, { stepBack: true });
  await board.finish();
  await board.finish();
  assert.equal((await first).finished, false);
  assert.equal(await second, true);
  assert.deepEqual(board.log[1], ['animate', 'C', { from: BEFORE, stepBack: true }]);
});

test('interrupt and a newer begin make earlier work stale', async () => {
  const moves = createMoveSession(fakeBoard());
  const thinking = moves.begin();
  assert.equal(thinking(), true);
  const hinting = moves.begin();
  assert.equal(thinking(), false);
  assert.equal(hinting(), true);
  moves.interrupt();
  assert.equal(hinting(), false);
});

test('an animation that ends on other counts than the trace says is reported on the console', async (t) => {
  const board = fakeBoard({ ends: BEFORE });
  const warned = t.mock.method(console, 'warn', () => {});
  const animated = createMoveSession(board).animate(TRACE);
  await board.finish();
  assert.equal(await animated, true);
  assert.equal(warned.mock.callCount(), 1);
  assert.match(warned.mock.calls[0].arguments[0], /The animation of C ended on 4-4-4-4-4-4-4-4-4-4-4-4-0-0/);
});
