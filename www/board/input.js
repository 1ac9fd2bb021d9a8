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
 * @param {HTMLCanvasElement} canvas
 * @param {object} options
 * @param {() => import('./layout.js').Layout | null} options.getLayout
 * @param {(pit: number) => void} options.onChoose
 * @param {(pit: number) => void} options.onHover
 */
export function attachInput(canvas, { getLayout, onChoose, onHover }) {
  const pitUnder = (/** @type {MouseEvent} */ event) => {
    const layout = getLayout();
    if (!layout) return -1;
    const rect = canvas.getBoundingClientRect();
    return pitAt(layout, event.clientX - rect.left, event.clientY - rect.top);
  };

  /** @param {MouseEvent} event */
  const click = (event) => {
    const pit = pitUnder(event);
    if (pit >= 0) onChoose(pit);
  };
  /** @param {PointerEvent} event */
  const pointermove = (event) => {
    if (event.pointerType === 'mouse') onHover(pitUnder(event));
  };
  const pointerleave = () => onHover(-1);

  canvas.addEventListener('click', click);
  canvas.addEventListener('pointermove', pointermove);
  canvas.addEventListener('pointerleave', pointerleave);
  return () => {
    canvas.removeEventListener('click', click);
    canvas.removeEventListener('pointermove', pointermove);
    canvas.removeEventListener('pointerleave', pointerleave);
  };
}
