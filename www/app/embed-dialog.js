// @ts-check
/**
 * "Embed this game": a dialog with two snippets that show the game on the
 * board in another page, one for pages that allow scripts (the
 * `<mancala-board>` element, www/embed/) and one for pages that do not
 * (an iframe of embed.html). Both point at this site, wherever it is served.
 */

import { pitLetter } from '../../pkg-page/mancala_wasm.js';
import { t } from '../i18n/i18n.js';

/**
 * @typedef {object} EmbeddedGame
 * @property {string} variant 'oware' or 'ayoayo'
 * @property {boolean} grandSlamWins
 * @property {{pit: number}[]} moves the moves played (the wasm `recordMoves()`)
 * @property {string} record the game's OGN record
 */

/** Text as an HTML attribute value, in double quotes. */
const attributeValue = (/** @type {string} */ text) =>
  `"${text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')}"`;

/**
 * The element's attributes for `game`: its moves as pit letters, or its
 * whole record when it starts from a position of its own.
 * @param {EmbeddedGame} game
 * @returns {[string, string][]}
 */
function attributesFor(game) {
  const letters = game.moves.map((move) => pitLetter(move.pit)).join('');
  /** @type {[string, string][]} */
  const attributes = [];
  if (/\[FEN "/.test(game.record)) {
    attributes.push(['record', game.record]);
  } else {
    attributes.push(['variant', game.variant]);
    if (game.grandSlamWins) attributes.push(['grand-slam', 'wins']);
    if (letters) attributes.push(['moves', letters]);
  }
  attributes.push(['mode', game.moves.length ? 'replay' : 'play']);
  return attributes;
}

/**
 * The two snippets for `game`, for a site whose root is `base` (a URL
 * ending in '/').
 * @param {EmbeddedGame} game
 * @param {string} base
 */
export function embedSnippets(game, base) {
  const attributes = attributesFor(game);
  const element = attributes.map(([name, value]) => ` ${name}=${attributeValue(value)}`).join('');
  const fragment = new URLSearchParams(attributes).toString();
  return {
    script: `<script type="module" src="${base}www/embed/mancala-board.min.js"></script>\n<mancala-board${element}></mancala-board>`,
    iframe: `<iframe src=${attributeValue(`${base}embed.html#${fragment}`)} title=${attributeValue(t('embed-dialog.iframe-title'))} width="640" height="320" style="border:0"></iframe>`,
  };
}

/**
 * Wires the dialog: `openButton` opens it, filled from `current()`.
 * @param {{openButton: HTMLElement, dialog: HTMLDialogElement, current: () => EmbeddedGame}} parts
 */
export function attachEmbedDialog({ openButton, dialog, current }) {
  const base = new URL('.', location.href).href;
  const field = (/** @type {string} */ name) =>
    /** @type {HTMLTextAreaElement} */ (dialog.querySelector(`[data-snippet="${name}"]`));

  openButton.addEventListener('click', () => {
    const snippets = embedSnippets(current(), base);
    field('script').value = snippets.script;
    field('iframe').value = snippets.iframe;
    dialog.showModal();
  });

  dialog.addEventListener('click', async (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest('[data-copy]');
    if (!(button instanceof HTMLButtonElement)) return;
    const text = field(button.dataset.copy ?? '');
    text.select();
    try {
      await navigator.clipboard.writeText(text.value);
      button.textContent = t('embed-dialog.copied');
    } catch {
      button.textContent = t('embed-dialog.select');
    }
  });

  dialog.addEventListener('close', () => {
    for (const button of dialog.querySelectorAll('[data-copy]')) button.textContent = t('embed-dialog.copy');
  });
}
