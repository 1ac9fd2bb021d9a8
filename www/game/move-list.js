/**
 * The move list in record notation, numbered as the game's record numbers
 * it (the wasm `Game.recordMoves()`): one row per move number. Each ply is
 * a button that shows the position after it.
 */

import { t } from '../i18n/i18n.js';

/** @typedef {import('../../pkg/mancala_wasm.js').RecordMoveObject} RecordMoveObject */

/**
 * Ply `ply` (from 1) as written in a record, e.g. "8. F" or "7… c".
 * @param {RecordMoveObject[]} moves
 * @param {number} ply
 */
export function plyLabel(moves, ply) {
  const move = moves[ply - 1];
  const secondOfNumber = moves[ply - 2]?.number === move.number;
  return `${move.number}${secondOfNumber ? '…' : '.'} ${move.notation}`;
}

/**
 * Fills `list` (an <ol>) from `moves`, marking ply `current`.
 * @param {HTMLElement} list
 * @param {RecordMoveObject[]} moves
 * @param {number} current
 */
export function renderMoveList(list, moves, current) {
  /** @type {HTMLLIElement[]} */
  const rows = [];
  moves.forEach((move, i) => {
    if (moves[i - 1]?.number !== move.number) {
      const row = document.createElement('li');
      const label = document.createElement('span');
      label.className = 'move-number';
      label.textContent = `${move.number}.`;
      row.append(label);
      rows.push(row);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.ply = String(i + 1);
    button.textContent = move.notation;
    button.setAttribute('aria-label', t(`moves.item.${move.mover}`, { number: move.number, notation: move.notation }));
    if (i + 1 === current) button.setAttribute('aria-current', 'step');
    rows[rows.length - 1].append(button);
  });
  list.replaceChildren(...rows);
  const scroller = list.parentElement;
  /** @type {HTMLElement | null} */
  const marked = list.querySelector('[aria-current]');
  if (marked && scroller) {
    scroller.scrollTop = marked.offsetTop - scroller.clientHeight / 2;
  }
}
