/**
 * Pointer input on the board canvas. Reports which pit a person chose and
 * which pit is under the pointer; it knows nothing of legality (the host
 * decides what a choice means). Keyboard input is the accessible twin's
 * (twin.js).
 */

import { pitAt } from './layout.js';

/**
 * Listens on `canvas`. `getLayout()` gives the current layout;
 * `onChoose(pit)` and `onHover(pit or -1)` report. Returns a function that
 * stops listening.
 */
export function attachInput(canvas, { getLayout, onChoose, onHover }) {
  const pitUnder = (event) => {
    const layout = getLayout();
    if (!layout) return -1;
    const rect = canvas.getBoundingClientRect();
    return pitAt(layout, event.clientX - rect.left, event.clientY - rect.top);
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
  };

  for (const [name, handler] of Object.entries(handlers)) canvas.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) canvas.removeEventListener(name, handler);
  };
}
