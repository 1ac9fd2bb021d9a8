// @ts-check
/**
 * The element's shadow DOM: a frame holding the board area, a control bar,
 * a message line and a caption, with styles that nothing outside can reach
 * except through the `--mancala-…` custom properties and `::part()`.
 *
 * Parts: `frame`, `board`, `controls`, `button`, `slider`, `ply`,
 * `message`, `caption`. Custom properties: `--mancala-background`,
 * `--mancala-color`, `--mancala-accent`, `--mancala-font`,
 * `--mancala-radius`, `--mancala-padding`, `--mancala-aspect-ratio`, and
 * `--mancala-highlight` for the board's rings (see palette.js).
 */

import { createAnnouncer } from '../game/announcer.js';
import { t } from '../i18n/i18n.js';

/**
 * In a frame narrower than a wide board with 48 px pits (a phone's column),
 * the board area is square: the board stands tall there (layout.js), as on
 * the game's page on phones.
 */
const STYLE = `
:host {
  display: block !important;
  position: relative !important;
  box-sizing: border-box;
  max-width: 100%;
  contain: content;
  --_background: var(--mancala-background, #f6efe3);
  --_color: var(--mancala-color, #2b1d10);
  --_accent: var(--mancala-accent, #8a4b16);
  /* Mixed with the background, not with transparency: at least 4.5:1 in every theme. */
  --_muted: color-mix(in srgb, var(--_color) 75%, var(--_background));
}
:host([hidden]) { display: none !important; }
:host([theme="dark"]) {
  --_background: var(--mancala-background, #1f1a15);
  --_color: var(--mancala-color, #f2e8d8);
  --_accent: var(--mancala-accent, #e6a75e);
}
:host([theme="high-contrast"]) {
  --_background: var(--mancala-background, #000);
  --_color: var(--mancala-color, #fff);
  --_accent: var(--mancala-accent, #ffd400);
  --_muted: var(--_color);
}
.frame {
  all: initial;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 0.4em;
  height: 100%;
  padding: var(--mancala-padding, 0.5em);
  border-radius: var(--mancala-radius, 10px);
  background: var(--_background);
  color: var(--_color);
  font: var(--mancala-font, 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  container-type: inline-size;
}
.board {
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  width: 100%;
  aspect-ratio: var(--mancala-aspect-ratio, 12 / 5);
}
@container (max-width: 420px) {
  .board { aspect-ratio: var(--mancala-aspect-ratio, 1); }
}
.controls {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3em;
}
.controls[hidden], .message:empty, .caption:empty { display: none; }
button {
  font: inherit;
  color: inherit;
  min-width: 2.4em;
  padding: 0.2em 0.6em;
  border: 1px solid var(--_muted);
  border-radius: 0.4em;
  background: transparent;
  cursor: pointer;
}
button svg { display: block; width: 1.1em; height: 1.1em; margin: auto; fill: currentColor; }
button:hover { border-color: var(--_accent); }
button:focus-visible, input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
button:disabled { opacity: 0.45; cursor: default; }
@media (pointer: coarse) { button { min-width: 44px; min-height: 44px; } }
input[type="range"] { flex: 1 1 8em; min-width: 6em; accent-color: var(--_accent); }
.ply { flex: 1 1 auto; color: var(--_muted); font-variant-numeric: tabular-nums; }
.message { margin: 0; }
.message[data-kind="error"] { color: var(--_color); border-left: 3px solid #d0412b; padding-left: 0.5em; }
.caption { margin: 0; color: var(--_muted); }
.problem {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1em;
  text-align: center;
  border: 2px dashed #d0412b;
  border-radius: 0.5em;
}
`;

/**
 * @typedef {object} View
 * @property {HTMLElement} board the board area (the board component fills it)
 * @property {HTMLElement} controls the control bar
 * @property {(text: string, kind?: 'info' | 'error') => void} say sets the message line and says it to screen readers
 * @property {(text: string) => void} announce says `text` to screen readers only
 * @property {(text: string) => void} setCaption
 * @property {(text: string) => void} showProblem replaces the board area's content with `text`
 * @property {(options?: {keepBoard?: boolean}) => void} clear empties the control bar and the message, and the board area unless `keepBoard`
 */

/** @type {CSSStyleSheet | undefined} */
let sheet;

/**
 * The element's styles as one constructed style sheet, shared by every
 * board on the page. A constructed sheet, unlike a <style> element, is
 * allowed by a host page's Content Security Policy that forbids inline
 * styles (ours among them: embed.html and examples/).
 */
function sharedSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
  }
  return sheet;
}

/**
 * Builds the shadow DOM in `shadow`.
 * @param {ShadowRoot} shadow
 * @returns {View}
 */
export function createView(shadow) {
  shadow.adoptedStyleSheets = [sharedSheet()];
  const frame = element('div', 'frame');
  const board = element('div', 'board');
  const controls = element('div', 'controls');
  controls.setAttribute('role', 'toolbar');
  controls.setAttribute('aria-label', t('embed.controls'));
  controls.hidden = true;
  const message = element('p', 'message');
  const caption = element('p', 'caption');
  frame.append(board, controls, message, caption);
  shadow.append(frame);
  // The one voice for screen readers (the message line is not a live region: see announcer.js).
  const announcer = createAnnouncer(frame);

  return {
    board,
    controls,
    say(text, kind = 'info') {
      message.textContent = text;
      message.dataset.kind = kind;
      announcer.say(text, { assertive: kind === 'error' });
    },
    announce(text) {
      announcer.say(text);
    },
    setCaption(text) {
      caption.textContent = text;
    },
    showProblem(text) {
      const problem = element('div', 'problem');
      problem.setAttribute('role', 'alert');
      problem.textContent = text;
      board.replaceChildren(problem);
    },
    clear({ keepBoard = false } = {}) {
      if (!keepBoard) board.replaceChildren();
      controls.replaceChildren();
      controls.hidden = true;
      controls.setAttribute('aria-label', t('embed.controls'));
      message.textContent = '';
    },
  };
}

/**
 * An element of `tag` with class and part `name`.
 * @param {string} tag
 * @param {string} name
 */
function element(tag, name) {
  const node = document.createElement(tag);
  node.className = name;
  node.setAttribute('part', name);
  return node;
}
