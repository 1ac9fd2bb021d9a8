// @ts-check
/**
 * English: the texts of en.js that the embedded board (www/embed/) needs too:
 * sides, results, the rules' refusals and errors, the board's banners and
 * the element's own controls and messages. An embedded board loads only
 * these; the page's catalog (en.js) adds its own to them. See en.js
 * for the notes to reviewers.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  // Sides and seeds.
  'side.south': 'South',
  'side.north': 'North',
  'seeds.count': { one: '{count} seed', other: '{count} seeds' },

  // Lists, for a language the browser has no list pattern for ("a, b and c").
  'list.separator': ', ',
  'list.last': '{rest} and {last}',

  // The lap banner (the page's lap counter too).
  'anim.lap-of': 'Lap {lap} of {laps}',

  // Errors without a kind of their own.
  'error.something': 'Something went wrong: {reason}',
  'error.start-failed': 'The game could not start: {reason}',

  // Results: the result, then why the game ended (a clause).
  'outcome.won.south': 'Game over. South wins {high}–{low}: {reason}.',
  'outcome.won.north': 'Game over. North wins {high}–{low}: {reason}.',
  'outcome.draw': 'Game over. Draw, {south}–{north}: {reason}.',
  'outcome.reason.majority.south': "South's store holds more than half of the seeds",
  'outcome.reason.majority.north': "North's store holds more than half of the seeds",
  'outcome.reason.repetition': 'the position repeated, so each player took the seeds left in their own row',
  'outcome.reason.no-moves.south': 'South had no legal move, so each player took the seeds left in their own row',
  'outcome.reason.no-moves.north': 'North had no legal move, so each player took the seeds left in their own row',
  'grand-slam.forfeited': "Grand slam: taking all of the opponent's seeds is not allowed, so nothing was captured.",
  'grand-slam.captured': 'Grand slam: it brings the store to a majority, so it is captured and wins.',

  // Errors from the rules (wasm's error kinds, see crates/mancala-wasm/src/error.rs).
  'error.not-your-pit.south': 'Pit {pit} belongs to North, and South is to move.',
  'error.not-your-pit.north': 'Pit {pit} belongs to South, and North is to move.',
  'error.empty-pit': 'Pit {pit} is empty.',
  'error.must-feed': 'Pit {pit} leaves the opponent without seeds: a move must give them seeds.',
  'error.endless-relay': 'Pit {pit} would relay for ever.',
  'error.game-over': 'The game is over.',
  'error.ogn-syntax': 'The record cannot be read at line {line}, column {column} (found {found}).',
  'error.ogn-unknown-rules': 'The record’s Rules tag, “{value}”, names no rules this game knows: expected abapa or ayoayo.',
  'error.grand-slam-oware-only': '“Grand slam wins” is a rule of Oware only.',
  'error.ogn-unknown-grand-slam': 'The record’s GrandSlam tag, “{value}”, is unknown: expected forfeit or wins, and only for Oware.',
  'error.ogn-bad-fen': 'The record’s FEN tag is not a position.',
  'error.ogn-bad-position': { one: 'The record’s FEN position holds {found} seed, which no game allows.', other: 'The record’s FEN position holds {found} seeds, which no game allows.' },
  'error.ogn-illegal-move': 'Move {ply} of the record ({pit}) cannot be played: {reason}',
  'error.ogn-wrong-capture': 'Move {ply} of the record ({pit}) is written as capturing {claimed}, but it captures {captured}.',
  'error.ogn-malformed-result': 'The record’s result, “{value}”, is not a result.',
  'error.ogn-contradicted-result': 'The record’s result, “{value}”, contradicts its moves, which end the game {south}–{north}.',
  'error.ogn-result-unfinished': 'The record’s result, “{value}”, contradicts its moves, which leave the game going on.',
  'error.ogn-results-disagree': 'The result after the moves, “{movetext}”, disagrees with the Result tag, “{tag}”.',
  'error.record-too-large': 'The record is larger than {mib} MiB, the most a game record may be.',
  'error.position-wrong-total': { one: 'The position holds {found} seed, not 48.', other: 'The position holds {found} seeds, not 48.' },
  'error.position-too-many-seeds': { one: 'The position holds {found} seed: too many.', other: 'The position holds {found} seeds: too many.' },
  'error.position-field-count': 'A position has 15 fields separated by “-” (12 pits, 2 stores, side to move), not {found}.',
  'error.position-not-a-count': 'Field {field} of the position is not a seed count.',
  'error.position-count-too-large': 'Field {field} of the position holds over 255 seeds.',
  'error.position-side': 'The side to move must be S or N.',
  'error.pit-letter': 'This is not a pit letter (A–F, a–f).',

  // The board itself: its name for assistive technology and the banners drawn on it.
  'board.capture': { one: 'Capture: {count} seed', other: 'Capture: {count} seeds' },
  'board.end.majority': 'Game over: a majority',
  'board.end.repetition': 'Game over: the position repeated',
  'board.end.no-moves': 'Game over: no legal move left',

  // A move in words (the embedded board's message line).
  'move.plays.south': 'South plays {pit}.',
  'move.plays.north': 'North plays {pit}.',
  'move.plays-detail.south': 'South plays {pit}: {details}.',
  'move.plays-detail.north': 'North plays {pit}: {details}.',
  'move.laps': { one: '{count} lap', other: '{count} laps' },
  'move.captures': { one: 'captures {count} seed', other: 'captures {count} seeds' },
  'move.grand-slam-forfeited': 'a grand slam, so nothing is captured',

  // The embedded board (<mancala-board>, www/embed/).
  'embed.board.oware': 'Oware board',
  'embed.board.ayoayo': 'Ayoayo board',
  'embed.controls': 'Board controls',
  'embed.slider': 'Move',
  'embed.control.first-position': 'First position',
  'embed.control.previous-move': 'Previous move',
  'embed.control.previous-lap': 'Previous lap',
  'embed.control.play-the-moves': 'Play the moves',
  'embed.control.play': 'Play',
  'embed.control.pause': 'Pause',
  'embed.control.next-lap': 'Next lap',
  'embed.control.next-move': 'Next move',
  'embed.control.last-position': 'Last position',
  'embed.control.undo': 'Undo',
  'embed.control.new-game': 'New game',
  'embed.start-of': { one: 'Start · {count} move', other: 'Start · {count} moves' },
  'embed.move-of': 'Move {ply} of {total}',
  'embed.thinking.south': 'South (the computer) is thinking…',
  'embed.thinking.north': 'North (the computer) is thinking…',
  'embed.to-move.south': 'South to move.',
  'embed.to-move.north': 'North to move.',
  'embed.computer-failed': 'The computer could not move: {reason}',
  'embed.cannot-show': 'This board cannot be shown: {reason}.',
  'embed.unknown-parameters': { one: 'unknown embed parameter: {names}', other: 'unknown embed parameters: {names}' },
  'embed.error.unknown-value': 'unknown {attribute} "{value}": expected {allowed}',
  'embed.error.unknown-control': 'unknown control "{control}" in controls: expected none or {allowed}',
  'embed.error.highlight': 'highlight "{value}" is not a list of pit letters (A–F South, a–f North)',
  'embed.error.moves-letter': 'moves {moves}: "{letter}" (move {number}) is not a pit letter (A–F South, a–f North)',
  'embed.error.moves-illegal': 'moves {moves}: move {number} is illegal: {reason}',
  'embed.error.attribute': '{attribute} {value}: {reason}',
  'embed.error.demo-needs-move': 'mode "demo" shows a move: give it one in moves or record',
  'embed.error.rules': 'the mancala rules could not be loaded: {reason}',
  'embed.error.mode': 'the {mode} mode could not be loaded: {reason}',

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
};
