// @ts-check
/**
 * The game's display settings on a board of another section (a lesson's,
 * the endgame trainer's): its theme, motion, seeds and speed, 'system'
 * following the device's colour scheme and motion preference.
 */

import { BOARD_THEMES } from '../board/themes.js';

/**
 * Display settings a section's board follows, as the game's board does.
 * @typedef {{theme: string, motion: string, seeds: string, speed: string}} BoardSettings
 */

/**
 * @param {{set: (changes: object) => void}} board
 * @param {BoardSettings} settings
 */
export function applyBoardSettings(board, { theme, motion, seeds, speed }) {
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  board.set({
    colours: BOARD_THEMES[theme === 'system' ? (dark ? 'dark' : 'classic') : theme],
    motion: motion === 'system' ? (reduced ? 'reduced' : 'full') : motion,
    seeds,
    speed,
  });
}
