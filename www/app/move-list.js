/**
 * The move list in record notation: one row per move number, South's ply
 * then North's. Each ply is a button that shows the position after it.
 */

/** Fills `list` (an <ol>) from `moves` ({notation, mover}), marking ply `current`. */
export function renderMoveList(list, moves, current) {
  const rows = [];
  let row = null;
  moves.forEach((move, i) => {
    if (!row || move.mover === 'south' || row.children.length > 2) {
      row = document.createElement('li');
      const number = document.createElement('span');
      number.className = 'move-number';
      number.textContent = `${rows.length + 1}.`;
      row.append(number);
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
    button.setAttribute('aria-label', `Move ${i + 1}: ${move.notation}`);
    if (i + 1 === current) button.setAttribute('aria-current', 'step');
    row.append(button);
  });
  list.replaceChildren(...rows);
  const scroller = list.parentElement;
  const marked = list.querySelector('[aria-current]');
  if (marked && scroller) {
    scroller.scrollTop = marked.offsetTop - scroller.clientHeight / 2;
  }
}
