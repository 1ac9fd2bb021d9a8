// @ts-check
/**
 * "Recent games": a dialog listing the games left for another (a new game,
 * a link, a file, a match), the newest first, each with when it was left,
 * its game, its moves and its score, and a button that opens it again.
 * The list itself is kept by storage.js.
 */

import { Game } from '../../pkg-page/mancala_wasm.js';
import { currentLanguage, t } from '../i18n/i18n.js';
import { readRecentGames } from '../game/storage.js';
import { variantOf } from '../game/variants.js';

/** @typedef {import('../game/storage.js').RecentGame} RecentGame */

/** When `game` was left, in the page's language. */
function whenKept(/** @type {RecentGame} */ game) {
  if (!game.kept) return t('recent.undated');
  const format = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(new Date(game.kept));
}

/** What `game` is: its game, moves and score, or that it cannot be replayed. */
function summary(/** @type {RecentGame} */ game) {
  let replayed;
  try {
    replayed = Game.fromRecord(game.record);
  } catch {
    return t('recent.unreadable');
  }
  try {
    const [south, north] = replayed.counts().slice(12);
    const key = `recent.summary.${variantOf(replayed.variant).key}`;
    return t(key, { count: replayed.plyCount(), south, north });
  } finally {
    replayed.free();
  }
}

/**
 * Wires the dialog: `openButton` opens it, listing the recent games;
 * choosing one closes it and calls `open(game)`.
 * @param {{openButton: HTMLElement, dialog: HTMLDialogElement, open: (game: RecentGame) => void}} parts
 */
export function attachRecentGames({ openButton, dialog, open }) {
  const list = /** @type {HTMLOListElement} */ (dialog.querySelector('ol'));
  const none = /** @type {HTMLElement} */ (dialog.querySelector('[data-none]'));

  /** One game of the list: what it is, and its Open button described by that. */
  function entry(/** @type {RecentGame} */ game, /** @type {number} */ index) {
    const item = document.createElement('li');
    const text = document.createElement('span');
    text.id = `recent-game-${index}`;
    const time = document.createElement('time');
    if (game.kept) time.dateTime = new Date(game.kept).toISOString();
    time.textContent = whenKept(game);
    text.append(time, ` · ${summary(game)}`);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = t('recent.reopen');
    button.setAttribute('aria-describedby', text.id);
    button.addEventListener('click', () => {
      dialog.close();
      open(game);
    });
    item.append(text, button);
    return item;
  }

  openButton.addEventListener('click', () => {
    const { games } = readRecentGames();
    list.replaceChildren(...games.map(entry));
    none.hidden = games.length > 0;
    dialog.showModal();
  });
}
