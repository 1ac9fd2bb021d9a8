/**
 * Games outside the page: a link whose fragment carries the OGN record
 * (`#ogn=` + base64url of its UTF-8 text), and `.ogn` files to save and open.
 * Links and files longer than the wasm module's `maxRecordBytes()` (1 MiB)
 * are refused before they are decoded or read.
 */

import { maxRecordBytes } from '../../pkg-page/mancala_wasm.js';

const FRAGMENT_KEY = 'ogn';

/**
 * A record of `bytes` bytes is refused unread if it is larger than the most
 * a record may be: returns that most, or null if it may be read.
 * @param {number} bytes
 */
export function tooLarge(bytes) {
  const most = maxRecordBytes();
  return bytes <= most ? null : most;
}

/**
 * `text`'s UTF-8 bytes in base64url, unpadded.
 * @param {string} text
 */
export function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The text `toBase64Url` encoded; throws for anything else.
 * @param {string} encoded
 */
export function fromBase64Url(encoded) {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) throw new Error('unexpected characters');
  const base64 = encoded.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * A link to this page that opens `record`.
 * @param {string} record
 */
export function shareLink(record, location = window.location) {
  return `${location.origin}${location.pathname}#${FRAGMENT_KEY}=${toBase64Url(record)}`;
}

/**
 * What the address asks for: `{record}` from an `#ogn=` fragment,
 * `{correspondence}` (the whole fragment) from a game-by-link fragment
 * (`#ogn=…&game=…`, read by correspondence.js), `{live}` (a game id) from
 * a live game's invitation (`#live=ID`, www/live/), `{}` when there is
 * nothing, or `{problem}` saying what could not be used: `{kind:
 * 'not-a-game', fragment}`, `{kind: 'too-large', most}` (bytes) or `{kind:
 * 'damaged'}`. Query parameters are not used by the page and are reported
 * as ignored.
 * @returns {{
 *   ignored?: string[],
 *   record?: string,
 *   correspondence?: string,
 *   live?: string,
 *   problem?:
 *     | {kind: 'not-a-game', fragment: string, most?: undefined}
 *     | {kind: 'too-large', most: number, fragment?: undefined}
 *     | {kind: 'damaged', fragment?: undefined, most?: undefined},
 * }}
 */
export function readAddress(location = window.location) {
  const ignored = [...new URLSearchParams(location.search).keys()];
  /** @type {{ignored?: string[]}} */
  const result = ignored.length ? { ignored } : {};
  const fragment = location.hash.replace(/^#/, '');
  if (!fragment) return result;
  if (/^ogn=[^&]*&/.test(fragment)) return { ...result, correspondence: fragment };
  const live = /^live=([0-9A-Za-z]{10})$/.exec(fragment);
  if (live) return { ...result, live: live[1] };
  const match = new RegExp(`^${FRAGMENT_KEY}=(.*)$`).exec(fragment);
  if (!match) return { ...result, problem: { kind: 'not-a-game', fragment: fragment.slice(0, 40) } };
  // Base64 carries 3 bytes in 4 characters.
  const most = tooLarge(Math.floor((match[1].length * 3) / 4));
  if (most !== null) return { ...result, problem: { kind: 'too-large', most } };
  try {
    return { ...result, record: fromBase64Url(match[1]) };
  } catch {
    return { ...result, problem: { kind: 'damaged' } };
  }
}

/** Removes the fragment from the address bar without reloading or adding history. */
export function clearFragment() {
  history.replaceState(null, '', `${location.pathname}${location.search}`);
}

/**
 * Offers `record` as a download named `name`.
 * @param {string} record
 * @param {string} name
 */
export function downloadRecord(record, name) {
  const url = URL.createObjectURL(new Blob([record], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The text of a file the person chose, rejecting files too large to be a
 * record with an error of kind 'record-too-large', as wasm's.
 * @param {File} file
 */
export async function readRecordFile(file) {
  const most = tooLarge(file.size);
  if (most !== null) {
    throw Object.assign(new Error(`the file is larger than ${most} bytes`), {
      kind: 'record-too-large',
      params: { bytes: file.size, most },
    });
  }
  return file.text();
}
