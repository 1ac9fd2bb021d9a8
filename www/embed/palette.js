// @ts-check
/**
 * The board's colours per theme of the element: each is one of the board's
 * own themes (www/board/themes.js: the wood, the holes, the text and the
 * rings), and a page may set the ring of playable or highlighted pits with
 * `--mancala-highlight`.
 */

import { BOARD_THEMES } from '../board/themes.js';

/**
 * The board theme of each of the element's themes.
 * @type {Readonly<Record<string, typeof BOARD_THEMES.classic>>}
 */
const THEMES = {
  light: BOARD_THEMES.classic,
  dark: BOARD_THEMES.dark,
  'high-contrast': BOARD_THEMES.contrast,
};

/**
 * The board colours for `theme` on an element whose computed style is `style`.
 * @param {string} theme
 * @param {CSSStyleDeclaration} style
 */
export function boardColours(theme, style) {
  const highlight = style.getPropertyValue('--mancala-highlight').trim();
  return { ...THEMES[theme], ...(highlight ? { legal: highlight } : {}) };
}
