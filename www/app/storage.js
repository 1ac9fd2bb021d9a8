/**
 * The game in progress and the settings, kept in localStorage so they
 * survive a reload. A save is `{version, record, settings}` with the game as
 * its OGN record; anything unreadable or from another version is removed
 * and reported, never thrown. The game a new game or a loaded one replaced
 * is kept under a second key so it can be restored.
 */

const SAVE_VERSION = 1;
const SAVE_KEY = 'mancala.save';
const PREVIOUS_KEY = 'mancala.previous';

/** The browser's localStorage, or null where it is disabled. */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The saved game: `{save}` with `save` null when nothing was saved, or
 * `{save: null, problem}` when something was there but could not be used
 * (it has been removed): `problem` is `{kind, version}`, kind 'not-json',
 * 'not-a-save', 'other-version' or 'no-record'.
 */
export function readSave() {
  const store = storage();
  const text = store?.getItem(SAVE_KEY);
  if (text == null) return { save: null };
  let problem = null;
  let save = null;
  try {
    save = JSON.parse(text);
    if (!save || typeof save !== 'object') problem = { kind: 'not-a-save' };
    else if (save.version !== SAVE_VERSION) problem = { kind: 'other-version', version: String(save.version) };
    else if (typeof save.record !== 'string') problem = { kind: 'no-record' };
  } catch {
    problem = { kind: 'not-json' };
  }
  if (problem) {
    store.removeItem(SAVE_KEY);
    return { save: null, problem };
  }
  return { save };
}

/** Saves `record` and `settings`; returns an error message or null. */
export function writeSave(record, settings) {
  const store = storage();
  if (!store) return 'this browser does not allow saving';
  try {
    store.setItem(SAVE_KEY, JSON.stringify({ version: SAVE_VERSION, record, settings }));
    return null;
  } catch (error) {
    return error.message;
  }
}

/** Removes the saved game (after reporting it unusable elsewhere). */
export function removeSave() {
  storage()?.removeItem(SAVE_KEY);
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
