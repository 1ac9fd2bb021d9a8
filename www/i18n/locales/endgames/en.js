// @ts-check
/**
 * The endgame trainer's texts in English (www/endgames/view.js). Loaded
 * with the section, not with the page; locales/endgames/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'endgames.title': 'Endgames',
  'endgames.intro': 'Few seeds are left, and the endgame tables know the result of every board of up to 12 seeds. Play the position out against perfect defence: the trainer tells you at once if a move throws your result away.',
  'endgames.level': { one: '{count} seed', other: '{count} seeds' },
  'endgames.level-progress': { one: '{done} of {count} solved', other: '{done} of {count} solved' },
  'endgames.count': 'Position {index} of {count}',
  'endgames.heading': { one: '{game}: {count} seed on the board', other: '{game}: {count} seeds on the board' },
  'endgames.goal.win': 'You are South, to move. Win: with best play you can.',
  'endgames.goal.draw': 'You are South, to move. Hold the draw: with best play you can.',
  'endgames.preparing': 'Preparing the endgame tables ({layer} of {count})…',
  'endgames.tables-failed': 'The endgame tables could not be prepared: {reason}',
  'endgames.kept': 'Good: {result} is still yours.',
  'endgames.reply': 'Your opponent answered with pit {pit}.',
  'endgames.thrown-verdict': 'That move throws the result away.',
  'endgames.thrown': 'Before it, best play gave you {before}; after it, the most you can make sure of is {after}. Take it back and look again.',
  'endgames.result.win': { one: 'a win by {count} seed', other: 'a win by {count} seeds' },
  'endgames.result.draw': 'a draw',
  'endgames.result.loss': { one: 'a loss by {count} seed', other: 'a loss by {count} seeds' },
  'endgames.solved': 'Solved.',
  'endgames.not-solved': 'Not solved.',
  'endgames.over.win': 'You won, {south} to {north}.',
  'endgames.over.draw': 'A draw, {south} to {north}.',
  'endgames.over.loss': 'You lost, {south} to {north}.',
  'endgames.hint-text': 'The tables play pit {pit}.',
  'endgames.hint': 'Hint',
  'endgames.undo': 'Take back',
  'endgames.again': 'Start again',
  'endgames.next': 'Next position',
  'endgames.progress-unreadable': 'Your endgame progress could not be read, so it starts afresh.',
  'endgames.progress-newer': 'Your endgame progress is from a newer version of this page ({version}): it is kept as it is, for that version, and it starts afresh here.',
  'endgames.save-failed': 'Your endgame progress cannot be kept here ({reason}).',
};
