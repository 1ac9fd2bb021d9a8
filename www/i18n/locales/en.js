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

  // Matches.

  // Games by link (correspondence).
};
