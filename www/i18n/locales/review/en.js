// @ts-check
/**
 * The game review's and the analysis' texts in English, loaded with them
 * (www/review/panel.js), not with the page; review/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'review.progress': 'Reviewing position {done} of {total}…',
  'review.cancelled': 'Review cancelled.',
  'review.failed': 'The review stopped: {reason}',
  'review.no-moves': 'There are no moves to review yet.',
  'review.game-changed': 'The game changed, so the review stopped.',
  'review.none': 'Review the game first: there is no evaluation yet.',
  'review.graph-label': 'Evaluation graph: Left and Right go through the moves, Home and End to the start and the end, E says the evaluation',
  'review.eval.even': 'the position is even',
  'review.eval.ahead.south': { one: 'South is ahead by {count} seed', other: 'South is ahead by {count} seeds' },
  'review.eval.ahead.north': { one: 'North is ahead by {count} seed', other: 'North is ahead by {count} seeds' },
  'review.eval.won.south': 'South wins with best play',
  'review.eval.won.north': 'North wins with best play',
  'review.eval.at': '{position}: {evaluation}.',
  'review.at-start': 'At the start',
  'review.at-move': 'After {move}',
  'review.summary.said': '{side}: accuracy {accuracy} %, {marks}.',
  'review.count.inaccuracy': { one: '{count} inaccuracy', other: '{count} inaccuracies' },
  'review.count.mistake': { one: '{count} mistake', other: '{count} mistakes' },
  'review.count.blunder': { one: '{count} blunder', other: '{count} blunders' },
  'review.percent': '{value} %',
  'review.no-marks': 'No inaccuracies, mistakes or blunders.',
  'review.mark.inaccuracy': 'inaccuracy',
  'review.mark.mistake': 'mistake',
  'review.mark.blunder': 'blunder',
  'review.item': {
    one: '{side}, {mark}: {count} seed lost. {better}',
    other: '{side}, {mark}: {count} seeds lost. {better}',
  },
  'analysis.looking': 'Analysing the position…',
  'analysis.failed': 'The analysis stopped: {reason}',
  'analysis.over': 'The game is over in this position: there is nothing to analyse.',
  'analysis.bar': 'Evaluation bar: {evaluation}',
  'analysis.moves-for.south': 'Best moves for South (scores in seeds for South)',
  'analysis.moves-for.north': 'Best moves for North (scores in seeds for North)',
  'analysis.move': '{pit}: {score}. Line: {line}',
  'analysis.score.seeds': { one: '{score} seed', other: '{score} seeds' },
  'analysis.score.wins': 'wins',
  'analysis.score.loses': 'loses',
  'analysis.play-line': 'Play line',
};
