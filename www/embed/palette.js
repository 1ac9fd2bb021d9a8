// @ts-check
/**
 * The colours the board draws over its wood, per theme: the high-contrast
 * theme makes rings, counts and letters stand out, and a page may set the
 * ring of playable or highlighted pits with `--mancala-highlight`.
 */

/** @type {Record<string, Record<string, string>>} */
const THEMES = {
  light: {},
  dark: {},
  'high-contrast': {
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
