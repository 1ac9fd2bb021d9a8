// @ts-check
/**
 * The board's colours per theme (any of render.js's COLOURS): the light
 * theme keeps the board's own warm wood; the dark one darkens the wood and
 * its holes to sit on a dark page; the high-contrast one draws a black
 * board with white-rimmed holes and makes rings, counts and letters stand
 * out. A page may set the ring of playable or highlighted pits with
 * `--mancala-highlight`.
 */

/** @type {Record<string, Record<string, string>>} */
const THEMES = {
  light: {},
  dark: {
    woodTop: '#5a3c26',
    woodMiddle: '#4a311f',
    woodBottom: '#3a2616',
    grainDark: '#1a0e06',
    grainLight: '#8a6446',
    woodEdge: 'rgba(255, 220, 170, 0.22)',
    holeCentre: '#2a1a0e',
    holeMiddle: '#1f1309',
    holeEdge: '#120a04',
    holeRim: 'rgba(255, 214, 160, 0.2)',
  },
  'high-contrast': {
    woodTop: '#1c1c1c',
    woodMiddle: '#141414',
    woodBottom: '#0c0c0c',
    grainDark: '#000000',
    grainLight: '#141414',
    woodEdge: '#ffffff',
    holeCentre: '#000000',
    holeMiddle: '#000000',
    holeEdge: '#000000',
    holeRim: '#ffffff',
    legal: '#ffff00',
    focus: '#00ffff',
    hint: '#00ff66',
    refused: '#ff3b30',
    badge: '#000000',
    badgeText: '#ffffff',
    letter: '#ffffff',
    banner: 'rgba(0, 0, 0, 0.92)',
  },
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
