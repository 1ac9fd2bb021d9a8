/**
 * The move list in record notation: one row per move number, South's ply
 * then North's. Each ply is a button that shows the position after it.
 */

/** The move number of each ply (a row holds South's ply, then North's). */
function moveNumbers(moves) {
  const numbers = [];
  let number = 0;
  moves.forEach((move, i) => {
    if (i === 0 || move.mover === 'south') number++;
    numbers.push(number);
  });
  return numbers;
}

/** The move number of ply `ply` (from 1). */
export const moveNumber = (moves, ply) => moveNumbers(moves)[ply - 1];

/** Ply `ply` (from 1) as written in a record, e.g. "8. F" or "7… c". */
export function plyLabel(moves, ply) {
  const move = moves[ply - 1];
  return `${moveNumber(moves, ply)}${move.mover === 'south' ? '.' : '…'} ${move.notation}`;
}

/** Fills `list` (an <ol>) from `moves` ({notation, mover}), marking ply `current`. */
export function renderMoveList(list, moves, current) {
  const rows = [];
  moveNumbers(moves).forEach((number, i) => {
    const move = moves[i];
    if (rows.length < number) {
      const row = document.createElement('li');
      const label = document.createElement('span');
      label.className = 'move-number';
      label.textContent = `${number}.`;
      row.append(label);
      if (move.mover === 'north') {
        const gap = document.createElement('span');
        gap.className = 'move-gap';
        gap.textContent = '…';
        row.append(gap);
      }
      rows.push(row);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.ply = String(i + 1);
    button.textContent = move.notation;
    button.setAttribute('aria-label', `Move ${number}, ${move.mover}: ${move.notation}`);
    if (i + 1 === current) button.setAttribute('aria-current', 'step');
    rows.at(-1).append(button);
  });
  list.replaceChildren(...rows);
  const scroller = list.parentElement;
  const marked = list.querySelector('[aria-current]');
  if (marked && scroller) {
    scroller.scrollTop = marked.offsetTop - scroller.clientHeight / 2;
  }
}
