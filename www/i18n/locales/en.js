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
  'match.title': 'Match',
  'match.formatLabel': 'Format',
  'match.gameLabel': 'Game',
  'match.opponentLabel': 'Opponent',
  'match.start': 'Start match',
  'match.format.Antigua': 'First to 6 wins or 3 ahead (Antigua)',
  'match.format.BestOf3': 'Best of 3',
  'match.format.BestOf5': 'Best of 5',
  'match.format.ThreeInARow': 'Three wins in a row (Yoruba)',
  'match.format.FirstTo5': 'First to 5 wins (Kumasi)',
  'match.opponent.computer': 'Computer · {level}',
  'match.opponent.person': 'A person on this device',
  'match.player1': 'Player 1',
  'match.player2': 'Player 2',
  'match.score': '{format}, game {round}: {first} ({firstSide}) {firstWins} – {secondWins} {second} ({secondSide})',
  'match.draws': { one: '({count} draw)', other: '({count} draws)' },
  'match.won': '{player} wins the match!',
  'match.nextReady': 'Game {round} is next, with sides swapped.',
  'match.streak': { one: '{player} has {count} win in a row.', other: '{player} has {count} wins in a row.' },
  'match.next': 'Next game',
  'match.new': 'New match',
  'match.leave': 'Leave match',
  'match.export': 'Save match .ogn',
  'match.import': 'Open match .ogn',
  'match.started': 'Match started: Player 1 plays South in game 1, and the players swap sides every game.',
  'match.saveFailed': 'This match cannot be saved here ({problem}), so it will not survive a reload.',
  'match.finishFirst': 'A match is being played: leave the match before starting or opening another game.',
  'match.notCounted': 'This game could not count in the match: {reason}',
  'match.gameCounts': 'This game has counted in the match, so its moves can no longer be taken back.',
  'match.openFailed': 'Could not open {source} as a match: {reason} Nothing was changed.',
  'match.opened': 'Opened the match {source}.',
  'match.unreadable': 'Your saved match could not be read ({problem}); it was set aside, and your game and settings are unchanged.',
  'match.left': 'You left the match.',
  'match.readFailed': 'Could not read {name}: {reason}',

  // Games by link (correspondence).
  'link.send': 'Send move by link',
  'link.shareTitle': 'Mancala: your move',
  'link.copied': 'Link copied: send it to your opponent, who moves and sends a link back.',
  'link.shared': 'Link sent: wait for your opponent’s link back.',
  'link.copyBelow': 'Copy the link below and send it to your opponent.',
  'link.peopleOnly': 'A game by link is played by two people: choose Person for both sides, then move and send the link.',
  'link.moveFirst': 'Make your move first, then send the link.',
  'link.outputLabel': 'Link to send to your opponent',
  'link.damaged': 'This link is damaged or cut short (its check does not match): ask for it again. Your game is unchanged.',
  'link.illegal': 'This link’s game does not replay ({reason}): it may have been altered. Your game is unchanged.',
  'link.tampered': 'This link does not continue your game: move {ply} differs from yours. It may have been altered; your game is unchanged.',
  'link.ownMove': 'This link adds a move for your side ({side}) that you did not make: it may have been altered. Your game is unchanged.',
  'link.outOfOrder': 'This link is not newer than your game (it has {linkPlies} moves, yours {storedPlies}): open the latest link your opponent sent. Your game is unchanged.',
  'link.otherSide': 'This link is for the player of {side}, but on this device you play {mine} in this game: send it to your opponent. Your game is unchanged.',
  'link.keptUnreadable': 'The game by link kept on this device could not be read, so this link cannot be checked against it. Your game is unchanged.',
  'link.received': 'Game by link: you play {side}. Your opponent played {move}; your move.',
  'link.notYourSide': 'In this game by link you play {side}: wait for your opponent’s link.',
  'link.saveFailed': 'This game by link cannot be kept here ({problem}).',
};
