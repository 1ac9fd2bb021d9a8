/**
 * What the page keeps in localStorage, one function per kind of data: the
 * game in progress and the settings, each tab's game, the recent games, the
 * match, the games by link, the lessons done and the puzzle progress. Each
 * is read and written through stored.js: anything unreadable is set aside
 * (moved to another key, never deleted) and reported, never thrown, and a
 * newer version's data is left as it is.
 *
 * The keys, and what happens to a value that cannot be used:
 * - `mancala.save` (the game and settings saved last, by any tab) and
 *   `mancala.tab-game.ID` (each tab's own game): set aside; a newer
 *   version's save is left, and this page saves under `mancala.save.v1`;
 * - `mancala.recent` (the games left for another, to reopen): set aside,
 *   or each unusable game alone; a newer version's, left (`.v1` beside);
 * - `mancala.match`, `mancala.learn`, `mancala.endgames`, `mancala.puzzles`: set aside; a newer
 *   version's, left (`.v1` beside);
 * - `mancala.correspondence` (the games by link): set aside, or each
 *   unusable game alone; `mancala.correspondence.active` (which of them is
 *   on the board): ignored, left as it is (the games keep their records);
 * - `mancala.previous` (the one game kept by earlier versions): taken into
 *   the recent games;
 * - `mancala.live` (the seats taken in live games): live-storage.js's,
 *   only looked at here (`followsLiveGame`);
 * - in sessionStorage, `mancala.tab` (this tab's id): any text is an id.
 */

import { isRecordObject, keepUnreadable, readKept, storage, versionedData, writeJson } from './stored.js';

const SAVE_VERSION = 1;
const SAVE_KEY = 'mancala.save';
const save = versionedData(SAVE_KEY, SAVE_VERSION, (data) => typeof data.record === 'string');

/**
 * Each tab keeps its own game too, so that two tabs never play over each
 * other's: the tab's id lives in its sessionStorage (a reload keeps it, a
 * new tab gets a new one), its game in localStorage under TAB_GAME + id,
 * and the save names the tab that wrote it. A reload restores the save's
 * game if this tab wrote it (or no tab is named), else the tab's own game;
 * a new tab starts from the game saved last by any tab.
 */
const TAB_ID = 'mancala.tab';
const TAB_GAME = 'mancala.tab-game.';
/** The most tabs' games kept: the oldest beyond it are let go. */
const MOST_TAB_GAMES = 50;

/** This tab's id (made on its first use), or null where sessionStorage is disabled. */
function tabId() {
  try {
    let id = sessionStorage.getItem(TAB_ID);
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0')).join('');
      sessionStorage.setItem(TAB_ID, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** This tab's game, kept as a save (no settings) under its own key. */
const tabGame = (/** @type {string} */ id) => versionedData(TAB_GAME + id, SAVE_VERSION, (data) => typeof data.record === 'string');

/** Where the game restored came from: the save, or this tab's game. */
let restored = save;

/**
 * The saved game: `{save}` with `save` null when nothing was saved, or
 * `{save: null, problem}` when something was there but could not be used
 * (it has been set aside; see stored.js's VersionedRead). A save of a
 * newer version of the page is left as it is, for that version: then
 * `newer` is its version, and this page keeps its own game apart, which is
 * the `save` it reads.
 * @returns {{save: {record: string, counts?: unknown, settings?: unknown, tab?: string} | null, problem?: {kind: string, version?: string}, newer?: number}}
 */
export function readSave() {
  const { value, ...rest } = save.read();
  const read = { save: value, ...rest };
  restored = save;
  const id = tabId();
  const writer = value?.tab;
  if (id === null || writer === undefined || writer === id || storage()?.getItem(TAB_GAME + id) == null) return read;
  // Another tab saved last: this tab's own game, with the settings of the save.
  const mine = tabGame(id);
  const own = mine.read();
  if (!own.value) return { ...read, problem: own.problem ?? read.problem };
  restored = mine;
  return { ...read, save: { ...own.value, settings: value?.settings } };
}

/**
 * Saves `record` and `settings`, as the game saved last and as this tab's
 * game, with the 14 `counts` it stands at (for the board drawn before the
 * rules are ready to replay the record); returns the reason it could not,
 * or null.
 */
export function writeSave(
  /** @type {string} */ record,
  /** @type {unknown} */ settings,
  /** @type {readonly number[]} */ counts,
) {
  const id = tabId();
  const problem = save.write({ record, counts, settings, ...(id === null ? {} : { tab: id }) });
  if (problem || id === null) return problem;
  const first = storage()?.getItem(TAB_GAME + id) == null;
  const tabProblem = tabGame(id).write({ record, counts, saved: Date.now() });
  if (first) forgetOldTabGames();
  return tabProblem;
}

/** Lets go of the games of the tabs saved longest ago, beyond MOST_TAB_GAMES. */
function forgetOldTabGames() {
  const store = storage();
  if (!store) return;
  const saved = (/** @type {string} */ key) => {
    try {
      return Number(JSON.parse(store.getItem(key) ?? '{}').saved) || 0;
    } catch {
      return 0;
    }
  };
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index) ?? '').filter(
    (key) => key.startsWith(TAB_GAME) && !key.includes('.unreadable'),
  );
  keys.sort((a, b) => saved(b) - saved(a));
  for (const key of keys.slice(MOST_TAB_GAMES)) store.removeItem(key);
}

/**
 * Calls `listener()` when another tab of this page saves its game (a
 * `storage` event).
 * @param {() => void} listener
 */
export function onOtherTabSave(listener) {
  const mine = tabId();
  window.addEventListener('storage', (event) => {
    if (event.key !== save.ownKey() || !event.newValue) return;
    try {
      const { tab } = JSON.parse(event.newValue);
      if (typeof tab === 'string' && tab !== mine) listener();
    } catch {
      // Not a save this page wrote: nothing to say.
    }
  });
}

/** Sets the game restored aside (it could not be replayed): moved, not deleted. */
export function setAsideSave() {
  restored.setAside();
}

const RECENT_KEY = 'mancala.recent';
/** Where versions before the recent games kept the one game to restore. */
const PREVIOUS_KEY = 'mancala.previous';
/** The most recent games kept: the oldest beyond it are let go. */
export const MOST_RECENT_GAMES = 20;
const recent = versionedData(RECENT_KEY, 1, (data) => Array.isArray(data.games));

/**
 * @typedef {object} RecentGame a game left for another, to reopen
 * @property {string} record its OGN record
 * @property {number} kept when it was left, in milliseconds since 1970 (0: not known)
 */

/** @type {(game: unknown) => game is RecentGame} */
const isRecentGame = (game) =>
  isRecordObject(game) &&
  typeof (/** @type {RecentGame} */ (game).record) === 'string' &&
  Number.isFinite(/** @type {RecentGame} */ (game).kept);

/**
 * The games left for another, the newest first: `{games}`, with `problem`
 * and `newer` as stored.js's VersionedRead says when the list could not be
 * used. A game in the list not of its form is set aside alone, the others
 * kept; the game kept by earlier versions (`mancala.previous`) is taken in,
 * undated.
 * @returns {{games: RecentGame[], problem?: {kind: string, version?: string}, newer?: number}}
 */
export function readRecentGames() {
  const { value, ...rest } = recent.read();
  /** @type {unknown[]} */
  const listed = value?.games ?? [];
  const games = listed.filter(isRecentGame);
  const odd = listed.filter((game) => !isRecentGame(game));
  // Where the odd games cannot be set aside, the list stays as it was.
  let rewrite = odd.length > 0 && keepUnreadable(recent.ownKey(), JSON.stringify({ version: 1, games: odd }));
  const previous = storage()?.getItem(PREVIOUS_KEY);
  if (previous != null) {
    if (!games.some((game) => game.record === previous)) games.push({ record: previous, kept: 0 });
    rewrite = true;
  }
  if (rewrite && !recent.write({ games }) && previous != null) storage()?.removeItem(PREVIOUS_KEY);
  return { games, ...rest };
}

/**
 * Keeps `record` as the newest recent game (the same record kept before
 * moves up), letting go of the oldest beyond MOST_RECENT_GAMES; returns the
 * reason it could not, or null.
 */
export function keepRecentGame(/** @type {string} */ record) {
  const others = readRecentGames().games.filter((game) => game.record !== record);
  return recent.write({ games: [{ record, kept: Date.now() }, ...others].slice(0, MOST_RECENT_GAMES) });
}

/** Takes `game` out of the recent games (it was reopened). */
export function forgetRecentGame(/** @type {RecentGame} */ game) {
  const { games } = readRecentGames();
  const at = games.findIndex((kept) => kept.record === game.record && kept.kept === game.kept);
  if (at >= 0) recent.write({ games: games.toSpliced(at, 1) });
}

const MATCH_KEY = 'mancala.match';
const match = versionedData(MATCH_KEY, 1, (data) => typeof data.record === 'string');

/**
 * Whether anything is kept as the match in progress (readable or not, of
 * this version or a newer one), without reading it: the page then loads
 * what plays matches before it takes a move.
 */
export const matchKept = () => storage()?.getItem(MATCH_KEY) != null;

/**
 * The match in progress: `{match}` with `match` null when there is none, or
 * `{match: null, problem}` when one was stored but could not be used (it is
 * set aside, and the saved game and settings are unaffected), `newer` as
 * stored.js's VersionedRead says. A match is `{record, players, variant,
 * grandSlamWins}`: its OGN text and who plays (see match.js).
 * @returns {{match: any, problem?: {kind: string, version?: string}, newer?: number}}
 */
export function readMatch() {
  const { value, ...rest } = match.read();
  return { match: value, ...rest };
}

/** Saves the match (`{record, players, …}`); returns the reason it could not, or null. */
export const writeMatch = (/** @type {Record<string, unknown>} */ fields) => match.write(fields);

/** Moves a stored match that could not be used aside (see `readMatch`). */
export const setAsideMatch = () => match.setAside();

/** Removes the match (it was left or replaced). */
export const removeMatch = () => match.remove();

const CORRESPONDENCE_KEY = 'mancala.correspondence';

/**
 * The games by link kept on this device, by game id: `{side, record}`, the
 * side this device plays ('south' or 'north') and the record as last sent
 * or received. What is unreadable is moved aside (under
 * `mancala.correspondence.unreadable`, see stored.js): the whole value when
 * it is not an object of games, else each game that is not of that form,
 * the others kept.
 * @returns {Record<string, {side: string, record: string}>}
 */
export function readCorrespondence() {
  const { value } = readKept(CORRESPONDENCE_KEY, (games) => (isRecordObject(games) ? null : 'not-its-form'));
  const games = value ?? {};
  const unreadable = Object.keys(games).filter((id) => !isKeptGame(games[id]));
  if (unreadable.length === 0) return games;
  const aside = Object.fromEntries(unreadable.map((id) => [id, games[id]]));
  const usable = Object.fromEntries(Object.entries(games).filter(([id]) => !unreadable.includes(id)));
  // The rest stays as it was where the bad games cannot be moved aside.
  if (keepUnreadable(CORRESPONDENCE_KEY, JSON.stringify(aside))) writeJson(CORRESPONDENCE_KEY, usable);
  return usable;
}

/** Whether `game` is a game by link as writeCorrespondence keeps it. */
function isKeptGame(/** @type {unknown} */ game) {
  if (!isRecordObject(game)) return false;
  const { side, record } = /** @type {{side?: unknown, record?: unknown}} */ (game);
  return (side === 'south' || side === 'north') && typeof record === 'string';
}

/** Keeps the game by link `id`; returns the reason it could not, or null. */
export function writeCorrespondence(/** @type {string} */ id, /** @type {{side: string, record: string}} */ game) {
  return writeJson(CORRESPONDENCE_KEY, { ...readCorrespondence(), [id]: game });
}

const ACTIVE_CORRESPONDENCE_KEY = 'mancala.correspondence.active';

/**
 * The game by link being played on this device: `{id, side}`, or null
 * (none, or nothing readable, which is left as it is).
 * @returns {{id: string, side: string} | null}
 */
export function readActiveCorrespondence() {
  try {
    const active = JSON.parse(storage()?.getItem(ACTIVE_CORRESPONDENCE_KEY) ?? 'null');
    return isRecordObject(active) && typeof active.id === 'string' && ['south', 'north'].includes(active.side) ? active : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the game by link being played on this device. */
export function writeActiveCorrespondence(/** @type {{id: string, side: string} | null} */ active) {
  try {
    if (active) storage()?.setItem(ACTIVE_CORRESPONDENCE_KEY, JSON.stringify(active));
    else storage()?.removeItem(ACTIVE_CORRESPONDENCE_KEY);
  } catch {
    // Then the game on the board is not known as a game by link after a reload.
  }
}

/** Whether `steps` maps lesson ids to lists of step numbers. */
function isStepsRecord(/** @type {unknown} */ steps) {
  return (
    isRecordObject(steps) &&
    Object.values(/** @type {object} */ (steps)).every(
      (list) => Array.isArray(list) && list.every((n) => Number.isInteger(n) && n >= 1),
    )
  );
}

/**
 * Whether a live game is followed (live-storage.js keeps it), looked at
 * without reading it through, which live play does and says what it had
 * to set aside: the page then loads live play before its board takes
 * moves. Of a newer version's data, this page's own copy beside it counts.
 */
export function followsLiveGame() {
  const kept = (/** @type {string} */ key) => {
    try {
      return JSON.parse(storage()?.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const base = kept('mancala.live');
  const own = base?.version > 1 ? kept('mancala.live.v1') : base;
  return typeof own?.following === 'string' && /^[0-9A-Za-z]{10}$/.test(own.following);
}

const learn = versionedData('mancala.learn', 1, (data) => isStepsRecord(data.steps));

/**
 * The lesson steps the learner has done (the Learn section), by lesson id:
 * `{steps}` with `steps` an object of lesson id -> step numbers (from 1);
 * with `problem` and `newer` as stored.js's VersionedRead says when what
 * was stored could not be used (it then reads as nothing done).
 * @returns {{steps: Record<string, number[]>, problem?: {kind: string, version?: string}, newer?: number}}
 */
export function readLearnProgress() {
  const { value, ...rest } = learn.read();
  return { steps: value?.steps ?? {}, ...rest };
}

/**
 * Keeps the lesson steps done (as `readLearnProgress` gives them); returns
 * the reason it could not, or null.
 * @param {Record<string, number[]>} steps
 */
export const writeLearnProgress = (steps) => learn.write({ steps });

const endgames = versionedData('mancala.endgames', 1, (data) => isStepsRecord(data.solved));

/**
 * The endgame trainer's positions solved (www/endgames/), by level key
 * ('oware-7': Oware's level of 7 seeds): `{solved}`, each key's list the
 * positions' numbers (from 1); with `problem` and `newer` as stored.js's
 * VersionedRead says when what was stored could not be used.
 * @returns {{solved: Record<string, number[]>, problem?: {kind: string, version?: string}, newer?: number}}
 */
export function readEndgameProgress() {
  const { value, ...rest } = endgames.read();
  return { solved: value?.solved ?? {}, ...rest };
}

/**
 * Keeps the endgames solved (as `readEndgameProgress` gives them); returns
 * the reason it could not, or null.
 * @param {Record<string, number[]>} solved
 */
export const writeEndgameProgress = (solved) => endgames.write({ solved });

const puzzles = versionedData('mancala.puzzles', 1, () => true);

/**
 * The puzzle player's progress (www/puzzles/): `{progress}` with `progress`
 * null when none is kept; with `problem` and `newer` as stored.js's
 * VersionedRead says when what was kept could not be used. Progress is
 * `{game, games}`: the game last chosen and, per game key, the player's
 * record (see puzzles/progress.js, which checks each field).
 * @returns {{progress: {game?: unknown, games?: unknown} | null, problem?: {kind: string, version?: string}, newer?: number}}
 */
export function readPuzzleProgress() {
  const { value, ...rest } = puzzles.read();
  return { progress: value, ...rest };
}

/** Keeps the puzzle progress (`{game, games}`); returns the reason it could not, or null. */
export const writePuzzleProgress = (/** @type {Record<string, unknown>} */ progress) => puzzles.write(progress);
