// @ts-check
/**
 * The player's puzzle record, per game, kept through storage.js: rating,
 * streak (puzzles solved in a row, first try and no hint), best streak,
 * counts, and the puzzles seen last (not offered again soon). What is kept
 * is checked field by field; a field that does not make sense starts over.
 */

import { readPuzzleProgress, writePuzzleProgress } from '../game/storage.js';
import { START_RATING } from './rating.js';

/** How many puzzles seen last are remembered, per game. */
const RECENT = 60;

/**
 * @typedef {object} PlayerRecord
 * @property {number} rating
 * @property {number} streak
 * @property {number} best
 * @property {number} solved rated puzzles solved
 * @property {number} failed rated puzzles failed
 * @property {number[]} recent indices of the puzzles seen last, newest last
 */

/** @returns {PlayerRecord} */
const fresh = () => ({ rating: START_RATING, streak: 0, best: 0, solved: 0, failed: 0, recent: [] });

/** The highest rating kept (far above any puzzle's, 2500 at most), and the highest count. */
const MOST_RATING = 4000;
const MOST_COUNT = 999_999;

/**
 * `value` if it is a whole number from 0, at most `most` (a larger one is
 * cut to `most`, so that no stored number prints hundreds of digits); else
 * `fallback`.
 */
const whole = (/** @type {unknown} */ value, /** @type {number} */ fallback, most = MOST_COUNT) =>
  Number.isInteger(value) && /** @type {number} */ (value) >= 0 ? Math.min(/** @type {number} */ (value), most) : fallback;

/** @param {unknown} kept */
function recordFrom(kept) {
  const start = fresh();
  if (!kept || typeof kept !== 'object') return start;
  const value = /** @type {Partial<PlayerRecord>} */ (kept);
  const recent = Array.isArray(value.recent) ? value.recent.filter((index) => Number.isInteger(index) && index >= 0) : [];
  return {
    rating: whole(value.rating, start.rating, MOST_RATING),
    streak: whole(value.streak, 0),
    best: whole(value.best, 0),
    solved: whole(value.solved, 0),
    failed: whole(value.failed, 0),
    recent: recent.slice(-RECENT),
  };
}

/**
 * Reads the kept progress; `problem` is said once to the player when what
 * was kept could not be read (it was set aside), `newer` when a newer
 * version's was left as it is.
 * @param {string[]} games the game keys
 */
export function loadProgress(games) {
  const { progress, problem, newer } = readPuzzleProgress();
  const kept = /** @type {Record<string, unknown>} */ (
    progress?.games && typeof progress.games === 'object' ? progress.games : {}
  );
  /** @type {Map<string, PlayerRecord>} */
  const records = new Map(games.map((game) => [game, recordFrom(kept[game])]));
  let game = typeof progress?.game === 'string' && records.has(progress.game) ? progress.game : games[0];

  return {
    problem,
    newer,
    /** The game last chosen. */
    get game() {
      return game;
    },
    /** The record of `key`. */
    record: (/** @type {string} */ key) => /** @type {PlayerRecord} */ (records.get(key)),
    /**
     * Changes the game chosen or a game's record, and keeps everything;
     * returns an error message or null.
     * @param {{game?: string, key?: string, change?: (record: PlayerRecord) => void}} update
     */
    update({ game: chosen, key, change }) {
      if (chosen) game = chosen;
      if (key && change) {
        const record = /** @type {PlayerRecord} */ (records.get(key));
        change(record);
        record.recent = record.recent.slice(-RECENT);
      }
      return writePuzzleProgress({ game, games: Object.fromEntries(records) });
    },
  };
}
