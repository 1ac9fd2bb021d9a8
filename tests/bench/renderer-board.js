// The board of the first-frame benchmark's third yardstick (renderer.html,
// written by cold-load.mjs): the bare page's canvas drawn by the game's own
// renderer (www/board/render.js), the start position with South's moves
// ringed, and nothing else of the game: no wasm, no stylesheet, no texts.
// Bundled into one module file as the pages' scripts are. What it takes
// beyond the bare page is what the board's look costs; what a page takes
// beyond it is what the page adds.

import { computeLayout } from '../../www/board/layout.js';
import { createRenderer } from '../../www/board/render.js';

const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('canvas'));
const renderer = createRenderer(canvas);

requestAnimationFrame(() => {
  renderer.resize(computeLayout(canvas.clientWidth, canvas.clientHeight), devicePixelRatio || 1);
  renderer.draw({
    counts: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0],
    legal: new Set([0, 1, 2, 3, 4, 5]),
    hover: -1,
    hint: null,
    refused: null,
    changed: null,
    animation: null,
    texts: /** @type {import('../../www/board/state.js').Texts} */ ({}),
  });
  performance.mark('board-first-frame');
});
