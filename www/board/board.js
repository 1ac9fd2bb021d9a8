/**
 * The mancala board: a self-contained canvas component.
 *
 *     const board = createBoard(container, { speed: 'normal' });
 *     board.setPosition(counts);          // 14 counts: pits 0–11, South's store, North's
 *     board.setLegal([2, 3]);             // pits to highlight (the host's legal moves)
 *     board.on('pit', (pit) => …);        // a person chose a pit (legal or not)
 *     await board.animateTrace(trace);    // plays a wasm sowing trace
 *     board.destroy();
 *
 * It fills `container` and follows its size (ResizeObserver) and the
 * screen's pixel density. Several boards can live on one page: all state is
 * inside the closure. It knows no rule: legality comes from the host and
 * every animated seed comes from the trace. Counts shown mid-animation are
 * render state; the host sets the true counts with `setPosition` afterwards.
 *
 * The canvas is a picture hidden from assistive technology; the board's
 * accessible twin (twin.js), a button over each pit and store, is what
 * screen readers read and the keyboard plays.
 *
 * Events: `pit` (a pit number), `lap` ({lap, laps}: a lap starts), `step`
 * ({step, at}: a timeline step (see timeline.js) starts or ends, `at`
 * 'start' or 'end', as the animation plays: a seed dropping, a relay, a
 * capture, the game's end), `progress` ({state: 'playing' | 'paused' |
 * 'idle', lap, laps}) and `command` (a name of twin.js's COMMAND_KEYS: a
 * key asked to read something out).
 * The first frame drawn with a position is marked with
 * `performance.mark('board-first-frame')`.
 */

import { t } from '../i18n/i18n.js';
import { createEmitter } from './emitter.js';
import { attachInput } from './input.js';
import { SLOTS, computeLayout } from './layout.js';
import { SPEEDS, createPlayer } from './player.js';
import { COLOURS, createRenderer } from './render.js';
import { buildTimeline } from './timeline.js';
import { createTwin } from './twin.js';

export { SPEEDS };

const REFUSAL_MS = 900;
/** How long the pits a move changed stay marked with reduced motion. */
const CHANGED_MS = 700;

/** Calls `onChange` whenever the device pixel ratio changes; returns a stop function. */
function watchPixelRatio(onChange) {
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
  return () => query.removeEventListener('change', changed);
}

/**
 * Options: `speed` (a key of SPEEDS), `counts` (the position to show from
 * the first frame, drawn before this returns), `label` (the twin's name for
 * assistive technology), `orientation` (the side at the bottom: 'south' or 'north'),
 * `colours` (any of render.js's COLOURS to draw differently), `seeds`
 * ('drawn', or 'numerals' to show counts only) and `motion` ('full', or
 * 'reduced': moves end at once, with a short fade on the pits they changed
 * and no moving seeds).
 * @param {HTMLElement} container
 * @param {{speed?: string, counts?: ArrayLike<number>, label?: string, orientation?: string, colours?: object, seeds?: string, motion?: string}} [options]
 */
export function createBoard(
  container,
  {
    speed = 'normal',
    counts,
    label,
    orientation = 'south',
    colours = {},
    seeds = 'drawn',
    motion = 'full',
  } = {},
) {
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
  container.append(root);

  const events = createEmitter();
  const renderer = createRenderer(canvas, colours, { numerals: seeds === 'numerals' });
  const scene = {
    counts: counts ? Array.from(counts) : new Array(SLOTS).fill(0),
    legal: new Set(),
    hover: -1,
    hint: -1,
    refused: null,
    changed: null,
    animation: null,
  };
  let reducedMotion = motion === 'reduced';
  let changedAt = 0;
  let row = null;
  let you = null;
  let currentSpeed = speed;
  let layout = null;
  let frame = 0;
  let positioned = Boolean(counts);
  let drawn = false;
  let destroyed = false;
  let active = null;
  let refusedAt = 0;
  let lastProgress = '';

  const twin = createTwin(root, {
    label: label ?? t('a11y.board'),
    ringColour: { ...COLOURS, ...colours }.focus,
    getRow: () => row,
    onChoose: (pit) => events.emit('pit', pit),
    onCommand: (name) => events.emit('command', name),
  });
  const relabel = () => twin.update(scene.counts, scene.legal, you);

  function requestDraw() {
    if (!frame && !destroyed) frame = requestAnimationFrame(drawFrame);
  }

  function reportProgress() {
    const state = active ? active.player.state : 'idle';
    const { lap, laps } = active ? active.player.lap : { lap: 0, laps: 0 };
    const key = `${state}:${lap}:${laps}`;
    if (key === lastProgress) return;
    lastProgress = key;
    events.emit('progress', { state: state === 'done' ? 'idle' : state, lap, laps });
  }

  /** Ends the running animation, leaving its last counts on the board. */
  function finishAnimation() {
    if (!active) return;
    const { player, resolve, timeline } = active;
    player.skip();
    scene.counts = timeline.snapshots[timeline.steps.length].slice();
    scene.animation = null;
    active = null;
    relabel();
    reportProgress();
    resolve();
  }

  /** Applies `change` to the running animation and shows its effect at once. */
  function control(change) {
    if (!active) return false;
    change(active.player);
    scene.animation = active.player.update(performance.now());
    reportProgress();
    requestDraw();
    return true;
  }

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
    renderer.draw({ ...scene, counts: scene.animation?.counts ?? scene.counts });
    if (!drawn && positioned) {
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
    if (!width || !height || size === `${width}x${height}@${dpr}@${orientation}`) return;
    size = `${width}x${height}@${dpr}@${orientation}`;
    layout = computeLayout(width, height, { flipped: orientation === 'north' });
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
      canvas.style.cursor = scene.legal.has(pit) ? 'pointer' : 'default';
      requestDraw();
    },
  });
  relabel();

  return {
    /** Says the twin's names again in the language now in use. */
    retranslate() {
      twin.setLabel(label ?? t('a11y.board'));
      relabel();
    },

    /** Shows `counts` (14 numbers) at once, ending any animation. */
    setPosition(counts) {
      if (counts.length !== SLOTS) throw new Error(`expected ${SLOTS} counts, got ${counts.length}`);
      finishAnimation();
      scene.counts = Array.from(counts);
      positioned = true;
      relabel();
      requestDraw();
    },

    /** Draws with any of render.js's COLOURS replaced by `colours` from now on. */
    setColours(colours) {
      renderer.setColours(colours);
      twin.setRingColour({ ...COLOURS, ...colours }.focus);
      requestDraw();
    },

    /** Highlights `pits` as playable (the host's legal moves). */
    setLegal(pits) {
      scene.legal = new Set(pits);
      relabel();
      requestDraw();
    },

    /** The row of the player to move (0 South, 1 North, null): letter keys pick in it. */
    setTurn(side) {
      row = side;
    },

    /** The side (0 South, 1 North) the twin calls "your", or null to name both sides. */
    setReader(side) {
      you = side;
      relabel();
    },

    /** Marks `pit` as the suggested move, or clears the mark with -1. */
    setHint(pit) {
      scene.hint = pit;
      requestDraw();
    },

    /** Flashes `pit` as refused. */
    refuse(pit) {
      scene.refused = { pit, strength: 1 };
      refusedAt = performance.now();
      requestDraw();
    },

    /**
     * Animates `trace` from the counts shown (or `from`), resolving when the
     * animation ends, is skipped, or is replaced. With `stepBack`, starts
     * paused at the last lap instead of playing from the start.
     * @param {any} trace
     * @param {{from?: ArrayLike<number>, stepBack?: boolean}} [options]
     */
    animateTrace(trace, { from, stepBack = false } = {}) {
      finishAnimation();
      const timeline = buildTimeline(trace, from ? Array.from(from) : scene.counts);
      scene.hint = -1;
      if (reducedMotion) {
        const [first, last] = [timeline.snapshots[0], timeline.snapshots[timeline.steps.length]];
        const slots = first.map((count, slot) => (count === last[slot] ? -1 : slot)).filter((slot) => slot >= 0);
        scene.changed = { slots, strength: 1 };
        changedAt = performance.now();
      }
      return new Promise((resolve) => {
        const player = createPlayer(timeline, {
          speed: reducedMotion ? 'instant' : currentSpeed,
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

    /** Sets the animation speed: one of the keys of SPEEDS. */
    setSpeed(name) {
      if (!(name in SPEEDS)) throw new Error(`unknown speed '${name}'`);
      currentSpeed = name;
      if (!reducedMotion) active?.player.setSpeed(name);
      requestDraw();
    },

    /** Shows seeds ('drawn') or counts only ('numerals'). */
    setSeeds(style) {
      if (style !== 'drawn' && style !== 'numerals') throw new Error(`unknown seed style '${style}'`);
      renderer.setNumerals(style === 'numerals');
      requestDraw();
    },

    /** Plays moves with full motion ('full') or with a short fade only ('reduced'). */
    setMotion(name) {
      if (name !== 'full' && name !== 'reduced') throw new Error(`unknown motion '${name}'`);
      reducedMotion = name === 'reduced';
      if (reducedMotion) active?.player.setSpeed('instant');
      requestDraw();
    },

    /** Puts `side` ('south' or 'north') at the bottom: drawing and hit-testing turn together. */
    setOrientation(side) {
      if (side !== 'south' && side !== 'north') throw new Error(`unknown side '${side}'`);
      if (side === orientation) return;
      orientation = side;
      resize();
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
      return Array.from(scene.animation?.counts ?? scene.counts);
    },

    /** The hit area of `pit` in client (viewport) coordinates `{x, y, w, h}`, or null before layout. */
    pitBox(pit) {
      if (!layout) return null;
      const rect = canvas.getBoundingClientRect();
      const box = layout.hits[pit];
      return { x: rect.left + box.x, y: rect.top + box.y, w: box.w, h: box.h };
    },

    /** The board's drawn rectangle in client coordinates `{x, y, w, h}`, or null before layout. */
    boardBox() {
      if (!layout) return null;
      const rect = canvas.getBoundingClientRect();
      const { board } = layout;
      return { x: rect.left + board.x, y: rect.top + board.y, w: board.w, h: board.h };
    },

    /** The centre of `pit` in client (viewport) coordinates, or null before layout. */
    pitCenter(pit) {
      if (!layout) return null;
      const rect = canvas.getBoundingClientRect();
      const slot = layout.slots[pit];
      return { x: rect.left + slot.x, y: rect.top + slot.y };
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
