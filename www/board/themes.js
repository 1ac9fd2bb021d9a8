// @ts-check
/**
 * The board's looks per theme: each theme is a set of render.js COLOURS
 * (the wood, the holes, the text and the rings) replacing the classic ones.
 * `classic` is the wooden board; `dark` a darker wood for dark pages;
 * `contrast` black with white outlines and text and saturated rings.
 *
 * Contrast (WCAG ratios, checked by tests/e2e/display.test.mjs): text at
 * least 4.5:1 on what lies under it (7:1 in `contrast`), pit outlines and
 * rings at least 3:1 against the wood.
 */

/** @type {Readonly<Record<string, Readonly<Partial<import('./render.js').Colours>>>>} */
export const BOARD_THEMES = Object.freeze({
  classic: Object.freeze({}),
  dark: Object.freeze({
    wood: ['#3d2c20', '#33251b', '#2a1e16'],
    grain: 0.5,
    hole: ['#22170f', '#1a110b', '#0e0906'],
    holeRim: '#a88a6a',
    boardRim: 'rgba(232, 210, 180, 0.35)',
    letter: '#eadfcd',
    legal: '#f0c15a',
    badge: 'rgba(0, 0, 0, 0.78)',
    badgeText: '#f2e8d8',
    banner: 'rgba(12, 8, 5, 0.92)',
  }),
  contrast: Object.freeze({
    wood: ['#000000', '#000000', '#000000'],
    grain: 0,
    hole: ['#000000', '#000000', '#000000'],
    holeRim: '#ffffff',
    boardRim: '#ffffff',
    letter: '#ffffff',
    legal: '#ffff00',
    focus: '#00ffff',
    hover: 'rgba(255, 255, 255, 0.6)',
    hint: '#00ff66',
    refused: '#ff5a4f',
    badge: '#000000',
    badgeText: '#ffffff',
    hand: 'rgba(255, 255, 255, 0.15)',
    handRim: '#ffffff',
    handBadge: '#ffffff',
    handBadgeText: '#000000',
    banner: 'rgba(0, 0, 0, 0.94)',
    bannerText: '#ffffff',
  }),
});
