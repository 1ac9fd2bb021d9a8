// @ts-check
/**
 * What the page keeps of live play in localStorage, under `mancala.live`
 * (read and written through stored.js, as every key of storage.js): the
 * seats this browser took in live games, each by game id with its token,
 * the game followed and the display name last given. A value that cannot
 * be used is set aside (`mancala.live.unreadable`), or each unusable seat
 * alone; a newer version's is left as it is (this page's beside it,
 * `.v1`). Apart from storage.js, so that the page's first load does not
 * carry it: live play's code imports it (storage.js's `followsLiveGame`
 * peeks at the key for the page).
 */

import { isRecordObject, keepUnreadable, versionedData } from './stored.js';

const LIVE_KEY = 'mancala.live';
/** The most seats of live games kept: the oldest beyond it are let go. */
export const MOST_LIVE_SEATS = 50;
const live = versionedData(LIVE_KEY, 1, (data) => isRecordObject(data.seats));

/** A live game's id, as the server makes them (docs/live-protocol.md). */
export const isLiveGameId = (/** @type {unknown} */ id) => typeof id === 'string' && /^[0-9A-Za-z]{10}$/.test(id);

/**
 * @typedef {object} LiveSeat a seat taken in a live game
 * @property {string} token the seat's secret (32 hex digits), which takes it again
 * @property {'south' | 'north'} side
 * @property {number} kept when it was taken, in milliseconds since 1970
 */

/** @type {(seat: unknown) => seat is LiveSeat} */
const isLiveSeat = (seat) =>
  isRecordObject(seat) &&
  typeof (/** @type {LiveSeat} */ (seat).token) === 'string' &&
  /^[0-9a-f]{32}$/.test(/** @type {LiveSeat} */ (seat).token) &&
  ['south', 'north'].includes(/** @type {LiveSeat} */ (seat).side) &&
  Number.isFinite(/** @type {LiveSeat} */ (seat).kept);

/**
 * What the page keeps of live play: `seats`, the seats this browser took,
 * by game id (a reload, another tab or a lost network takes them again);
 * `following`, the id of the game on the board (played or watched), or
 * null; `name`, the display name last given. `problem` and `newer` as
 * stored.js's VersionedRead says when it could not be used; a seat not of
 * its form is set aside alone, the others kept, and a `following` or
 * `name` not of theirs reads as none.
 * @returns {{seats: Record<string, LiveSeat>, following: string | null, name: string,
 *   problem?: {kind: string, version?: string}, newer?: number}}
 */
export function readLive() {
  const { value, ...rest } = live.read();
  /** @type {Record<string, unknown>} */
  const listed = value?.seats ?? {};
  const usable = (/** @type {string} */ id) => isLiveGameId(id) && isLiveSeat(listed[id]);
  const seats = /** @type {Record<string, LiveSeat>} */ (Object.fromEntries(Object.entries(listed).filter(([id]) => usable(id))));
  const odd = Object.keys(listed).filter((id) => !usable(id));
  const following = isLiveGameId(value?.following) ? value.following : null;
  const name = typeof value?.name === 'string' && value.name.length <= 24 ? value.name : '';
  // Where the odd seats cannot be set aside, the value stays as it was.
  if (odd.length && keepUnreadable(live.ownKey(), JSON.stringify({ version: 1, seats: Object.fromEntries(odd.map((id) => [id, listed[id]])) }))) {
    live.write({ seats, following, name });
  }
  return { seats, following, name, ...rest };
}

/**
 * Changes what is kept of live play (`readLive`): `seat` kept for game
 * `id` (the oldest let go beyond MOST_LIVE_SEATS), the game followed
 * (null: none), the display name. Returns the reason it could not, or null.
 * @param {{seat?: {id: string, token: string, side: 'south' | 'north'}, following?: string | null, name?: string}} change
 */
export function writeLive({ seat, following, name }) {
  const kept = readLive();
  let seats = kept.seats;
  if (seat) {
    const newest = Object.entries({ ...seats, [seat.id]: { token: seat.token, side: seat.side, kept: Date.now() } })
      .sort(([, a], [, b]) => b.kept - a.kept)
      .slice(0, MOST_LIVE_SEATS);
    seats = Object.fromEntries(newest);
  }
  return live.write({ seats, following: following === undefined ? kept.following : following, name: name ?? kept.name });
}
