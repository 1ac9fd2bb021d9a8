// @ts-check
/**
 * The iframe form of the board (embed.html), for pages that allow no
 * scripts: the fragment's parameters become the attributes of one
 * `<mancala-board>` filling the frame, e.g.
 * `embed.html#variant=ayoayo&moves=CfDa&mode=replay`. A parameter the
 * element does not know is reported on the board and on the console.
 */

import { inEnglish, t } from '../i18n/i18n.js';
import { languageOf } from '../i18n/languages.js';
import { MancalaBoardElement, switchBoardLanguage } from './mancala-board.js';

/** Builds the board the address asks for, replacing the one shown. */
async function show() {
  const board = document.createElement('mancala-board');
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const unknown = [];
  for (const [name, value] of params) {
    if (MancalaBoardElement.observedAttributes.includes(name)) board.setAttribute(name, value);
    else unknown.push(name);
  }
  if (unknown.length) {
    // Said in the board's language (its `lang` parameter); in English on the console.
    const language = languageOf(params.get('lang') ?? '')?.code ?? 'en';
    await switchBoardLanguage(language);
    const problem = { count: unknown.length, names: summarised(unknown) };
    console.warn(`embed.html: ${inEnglish('embed.unknown-parameters', problem)}`);
    board.setAttribute('caption', `${params.get('caption') ?? ''} (${t('embed.unknown-parameters', problem)})`.trim());
  }
  // The frame's one landmark: what a screen reader's landmark list offers inside it.
  const main = document.createElement('main');
  main.append(board);
  document.body.replaceChildren(main);
}

/** How many unknown parameters a notice names. */
const NAMED = 5;

/**
 * The first NAMED of `names`, each cut to 24 characters, and how many
 * more there are: an address may carry thousands.
 * @param {string[]} names
 */
function summarised(names) {
  const named = names.slice(0, NAMED).map((name) => (name.length > 24 ? `${name.slice(0, 23)}…` : name));
  const more = names.length - named.length;
  return more > 0 ? `${named.join(', ')}, … (+${more})` : named.join(', ');
}

show();
window.addEventListener('hashchange', show);
