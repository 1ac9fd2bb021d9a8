/**
 * The game in progress and the settings, kept in localStorage so they
 * survive a reload. A save is `{version, record, settings}` with the game as
 * its OGN record; anything unreadable is set aside (moved to another key,
 * never deleted) and reported, never thrown. The game a new game or a
 * loaded one replaced is kept under a second key so it can be restored.
 */

const SAVE_VERSION = 1;
const SAVE_KEY = 'mancala.save';
/**
 * Where this version saves its game while SAVE_KEY holds a newer version's
 * save, which it leaves as it is (see readSave).
 */
const OWN_SAVE_KEY = `${SAVE_KEY}.v${SAVE_VERSION}`;
const PREVIOUS_KEY = 'mancala.previous';

/** The key this page saves its game under: SAVE_KEY, or OWN_SAVE_KEY beside a newer version's save. */
let saveKey = SAVE_KEY;

/**
 * Each tab keeps its own game too, so that two tabs never play over each
 * other's: the tab's id lives in its sessionStorage (a reload keeps it, a
 * new tab gets a new one), its game in localStorage under TAB_GAME + id,
 * and the save (SAVE_KEY) names the tab that wrote it. A reload restores
 * the save's game if this tab wrote it (or no tab is named), else the
 * tab's own game; a new tab starts from the game saved last by any tab.
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

/** The key the game restored came from: this tab's, or the save's. */
let restoredKey = SAVE_KEY;

/** The browser's localStorage, or null where it is disabled. */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key`; returns an error message or null. */
function writeJson(key, value) {
  const store = storage();
  if (!store) return 'this browser does not allow saving';
  try {
    store.setItem(key, JSON.stringify(value));
    return null;
  } catch (error) {
    return error.message;
  }
}

/**
 * Keeps `text`, unusable, under `KEY.unreadable`, or where that already
 * holds something set aside before, under `KEY.unreadable.TIME` (the time
 * in milliseconds): nothing set aside is overwritten. Returns whether it
 * was written (not when the storage is full).
 */
function keepUnreadable(key, text) {
  const store = storage();
  if (!store) return false;
  const aside = store.getItem(`${key}.unreadable`) == null ? `${key}.unreadable` : `${key}.unreadable.${Date.now()}`;
  try {
    store.setItem(aside, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves `text`, kept under `key` but unusable, aside (`keepUnreadable`), so
 * that the page starts without it and nothing is lost. Where that cannot be
 * written (the storage is full), the text stays where it is, and is
 * reported as unusable again next time.
 */
function setAside(key, text) {
  if (keepUnreadable(key, text)) storage()?.removeItem(key);
}

/**
 * What `writeJson` kept under `key`: `{value}`, null when nothing is kept,
 * or `{value: null, problem}` when it could not be used, once it is moved
 * aside (see `setAside`). `problem` is `notJson` when the text is not JSON,
 * else what `check(value)` returns (null: usable).
 * @param {string} key
 * @param {string} notJson
 * @param {(value: any) => string | null} check
 * @returns {{value: any, problem?: string}}
 */
function readKept(key, notJson, check) {
  const text = storage()?.getItem(key);
  if (text == null) return { value: null };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    // `undefined` is never JSON's.
  }
  const problem = value === undefined ? notJson : check(value);
  if (!problem) return { value };
  setAside(key, text);
  return { value: null, problem };
}

/** The version of a newer page's save in `text` (a whole number above SAVE_VERSION), else null. */
function newerVersion(/** @type {string} */ text) {
  try {
    const { version } = JSON.parse(text) ?? {};
    return Number.isInteger(version) && version > SAVE_VERSION ? version : null;
  } catch {
    return null;
  }
}

/**
 * The saved game: `{save}` with `save` null when nothing was saved, or
 * `{save: null, problem}` when something was there but could not be used
 * (it has been set aside): `problem` is `{kind, version}`, kind 'not-json',
 * 'not-a-save', 'other-version' (older, or no version) or 'no-record'.
 * A save of a newer version of the page is left as it is, for that
 * version: then `newer` is its version, and this page keeps its own game
 * apart (OWN_SAVE_KEY), which is the `save` it reads.
 * @returns {{save: {version: number, record: string, settings?: unknown, tab?: string} | null, problem?: {kind: string, version?: string}, newer?: number}}
 */
export function readSave() {
  const text = storage()?.getItem(SAVE_KEY);
  const newer = text == null ? null : newerVersion(text);
  if (newer !== null) saveKey = OWN_SAVE_KEY;
  const shared = readSaveAt(saveKey);
  restoredKey = saveKey;
  const read = newer === null ? shared : { ...shared, newer };
  const id = tabId();
  const writer = read.save?.tab;
  if (id === null || writer === undefined || writer === id || storage()?.getItem(TAB_GAME + id) == null) return read;
  // Another tab saved last: this tab's own game, with the settings of the save.
  const own = readSaveAt(TAB_GAME + id);
  if (!own.save) return { ...read, problem: own.problem ?? read.problem };
  restoredKey = TAB_GAME + id;
  return { ...read, save: { ...own.save, settings: read.save?.settings } };
}

/** readSave's reading of `key`, where no newer version's save is. */
function readSaveAt(/** @type {string} */ key) {
  /** @type {string | undefined} */
  let version;
  const { value, problem } = readKept(key, 'not-json', (save) => {
    if (!save || typeof save !== 'object' || Array.isArray(save)) return 'not-a-save';
    if (save.version !== SAVE_VERSION) {
      version = String(save.version);
      return 'other-version';
    }
    return typeof save.record === 'string' ? null : 'no-record';
  });
  return problem ? { save: null, problem: { kind: problem, version } } : { save: value };
}

/**
 * Saves `record` and `settings`, as the game saved last and as this tab's
 * game; returns an error message or null.
 */
export function writeSave(record, settings) {
  const id = tabId();
  const problem = writeJson(saveKey, { version: SAVE_VERSION, record, settings, ...(id === null ? {} : { tab: id }) });
  if (problem || id === null) return problem;
  const key = TAB_GAME + id;
  const first = storage()?.getItem(key) == null;
  const tabProblem = writeJson(key, { version: SAVE_VERSION, record, saved: Date.now() });
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
  const keys = Object.keys(store).filter((key) => key.startsWith(TAB_GAME) && !key.includes('.unreadable'));
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
    if (event.key !== SAVE_KEY || !event.newValue) return;
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
  const text = storage()?.getItem(restoredKey);
  if (text != null) setAside(restoredKey, text);
}

/** Keeps `record` as the game to restore. */
export function keepPrevious(record) {
  try {
    storage()?.setItem(PREVIOUS_KEY, record);
  } catch {
    // Nothing to restore then; the game itself is unaffected.
  }
}

/** The record kept by `keepPrevious`, or null. */
export function previousRecord() {
  return storage()?.getItem(PREVIOUS_KEY) ?? null;
}

const MATCH_VERSION = 1;
const MATCH_KEY = 'mancala.match';

/**
 * The match in progress: `{match}` with `match` null when there is none, or
 * `{match: null, problem}` when one was stored but could not be used (it is
 * then moved aside under `mancala.match.unreadable`, so nothing is lost, and
 * the saved game and settings are unaffected). A match is
 * `{version, record, players}`: its OGN text and who plays (see match.js).
 */
export function readMatch() {
  const { value, problem } = readKept(MATCH_KEY, 'it is not valid JSON', (match) => {
    if (!match || typeof match !== 'object') return 'it is not a match';
    if (match.version !== MATCH_VERSION) return `it is from another version (${String(match.version)})`;
    return typeof match.record === 'string' ? null : 'it has no match record';
  });
  return problem ? { match: null, problem } : { match: value };
}

/** Saves the match (`{record, players}`); returns an error message or null. */
export function writeMatch(match) {
  return writeJson(MATCH_KEY, { version: MATCH_VERSION, ...match });
}

/** Moves a stored match that could not be used aside (see `readMatch`). */
export function setAsideMatch() {
  const text = storage()?.getItem(MATCH_KEY);
  if (text != null) setAside(MATCH_KEY, text);
}

/** Removes the match (it was left or replaced). */
export function removeMatch() {
  storage()?.removeItem(MATCH_KEY);
}


const CORRESPONDENCE_KEY = 'mancala.correspondence';

/**
 * The games by link kept on this device, by game id: `{side, record}`, the
 * side this device plays ('south' or 'north') and the record as last sent
 * or received. What is unreadable is moved aside (under
 * `mancala.correspondence.unreadable`, see `keepUnreadable`): the whole
 * value when it is not an object of games, else each game that is not of
 * that form, the others kept.
 * @returns {Record<string, {side: string, record: string}>}
 */
export function readCorrespondence() {
  const { value } = readKept(CORRESPONDENCE_KEY, 'not-json', (games) =>
    games && typeof games === 'object' && !Array.isArray(games) ? null : 'not-games',
  );
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
  if (!game || typeof game !== 'object') return false;
  const { side, record } = /** @type {{side?: unknown, record?: unknown}} */ (game);
  return (side === 'south' || side === 'north') && typeof record === 'string';
}

/** Keeps the game by link `id`; returns an error message or null. */
export function writeCorrespondence(id, game) {
  return writeJson(CORRESPONDENCE_KEY, { ...readCorrespondence(), [id]: game });
}

const ACTIVE_CORRESPONDENCE_KEY = 'mancala.correspondence.active';

/**
 * The game by link being played on this device: `{id, side}`, or null
 * (none, or nothing readable).
 * @returns {{id: string, side: string} | null}
 */
export function readActiveCorrespondence() {
  try {
    const active = JSON.parse(storage()?.getItem(ACTIVE_CORRESPONDENCE_KEY) ?? 'null');
    return active && typeof active.id === 'string' && ['south', 'north'].includes(active.side) ? active : null;
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

const LEARN_VERSION = 1;
const LEARN_KEY = 'mancala.learn';

/**
 * The lesson steps the learner has done (the Learn section), by lesson id:
 * `{steps}` with `steps` an object of lesson id -> step numbers (from 1), or
 * `{steps: {}, problem}` when something stored could not be used (it is
 * moved aside under `mancala.learn.unreadable`, so nothing is lost, and
 * reads as nothing done): `problem` is 'not-json', 'not-progress' or
 * 'other-version'.
 * @returns {{steps: Record<string, number[]>, problem?: string}}
 */
export function readLearnProgress() {
  const { value, problem } = readKept(LEARN_KEY, 'not-json', (progress) => {
    if (!progress || typeof progress !== 'object' || Array.isArray(progress)) return 'not-progress';
    if (progress.version !== LEARN_VERSION) return 'other-version';
    return isStepsRecord(progress.steps) ? null : 'not-progress';
  });
  if (problem) return { steps: {}, problem };
  return { steps: value?.steps ?? {} };
}

/** Whether `steps` maps lesson ids to lists of step numbers. */
function isStepsRecord(steps) {
  if (!steps || typeof steps !== 'object' || Array.isArray(steps)) return false;
  return Object.values(steps).every(
    (list) => Array.isArray(list) && list.every((n) => Number.isInteger(n) && n >= 1),
  );
}

/**
 * Keeps the lesson steps done (as `readLearnProgress` gives them); returns
 * an error message or null.
 * @param {Record<string, number[]>} steps
 */
export function writeLearnProgress(steps) {
  return writeJson(LEARN_KEY, { version: LEARN_VERSION, steps });
}

const PUZZLES_VERSION = 1;
const PUZZLES_KEY = 'mancala.puzzles';

/**
 * The puzzle player's progress (www/puzzles/): `{progress}` with `progress`
 * null when none is kept, or `{progress: null, problem}` when what was kept
 * could not be used (it is then moved aside under
 * `mancala.puzzles.unreadable`, so nothing is lost; the game and settings
 * are unaffected). Progress is `{version, game, games}`: the game last
 * chosen and, per game key, the player's record (see puzzles/progress.js).
 * @returns {{progress: {game?: unknown, games?: unknown} | null, problem?: string}}
 */
export function readPuzzleProgress() {
  const { value, problem } = readKept(PUZZLES_KEY, 'it is not valid JSON', (progress) => {
    if (!progress || typeof progress !== 'object') return 'it is not puzzle progress';
    return progress.version === PUZZLES_VERSION ? null : `it is from another version (${String(progress.version)})`;
  });
  return problem ? { progress: null, problem } : { progress: value };
}

/** Keeps the puzzle progress (`{game, games}`); returns an error message or null. */
export function writePuzzleProgress(progress) {
  return writeJson(PUZZLES_KEY, { version: PUZZLES_VERSION, ...progress });
}
