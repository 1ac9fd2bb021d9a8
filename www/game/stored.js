/**
 * The page's data in localStorage: JSON values, each kind under a key of its
 * own. Nothing stored is ever deleted because the page cannot use it:
 * - what cannot be read (not JSON, not of the form the page writes, an
 *   older version) is moved aside to `KEY.unreadable`, or where that holds
 *   something set aside before, to `KEY.unreadable.TIME`;
 * - what a newer version of the page wrote is left where it is, for that
 *   version, and this page keeps its own beside it, under `KEY.vN` (N: the
 *   version this page writes).
 * Nothing here throws: a storage the browser blocks reads as empty and
 * refuses every write with a reason.
 */

/** The browser's localStorage, or null where it is disabled. */
export function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key`; returns the reason it could not, or null. */
export function writeJson(/** @type {string} */ key, /** @type {unknown} */ value) {
  const store = storage();
  if (!store) return 'this browser does not allow saving';
  try {
    store.setItem(key, JSON.stringify(value));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Keeps `text`, unusable, under `KEY.unreadable`, or where that already
 * holds something, under `KEY.unreadable.TIME` (in milliseconds): nothing
 * set aside is overwritten. Returns whether it was written (not when the
 * storage is full).
 */
export function keepUnreadable(/** @type {string} */ key, /** @type {string} */ text) {
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
 * that the page goes on without it and nothing is lost. Where that cannot
 * be written (the storage is full), the text stays where it is, and is
 * found unusable again next time.
 */
export function setAside(/** @type {string} */ key, /** @type {string} */ text) {
  if (keepUnreadable(key, text)) storage()?.removeItem(key);
}

/** Parses `text` as JSON; undefined when it is not JSON (JSON never gives undefined). */
function parsed(/** @type {string} */ text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What is kept under `key`: `{value}` (null when nothing is), or, when it
 * cannot be used, `{value: null, problem}` once it is moved aside (see
 * `setAside`): `problem` is 'not-json', or what `check(value)` returns
 * (null: usable).
 * @param {string} key
 * @param {(value: any) => string | null} check
 * @returns {{value: any, problem?: string}}
 */
export function readKept(key, check) {
  const text = storage()?.getItem(key);
  if (text == null) return { value: null };
  const value = parsed(text);
  const problem = value === undefined ? 'not-json' : check(value);
  if (!problem) return { value };
  setAside(key, text);
  return { value: null, problem };
}

/** Whether `value` is an object with fields (not null, not a list). */
export const isRecordObject = (/** @type {unknown} */ value) =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * @typedef {object} VersionedRead
 * @property {any} value what is kept, without its version; null when nothing usable is
 * @property {{kind: string, version?: string}} [problem] why what was kept could
 *   not be used (it was set aside): kind 'not-json', 'not-its-form' or
 *   'other-version' (with the version found)
 * @property {number} [newer] the version of a newer page's data, left as it is
 */

/**
 * A kind of data kept with a version: `{version, ...fields}` under `base`,
 * where this page reads and writes version `version`. A newer version's
 * data under `base` is left as it is (and said in `newer`); this page then
 * keeps its own under `base.vN`, decided once per page load.
 * @param {string} base
 * @param {number} version
 * @param {(value: Record<string, unknown>) => boolean} isItsForm whether a value of this version is usable
 */
export function versionedData(base, version, isItsForm) {
  /** @type {string | undefined} */
  let key;
  /** @type {number | undefined} */
  let newer;

  /** The key this page keeps its data under. */
  function ownKey() {
    if (key === undefined) {
      const text = storage()?.getItem(base);
      const found = text == null ? undefined : parsed(text)?.version;
      newer = Number.isInteger(found) && found > version ? found : undefined;
      key = newer === undefined ? base : `${base}.v${version}`;
    }
    return key;
  }

  return {
    ownKey,

    /** @returns {VersionedRead} */
    read() {
      const at = ownKey();
      /** @type {string | undefined} */
      let found;
      const { value, problem } = readKept(at, (data) => {
        if (!isRecordObject(data)) return 'not-its-form';
        if (data.version !== version) {
          found = String(data.version);
          return 'other-version';
        }
        return isItsForm(data) ? null : 'not-its-form';
      });
      /** @type {VersionedRead} */
      const read = problem ? { value: null, problem: found === undefined ? { kind: problem } : { kind: problem, version: found } } : { value };
      if (read.value) {
        const { version: _, ...fields } = read.value;
        read.value = fields;
      }
      if (newer !== undefined) read.newer = newer;
      return read;
    },

    /** Keeps `fields` with this version; returns the reason it could not, or null. */
    write(/** @type {Record<string, unknown>} */ fields) {
      return writeJson(ownKey(), { version, ...fields });
    },

    /** Moves what is kept aside (it turned out unusable): moved, not deleted. */
    setAside() {
      const at = ownKey();
      const text = storage()?.getItem(at);
      if (text != null) setAside(at, text);
    },

    /** Removes what is kept (the player left it or replaced it). */
    remove() {
      storage()?.removeItem(ownKey());
    },
  };
}
