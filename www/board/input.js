/**
 * Pointer and keyboard input on the board canvas. Reports which pit a person
 * chose, which pit is under the pointer and where the keyboard cursor is;
 * it knows nothing of legality (the host decides what a choice means).
 *
 * Keys: a letter A–F picks that pit in the row of the player to move, in
 * either case (with no player to move, capitals are South's pits and small
 * letters North's, as in record notation); the arrow keys move a cursor
 * (left/right along a row, up/down between rows) and Enter or Space plays
 * the pit under it. The cursor shows only while the arrow keys are in use; a
 * letter moves it, hidden, to the pit played.
 */

import { neighbourPit, pitAt } from './layout.js';

const ARROWS = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** The pit a letter key means, or -1. `row`: 0 South, 1 North, null. */
function pitForLetter(key, row) {
  if (!/^[a-f]$/i.test(key)) return -1;
  const column = key.toLowerCase().charCodeAt(0) - 97;
  const north = row === null ? key === key.toLowerCase() : row === 1;
  return north ? 6 + column : column;
}

/**
 * Listens on `canvas`. `getLayout()` gives the current layout, `getRow()`
 * the row of the player to move (0, 1 or null); `onChoose(pit)`,
 * `onHover(pit or -1)` and `onCursor(pit or -1)` report. Returns a
 * function that stops listening.
 */
export function attachInput(canvas, { getLayout, getRow, onChoose, onHover, onCursor }) {
  let cursor = -1;

  const pitUnder = (event) => {
    const layout = getLayout();
    if (!layout) return -1;
    const rect = canvas.getBoundingClientRect();
    return pitAt(layout, event.clientX - rect.left, event.clientY - rect.top);
  };

  const moveCursor = (pit) => {
    cursor = pit;
    onCursor(pit);
  };

  const handlers = {
    click(event) {
      const pit = pitUnder(event);
      if (pit >= 0) onChoose(pit);
    },
    pointermove(event) {
      if (event.pointerType === 'mouse') onHover(pitUnder(event));
    },
    pointerleave() {
      onHover(-1);
    },
    blur() {
      onCursor(-1);
    },
    focus() {
      if (cursor >= 0) onCursor(cursor);
    },
    keydown(event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const letterPit = pitForLetter(event.key, getRow());
      if (letterPit >= 0) {
        cursor = letterPit;
        onCursor(-1);
        onChoose(letterPit);
      } else if (ARROWS[event.key]) {
        const start = getRow() === 1 ? 11 : 0;
        moveCursor(cursor < 0 ? start : neighbourPit(cursor, ARROWS[event.key], getLayout()?.flipped));
      } else if ((event.key === 'Enter' || event.key === ' ') && cursor >= 0) {
        onChoose(cursor);
      } else {
        return;
      }
      event.preventDefault();
    },
  };

  for (const [name, handler] of Object.entries(handlers)) canvas.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) canvas.removeEventListener(name, handler);
  };
}
