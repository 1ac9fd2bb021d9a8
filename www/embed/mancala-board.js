// @ts-check
/**
 * `<mancala-board>`: a live Oware or Ayoayo board for any page.
 *
 *     <script type="module" src="…/www/embed/mancala-board.js"></script>
 *     <mancala-board variant="ayoayo" moves="CfDa" mode="replay"></mancala-board>
 *
 * Attributes (each mirrored by a property of the same name in camelCase):
 * `variant` (oware, ayoayo), `grand-slam` (forfeit, wins: Oware's O4
 * option), `position` (start position text), `moves` (pit letters),
 * `record` (an OGN record; `moves` are played after it), `mode` (play,
 * replay, demo, diagram; replay when there are moves, else play), `level`
 * and `computer` (play mode: the computer's strength and side), `speed`
 * (slow, normal, fast, instant), `orientation` (the side at the bottom),
 * `controls` (none, or any of moves laps autoplay slider undo new),
 * `theme` (light, dark, high-contrast), `highlight` (pit letters to ring in
 * a diagram), `caption` and `lang` (the language of its texts: en, fr, yo,
 * tw, ml, mn; else the host page's `lang`, else English. The boards of a
 * page share one language at a time: the last one built sets it).
 *
 * Events (CustomEvents): `ready` ({ply}), `move` ({ply, pit, notation,
 * mover, position}: a move played, or in a replay stepped forward into)
 * and `end` ({winner, stores, reason, text}) bubble;
 * `error` ({message, attribute, value, text}: a bad attribute, or the
 * computer that could not move) is dispatched on the element only.
 * Methods: `play(pit)`, `undo()`, `load(record)`, `pitCenter(pit)`.
 * The module also exports `setPackageUrl(url)` (see package-url.js), for a
 * bundler that leaves the files' relative URLs as they are.
 * Read-only: `state` (waiting, loading, ready, error),
 * `busy`, `ply`, `legalMoves`; `position` reads the position shown and
 * writes the start position.
 *
 * Each board has its own shadow DOM and state; the wasm rules load once
 * for all of them (rules.js starts the download when this module runs),
 * and a board starts its own work only when it comes near the viewport.
 */

import { parsePit } from '../../pkg-rules/mancala_wasm.js';
export { setPackageUrl } from '../engine/package-url.js';
import { START_COUNTS, variantOf } from '../game/variants.js';
import { createBoard } from '../board/board.js';
import { buildGame } from './game-source.js';
import { readOut } from '../game/narration.js';
import { EmbedError, checkTheme, readOptions } from './options.js';
import { boardColours } from './palette.js';
import { loadRules } from './rules.js';
import { createView } from './view.js';
import { catalogLoader, currentLanguage, setLanguage, t } from '../i18n/i18n.js';
import { languageOf } from '../i18n/languages.js';

/**
 * The board's texts (only those, not the page's: locales/shared/) in each
 * language, imported when a board first needs them. Each import names its
 * file, so bundlers (Vite, webpack) make each catalog a chunk of its own
 * and a page loads only the one it uses; mancala-board.min.js imports the
 * site's files (scripts/bundle-element.mjs). English is in i18n.js already.
 */
const loadBoardTexts = catalogLoader({
  en: () => import('../i18n/locales/shared/en.js'),
  fr: () => import('../i18n/locales/shared/fr.js'),
  yo: () => import('../i18n/locales/shared/yo.js'),
  tw: () => import('../i18n/locales/shared/tw.js'),
  ml: () => import('../i18n/locales/shared/ml.js'),
  mn: () => import('../i18n/locales/shared/mn.js'),
});

/**
 * Languages whose texts could not be loaded on this page: boards that ask
 * for one speak English instead, without trying again (and again).
 * @type {Set<string>}
 */
const unloadable = new Set();

/**
 * Switches the boards' texts to language `code` (a code of languages.js).
 * If they cannot be loaded, says so once on the console and speaks English.
 * @param {string} code
 */
export async function switchBoardLanguage(code) {
  if (code === currentLanguage()) return;
  try {
    await setLanguage(code, loadBoardTexts);
  } catch (error) {
    unloadable.add(code);
    console.warn(`<mancala-board>: the ${code} texts could not be loaded: ${messageOf(error)}`);
    await setLanguage('en', loadBoardTexts);
  }
}

const ATTRIBUTES = [
  'lang',
  'variant',
  'grand-slam',
  'position',
  'moves',
  'record',
  'mode',
  'level',
  'computer',
  'speed',
  'orientation',
  'controls',
  'theme',
  'highlight',
  'caption',
];

/** @typedef {(context: import('./modes/mode.js').ModeContext & {restart: () => void}) => import('./modes/mode.js').Mode} StartMode */

/** Each mode's module, imported when a board first shows that mode: a page loads only the modes it uses. */
const MODE_MODULES = {
  play: async () => (await import('./modes/play.js')).startPlay,
  replay: async () => (await import('./modes/replay.js')).startReplay,
  demo: async () => (await import('./modes/demo.js')).startDemo,
  diagram: async () => (await import('./modes/diagram.js')).startDiagram,
};

/** The modes imported so far, by name. @type {Map<string, StartMode>} */
const loadedModes = new Map();

/**
 * Imports mode `name`'s module once for every board.
 * @param {string} name a key of MODE_MODULES (options.js checked it)
 */
async function loadMode(name) {
  if (!loadedModes.has(name)) loadedModes.set(name, await MODE_MODULES[/** @type {keyof MODE_MODULES} */ (name)]());
}

/** How far outside the viewport a board starts loading, in CSS pixels. */
const NEAR_VIEWPORT = 200;

/**
 * Whether `element` is shown (it has a size) within NEAR_VIEWPORT of the
 * viewport, as the IntersectionObserver below sees it, for a board that is
 * not clipped by a scrolling box of the page.
 * @param {Element} element
 */
function nearViewport(element) {
  const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
  const within = (/** @type {number} */ start, /** @type {number} */ end, /** @type {number} */ size) =>
    end >= -NEAR_VIEWPORT && start <= size + NEAR_VIEWPORT;
  return width > 0 && height > 0 && within(top, bottom, innerHeight) && within(left, right, innerWidth);
}

const camelCase = (/** @type {string} */ name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

export class MancalaBoardElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  /** @type {import('./view.js').View} */
  #view;
  /** @type {'waiting' | 'loading' | 'ready' | 'error'} */
  #state = 'waiting';
  /** @type {IntersectionObserver | null} */
  #observer = null;
  #visible = false;
  #rebuildQueued = false;
  /** @type {{game: import('./modes/mode.js').Game, board: import('./modes/mode.js').Board, mode: import('./modes/mode.js').Mode} | null} */
  #scene = null;
  /** The start drawn while the rules load (#drawStart), until #build takes it over. @type {import('./modes/mode.js').Board | null} */
  #early = null;

  constructor() {
    super();
    this.#view = createView(this.attachShadow({ mode: 'open' }));
  }

  connectedCallback() {
    this.#upgradeProperties();
    this.#observer = new IntersectionObserver(
      (entries) => {
        const visible = entries[entries.length - 1].isIntersecting;
        this.#visible = visible;
        if (visible && this.#state === 'waiting') this.#start();
        this.#scene?.mode.setVisible?.(visible);
      },
      { rootMargin: `${NEAR_VIEWPORT}px` },
    );
    this.#observer.observe(this);
    // The observer first reports in a task after the next frame: a board
    // already in view is drawn in that frame instead.
    requestAnimationFrame(() => {
      if (this.#state === 'waiting' && this.isConnected && nearViewport(this)) this.#start();
    });
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#observer = null;
    this.#visible = false;
    this.#dropEarly();
    this.#teardown();
    if (this.#state !== 'loading') this.#state = 'waiting';
  }

  /**
   * @param {string} name
   * @param {string | null} before
   * @param {string | null} value
   */
  attributeChangedCallback(name, before, value) {
    if (name === 'caption') {
      // Shown at once, board or not: the element is as tall before its
      // board starts as after, and nothing below it shifts.
      this.#view.setCaption(value ?? '');
      return;
    }
    if (before === value || this.#state === 'waiting' || this.#state === 'loading') return;
    if (name === 'theme' && this.#scene && isValid(() => checkTheme(value))) {
      this.#scene.board.set({ colours: this.#colours() });
    } else if (name === 'speed' && this.#scene && isValid(() => this.#options())) {
      this.#scene.board.set({ speed: this.#options().speed });
    } else if ((name === 'level' || name === 'computer') && this.#scene?.mode.setPlayers && isValid(() => this.#options())) {
      // The game goes on, with the new players.
      const { level, computer } = this.#options();
      this.#scene.mode.setPlayers({ level, computer });
    } else {
      this.#queueRebuild();
    }
  }

  /** `waiting` (not yet near the viewport), `loading`, `ready` or `error`. */
  get state() {
    return this.#state;
  }

  /** Whether the board is animating or the computer is thinking. */
  get busy() {
    return this.#scene?.mode.busy() ?? false;
  }

  /** The number of moves shown on the board. */
  get ply() {
    return this.#scene?.mode.ply() ?? 0;
  }

  /** The pits the player to move may play (play mode), from wasm. */
  get legalMoves() {
    if (!this.#scene || this.#options().mode !== 'play') return [];
    return Array.from(this.#scene.game.legalMoves());
  }

  /** The position shown, as position text; setting it sets the start position. */
  get position() {
    const scene = this.#scene;
    if (!scene) return this.getAttribute('position');
    return scene.game.positionAt(scene.mode.ply());
  }

  set position(text) {
    if (text != null && typeof text !== 'string') {
      throw new TypeError(`position takes position text or null, not ${described(text)}`);
    }
    setOrRemove(this, 'position', text);
  }

  /**
   * Plays `pit` (0–11 or a letter) in play mode; resolves when its
   * animation ends, rejects with the reason if it is refused (the board
   * stays as it was).
   * @param {number | string} pit
   */
  async play(pit) {
    const mode = this.#scene?.mode;
    if (!mode?.play) throw new Error('play() needs a ready board in mode="play"');
    return mode.play(pitNumber(pit));
  }

  /** Takes back the last move (play mode; against the computer, back to the person's turn). */
  undo() {
    this.#scene?.mode.undo?.();
  }

  /**
   * Shows the game of OGN `record` (in the current mode).
   * @param {string} record
   */
  load(record) {
    if (typeof record !== 'string') throw new TypeError(`load() takes an OGN record's text, not ${described(record)}`);
    this.removeAttribute('moves');
    this.removeAttribute('position');
    this.setAttribute('record', record);
  }

  /**
   * The centre of `pit` (0–11 or a letter) in viewport pixels, or null
   * before the board is drawn or for what is not a pit.
   * @param {number | string} pit
   */
  pitCenter(pit) {
    let index;
    try {
      index = pitNumber(pit);
    } catch {
      return null;
    }
    return this.#scene?.board.pitCenter(index) ?? null;
  }

  /**
   * Properties a page set before this module defined the element are own
   * properties hiding the accessors: hand each to its accessor.
   */
  #upgradeProperties() {
    const own = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this));
    for (const name of ATTRIBUTES) {
      const property = camelCase(name);
      if (!Object.hasOwn(this, property)) continue;
      const value = own[property];
      delete own[property];
      setOrRemove(this, name, value);
    }
  }

  async #start() {
    this.#state = 'loading';
    this.#prefetchMode();
    this.#drawStart();
    try {
      await loadRules();
    } catch (error) {
      this.#fail(new EmbedError('embed.error.rules', {}, 'src', '', error));
      return;
    }
    if (!this.isConnected) {
      this.#state = 'waiting';
      return;
    }
    this.#build();
  }

  /**
   * Starts importing the module of the mode the attributes name while the
   * rules load, rather than after. Attributes in error are left to #build,
   * which reports them.
   */
  #prefetchMode() {
    let mode;
    try {
      mode = this.#options().mode;
    } catch {
      return;
    }
    loadMode(mode).catch(() => {});
  }

  /**
   * Draws the standard start before the rules arrive, where the board opens
   * on it: no record or position, and no moves unless it replays them.
   */
  #drawStart() {
    try {
      const options = this.#options();
      if (options.record !== null || options.position !== null || (options.moves && options.mode !== 'replay')) return;
      this.#early = createBoard(this.#view.board, { ...this.#boardConfig(options), counts: START_COUNTS });
    } catch {
      // Attributes in error: #build reports them.
    }
  }

  /**
   * The board's settings from `options` and the theme.
   * @param {import('./options.js').Options} options
   */
  #boardConfig(options) {
    return {
      speed: options.speed,
      orientation: options.orientation,
      colours: this.#colours(),
      label: t(`embed.board.${options.variant}`),
      texts: t,
    };
  }

  #options() {
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    return readOptions((name) => this.getAttribute(name), { reducedMotion });
  }

  /** The board's colours for the theme and the page's `--mancala-highlight`. */
  #colours() {
    return boardColours(checkTheme(this.getAttribute('theme')), getComputedStyle(this));
  }

  #queueRebuild() {
    if (this.#rebuildQueued) return;
    this.#rebuildQueued = true;
    queueMicrotask(() => {
      this.#rebuildQueued = false;
      if (this.#state === 'ready' || this.#state === 'error') this.#build();
    });
  }

  /**
   * The language the board speaks: its `lang` attribute's, else the
   * nearest `lang` around it (the host page's), if the catalogs have it
   * and it could be loaded; else English.
   */
  #language() {
    const code = languageOf(this.closest('[lang]')?.getAttribute('lang') ?? '')?.code;
    return code && !unloadable.has(code) ? code : 'en';
  }

  /** Loads the strings of `language` (loading meanwhile), then builds. */
  async #switchLanguage(/** @type {string} */ language) {
    this.#state = 'loading';
    await switchBoardLanguage(language);
    if (!this.isConnected) {
      this.#state = 'waiting';
      return;
    }
    this.#build();
  }

  /** Builds the game, the board and the mode from the attributes. */
  #build() {
    const language = this.#language();
    if (language !== currentLanguage()) {
      this.#switchLanguage(language);
      return;
    }
    this.#teardown({ keepBoard: this.#early !== null });
    let options;
    let game;
    try {
      checkTheme(this.getAttribute('theme'));
      options = this.#options();
      game = buildGame(options);
    } catch (error) {
      this.#fail(error);
      return;
    }
    const startMode = loadedModes.get(options.mode);
    if (!startMode) {
      game.free();
      this.#loadMode(options.mode);
      return;
    }
    const view = this.#view;
    view.setCaption(options.caption);
    const config = {
      ...this.#boardConfig(options),
      counts: game.countsAt(0),
      label: t(`embed.board.${variantOf(game.variant).key}`),
    };
    const early = this.#early;
    this.#early = null;
    const board = early ?? createBoard(view.board, config);
    if (early) early.set(config);
    const context = {
      board,
      game,
      options,
      view,
      emit: (/** @type {string} */ type, /** @type {object} */ detail) => this.#emit(type, detail),
      restart: () => this.#build(),
    };
    const mode = startMode(context);
    board.on('command', (/** @type {string} */ name) => view.announce(readOut(name, game, mode.ply())));
    this.#scene = { game, board, mode };
    this.#state = 'ready';
    mode.setVisible?.(this.#visible);
    this.#emit('ready', { ply: mode.ply() });
  }

  /** Imports mode `name` (loading meanwhile), then builds from the attributes as they are then. */
  async #loadMode(/** @type {string} */ name) {
    this.#state = 'loading';
    try {
      await loadMode(name);
    } catch (error) {
      this.#fail(new EmbedError('embed.error.mode', { mode: name }, 'mode', name, error));
      return;
    }
    if (!this.isConnected) {
      this.#state = 'waiting';
      return;
    }
    this.#build();
  }

  /** Shows why the board cannot be shown, once on the console too. */
  #fail(/** @type {unknown} */ error) {
    this.#dropEarly();
    const message = messageOf(error);
    this.#view.clear();
    const reason = error instanceof EmbedError ? error.text() : message;
    const text = t('embed.cannot-show', { reason: reason.replace(/[.\s]+$/, '') });
    this.#view.showProblem(text);
    this.#state = 'error';
    console.warn(`<mancala-board>: ${message}`);
    const { attribute = null, value = null } = error instanceof EmbedError ? error : {};
    this.#emit('error', { message, attribute, value, text });
  }

  /** Ends the scene and empties the view, but for a board taken over with `keepBoard`. */
  #teardown({ keepBoard = false } = {}) {
    const scene = this.#scene;
    this.#scene = null;
    if (scene) {
      scene.mode.destroy();
      scene.board.destroy();
      scene.game.free();
    }
    this.#view.clear({ keepBoard });
  }

  /** Ends the start drawn while the rules loaded, if no scene took it over. */
  #dropEarly() {
    this.#early?.destroy();
    this.#early = null;
  }

  /**
   * @param {string} type
   * @param {object} detail
   */
  #emit(type, detail) {
    // `error` stays on the element: bubbling to the window, it would look
    // like a script error to the page's global error handlers.
    const bubbles = type !== 'error';
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles, composed: bubbles }));
  }

  static {
    for (const name of ATTRIBUTES) {
      const property = camelCase(name);
      if (property in this.prototype) continue;
      Object.defineProperty(this.prototype, property, {
        get() {
          return this.getAttribute(name);
        },
        set(value) {
          setOrRemove(this, name, value);
        },
        configurable: true,
        enumerable: true,
      });
    }
  }
}

/**
 * Sets attribute `name` of `element` to `value`, or removes it for null or undefined.
 * @param {Element} element
 * @param {string} name
 * @param {unknown} value
 */
function setOrRemove(element, name, value) {
  if (value === null || value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

/**
 * `pit` as a pit number: a whole number from 0 to 11, or a letter, A–F
 * (South's pits) or a–f (North's), as wasm reads it. Anything else is
 * refused here, before it reaches the game or the board.
 * @param {unknown} pit
 */
function pitNumber(pit) {
  if (typeof pit === 'string') return parsePit(pit);
  if (typeof pit === 'number' && Number.isInteger(pit) && pit >= 0 && pit < 12) return pit;
  throw new TypeError(`a pit is a number from 0 to 11 or a letter A–F or a–f, not ${described(pit)}`);
}

/** `value` as an error message names it: short, whatever it is. */
const described = (/** @type {unknown} */ value) =>
  typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : Array.isArray(value) ? 'an array' : `${value}`;

/** @param {unknown} error */
function messageOf(error) {
  return (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '');
}

/** Whether `check` runs without throwing. */
function isValid(/** @type {() => unknown} */ check) {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

if (!customElements.get('mancala-board')) customElements.define('mancala-board', MancalaBoardElement);
