// @ts-check
/**
 * Games by link with a far-away friend, with no server: after each move a
 * player sends a link holding the whole game; the other opens it, moves and
 * sends a link back.
 *
 * A link is `#ogn=<record>&game=<id>&to=<side>&ply=<n>&sum=<check>`: the
 * record in base64url (as share.js writes it), a random game id made once,
 * the side of the player it is for, the number of moves, and an FNV-1a
 * check of everything before `&sum=`, which catches a damaged or truncated
 * link before anything is decoded.
 *
 * Each device keeps its games by link (storage.js) by id: the side it plays
 * and the record last sent or received. A link is taken only if it
 * continues that game: the same id, for this device's side, with more moves
 * than kept, the kept moves a prefix of its moves and every new move the
 * opponent's; the record must replay legally (wasm checks it). Anything
 * else is refused with its reason, and nothing changes.
 */

import { Game } from '../../pkg-page/mancala_wasm.js';
import { t } from '../i18n/i18n.js';
import { PERSON } from './settings.js';
import { errorMessage, sideKey, sideName } from '../game/messages.js';
import { fromBase64Url, toBase64Url, tooLarge } from './share.js';
import { readActiveCorrespondence, readCorrespondence, writeActiveCorrespondence, writeCorrespondence } from '../game/storage.js';

const SIDES = ['south', 'north'];

/** @param {string} side */
const otherSide = (side) => (side === 'south' ? 'north' : 'south');

/** FNV-1a (32 bits) of `text`'s code units, as 8 hex digits. @param {string} text */
export function checksum(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The link that sends `record` (an OGN text with `ply` moves) of game `id` to the player of `to`.
 * @param {{record: string, id: string, to: string, ply: number}} game
 */
export function correspondenceLink({ record, id, to, ply }, location = window.location) {
  const payload = `ogn=${toBase64Url(record)}&game=${id}&to=${to}&ply=${ply}`;
  return `${location.origin}${location.pathname}#${payload}&sum=${checksum(payload)}`;
}

/**
 * A link's fragment read and checked for damage (not yet against the kept
 * game): `{link: {record, id, to, ply}}` or `{problem}` (a text to show).
 * @param {string} fragment
 * @returns {{link: {record: string, id: string, to: string, ply: number}, problem?: undefined}
 *   | {link?: undefined, problem: string}}
 */
export function readLink(fragment) {
  const damaged = { problem: t('link.damaged') };
  const at = fragment.lastIndexOf('&sum=');
  if (at < 0 || fragment.slice(at + 5) !== checksum(fragment.slice(0, at))) return damaged;
  const fields = new Map(fragment.slice(0, at).split('&').map((pair) => /** @type {[string, string]} */ (pair.split('=', 2))));
  const [encoded, id, to, ply] = ['ogn', 'game', 'to', 'ply'].map((name) => fields.get(name) ?? '');
  if (!/^[0-9a-f]{16}$/.test(id) || !SIDES.includes(to) || !/^\d{1,6}$/.test(ply)) return damaged;
  if (tooLarge(Math.floor((encoded.length * 3) / 4))) return damaged;
  try {
    return { link: { record: fromBase64Url(encoded), id, to, ply: Number(ply) } };
  } catch {
    return damaged;
  }
}

/** A new game id: 16 random hex digits. */
const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Why the link `link` (replayed as `linked`) does not continue the kept game
 * `kept` (`{side, record}`), or null if it does.
 * @param {{side: string, record: string}} kept
 * @param {{to: string, ply: number}} link
 * @param {Game} linked
 */
function refusalAgainst(kept, link, linked) {
  if (kept.side !== link.to) {
    return t('link.otherSide', { side: sideName(link.to), mine: sideName(kept.side) });
  }
  let keptGame;
  try {
    keptGame = Game.fromRecord(kept.record);
  } catch {
    // What this device kept does not replay: the link cannot be checked against it.
    return t('link.keptUnreadable');
  }
  try {
    const mine = keptGame.recordMoves();
    if (link.ply <= mine.length) {
      return t('link.outOfOrder', { linkPlies: link.ply, storedPlies: mine.length });
    }
    if (keptGame.variant !== linked.variant || keptGame.positionAt(0) !== linked.positionAt(0)) {
      return t('link.tampered', { ply: 1 });
    }
    const theirs = linked.recordMoves();
    const differs = mine.findIndex((move, i) => move.pit !== theirs[i].pit);
    if (differs >= 0) return t('link.tampered', { ply: differs + 1 });
    if (theirs.slice(mine.length).some((move) => move.mover === kept.side)) {
      return t('link.ownMove', { side: sideName(kept.side) });
    }
    return null;
  } finally {
    keptGame.free();
  }
}

/**
 * `controller`: the game controller; `notify(text, options)` shows a
 * message; `replaceRefusal()` says why the game may not be replaced now
 * (a match is on), or null; `showLink(link)` shows a link to copy by hand.
 * @param {{
 *   controller: any,
 *   notify: (message: import('./status.js').Message, options?: object) => void,
 *   replaceRefusal: () => string | null,
 *   showLink: (link: string) => void,
 * }} options
 */
export function createCorrespondence({ controller, notify, replaceRefusal, showLink }) {
  let active = readActiveCorrespondence();
  /** Set while this module replaces the game, so that the replacement keeps it active. */
  let opening = false;

  const keep = (/** @type {string} */ id, /** @type {{side: string, record: string}} */ game) => {
    const problem = writeCorrespondence(id, game);
    if (problem) notify(() => t('link.saveFailed', { problem }), { kind: 'error' });
  };

  return {
    /** Why a person may not move for `side` here (it is the far player's), or null. @param {string} side */
    moveRefusal: (side) => (active && side !== active.side ? t('link.notYourSide', { side: sideName(active.side) }) : null),

    /** The game was replaced: unless by a link, it is no longer a game by link. */
    replaced() {
      if (opening) return;
      active = null;
      writeActiveCorrespondence(null);
    },

    /** Sends the game after this player's move: the share sheet, or the clipboard. */
    async send() {
      const moves = controller.recordMoves();
      const last = moves[moves.length - 1];
      if (!last || (active && last.mover !== active.side)) {
        notify(() => t('link.moveFirst'), { kind: 'error' });
        return;
      }
      if (!active) {
        const players = controller.players();
        if (players.south !== PERSON || players.north !== PERSON) {
          notify(() => t('link.peopleOnly'), { kind: 'error' });
          return;
        }
        active = { id: newId(), side: last.mover };
        writeActiveCorrespondence(active);
      }
      const record = controller.record();
      keep(active.id, { side: active.side, record });
      const link = correspondenceLink({ record, id: active.id, to: otherSide(active.side), ply: moves.length });
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: t('link.shareTitle'), url: link });
          notify(() => t('link.shared'));
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(link);
        notify(() => t('link.copied'));
      } catch {
        showLink(link);
        notify(() => t('link.copyBelow'));
      }
    },

    /**
     * Opens a game-by-link fragment, if it continues the game kept for its
     * id (or starts one); otherwise says why not and changes nothing.
     * @param {string} fragment
     */
    receive(fragment) {
      const { link, problem } = readLink(fragment);
      if (!link) {
        notify(problem ?? t('link.damaged'), { kind: 'error' });
        return;
      }
      let linked;
      try {
        linked = Game.fromRecord(link.record);
      } catch (error) {
        notify(() => t('link.illegal', { reason: errorMessage(error) }), { kind: 'error' });
        return;
      }
      const kept = readCorrespondence()[link.id];
      const mover = sideKey(linked.turn());
      const refusal =
        (linked.plyCount() !== link.ply ? t('link.tampered', { ply: Math.min(linked.plyCount(), link.ply) + 1 }) : null) ??
        (kept ? refusalAgainst(kept, link, linked) : null) ??
        // A link goes to the player to move (until the game ends).
        (linked.outcome() === null && mover !== link.to
          ? t('link.wrongTurn', { side: sideName(link.to), mover: sideName(mover) })
          : null) ??
        replaceRefusal();
      if (refusal) {
        linked.free();
        notify(refusal, { kind: 'error' });
        return;
      }
      keep(link.id, { side: link.to, record: link.record });
      active = { id: link.id, side: link.to };
      writeActiveCorrespondence(active);
      const moves = linked.recordMoves();
      const last = moves[moves.length - 1];
      opening = true;
      try {
        // The far player's side is played by the far person: no computer here.
        controller.openGame(
          linked,
          { south: PERSON, north: PERSON },
          t('link.received', { side: sideName(link.to), move: last ? `${last.number}. ${last.notation}` : '—' }),
        );
      } finally {
        opening = false;
      }
    },
  };
}
