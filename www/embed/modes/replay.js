// @ts-check
/**
 * Replay mode: a recorded game to step through by move or by lap, play
 * automatically, or jump around with a slider. Moves are animated from the
 * traces wasm kept for each ply; stepping back shows the earlier position.
 * Each move played forward emits `move` with the detail play mode gives;
 * jumps and steps back emit nothing.
 */

import { t } from '../../i18n/i18n.js';
import { addButton, addLabel, addSlider, setIcon } from '../controls.js';
import { createMoveSession } from '../../game/session.js';
import { describeMove, sleep } from './mode.js';

const AUTOPLAY_PAUSE_MS = 700;

/**
 * @param {import('./mode.js').ModeContext} context
 * @returns {import('./mode.js').Mode}
 */
export function startReplay({ board, game, options, view, emit }) {
  const total = game.plyCount();
  const wanted = new Set(options.controls);
  let ply = 0;
  const moves = createMoveSession(board);
  let animating = false;
  let autoplaying = false;

  /** @type {Record<string, HTMLButtonElement>} */
  const buttons = {};
  /** @type {HTMLInputElement | null} */
  let slider = null;
  /** @type {HTMLElement | null} */
  let label = null;

  function refresh() {
    if (slider) slider.value = String(ply);
    if (label) label.textContent = ply === 0 ? t('embed.start-of', { count: total }) : t('embed.move-of', { ply, total });
    view.say(ply === 0 ? '' : describeMove(game.traceAt(ply)));
    for (const [name, button] of Object.entries(buttons)) {
      if (name === 'back' || name === 'first') button.disabled = ply === 0 && !animating;
      if (name === 'forward' || name === 'last') button.disabled = ply === total && !animating;
    }
    if (buttons.autoplay) {
      setIcon(buttons.autoplay, autoplaying ? 'pause' : 'play', autoplaying ? 'pause' : 'play-the-moves');
    }
  }

  /**
   * Shows the position after `target` moves at once.
   * @param {number} target
   */
  function show(target) {
    moves.interrupt();
    autoplaying = false;
    animating = false;
    ply = Math.max(0, Math.min(total, target));
    board.set({ counts: game.countsAt(ply) });
    refresh();
  }

  /**
   * Animates move `target` from the position before it; false if something
   * else took over meanwhile.
   * @param {number} target
   * @param {{stepBack?: boolean, oneLap?: boolean}} [how]
   */
  async function animate(target, { stepBack = false, oneLap = false } = {}) {
    const trace = game.traceAt(target);
    ply = target;
    animating = true;
    refresh();
    if (!stepBack) {
      emit('move', { ply, pit: trace.pit, notation: trace.notation, mover: trace.mover, position: trace.position });
    }
    const done = moves.animate(trace, { stepBack });
    if (oneLap) board.stepLap(1);
    if (!(await done)) return false;
    animating = false;
    board.set({ counts: game.countsAt(ply) });
    refresh();
    return true;
  }

  async function autoplay() {
    if (ply === total) show(0);
    autoplaying = true;
    refresh();
    while (autoplaying && ply < total) {
      if (!(await animate(ply + 1))) return;
      const pausing = moves.begin();
      await sleep(AUTOPLAY_PAUSE_MS);
      if (!pausing()) return;
    }
    autoplaying = false;
    refresh();
  }

  const forward = () => {
    autoplaying = false;
    if (animating) board.skip();
    else if (ply < total) animate(ply + 1);
  };
  const back = () => show(ply - 1);
  const lapForward = () => {
    autoplaying = false;
    if (!board.stepLap(1) && ply < total) animate(ply + 1, { oneLap: true });
  };
  const lapBack = () => {
    autoplaying = false;
    if (!board.stepLap(-1) && ply > 0) animate(ply, { stepBack: true });
  };

  const bar = view.controls;
  if (wanted.has('moves')) buttons.first = addButton(bar, 'first', 'first-position', () => show(0));
  if (wanted.has('moves')) buttons.back = addButton(bar, 'previousMove', 'previous-move', back);
  if (wanted.has('laps')) addButton(bar, 'previousLap', 'previous-lap', lapBack);
  if (wanted.has('autoplay')) {
    buttons.autoplay = addButton(bar, 'play', 'play-the-moves', () => (autoplaying ? show(ply) : autoplay()));
  }
  if (wanted.has('laps')) addButton(bar, 'nextLap', 'next-lap', lapForward);
  if (wanted.has('moves')) buttons.forward = addButton(bar, 'nextMove', 'next-move', forward);
  if (wanted.has('moves')) buttons.last = addButton(bar, 'last', 'last-position', () => show(total));
  if (wanted.has('slider')) slider = addSlider(bar, total, show);
  if (wanted.size) label = addLabel(bar);
  show(0);

  return {
    busy: () => animating,
    ply: () => ply,
    destroy() {
      moves.interrupt();
      autoplaying = false;
    },
  };
}
