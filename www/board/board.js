// @ts-check
/**
 * The mancala board: a self-contained canvas component, configured the way
 * chessground is, with one config object and partial ones after it.
 *
 *     const board = createBoard(element, {
 *       counts,              // 14 counts: pits 0–11, South's store, North's
 *       legal: [2, 3],       // pits to ring as playable (the host's legal moves)
 *       turn: 'south',       // the side to move: the letter keys A–F pick in its row
 *       texts: t,            // (key, params) => text: every text the board shows or says
 *     });
 *     board.set({ counts: after, legal: [], turn: 'north' });   // only the keys given, one redraw
 *     board.on('pit', (pit) => …);        // a person chose a pit (legal or not)
 *     await board.animateTrace(trace);    // plays a wasm sowing trace
 *     board.set({ texts: t });            // after a change of language: every text said again
 *     board.destroy();
 *
 * The config's keys are state.js's Config (a wrong value throws and
 * changes nothing). The board imports no translation: it asks `texts` for
 * every text ('a11y.board', 'a11y.pit.*', 'a11y.store.*', 'board.capture',
 * 'board.end.*', 'anim.lap-of').
 *
 * It fills `element` and follows its size (ResizeObserver) and the screen's
 * pixel density. Several boards can live on one page: each has its own
 * state (state.js). It knows no rule: legality comes from the host and
 * every animated seed comes from the trace. Counts shown mid-animation are
 * render state; the host sets the true counts with `set({counts})`
 * afterwards.
 *
 * The canvas is a picture hidden from assistive technology; the board's
 * accessible twin (twin.js), a button over each pit and store, is what
 * screen readers read and the keyboard plays.
 *
 * Events: BoardEvents below. The first frame drawn with a position is marked with
 * `performance.mark('board-first-frame')`.
 */

import { createEmitter } from './emitter.js';
import { attachInput } from './input.js';
import { computeLayout } from './layout.js';
import { SPEEDS, createPlayer } from './player.js';
import { createRenderer } from './render.js';
import { applyChecked, boardLabelOf, checkConfig, createState, isFlipped, paletteOf, playSpeedOf } from './state.js';
import { buildTimeline } from './timeline.js';
import { createTwin } from './twin.js';

export { SPEEDS };

/**
 * @typedef {import('./state.js').Config} Config
 * @typedef {import('./state.js').Side} Side
 * @typedef {import('./layout.js').Layout} Layout
 * @typedef {import('./layout.js').Box} Box
 * @typedef {import('./layout.js').Point} Point
 * @typedef {import('./timeline.js').Trace} Trace
 * @typedef {import('./timeline.js').Timeline} Timeline
 * @typedef {import('./timeline.js').Step} Step
 * @typedef {import('./render.js').Scene} Scene
 */

/**
 * The board's events and the value each carries.
 * @typedef {object} BoardEvents
 * @property {number} pit a person chose a pit (legal or not)
 * @property {{lap: number, laps: number}} lap a lap starts
 * @property {{step: Step, at: 'start' | 'end'}} step a timeline step (a seed dropping, a relay, a capture, the game's end) starts or ends as the animation plays
 * @property {{state: 'playing' | 'paused' | 'idle', lap: number, laps: number}} progress
 * @property {string} command a key asked to read something out (a name of twin.js's COMMAND_KEYS)
 */

const REFUSAL_MS = 900;
/** How long the pits a move changed stay marked with reduced motion. */
const CHANGED_MS = 700;

/**
 * Calls `onChange` whenever the device pixel ratio changes; returns a stop function.
 * @param {() => void} onChange
 */
function watchPixelRatio(onChange) {
  /** @type {MediaQueryList | null} */
  let query = null;
  const listen = () => {
    query = matchMedia(`(resolution: ${devicePixelRatio}dppx)`);
    query.addEventListener('change', changed, { once: true });
  };
  const changed = () => {
    onChange();
    listen();
  };
  listen();
  return () => query?.removeEventListener('change', changed);
}

/**
 * A board in `element`, configured by `config` (see state.js's Config; a
 * wrong value throws before anything is built). With `counts`, that
 * position is drawn before this returns.
 * @param {HTMLElement} element
 * @param {Config} [config]
 */
export function createBoard(element, config = {}) {
  const state = createState(config);

  const root = document.createElement('div');
  root.className = 'mancala-board';
  Object.assign(root.style, { position: 'relative', width: '100%', height: '100%', overflow: 'hidden' });
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    display: 'block',
    width: '100%',
    height: '100%',
    touchAction: 'manipulation',
  });
  root.append(canvas);
  element.append(root);

  /** @type {import('./emitter.js').Emitter<BoardEvents>} */
  const events = createEmitter();
  const renderer = createRenderer(canvas, state.colours, { numerals: state.seeds === 'numerals' });
  /**
   * What the frames show besides the state: the pit under the mouse, the
   * fading marks, the animation's view.
   * @type {Pick<Scene, 'hover' | 'refused' | 'changed' | 'animation'>}
   */
  const scene = { hover: -1, refused: null, changed: null, animation: null };
  let changedAt = 0;
  /** @type {Layout | null} */
  let layout = null;
  let frame = 0;
  let drawn = false;
  let destroyed = false;
  /** @type {{player: ReturnType<typeof createPlayer>, resolve: () => void, timeline: Timeline} | null} */
  let active = null;
  let refusedAt = 0;
  let lastProgress = '';

  const twin = createTwin(root, {
    label: boardLabelOf(state),
    ringColour: paletteOf(state).focus,
    getRow: () => state.turn,
    onChoose: (pit) => events.emit('pit', pit),
    onCommand: (name) => events.emit('command', name),
  });
  const relabel = () => twin.update(state.counts, state.legal, state.reader, state.texts);

  function requestDraw() {
    if (!frame && !destroyed) frame = requestAnimationFrame(drawFrame);
  }

  function reportProgress() {
    const now = active ? active.player.state : 'idle';
    const { lap, laps } = active ? active.player.lap : { lap: 0, laps: 0 };
    const key = `${now}:${lap}:${laps}`;
    if (key === lastProgress) return;
    lastProgress = key;
    events.emit('progress', { state: now === 'done' ? 'idle' : now, lap, laps });
  }

  /** Ends the running animation, leaving its last counts on the board. */
  function finishAnimation() {
    if (!active) return;
    const { player, resolve, timeline } = active;
    player.skip();
    state.counts = timeline.snapshots[timeline.steps.length].slice();
    scene.animation = null;
    active = null;
    relabel();
    reportProgress();
    resolve();
  }

  /**
   * Applies `change` to the running animation and shows its effect at once.
   * @param {(player: ReturnType<typeof createPlayer>) => void} change
   */
  function control(change) {
    if (!active) return false;
    change(active.player);
    scene.animation = active.player.update(performance.now());
    reportProgress();
    requestDraw();
    return true;
  }

  /** @param {number} now */
  function drawFrame(now) {
    frame = 0;
    if (active) {
      scene.animation = active.player.update(now);
      reportProgress();
      if (active.player.done) finishAnimation();
    }
    if (scene.refused) {
      scene.refused.strength = 1 - (now - refusedAt) / REFUSAL_MS;
      if (scene.refused.strength <= 0) scene.refused = null;
    }
    if (scene.changed) {
      scene.changed.strength = 1 - (now - changedAt) / CHANGED_MS;
      if (scene.changed.strength <= 0) scene.changed = null;
    }
    if (!layout) return;
    renderer.draw({
      ...scene,
      counts: scene.animation?.counts ?? state.counts,
      legal: state.legal,
      hint: state.hint,
      texts: state.texts,
    });
    if (!drawn && state.positioned) {
      drawn = true;
      performance.mark('board-first-frame');
    }
    if (active?.player.running || scene.refused || scene.changed) requestDraw();
  }

  let size = '';

  function resize() {
    const width = root.clientWidth;
    const height = root.clientHeight;
    const dpr = devicePixelRatio || 1;
    const key = `${width}x${height}@${dpr}@${state.orientation}`;
    if (!width || !height || size === key) return;
    size = key;
    layout = computeLayout(width, height, { flipped: isFlipped(state) });
    renderer.resize(layout, dpr);
    twin.place(layout);
    // Resizing clears the canvas: draw now, in the same frame, not one later.
    cancelAnimationFrame(frame);
    frame = 0;
    drawFrame(performance.now());
  }

  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(root);
  resize();
  const stopWatchingPixels = watchPixelRatio(resize);

  const detachInput = attachInput(canvas, {
    getLayout: () => layout,
    onChoose: (pit) => events.emit('pit', pit),
    onHover(pit) {
      if (pit === scene.hover) return;
      scene.hover = pit;
      canvas.style.cursor = state.legal.has(pit) ? 'pointer' : 'default';
      requestDraw();
    },
  });
  relabel();

  /**
   * `box` (in the canvas's coordinates) in client (viewport) coordinates.
   * @param {Box} box
   * @returns {Box}
   */
  function onScreen(box) {
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left + box.x, y: rect.top + box.y, w: box.w, h: box.h };
  }

  return {
    /**
     * Applies the keys of `partial` (see state.js's Config), leaving the
     * others as they are, in one redraw. Every value is checked first: a
     * wrong one throws and changes nothing. `counts` ends any animation;
     * `texts` (even the same function, after a change of language) and
     * `label` say the twin's names again.
     * @param {Config} partial
     */
    set(partial) {
      const checked = checkConfig(partial);
      if (checked.counts) finishAnimation();
      // The same colours again (a host setting everything) redraw no background.
      const coloursBefore = checked.colours && JSON.stringify(state.colours);
      const given = applyChecked(state, checked);
      if (given.has('colours') && JSON.stringify(state.colours) !== coloursBefore) {
        renderer.setColours(state.colours);
        twin.setRingColour(paletteOf(state).focus);
      }
      if (given.has('seeds')) renderer.setNumerals(state.seeds === 'numerals');
      if (given.has('speed') || given.has('motion')) active?.player.setSpeed(playSpeedOf(state));
      if (given.has('label') || given.has('texts')) twin.setLabel(boardLabelOf(state));
      if (given.has('counts') || given.has('legal') || given.has('reader') || given.has('texts')) relabel();
      if (given.has('orientation')) resize();
      if (given.size) requestDraw();
    },

    /**
     * Flashes `pit` as refused.
     * @param {number} pit
     */
    refuse(pit) {
      scene.refused = { pit, strength: 1 };
      refusedAt = performance.now();
      requestDraw();
    },

    /**
     * Animates `trace` from the counts shown (or `from`), resolving when the
     * animation ends, is skipped, or is replaced. With `stepBack`, starts
     * paused at the last lap instead of playing from the start. Clears the
     * hint.
     * @param {Trace} trace
     * @param {{from?: ArrayLike<number>, stepBack?: boolean}} [options]
     * @returns {Promise<void>}
     */
    animateTrace(trace, { from, stepBack = false } = {}) {
      finishAnimation();
      const timeline = buildTimeline(trace, from ? Array.from(from) : state.counts);
      state.hint = null;
      if (state.motion === 'reduced') {
        const [first, last] = [timeline.snapshots[0], timeline.snapshots[timeline.steps.length]];
        const slots = first.map((count, slot) => (count === last[slot] ? -1 : slot)).filter((slot) => slot >= 0);
        scene.changed = { slots, strength: 1 };
        changedAt = performance.now();
      }
      return new Promise((resolve) => {
        const player = createPlayer(timeline, {
          speed: playSpeedOf(state),
          stepBack,
          onLap: (lap) => events.emit('lap', lap),
          onStep: (step, at) => events.emit('step', { step, at }),
        });
        active = { player, resolve, timeline };
        scene.animation = player.update(performance.now());
        reportProgress();
        // At instant speed the move is over already: no need to wait for a frame.
        if (player.done) finishAnimation();
        requestDraw();
      });
    },

    /** The current layout (see layout.js), or null before the first one: where every pit is. */
    get layout() {
      return layout;
    },

    /** What the last frame drew: `{seeds, moving, changed}` (see render.js). */
    get drawn() {
      return renderer.drawn;
    },

    /** Jumps to the end of the running animation. */
    skip() {
      control((player) => player.skip());
    },

    /** Pauses or resumes the running animation. */
    togglePause() {
      control((player) => (player.running ? player.pause() : player.play()));
    },

    /**
     * Steps the running animation to the end of this lap (+1) or back to the
     * start of a lap (−1). Returns false when no animation is running.
     * @param {number} direction
     */
    stepLap(direction) {
      return control((player) => player.step(direction));
    },

    /** Whether an animation is running or paused. */
    get animating() {
      return active !== null;
    },

    /** The counts drawn now (render state, mid-animation included). */
    shownCounts() {
      return Array.from(scene.animation?.counts ?? state.counts);
    },

    /**
     * The hit area of `pit` in client (viewport) coordinates `{x, y, w, h}`, or null before layout.
     * @param {number} pit
     * @returns {Box | null}
     */
    pitBox(pit) {
      return layout && onScreen(layout.hits[pit]);
    },

    /**
     * The board's drawn rectangle in client coordinates `{x, y, w, h}`, or null before layout.
     * @returns {Box | null}
     */
    boardBox() {
      return layout && onScreen(layout.board);
    },

    /**
     * The centre of `pit` in client (viewport) coordinates, or null before layout.
     * @param {number} pit
     * @returns {Point | null}
     */
    pitCenter(pit) {
      if (!layout) return null;
      const { x, y } = onScreen({ ...layout.slots[pit], w: 0, h: 0 });
      return { x, y };
    },

    /** Moves keyboard focus to the board (its twin's pit or store with the Tab stop). */
    focus() {
      twin.focus();
    },

    on: events.on,

    destroy() {
      destroyed = true;
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      stopWatchingPixels();
      detachInput();
      finishAnimation();
      twin.destroy();
      events.clear();
      root.remove();
    },
  };
}
