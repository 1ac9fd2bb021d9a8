// @ts-check
/**
 * The Puzzles section's texts in English, loaded with the section
 * (www/puzzles/view.js), not with the page; puzzles/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'puzzles.heading': 'Puzzles',
  'puzzles.rating': 'Your rating: {rating}',
  'puzzles.streak': 'Streak: {streak} (best {best})',
  'puzzles.prompt': {
    one: '{side} to move: find the move that wins {count} seed. Puzzle rated {rating}.',
    other: '{side} to move: find the move that wins {count} seeds. Puzzle rated {rating}.',
  },
  'puzzles.loading': 'Loading the puzzles…',
  'puzzles.load-failed': 'The puzzles could not be loaded: {reason}',
  'puzzles.hint-button': 'Hint',
  'puzzles.solution-button': 'Show solution',
  'puzzles.retry': 'Retry',
  'puzzles.next': 'Next puzzle',
  'puzzles.hint': 'Hint: play pit {pit}, marked on the board.',
  'puzzles.keep-going': 'Right: {move}. The reply was {reply}; find the next move.',
  'puzzles.solved': 'Solved! Your rating is now {rating}.',
  'puzzles.solved-again': 'Solved on another try: your rating stays {rating}.',
  'puzzles.solved-helped': 'Solved, with a hint: your rating is unchanged.',
  'puzzles.wrong': {
    one: 'Not {move}: it loses {count} seed against the best move, as the reply {reply} shows.',
    other: 'Not {move}: it loses {count} seeds against the best move, as the reply {reply} shows.',
  },
  'puzzles.wrong-ends': {
    one: 'Not {move}: it ends the game and loses {count} seed against the best move.',
    other: 'Not {move}: it ends the game and loses {count} seeds against the best move.',
  },
  'puzzles.rating-now': 'Your rating is now {rating}.',
  'puzzles.solution': 'The solution: {moves}.',
  'puzzles.progress-unreadable': 'Your puzzle progress could not be read ({problem}), so it starts again.',
  'puzzles.progress-newer': 'Your puzzle progress is from a newer version of this page ({version}): it is kept as it is, for that version, and your progress here starts again.',
  'puzzles.save-failed': 'Your puzzle progress cannot be kept here ({problem}).',
};
