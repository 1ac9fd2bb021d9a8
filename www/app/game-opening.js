// @ts-check
/**
 * Replacing the game, the part of the controller (controller.js) that puts
 * another game in the live one's place: a new game, a record (a link, a
 * file, a recent game), a match's game. The game replaced is kept among
 * the recent games if it had moves, with an action to restore it.
 */

import { Game, Variant } from '../../pkg-page/mancala_wasm.js';
import { errorMessage } from '../game/messages.js';
import { forgetRecentGame, keepRecentGame, readRecentGames } from '../game/storage.js';
import { variantOfKey } from '../game/variants.js';
import { t } from '../i18n/i18n.js';
import { variantKey } from './game-flow.js';

/** @typedef {import('../../pkg-page/mancala_wasm.js').Game} WasmGame */
/** @typedef {import('./status.js').Action} Action */
/** @typedef {import('./status.js').Message} Message */
/** @typedef {'link' | 'previous' | 'file'} RecordSource */

/**
 * @param {import('./game-flow.js').GameFlow} flow
 * @param {object} hooks
 * @param {() => Message | null} hooks.replaceRefusal why the person may not replace the game now, or null
 * @param {() => void} hooks.onReplace runs after the game is replaced
 * @param {(text: string, source: RecordSource, name: string) => Promise<Action | null>} hooks.openAsMatch the action that
 *   opens a record refused as a game as a match instead, if it is one (else null)
 */
export function createGameOpening(flow, { replaceRefusal, onReplace, openAsMatch }) {
  const { state, notify } = flow;

  /** @returns {Action} */
  const restoreAction = () => ({ label: () => t('game.restore-previous'), run: () => restorePrevious() });

  /**
   * Makes `next` the game, keeping the one it replaces among the recent
   * games if it had moves; with `hold`, the computer waits to be let move
   * (see `held`). Returns whether it kept the game replaced.
   * @param {WasmGame} next
   * @param {{hold?: boolean}} [options]
   */
  function replaceGame(next, { hold = false } = {}) {
    const kept = state.game.plyCount() > 0 && keepRecentGame(flow.record()) === null;
    flow.interrupt();
    state.viewing = null;
    state.game.free();
    state.game = next;
    flow.gameChanged();
    state.overReported = flow.outcomeNow() !== null;
    state.lockedReason = null;
    state.held = hold;
    state.ended = null;
    state.names = {};
    flow.save();
    onReplace();
    flow.continueGame();
    return kept;
  }

  /** Whether the person may replace the game now; says why not if not. */
  function mayReplace() {
    const reason = replaceRefusal();
    if (reason) notify(reason, { kind: 'error' });
    return !reason;
  }

  /**
   * Opens an OGN record; on failure says why and changes nothing. `source`
   * is where it came from: 'link', 'previous' or 'file' (with `name`).
   * @param {string} text
   * @param {RecordSource} source
   * @param {string} [name]
   */
  function loadRecord(text, source, name = '') {
    if (!mayReplace()) return false;
    // A match's record: opened as a match on request (recent games are
    // single games). Known once the match's module has read it, if need be.
    const asMatch = source === 'previous' ? Promise.resolve(null) : openAsMatch(text, source, name);
    let next;
    try {
      next = Game.fromRecord(text);
    } catch (error) {
      asMatch.then((action) => {
        if (action) notify(() => t(`open.is-match.${source}`, { name }), { kind: 'error', action });
        else notify(() => t(`open.failed.${source}`, { name, reason: errorMessage(error) }), { kind: 'error' });
      });
      return false;
    }
    const kept = replaceGame(next, { hold: true });
    const opened = t(`open.done.${source}.${variantKey(next.variant)}`, { name, count: next.plyCount() });
    notify(opened, { action: kept ? restoreAction() : undefined });
    // A match's record of one game opens as that game, and as its match on request.
    asMatch.then((action) => action && notify(`${opened} ${t('open.also-match')}`, { action }));
    return true;
  }

  /**
   * Opens `recent` (one of the recent games, see storage.js), keeping the
   * game it replaces among them in its place.
   * @param {import('../game/storage.js').RecentGame} recent
   */
  function openRecent(recent) {
    if (loadRecord(recent.record, 'previous')) forgetRecentGame(recent);
  }

  /** Opens the game left last for another. */
  function restorePrevious() {
    const [latest] = readRecentGames().games;
    if (latest) openRecent(latest);
  }

  return {
    /**
     * A new game of `key` ('oware' or 'ayoayo'; the game played if not
     * given), keeping the grand slam rule of the game it replaces.
     * @param {string} [key]
     */
    newGame(key = variantKey(state.game.variant)) {
      if (!mayReplace()) return;
      const variant = variantOfKey(key);
      const grandSlamWins = variant.value === Variant.Oware && state.game.grandSlamWins;
      const kept = replaceGame(new Game(variant.value, grandSlamWins));
      notify(() => t(`game.new-started.${variant.key}`), { action: kept ? restoreAction() : undefined });
    },

    loadRecord,
    openRecent,

    /**
     * Starts `next` (a wasm Game) with `players` (`{south, north}` player
     * settings): a game of a match. The game it replaces is kept to restore.
     * @param {WasmGame} next
     * @param {{south: string, north: string}} players
     */
    startGame(next, players) {
      state.settings = { ...state.settings, ...players };
      if (flow.isComputer('south') || flow.isComputer('north')) flow.engine.warm();
      replaceGame(next);
    },

    /**
     * Opens `next` (a wasm Game) with `players` (`{south, north}` player
     * settings), keeping the game it replaces; says `notice`.
     * @param {WasmGame} next
     * @param {{south: string, north: string}} players
     * @param {Message} notice
     */
    openGame(next, players, notice) {
      state.settings = { ...state.settings, ...players };
      const kept = replaceGame(next);
      notify(notice, { action: kept ? restoreAction() : undefined });
    },
  };
}
