// @ts-check
/**
 * Demo mode: plays the last move given, lap by lap, then shows the result
 * a moment and starts again, for as long as the board is on screen. For
 * illustrating one rule in an article. When the reader prefers reduced
 * motion, it waits, paused, for the play button (shown even if the
 * `controls` attribute leaves it out).
 */

import { addButton, setIcon } from '../controls.js';
import { createMoveSession } from '../../game/session.js';
import { describeMove, sleep } from './mode.js';

const BEFORE_MS = 900;
const AFTER_MS = 2200;

/**
 * @param {import('./mode.js').ModeContext} context
 * @returns {import('./mode.js').Mode}
 */
export function startDemo({ board, game, options, view }) {
  const ply = game.plyCount();
  const trace = game.traceAt(ply);
  const moves = createMoveSession(board);
  let visible = false;
  let paused = options.reducedMotion;
  let animating = false;
  view.say(describeMove(trace));

  async function loop() {
    for (;;) {
      const waiting = moves.begin();
      board.set({ counts: trace.before });
      await sleep(BEFORE_MS);
      if (!waiting()) return;
      animating = true;
      const finished = await moves.animate(trace);
      animating = false;
      if (!finished) return;
      const resting = moves.begin();
      await sleep(AFTER_MS);
      if (!resting()) return;
    }
  }

  function stop() {
    moves.interrupt();
    animating = false;
    board.set({ counts: trace.before });
  }

  let looping = false;
  /** Starts or stops the loop to match `visible` and `paused`. */
  function update() {
    const wanted = visible && !paused;
    if (wanted === looping) return;
    looping = wanted;
    if (wanted) loop();
    else stop();
  }

  const showPaused = (/** @type {HTMLButtonElement} */ button) =>
    setIcon(button, paused ? 'play' : 'pause', paused ? 'play' : 'pause');
  if (options.controls.includes('autoplay') || options.reducedMotion) {
    const button = addButton(view.controls, 'pause', 'pause', () => {
      paused = !paused;
      showPaused(button);
      update();
    });
    showPaused(button);
  }
  board.set({ counts: trace.before });

  return {
    busy: () => animating,
    ply: () => ply,
    setVisible(now) {
      if (now === visible) return;
      visible = now;
      update();
    },
    destroy() {
      moves.interrupt();
    },
  };
}
