// @ts-check
/**
 * The iframe form of the board (embed.html), for pages that allow no
 * scripts: the fragment's parameters become the attributes of one
 * `<mancala-board>` filling the frame, e.g.
 * `embed.html#variant=ayoayo&moves=CfDa&mode=replay`. A parameter the
 * element does not know is reported on the board and on the console.
 */

import { MancalaBoardElement } from './mancala-board.js';

/** Builds the board the address asks for, replacing the one shown. */
function show() {
  const board = document.createElement('mancala-board');
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const unknown = [];
  for (const [name, value] of params) {
    if (MancalaBoardElement.observedAttributes.includes(name)) board.setAttribute(name, value);
    else unknown.push(name);
  }
  if (unknown.length) {
    const message = `unknown embed parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`;
    console.warn(`embed.html: ${message}`);
    board.setAttribute('caption', `${params.get('caption') ?? ''} (${message})`.trim());
  }
  // The frame's one landmark: what a screen reader's landmark list offers inside it.
  const main = document.createElement('main');
  main.append(board);
  document.body.replaceChildren(main);
}

show();
window.addEventListener('hashchange', show);
