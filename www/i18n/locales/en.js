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
  'a11y.board': 'Mancala board',
  'a11y.pit.yours': { one: 'your pit {letter}, {count} seed', other: 'your pit {letter}, {count} seeds' },
  'a11y.pit.south': { one: "South's pit {letter}, {count} seed", other: "South's pit {letter}, {count} seeds" },
  'a11y.pit.north': { one: "North's pit {letter}, {count} seed", other: "North's pit {letter}, {count} seeds" },
  'a11y.store.yours': { one: 'your store, {count} seed', other: 'your store, {count} seeds' },
  'a11y.store.south': { one: "South's store, {count} seed", other: "South's store, {count} seeds" },
  'a11y.store.north': { one: "North's store, {count} seed", other: "North's store, {count} seeds" },
  'a11y.move.south': { one: 'South plays {letter}, sowing {count} seed.', other: 'South plays {letter}, sowing {count} seeds.' },
  'a11y.move.north': { one: 'North plays {letter}, sowing {count} seed.', other: 'North plays {letter}, sowing {count} seeds.' },
  'a11y.move.laps': { one: '{count} lap, ending in {letter}.', other: '{count} laps, ending in {letter}.' },
  'a11y.move.captures': { one: 'Captures {count} seed from {pits}.', other: 'Captures {count} seeds from {pits}.' },
  'a11y.move.grand-slam-forfeited': "Grand slam: taking all of the opponent's seeds is not allowed, so nothing is captured.",
  'a11y.move.grand-slam-wins': 'Grand slam: it brings the store to a majority, so it wins.',
  'a11y.move.full.south': 'South played {letter}.',
  'a11y.move.full.north': 'North played {letter}.',
  'a11y.move.lap': {
    one: 'Lap {lap}: {count} seed from {from}, the last one in {end}.',
    other: 'Lap {lap}: {count} seeds from {from}, the last one in {end}.',
  },
  'a11y.move.capture': { one: 'Captured {count} seed from {letter}.', other: 'Captured {count} seeds from {letter}.' },
  'a11y.scores': 'Stores: South {south}, North {north}.',
  'a11y.turn.south': 'South to move.',
  'a11y.turn.north': 'North to move.',
  'a11y.over.win': 'Game over: {side} wins, {winner} to {loser}.',
  'a11y.over.draw': 'Game over: a draw, {south} to {north}.',
  'a11y.reason.majority': 'A store holds more than half of the seeds.',
  'a11y.reason.repetition': 'The position repeated, so each player took the seeds left in their own row.',
  'a11y.reason.no-moves.south': 'South had no legal move, so each player took the seeds left in their own row.',
  'a11y.reason.no-moves.north': 'North had no legal move, so each player took the seeds left in their own row.',
  'a11y.read.pit': '{letter} {count}',
  'a11y.read.south': "South's pits: {pits}.",
  'a11y.read.north': "North's pits: {pits}.",
  'a11y.read.no-move': 'No move has been played yet.',
  'a11y.undone': { one: 'Took back {count} move.', other: 'Took back {count} moves.' },
  'a11y.keys.board':
    'When the board has focus (Tab to it): A–F play a pit of the player to move, the arrow keys move between pits and stores, Enter or Space plays the pit with focus, R reads the whole board and M reads the last move in full.',

  // Display settings, phones and sound.

  // Matches.

  // Games by link (correspondence).
};
