// @ts-check
import shared from './shared/en.js';

/**
 * English, the reference catalog: every other catalog has exactly these
 * keys. Keys are grouped by the part of the page that shows them; a plural
 * message is an object of `Intl.PluralRules` forms chosen by `count`. The
 * texts an embedded board needs too are in shared/en.js (it loads only
 * those): sides, results, the rules' errors, the board's banners.
 * @type {import('../i18n.js').Catalog}
 */
export default {
  ...shared,

  // The page: title, header, board, players and scores.
  'page.title': 'Mancala: Oware and Ayoayo',
  'page.description': 'Play Oware (Abapa) and Ayoayo against a friend or the computer, and watch every seed of every lap.',
  'page.heading': 'Mancala',
  'page.game': 'Game',
  'language.label': 'Language',
  'variant.oware': 'Oware',
  'variant.ayoayo': 'Ayoayo',
  'page.board': 'Board',
  'player.label.south': 'South is played by',
  'player.label.north': 'North is played by',
  'player.person': 'Person',
  'player.computer': 'Computer · {level}',
  'level.beginner': 'Beginner',
  'level.casual': 'Casual',
  'level.intermediate': 'Intermediate',
  'level.strong': 'Strong',
  'level.maximum': 'Maximum',
  'score.label.south': "South's store",
  'score.label.north': "North's store",

  // The headline and the message line.
  'status.loading': 'Loading the game…',
  'headline.plays.south': 'South plays {pit} (move {number}).',
  'headline.plays.north': 'North plays {pit} (move {number}).',
  'headline.start': 'The start position (read-only).',
  'headline.after': 'The position after {move} (read-only).',
  'headline.thinking.south': 'South (computer) is thinking…',
  'headline.thinking.north': 'North (computer) is thinking…',
  'headline.computer-to-move.south': 'South (computer) to move.',
  'headline.computer-to-move.north': 'North (computer) to move.',
  'headline.to-move.south': 'South to move: choose a highlighted pit.',
  'headline.to-move.north': 'North to move: choose a highlighted pit.',
  'headline.decided.south': 'South has more than half of the seeds: the game is decided, but play goes on.',
  'headline.decided.north': 'North has more than half of the seeds: the game is decided, but play goes on.',
  'view.note': 'The game waits while you look back.',
  'view.back': 'Back to the game',
  'view.read-only': 'This is an earlier position. Press “Back to the game” to play on.',
  'update.ready': 'A new version is ready —',
  'update.reload': 'Reload',

  // Animation controls.
  'anim.label': 'Animation',
  'anim.lap-back': 'Back one lap',
  'anim.pause': 'Pause',
  'anim.play': 'Play',
  'anim.lap-forward': 'Forward one lap',
  'anim.skip': 'Skip',
  'anim.skip-title': 'Skip to the end of the move',
  'anim.replay': 'Replay',
  'anim.replay-title': 'Play the move again',
  'anim.sowing': 'Sowing',
  'speed.label': 'Animation speed',
  'speed.slow': 'Slow',
  'speed.normal': 'Normal',
  'speed.fast': 'Fast',
  'speed.instant': 'Instant',

  // Game controls, moves and sharing.
  'game.new': 'New game',
  'game.undo': 'Undo',
  'game.redo': 'Redo',
  'game.hint': 'Hint',
  'think.label': "Computer's time per move",
  'think.seconds': '{seconds} s',
  'moves.title': 'Moves',
  'moves.start': 'Start position',
  'moves.none': 'No moves yet.',
  'moves.item.south': 'Move {number}, South: {notation}',
  'moves.item.north': 'Move {number}, North: {notation}',
  'share.label': 'Share',
  'share.copy-link': 'Copy link',
  'share.save': 'Save .ogn',
  'share.open': 'Open .ogn',
  'share.embed': 'Embed this game',
  'share.link-label': 'Link to this game',
  'share.copied': 'Link copied: opening it shows this game.',
  'share.copy-below': 'Copy the link below to share this game.',

  // What the controller says.
  'game.new-started.oware': 'New Oware game. South moves first.',
  'game.new-started.ayoayo': 'New Ayoayo game. South moves first.',
  'game.restore-previous': 'Restore the previous game',
  'game.no-move-yet': 'No move has been played yet.',
  'game.save-failed': 'This game cannot be saved in this browser, so it will not survive a reload.',
  'turn.computer.south': "It is South's turn, and the computer plays South.",
  'turn.computer.north': "It is North's turn, and the computer plays North.",
  'computer.failed.south': 'The computer could not move for South: {reason} Let a person play that side, or undo.',
  'computer.failed.north': 'The computer could not move for North: {reason} Let a person play that side, or undo.',
  'computer.illegal': 'It chose pit {pit}, but: {reason}',
  'open.failed.link': 'Could not open the shared game: {reason} Your game is unchanged.',
  'open.failed.previous': 'Could not open the previous game: {reason} Your game is unchanged.',
  'open.failed.file': 'Could not open “{name}”: {reason} Your game is unchanged.',
  'open.done.link.oware': { one: 'Opened the shared game: Oware, {count} move.', other: 'Opened the shared game: Oware, {count} moves.' },
  'open.done.link.ayoayo': { one: 'Opened the shared game: Ayoayo, {count} move.', other: 'Opened the shared game: Ayoayo, {count} moves.' },
  'open.done.previous.oware': { one: 'Opened the previous game: Oware, {count} move.', other: 'Opened the previous game: Oware, {count} moves.' },
  'open.done.previous.ayoayo': { one: 'Opened the previous game: Ayoayo, {count} move.', other: 'Opened the previous game: Ayoayo, {count} moves.' },
  'open.done.file.oware': { one: 'Opened “{name}”: Oware, {count} move.', other: 'Opened “{name}”: Oware, {count} moves.' },
  'open.done.file.ayoayo': { one: 'Opened “{name}”: Ayoayo, {count} move.', other: 'Opened “{name}”: Ayoayo, {count} moves.' },
  'open.file-unreadable': 'Could not read {name}: {reason}',
  'open.file-too-large': 'Could not read {name}: it is larger than {mib} MiB, the most a game record may be.',
  'restore.save-unreadable.not-json': 'Your saved game could not be read (it is not valid JSON) and was discarded.',
  'restore.save-unreadable.not-a-save': 'Your saved game could not be read (it is not a saved game) and was discarded.',
  'restore.save-unreadable.other-version': 'Your saved game could not be read (it is from another version ({version})) and was discarded.',
  'restore.save-unreadable.no-record': 'Your saved game could not be read (it has no game record) and was discarded.',
  'restore.settings-reset': 'Saved settings not understood were reset: {fields}.',
  'restore.replay-failed': 'Your saved game could not be replayed and was discarded: {reason}',
  'setting.south': 'who plays South',
  'setting.north': 'who plays North',
  'setting.speed': 'the animation speed',
  'setting.thinkMs': "the computer's time per move",
  'address.ignored': 'This page takes no address parameters; ignored: {names}.',
  'address.not-a-game': 'The link could not be opened: “#{fragment}” is not a game. Your game is unchanged.',
  'address.too-large': 'The link could not be opened: the game in it is larger than {mib} MiB, the most a game record may be. Your game is unchanged.',
  'address.damaged': 'The link could not be opened: the link is damaged. Your game is unchanged.',

  // Hints: a sentence made of the reasons that apply, joined as a list.
  'hint.not-yours': 'A hint is for the person whose turn it is.',
  'hint.looking': 'Looking for a good move…',
  'hint.failed': 'No hint this time: {reason}',
  'hint.play': 'Hint: Play {pit}: {reasons}.',
  'hint.balanced': 'Hint: Play {pit}: it keeps the position balanced.',
  'hint.wins': 'it leads to a won game',
  'hint.captures': { one: 'it captures {count} seed', other: 'it captures {count} seeds' },
  'hint.feeds': 'your opponent has no seeds and it gives them some, as you must',
  'hint.defends': { one: 'it stops your opponent capturing {count} seed', other: 'it stops your opponent capturing {count} seeds' },
  'hint.threatens': { one: 'it threatens to capture {count} seed next turn', other: 'it threatens to capture {count} seeds next turn' },
  'hint.starves': 'it leaves your opponent without seeds',
  'hint.only-move': 'it is your only legal move',
  'hint.others-lose': 'every other move loses seeds',

  // The rules explained on the page.
  'rules.title': 'How to play',
  'rules.oware.title': 'Oware (Abapa).',
  'rules.oware.sowing':
    'Each player owns the six pits on their side; South moves first. Pick one of your pits with seeds, lift them all and sow them one by one, counter-clockwise, into the following pits. With 12 or more seeds you go round the board and skip the pit you emptied.',
  'rules.capture.title': 'Capture.',
  'rules.oware.capture':
    'If your last seed lands in an opponent’s pit and makes it 2 or 3, you take those seeds, and so on backwards through the opponent’s pits that also hold 2 or 3. Taking every seed on their side (a grand slam) captures nothing.',
  'rules.oware.grand-slam-wins': 'In this game, a grand slam that brings you to 25 or more wins at once.',
  'rules.feed.title': 'Feed.',
  'rules.oware.feed': 'If your opponent has no seeds, you must play a move that gives them some.',
  'rules.end.title': 'End.',
  'rules.oware.end':
    'The game ends when a store holds 25 seeds or more, when the player to move has no legal move, or when a position comes back; in the last two cases each player keeps the seeds in their own row. Most seeds wins; 24–24 is a draw.',
  'rules.ayoayo.title': 'Ayoayo.',
  'rules.ayoayo.sowing':
    'Each player owns the six pits on their side; South moves first. Pick one of your pits with seeds, lift them all and sow them one by one, counter-clockwise. A lap of 12 or more seeds skips the pit it started from.',
  'rules.relay.title': 'Relay.',
  'rules.ayoayo.relay':
    'If the last seed lands in a pit that already had seeds, lift them all (with that last seed) and sow on: that is the next lap. The move ends when a last seed lands in an empty pit. A move that would relay for ever is not allowed.',
  'rules.ayoayo.capture':
    'If that empty pit is on your side and the pit opposite has seeds, you take them, with your last seed.',
  'rules.feed-end.title': 'Feed and end.',
  'rules.ayoayo.end':
    'If your opponent has no seeds, your move must leave them some. The game ends when the player to move has no legal move or a position comes back; each player keeps the seeds in their own row. There is no early win: most seeds at the end wins.',
  'rules.keys':
    'Keys: A–F play a pit of the player to move; arrows and Enter also work once the board has focus.',

  // The "Embed this game" dialog.
  'embed-dialog.title': 'Embed this game',
  'embed-dialog.script': 'In a page that allows scripts: the board becomes part of your page.',
  'embed-dialog.script-label': 'Snippet with a script',
  'embed-dialog.iframe': 'In a page that allows no scripts: an iframe.',
  'embed-dialog.iframe-label': 'Snippet with an iframe',
  'embed-dialog.iframe-title': 'Mancala board',
  'embed-dialog.copy': 'Copy',
  'embed-dialog.copied': 'Copied',
  'embed-dialog.select': 'Selected: press Ctrl+C',
  'embed-dialog.close': 'Close',

  // Accessibility: the board's twin, announcements, keyboard help.

  // Display settings, phones and sound.

  // Matches.

  // Games by link (correspondence).
};
