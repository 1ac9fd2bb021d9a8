// @ts-check
/**
 * What the page knows of a live game, as a reducer: the server's messages
 * (docs/live-protocol.md) and the page's own news of its socket (`{type:
 * 'connection', status}`) each give the next state, and `liveView` says
 * what to show from a state at a moment. Pure: no DOM, no socket, no wasm;
 * times are the page's milliseconds, given. The side to move is the wasm
 * game's to say, given to `liveView` too.
 */

import { timeLeft } from './clock.js';

/** @typedef {'south' | 'north'} Side */
/** @typedef {'connecting' | 'open' | 'reconnecting' | 'replaced'} Connection */

/**
 * A seat as the server describes it; `claimableIn` counts from `at`.
 * @typedef {object} Player
 * @property {string} name
 * @property {boolean} present
 * @property {boolean} seated
 * @property {number | null} awaySince milliseconds since 1970, while the seat has no socket
 * @property {number | null} claimableIn milliseconds until the opponent may claim the game, at `at`
 * @property {number} at when this was received (the page's milliseconds)
 */

/**
 * @typedef {object} Result
 * @property {Side | null} winner
 * @property {string} reason
 * @property {{south: number, north: number} | null} stores
 */

/**
 * @typedef {object} LiveState
 * @property {string | null} game its id
 * @property {Side | 'spectator' | null} you null until the server has said
 * @property {string | null} rules
 * @property {{initial: number, increment: number} | null} clock
 * @property {string[]} moves every move's pit letter, in order
 * @property {{clocks: {south: number, north: number}, running: Side | null, at: number} | null} clocks
 * @property {{south: Player, north: Player}} players
 * @property {'unknown' | 'waiting' | 'playing' | 'over'} status
 * @property {Side | null} drawOffer
 * @property {Result | null} result
 * @property {{south: boolean, north: boolean, game: string | null}} rematch
 * @property {number} spectators
 * @property {Connection} connection
 * @property {boolean} missed a move came that does not follow those known: the whole state is needed
 */

/** @param {unknown} value */
const isSide = (value) => value === 'south' || value === 'north';

/** @param {unknown} value */
const number = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** @returns {Player} */
const noPlayer = () => ({ name: '', present: false, seated: false, awaySince: null, claimableIn: null, at: 0 });

/** @returns {LiveState} */
export function initialLiveState() {
  return {
    game: null,
    you: null,
    rules: null,
    clock: null,
    moves: [],
    clocks: null,
    players: { south: noPlayer(), north: noPlayer() },
    status: 'unknown',
    drawOffer: null,
    result: null,
    rematch: { south: false, north: false, game: null },
    spectators: 0,
    connection: 'connecting',
    missed: false,
  };
}

/**
 * The server's clocks and running side, as received at `now`; null for an untimed game.
 * @param {any} clocks
 * @param {unknown} running
 * @param {number} now
 */
function clocksOf(clocks, running, now) {
  const south = number(clocks?.south);
  const north = number(clocks?.north);
  if (south === null || north === null) return null;
  return { clocks: { south, north }, running: isSide(running) ? /** @type {Side} */ (running) : null, at: now };
}

/**
 * A seat from the server's description, over what was known of it.
 * @param {Player} known
 * @param {any} given
 * @param {number} now
 * @returns {Player}
 */
function playerOf(known, given, now) {
  if (!given || typeof given !== 'object') return known;
  const present = typeof given.present === 'boolean' ? given.present : known.present;
  return {
    name: typeof given.name === 'string' ? given.name : known.name,
    present,
    seated: typeof given.seated === 'boolean' ? given.seated : known.seated,
    awaySince: present ? null : number(given.awaySince),
    claimableIn: present ? null : number(given.claimableIn),
    at: now,
  };
}

/**
 * Both seats from the server's `players`.
 * @param {LiveState['players']} known
 * @param {any} given
 * @param {number} now
 */
const playersOf = (known, given, now) => ({
  south: playerOf(known.south, given?.south, now),
  north: playerOf(known.north, given?.north, now),
});

/**
 * A result as the server gives it, or null.
 * @param {any} result
 * @returns {Result | null}
 */
function resultOf(result) {
  if (!result || typeof result !== 'object' || typeof result.reason !== 'string') return null;
  const south = number(result.stores?.south);
  const north = number(result.stores?.north);
  return {
    winner: isSide(result.winner) ? result.winner : null,
    reason: result.reason,
    stores: south === null || north === null ? null : { south, north },
  };
}

/**
 * The state after `message` (a server message, or `{type: 'connection',
 * status}` from the page), received at `now`. Messages not understood
 * leave it as it is.
 * @param {LiveState} state
 * @param {any} message
 * @param {number} now
 * @returns {LiveState}
 */
export function reduceLive(state, message, now) {
  switch (message?.type) {
    case 'connection':
      return { ...state, connection: message.status };
    case 'seated':
      return { ...state, game: message.game, you: isSide(message.side) ? message.side : state.you };
    case 'watching':
      return { ...state, game: message.game, you: 'spectator' };
    case 'replaced':
      return { ...state, connection: 'replaced' };
    case 'state':
      return {
        ...state,
        game: typeof message.game === 'string' ? message.game : state.game,
        you: isSide(message.you) || message.you === 'spectator' ? message.you : state.you,
        rules: typeof message.rules === 'string' ? message.rules : state.rules,
        clock: message.clock ?? null,
        moves: Array.isArray(message.moves) ? message.moves.filter((/** @type {unknown} */ pit) => typeof pit === 'string') : [],
        clocks: clocksOf(message.clocks, message.running, now),
        players: playersOf(initialLiveState().players, message.players, now),
        status: ['waiting', 'playing', 'over'].includes(message.status) ? message.status : 'unknown',
        drawOffer: isSide(message.drawOffer) ? message.drawOffer : null,
        result: resultOf(message.result),
        rematch: {
          south: message.rematch?.south === true,
          north: message.rematch?.north === true,
          game: typeof message.rematch?.game === 'string' ? message.rematch.game : null,
        },
        spectators: number(message.spectators) ?? 0,
        connection: 'open',
        missed: false,
      };
    case 'started':
      return {
        ...state,
        status: 'playing',
        clocks: clocksOf(message.clocks, message.running, now) ?? state.clocks,
        players: playersOf(state.players, message.players, now),
      };
    case 'moved': {
      const clocks = clocksOf(message.clocks, message.running, now) ?? state.clocks;
      if (message.ply === state.moves.length + 1 && typeof message.pit === 'string') {
        return { ...state, moves: [...state.moves, message.pit], clocks };
      }
      // Known already (sent again), or one before it was missed.
      return message.ply <= state.moves.length ? state : { ...state, clocks, missed: true };
    }
    case 'presence': {
      if (!isSide(message.side)) return state;
      /** @type {Side} */
      const side = message.side;
      return { ...state, players: { ...state.players, [side]: playerOf(state.players[side], message, now) } };
    }
    case 'draw-offered':
      return isSide(message.side) ? { ...state, drawOffer: message.side } : state;
    case 'draw-declined':
      return { ...state, drawOffer: null };
    case 'over': {
      const clocks = clocksOf(message.clocks, null, now) ?? (state.clocks && { ...state.clocks, running: null });
      return { ...state, status: 'over', result: resultOf(message.result), clocks, drawOffer: null };
    }
    case 'rematch-asked':
      return isSide(message.side) ? { ...state, rematch: { ...state.rematch, [message.side]: true } } : state;
    case 'rematch':
      return typeof message.game === 'string' ? { ...state, rematch: { ...state.rematch, game: message.game } } : state;
    case 'spectators':
      return { ...state, spectators: number(message.count) ?? state.spectators };
    default:
      return state;
  }
}

/** @param {Side} side */
const otherSide = (side) => (side === 'south' ? 'north' : 'south');

/**
 * What the page shows of `state` at `now`, the wasm game saying whose
 * `turn` it is:
 * - `player`: the side played here, or null for a spectator (or before the
 *   server has said);
 * - `clocks`: each side's time left now, or null (untimed);
 * - `away`: the opponent's absence (`since`, ms since 1970; `claimIn`, ms
 *   until the game may be claimed) while they have no socket, else null;
 * - what the player may do now: move, resign, offer a draw, answer one,
 *   claim the game, ask for a rematch.
 * @param {LiveState} state
 * @param {number} now
 * @param {Side} turn
 */
export function liveView(state, now, turn) {
  const player = isSide(state.you) ? /** @type {Side} */ (state.you) : null;
  const opponent = player && otherSide(player);
  const playing = state.status === 'playing';
  const connected = state.connection === 'open';
  const theirs = opponent && state.players[opponent];
  const away =
    theirs && theirs.seated && !theirs.present && state.status !== 'over'
      ? {
          since: theirs.awaySince,
          claimIn: theirs.claimableIn === null ? null : Math.max(0, theirs.claimableIn - (now - theirs.at)),
        }
      : null;
  const given = state.clocks;
  const clocks = given && { south: timeLeft(given, 'south', now), north: timeLeft(given, 'north', now) };
  const acting = Boolean(player) && connected;
  return {
    player,
    opponent,
    clocks,
    running: state.clocks?.running ?? null,
    away,
    yourMove: acting && playing && turn === player,
    canResign: acting && playing,
    canOfferDraw: acting && playing && state.drawOffer === null,
    drawOffered: playing && state.drawOffer !== null && state.drawOffer === opponent,
    drawAsked: playing && state.drawOffer !== null && state.drawOffer === player,
    canClaim: acting && playing && away !== null && away.claimIn === 0,
    canRematch: acting && state.status === 'over' && !state.rematch[/** @type {Side} */ (player)] && !state.rematch.game,
    rematchAsked: Boolean(player) && state.status === 'over' && state.rematch[/** @type {Side} */ (player)] && !state.rematch.game,
    rematchOffered: Boolean(opponent) && state.status === 'over' && state.rematch[/** @type {Side} */ (opponent)] && !state.rematch.game,
  };
}
