// @ts-check
/**
 * The opening book (books/oware.book of the site), fetched when a strong
 * or maximum search or an analysis of an Oware game is first asked for
 * (never on page load), then handed as bytes to each search
 * worker (www/engine/worker.js), which plays from it at those levels and
 * shows its moves in an analysis of a booked position. A book that cannot be fetched or read just means
 * no book: the searches go on without it, and the status says why (as
 * endgame-tables.js does for the tables). Ayoayo has no book: the one
 * built did not play better than the search alone at equal time (README,
 * "Opening book").
 */

import { openingBookUrl } from './resources.js';

/** The games that have a book. */
const BOOKED_GAMES = new Set(['oware']);

/** The levels that play from the book: strong (3) and maximum (4), as wasm's `Level`. */
const FIRST_BOOK_LEVEL = 3;

/**
 * Per game key ('oware', 'ayoayo'), from the first time a search of it
 * asks for its book: the fetch (resolving to the bytes, or null) and its
 * status.
 * @type {Record<string, {bytes: Promise<ArrayBuffer | null>, status: {state: string, bytes: number, entries: number, played: number, error: string | null}}>}
 */
const books = {};

/** Whether a search at `level` (wasm's `Level`) plays from the book. */
export function usesOpeningBook(/** @type {number} */ level) {
  return level >= FIRST_BOOK_LEVEL;
}

/**
 * The bytes of `variant`'s book, fetched once per page; null if there is
 * none to be had. Shared: post copies, never transfer them.
 * @param {string} variant
 */
export function openingBook(variant) {
  if (!BOOKED_GAMES.has(variant)) return Promise.resolve(null);
  books[variant] ??= fetchBook(variant);
  return books[variant].bytes;
}

/** @param {string} variant */
function fetchBook(variant) {
  const status = { state: 'loading', bytes: 0, entries: 0, played: 0, error: /** @type {string | null} */ (null) };
  const fail = (/** @type {unknown} */ error) => {
    Object.assign(status, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
    return null;
  };
  const url = openingBookUrl(variant);
  const bytes = !url
    ? Promise.resolve(fail('this page has no opening books'))
    : fetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
          return response.arrayBuffer();
        })
        .then((buffer) => {
          Object.assign(status, { state: 'fetched', bytes: buffer.byteLength });
          return buffer;
        }, fail);
  return { bytes, status };
}

/** A search worker took `variant`'s book: it holds `entries` positions. */
export function openingBookTaken(/** @type {string} */ variant, /** @type {number} */ entries) {
  if (books[variant]) Object.assign(books[variant].status, { state: 'ready', entries });
}

/** A search worker could not read `variant`'s book: it searches without it. */
export function openingBookRefused(/** @type {string} */ variant, /** @type {string} */ error) {
  if (books[variant]) Object.assign(books[variant].status, { state: 'failed', error: `the book was refused: ${error}` });
}

/** The computer played a move of `variant`'s book. */
export function openingBookPlayed(/** @type {string} */ variant) {
  if (books[variant]) books[variant].status.played += 1;
}

/** Each book asked for so far, for tests and the curious: a copy of its status. */
export function openingBookStatus() {
  return Object.fromEntries(Object.entries(books).map(([variant, book]) => [variant, { ...book.status }]));
}
