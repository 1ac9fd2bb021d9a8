// @ts-check
/**
 * English, the reference catalog: every other catalog has exactly these
 * keys. Keys are grouped by the part of the page that shows them; a plural
 * message is an object of `Intl.PluralRules` forms chosen by `count`.
 * @type {import('../i18n.js').Catalog}
 */
export default {
  // Sides and seeds, used across the page.
  'side.south': 'South',
  'side.north': 'North',
  'seeds.count': { one: '{count} seed', other: '{count} seeds' },

  // Accessibility: the board's twin, announcements, keyboard help.

  // Display settings, phones and sound.
  'display.settings': 'Settings',
  'display.settingsTitle': 'Display and sound',
  'display.close': 'Close',
  'display.soundToggle': 'Sound',
  'display.seeds': 'Seeds',
  'display.seeds.drawn': 'Drawn',
  'display.seeds.numerals': 'Numbers only',
  'display.theme': 'Theme',
  'display.theme.system': 'Light or dark, as the system',
  'display.theme.classic': 'Light',
  'display.theme.dark': 'Dark',
  'display.theme.contrast': 'High contrast',
  'display.motion': 'Motion',
  'display.motion.system': 'As the system',
  'display.motion.full': 'Full: seeds move',
  'display.motion.reduced': 'Reduced: no moving seeds',
  'display.boardSize': 'Board size',
  'display.boardSize.normal': 'Normal',
  'display.boardSize.large': 'Large',
  'display.bottom': 'Side at the bottom',
  'display.bottom.auto': 'The side I play',
  'display.bottom.south': 'South',
  'display.bottom.north': 'North',
  'display.sound': 'Sound',
  'display.sound.true': 'On',
  'display.sound.false': 'Off',

  // Matches.

  // Games by link (correspondence).
};
