// @ts-check
/**
 * Short sounds synthesised with the Web Audio API (no sound files): a seed
 * dropping, a relay lap starting, a capture and the game's end, following
 * the board's `step` events as the animation plays them.
 *
 * Browsers let a page make sound only after the person has interacted with
 * it, so the audio context is created (or resumed) on the first pointer or
 * key press, and nothing is scheduled before. Where Web Audio is missing or
 * refuses, the game is silent and nothing else changes.
 */

/**
 * @typedef {object} Tone one oscillator note
 * @property {number} frequency in Hz at the start
 * @property {number} [glide] the frequency it slides to by the end
 * @property {number} duration in seconds
 * @property {OscillatorType} type
 * @property {number} volume peak gain
 * @property {number} [delay] seconds after the sound starts
 */

/** Each sound's notes. Every sound starts on its own frequency (the tests tell them apart by it). */
export const SOUNDS = Object.freeze({
  /** @type {Tone[]} a short wooden tick */
  drop: [{ frequency: 900, glide: 480, duration: 0.05, type: 'sine', volume: 0.16 }],
  /** @type {Tone[]} two rising notes: the hand lifts the pit and sows on */
  relay: [
    { frequency: 520, duration: 0.08, type: 'triangle', volume: 0.12 },
    { frequency: 780, duration: 0.1, type: 'triangle', volume: 0.12, delay: 0.07 },
  ],
  /** @type {Tone[]} a sweep up and a bright ping: seeds go to the store */
  capture: [
    { frequency: 330, glide: 660, duration: 0.18, type: 'triangle', volume: 0.16 },
    { frequency: 990, duration: 0.22, type: 'sine', volume: 0.1, delay: 0.12 },
  ],
  /** @type {Tone[]} three notes of a major chord */
  end: [
    { frequency: 392, duration: 0.24, type: 'sine', volume: 0.14 },
    { frequency: 494, duration: 0.24, type: 'sine', volume: 0.14, delay: 0.16 },
    { frequency: 587, duration: 0.42, type: 'sine', volume: 0.14, delay: 0.32 },
  ],
});

/** Seeds dropping at instant speed come in a burst: one tick at most this often (s)… */
const DROP_GAP_S = 0.035;
/** …and none that would start more than this late (s). */
const MAX_DROP_DELAY_S = 0.3;

/** @typedef {{step: {type: string, end?: boolean}, at: string}} StepEvent a board `step` event (see board.js) */

/**
 * The sound for a board `step` event, or null: a seed lands,
 * a relay starts, captured seeds land in the store, the game ends.
 * @param {StepEvent} event
 * @returns {keyof SOUNDS | null}
 */
export function soundForStep({ step, at }) {
  if (at === 'end' && step.type === 'drop') return 'drop';
  if (at === 'start' && step.type === 'relay') return 'relay';
  if (at === 'end' && step.type === 'capture') return 'capture';
  if (at === 'start' && step.type === 'announce' && step.end) return 'end';
  return null;
}

/**
 * The game's sounds, on or off (`enabled`). `target` receives the first
 * gesture (the window).
 * @param {{enabled: boolean, target?: EventTarget}} options
 */
export function createSound({ enabled, target = window }) {
  /** @type {typeof AudioContext | undefined} */
  let AudioContextClass = window.AudioContext ?? /** @type {any} */ (window).webkitAudioContext;
  /** @type {AudioContext | null} */
  let context = null;
  let on = enabled;
  let gestured = false;
  let nextDrop = 0;

  /** The running audio context, made on first need; null without Web Audio. */
  function audio() {
    if (!AudioContextClass) return null;
    try {
      context ??= new AudioContextClass();
      if (context.state === 'suspended') context.resume().catch(() => {});
    } catch {
      AudioContextClass = undefined;
      context = null;
    }
    return context;
  }

  function firstGesture() {
    gestured = true;
    target.removeEventListener('pointerdown', firstGesture, true);
    target.removeEventListener('keydown', firstGesture, true);
    if (on) audio();
  }
  target.addEventListener('pointerdown', firstGesture, true);
  target.addEventListener('keydown', firstGesture, true);

  /** @param {AudioContext} ctx @param {Tone} tone @param {number} start */
  function schedule(ctx, tone, start) {
    const at = start + (tone.delay ?? 0);
    const end = at + tone.duration;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.frequency, at);
    if (tone.glide) oscillator.frequency.exponentialRampToValueAtTime(tone.glide, end);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(tone.volume, at + 0.006);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(end + 0.02);
  }

  /**
   * Plays sound `name` if sound is on and the person has interacted.
   * @param {keyof SOUNDS} name
   */
  function play(name) {
    if (!on || !gestured) return;
    const ctx = audio();
    if (!ctx) return;
    let start = ctx.currentTime;
    if (name === 'drop') {
      start = Math.max(start, nextDrop);
      if (start - ctx.currentTime > MAX_DROP_DELAY_S) return;
      nextDrop = start + DROP_GAP_S;
    }
    try {
      for (const tone of SOUNDS[name]) schedule(ctx, tone, start);
    } catch {
      // A browser refusing a node leaves the game silent, not broken.
    }
  }

  return {
    play,

    /**
     * Turns sound on or off.
     * @param {boolean} value
     */
    setEnabled(value) {
      on = value;
      if (on && gestured) audio();
    },

    /**
     * Plays the sounds of `board`'s animation steps.
     * @param {{on(name: 'step', listener: (event: StepEvent) => void): () => void}} board the board (www/board/board.js)
     */
    follow(board) {
      return board.on('step', (event) => {
        const name = soundForStep(event);
        if (name) play(name);
      });
    },
  };
}
