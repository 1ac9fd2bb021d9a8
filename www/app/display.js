// @ts-check
/**
 * Applies the display settings (see settings.js DISPLAY_CHOICES) to the
 * page and the board: the theme of both (a 'system' choice follows the
 * system's light or dark scheme, and its reduced-motion preference for
 * `motion`, also when they change), seeds or numerals, the board's size and
 * the side at the bottom.
 */

import { BOARD_THEMES } from '../board/themes.js';
import { computerLevel } from './settings.js';

/** @typedef {import('./settings.js').Settings} Settings */

/**
 * The side at the bottom for `settings`: as chosen, or with 'auto' the side
 * played here against someone elsewhere (`own`, live play), North when a
 * person plays North against the computer, South otherwise.
 * @param {{bottom: string, south: string, north: string}} settings
 * @param {string | null} [own]
 */
export function bottomSide({ bottom, south, north }, own = null) {
  if (bottom !== 'auto') return bottom;
  if (own) return own;
  return computerLevel(north) === null && computerLevel(south) !== null ? 'north' : 'south';
}

/**
 * Keeps `board` and the page (`root`, the document's element, and `play`,
 * the board's section) in line with the settings given to `apply`.
 * @param {{board: any, root?: HTMLElement, play: HTMLElement}} parts
 */
export function createDisplay({ board, root = document.documentElement, play }) {
  const darkScheme = matchMedia('(prefers-color-scheme: dark)');
  const lessMotion = matchMedia('(prefers-reduced-motion: reduce)');
  /** @type {Settings | null} */
  let current = null;
  let shownTheme = '';
  /** @type {string | null} */
  let ownSide = null;

  /**
   * @param {Settings} settings
   * @param {string | null} [own] the side played here against someone elsewhere (live play)
   */
  function apply(settings, own = null) {
    current = settings;
    ownSide = own;
    const theme = settings.theme === 'system' ? (darkScheme.matches ? 'dark' : 'classic') : settings.theme;
    const newTheme = theme !== shownTheme;
    if (newTheme) {
      shownTheme = theme;
      root.dataset.theme = theme;
    }
    const motion = settings.motion === 'system' ? (lessMotion.matches ? 'reduced' : 'full') : settings.motion;
    root.dataset.motion = motion;
    root.dataset.boardSize = settings.boardSize;
    const bottom = bottomSide(settings, own);
    play.dataset.bottom = bottom;
    board.set({
      colours: newTheme ? BOARD_THEMES[theme] : undefined,
      motion,
      seeds: settings.seeds,
      orientation: bottom,
    });
  }

  const again = () => current && apply(current, ownSide);
  darkScheme.addEventListener('change', again);
  lessMotion.addEventListener('change', again);
  return { apply };
}
