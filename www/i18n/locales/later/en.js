// @ts-check
/**
 * The texts of the parts of the game page loaded once the board takes moves
 * (www/app/later.js: matches, games by link, the recent-games and embed
 * dialogs) in English, loaded with them, not with the page; later/en.js has
 * every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'recent.reopen': 'Open',
  'recent.undated': 'Date not known',
  'recent.unreadable': 'cannot be replayed',
  'recent.summary.oware': { one: 'Oware, {count} move, {south}–{north}', other: 'Oware, {count} moves, {south}–{north}' },
  'recent.summary.ayoayo': { one: 'Ayoayo, {count} move, {south}–{north}', other: 'Ayoayo, {count} moves, {south}–{north}' },

  'embed-dialog.iframe-title': 'Mancala board',
  'embed-dialog.copied': 'Copied',
  'embed-dialog.select': 'Selected: press Ctrl+C',

  'match.format.Antigua': 'First to 6 wins or 3 ahead (Antigua)',
  'match.format.BestOf3': 'Best of 3',
  'match.format.BestOf5': 'Best of 5',
  'match.format.ThreeInARow': 'Three wins in a row (Yoruba)',
  'match.format.FirstTo5': 'First to 5 wins (Kumasi)',
  'match.opponent.computer': 'Computer · {level}',
  'match.opponent.person': 'A person on this device',
  'match.score': '{format}, game {round}: {first} ({firstSide}) {firstWins} – {secondWins} {second} ({secondSide})',
  'match.draws': { one: '({count} draw)', other: '({count} draws)' },
  'match.won': '{player} wins the match!',
  'match.nextReady': 'Game {round} is next, with sides swapped.',
  'match.streak': { one: '{player} has {count} win in a row.', other: '{player} has {count} wins in a row.' },
  'match.started': 'Match started: Player 1 plays South in game 1, and the players swap sides every game.',
  'match.saveFailed': 'This match cannot be saved here ({problem}), so it will not survive a reload.',
  'match.finishFirst': 'A match is being played: leave the match before starting or opening another game.',
  'match.notCounted': 'This game could not count in the match: {reason}',
  'match.gameCounts': 'This game has counted in the match, so its moves can no longer be taken back.',
  'match.openFailed': 'Could not open {source} as a match: {reason} Nothing was changed.',
  'match.opened': 'Opened the match {source}.',
  'match.unreadable': 'Your saved match could not be read ({problem}); it was set aside, and your game and settings are unchanged.',
  'match.newer': 'Your saved match is from a newer version of this page ({version}): it is kept as it is, for that version.',
  'match.left': 'You left the match.',
  'match.readFailed': 'Could not read {name}: {reason}',

  'link.shareTitle': 'Mancala: your move',
  'link.copied': 'Link copied: send it to your opponent, who moves and sends a link back.',
  'link.shared': 'Link sent: wait for your opponent’s link back.',
  'link.copyBelow': 'Copy the link below and send it to your opponent.',
  'link.peopleOnly': 'A game by link is played by two people: choose Person for both sides, then move and send the link.',
  'link.moveFirst': 'Make your move first, then send the link.',
  'link.outputLabel': 'Link to send to your opponent',
  'link.damaged': 'This link is damaged or cut short (its check does not match): ask for it again. Your game is unchanged.',
  'link.illegal': 'This link’s game does not replay: {reason} It may have been altered. Your game is unchanged.',
  'link.tampered': 'This link does not continue your game: move {ply} differs from yours. It may have been altered; your game is unchanged.',
  'link.ownMove': 'This link adds a move for your side ({side}) that you did not make: it may have been altered. Your game is unchanged.',
  'link.wrongTurn': 'This link is for {side}, but in its game {mover} is to move: it may have been altered. Your game is unchanged.',
  'link.outOfOrder': 'This link is not newer than your game (it has {linkPlies} moves, yours {storedPlies}): open the latest link your opponent sent. Your game is unchanged.',
  'link.otherSide': 'This link is for the player of {side}, but on this device you play {mine} in this game: send it to your opponent. Your game is unchanged.',
  'link.keptUnreadable': 'The game by link kept on this device could not be read, so this link cannot be checked against it. Your game is unchanged.',
  'link.received': 'Game by link: you play {side}. Your opponent played {move}; your move.',
  'link.notYourSide': 'In this game by link you play {side}: wait for your opponent’s link.',
  'link.saveFailed': 'This game by link cannot be kept here ({problem}).',

  'live.entry-title': 'Play online',
  'live.play-friend': 'Play a friend online',
  'live.unreachable': 'Live play needs the game’s server, which cannot be reached now.',
  'live.connecting': 'Connecting to the live game…',
  'live.no-server': 'Live play needs the game’s server: this copy of the page has none.',
  'live.load-failed': 'Live play could not be loaded: {reason}',
  'live.newer': 'Your live games are kept by a newer version of this page ({version}): they are left as they are, for that version.',
  'live.unreadable': 'Your live games’ seats could not be read ({problem}): they were set aside, not deleted.',
};
