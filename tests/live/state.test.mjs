// The live game's reducer (www/live/state.js): the server's messages of
// docs/live-protocol.md, one after another, and what the page shows at a
// moment from the state they leave.
// Run with `node --test tests/live/`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialLiveState, liveView, reduceLive } from '../../www/live/state.js';

/** The state after `messages`, each received at its `at` (default 0). */
const after = (messages, state = initialLiveState()) =>
  messages.reduce((current, { at = 0, ...message }) => reduceLive(current, message, at), state);

const PLAYERS = {
  south: { name: 'Ama', present: true, seated: true },
  north: { name: 'Kofi', present: true, seated: true },
};

/** A `state` message of a 5+3 game of Oware under way, North's clock running, as South sees it. */
const playing = {
  type: 'state',
  game: 'k3Jd9QxT2m',
  you: 'south',
  rules: 'oware',
  clock: { initial: 300000, increment: 3000 },
  moves: ['C', 'd', 'F'],
  clocks: { south: 287431, north: 295012 },
  running: 'north',
  players: PLAYERS,
  status: 'playing',
  drawOffer: null,
  result: null,
  rematch: { south: false, north: false, game: null },
  spectators: 1,
};

test('a state message is taken whole, and the socket counts as open', () => {
  const state = after([{ type: 'connection', status: 'connecting' }, { ...playing, at: 1000 }]);
  assert.equal(state.game, 'k3Jd9QxT2m');
  assert.equal(state.you, 'south');
  assert.deepEqual(state.moves, ['C', 'd', 'F']);
  assert.deepEqual(state.clocks, { clocks: { south: 287431, north: 295012 }, running: 'north', at: 1000 });
  assert.equal(state.players.north.name, 'Kofi');
  assert.equal(state.connection, 'open');
  assert.equal(state.spectators, 1);
});

test('the running clock counts down from when the figures came; the other stands', () => {
  const state = after([{ ...playing, at: 1000 }]);
  const view = liveView(state, 3500, 'north');
  assert.deepEqual(view.clocks, { south: 287431, north: 295012 - 2500 });
  assert.equal(view.running, 'north');
  assert.equal(liveView(state, 1000 + 10 * 60_000, 'north').clocks?.north, 0, 'never below zero');
});

test('an untimed game has no clocks', () => {
  const state = after([{ ...playing, clock: null, clocks: null, running: null }]);
  assert.equal(state.clocks, null);
  assert.equal(liveView(state, 0, 'north').clocks, null);
});

test('moves: the next is added with the clocks it brings, one sent again is ignored, one after a gap asks for the state', () => {
  let state = after([{ ...playing, at: 0 }]);
  state = reduceLive(state, { type: 'moved', pit: 'b', ply: 4, side: 'north', clocks: { south: 287431, north: 290000 }, running: 'south' }, 500);
  assert.deepEqual(state.moves, ['C', 'd', 'F', 'b']);
  assert.deepEqual(state.clocks, { clocks: { south: 287431, north: 290000 }, running: 'south', at: 500 });
  assert.equal(reduceLive(state, { type: 'moved', pit: 'b', ply: 4, side: 'north' }, 600), state, 'known already');
  const gap = reduceLive(state, { type: 'moved', pit: 'A', ply: 6, side: 'north', clocks: { south: 1, north: 2 }, running: 'south' }, 700);
  assert.deepEqual(gap.moves, state.moves);
  assert.equal(gap.missed, true);
  assert.equal(reduceLive(gap, { ...playing }, 800).missed, false, 'until the state comes');
});

test('what a player may do: resign and offer a draw while playing and connected; move on their turn', () => {
  const state = after([playing]);
  const mine = liveView(state, 0, 'south');
  assert.equal(mine.player, 'south');
  assert.equal(mine.opponent, 'north');
  assert.equal(mine.yourMove, true);
  assert.equal(mine.canResign, true);
  assert.equal(mine.canOfferDraw, true);
  assert.equal(liveView(state, 0, 'north').yourMove, false);
  const lost = reduceLive(state, { type: 'connection', status: 'reconnecting' }, 0);
  const offline = liveView(lost, 0, 'south');
  assert.equal(offline.yourMove || offline.canResign || offline.canOfferDraw, false, 'nothing while the socket is down');
});

test('a spectator does nothing but watch', () => {
  const state = after([{ type: 'watching', game: 'k3Jd9QxT2m' }, { ...playing, you: 'spectator' }]);
  const view = liveView(state, 0, 'south');
  assert.equal(view.player, null);
  assert.equal(view.yourMove || view.canResign || view.canOfferDraw || view.canClaim || view.canRematch, false);
});

test('a draw offered by the opponent is answered; the own offer waits; either goes when declined', () => {
  const offered = after([playing, { type: 'draw-offered', side: 'north' }]);
  assert.equal(liveView(offered, 0, 'south').drawOffered, true);
  assert.equal(liveView(offered, 0, 'south').canOfferDraw, false);
  const asked = after([playing, { type: 'draw-offered', side: 'south' }]);
  assert.equal(liveView(asked, 0, 'south').drawAsked, true);
  assert.equal(liveView(asked, 0, 'south').drawOffered, false);
  const declined = reduceLive(asked, { type: 'draw-declined', side: 'north' }, 0);
  assert.equal(declined.drawOffer, null);
});

test('an absent opponent: away since when, the claim counting down, then claimable', () => {
  const away = after([
    { ...playing, at: 0 },
    { type: 'presence', side: 'north', present: false, awaySince: 1765000000000, claimableIn: 60000, at: 1000 },
  ]);
  let view = liveView(away, 31000, 'north');
  assert.deepEqual(view.away, { since: 1765000000000, claimIn: 30000 });
  assert.equal(view.canClaim, false);
  view = liveView(away, 61000, 'north');
  assert.equal(view.away?.claimIn, 0);
  assert.equal(view.canClaim, true);
  const back = reduceLive(away, { type: 'presence', side: 'north', present: true }, 62000);
  assert.equal(liveView(back, 62000, 'north').away, null);
  assert.equal(back.players.north.name, 'Kofi', 'the name is kept');
});

test('the start, the end and the rematch', () => {
  const waiting = after([
    { type: 'seated', game: 'k3Jd9QxT2m', side: 'north', token: 'f'.repeat(32) },
    { ...playing, you: 'north', moves: [], status: 'waiting', clocks: { south: 300000, north: 300000 }, running: null },
  ]);
  assert.equal(waiting.you, 'north');
  assert.equal(waiting.status, 'waiting');
  assert.equal(liveView(waiting, 0, 'south').canResign, false);
  const started = reduceLive(waiting, { type: 'started', clocks: { south: 300000, north: 300000 }, running: 'south', players: PLAYERS }, 10);
  assert.equal(started.status, 'playing');
  assert.equal(started.clocks?.running, 'south');
  const result = { winner: 'south', reason: 'resign', stores: { south: 3, north: 0 } };
  const over = reduceLive(started, { type: 'over', result, clocks: { south: 299000, north: 300000 } }, 20);
  assert.equal(over.status, 'over');
  assert.deepEqual(over.result, result);
  assert.equal(over.clocks?.running, null, 'no clock runs once it is over');
  let view = liveView(over, 5000, 'south');
  assert.deepEqual(view.clocks, { south: 299000, north: 300000 });
  assert.equal(view.canRematch, true);
  assert.equal(view.canResign, false);
  const asked = reduceLive(over, { type: 'rematch-asked', side: 'south' }, 30);
  view = liveView(asked, 30, 'south');
  assert.equal(view.rematchOffered, true, "the opponent's asking");
  assert.equal(view.canRematch, true);
  const both = reduceLive(reduceLive(asked, { type: 'rematch-asked', side: 'north' }, 31), { type: 'rematch', game: 'Zq81abcdef', side: 'south', token: 'a'.repeat(32) }, 32);
  assert.equal(both.rematch.game, 'Zq81abcdef');
  assert.equal(liveView(both, 32, 'south').canRematch, false);
});

test('a socket replaced by another tab is said; unknown messages and fields change nothing', () => {
  const state = after([playing]);
  assert.equal(reduceLive(state, { type: 'replaced' }, 0).connection, 'replaced');
  assert.equal(reduceLive(state, { type: 'pong' }, 0), state);
  assert.equal(reduceLive(state, { type: 'later-version-thing', moves: [] }, 0), state);
  assert.equal(reduceLive(state, null, 0), state);
  assert.equal(reduceLive(state, { type: 'spectators', count: 3 }, 0).spectators, 3);
});

test('a state of odd form is taken as far as it goes', () => {
  const state = after([{ type: 'state', moves: ['C', 5, null, 'd'], clocks: { south: 'soon' }, players: 'none', status: 'paused' }]);
  assert.deepEqual(state.moves, ['C', 'd']);
  assert.equal(state.clocks, null);
  assert.equal(state.status, 'unknown');
  assert.equal(state.players.south.seated, false);
});
