// @ts-check
/**
 * A game review's arithmetic, with no page in it: the engine's scores as
 * seeds, each move's loss against the best move and its mark, each side's
 * accuracy, and the review as OGN move comments (written and read back).
 *
 * Scores are the engine's: hundredths of a seed for the player to move,
 * beyond ±WIN when the search sees the game's end (a finished game).
 */

import { REVIEW_TAG } from './has-review.js';

/** A finished game's score lies beyond ±WIN (oware_ayoayo_engine::WIN). */
export const WIN = 1_000_000;

/**
 * What a seen finished game counts as, in seeds: a win as 25 seeds more
 * than the opponent (a loss as 25 fewer, a draw as 0), whatever its margin
 * and length, so that a seen win thrown away counts as a blunder and a
 * longer way to the same win costs nothing. Other scores are clamped to it.
 */
export const FINISHED_SEEDS = 25;

/** The marks, from the least loss up: a move losing at least `seeds` against the best move gets the mark. */
export const MARKS = /** @type {const} */ ([
  { kind: 'inaccuracy', seeds: 1 },
  { kind: 'mistake', seeds: 2 },
  { kind: 'blunder', seeds: 4 },
]);

/** A move losing this many seeds or more counts 0 in the accuracy (see `accuracy`). */
const ACCURACY_FLOOR_SEEDS = 4;

/**
 * An engine score as seeds for the same player, finished games counting
 * ±FINISHED_SEEDS.
 * @param {number} score
 */
export function seedsOf(score) {
  if (score >= WIN / 2) return FINISHED_SEEDS;
  if (score <= -WIN / 2) return -FINISHED_SEEDS;
  return Math.max(-FINISHED_SEEDS, Math.min(FINISHED_SEEDS, score / 100));
}

/**
 * The mark of a move that loses `loss` seeds against the best move, or null.
 * @param {number} loss
 * @returns {'inaccuracy' | 'mistake' | 'blunder' | null}
 */
export function markOf(loss) {
  let mark = null;
  for (const { kind, seeds } of MARKS) if (loss >= seeds) mark = kind;
  return mark;
}

/**
 * A side's accuracy in percent: the mean over its moves of
 * `max(0, 1 - loss / 4)`, so a best move counts 100 %, a move losing 4
 * seeds or more 0 %, linearly between; null for a side with no move.
 * @param {number[]} losses
 */
export function accuracy(losses) {
  if (!losses.length) return null;
  const sum = losses.reduce((total, loss) => total + Math.max(0, 1 - loss / ACCURACY_FLOOR_SEEDS), 0);
  return (100 * sum) / losses.length;
}

/**
 * @typedef {object} Reasons What makes the better move good (a wasm HintReasons).
 * @property {number} captures
 * @property {number} threatens
 * @property {number} defends
 * @property {boolean} feeds
 * @property {boolean} starves
 * @property {boolean} onlyMove
 * @property {boolean} othersLoseSeeds
 * @property {boolean} wins
 *
 * @typedef {object} MoveReview One move reviewed.
 * @property {number} ply From 1.
 * @property {'south' | 'north'} mover
 * @property {number} best The best move's pit (0-11).
 * @property {number} bestScore The best move's score, for the mover.
 * @property {number} played The score of the move played, for the mover.
 * @property {number} after The position after the move, for South.
 * @property {Reasons} reasons Why the best move is good.
 *
 * @typedef {MoveReview & {loss: number, mark: ReturnType<typeof markOf>}} AssessedMove
 */

/**
 * The seeds a move lost against the best move (never below 0) and its mark.
 * @param {MoveReview} move
 * @returns {AssessedMove}
 */
export function assess(move) {
  const loss = Math.max(0, seedsOf(move.bestScore) - seedsOf(move.played));
  return { ...move, loss, mark: markOf(loss) };
}

/**
 * The graph's points: the evaluation in seeds for South after each ply
 * (index 0 the start), from the reviewed moves.
 * @param {MoveReview[]} moves
 */
export function evaluations(moves) {
  if (!moves.length) return [];
  const first = moves[0];
  const start = first.mover === 'south' ? first.bestScore : -first.bestScore;
  return [seedsOf(start), ...moves.map((move) => seedsOf(move.after))];
}

/**
 * Each side's summary: accuracy and the count of each mark.
 * @param {AssessedMove[]} moves
 */
export function summarize(moves) {
  /** @param {'south' | 'north'} side */
  const of = (side) => {
    const own = moves.filter((move) => move.mover === side);
    /** @type {Record<NonNullable<AssessedMove['mark']>, number>} */
    const counts = { inaccuracy: 0, mistake: 0, blunder: 0 };
    for (const { mark } of own) if (mark) counts[mark]++;
    return { moves: own.length, accuracy: accuracy(own.map((move) => move.loss)), ...counts };
  };
  return { south: of('south'), north: of('north') };
}

/** The score of a finished game for South, from the final stores. */
export function finishedScore(/** @type {number} */ south, /** @type {number} */ north) {
  const margin = (south - north) * 100;
  return margin === 0 ? 0 : Math.sign(margin) * WIN + margin;
}

// The review in a move's comment, after anything else the comment says:
// `[%review best=C best-score=200 played=-50 after=150 why=captures:3,feeds]`
// then a sentence in English for people reading the file. Pit letters as
// the record writes them; scores in hundredths as the engine gives them.

const REASON_NUMBERS = /** @type {const} */ (['captures', 'threatens', 'defends']);
const REASON_FLAGS = /** @type {const} */ (['feeds', 'starves', 'onlyMove', 'othersLoseSeeds', 'wins']);
const LETTERS = 'ABCDEFabcdef';
const MARK_WORDS = { inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' };

/**
 * Whether `name` is one of `names`.
 * @template {string} Name
 * @param {readonly Name[]} names
 * @param {string} name
 * @returns {name is Name}
 */
const isOneOf = (names, name) => /** @type {readonly string[]} */ (names).includes(name);

/**
 * `comment` (a move's, maybe empty) with its review replaced by `move`'s.
 * @param {string} comment
 * @param {AssessedMove} move
 */
export function withReview(comment, move) {
  const kept = withoutReview(comment);
  const why = [
    ...REASON_NUMBERS.filter((name) => move.reasons[name] > 0).map((name) => `${name}:${move.reasons[name]}`),
    ...REASON_FLAGS.filter((name) => move.reasons[name]),
  ];
  const fields = [
    `best=${LETTERS[move.best]}`,
    `best-score=${move.bestScore}`,
    `played=${move.played}`,
    `after=${move.after}`,
    `why=${why.join(',')}`,
  ];
  const sentence = move.mark
    ? ` ${MARK_WORDS[move.mark]}: ${LETTERS[move.best]} was better by ${move.loss.toFixed(1)} seeds.`
    : '';
  return `${kept ? `${kept} ` : ''}${REVIEW_TAG}${fields.join(' ')}]${sentence}`;
}

/** `comment` without its review, if it has one. */
export function withoutReview(/** @type {string} */ comment) {
  const at = comment.indexOf(REVIEW_TAG);
  return (at < 0 ? comment : comment.slice(0, at)).trim();
}

/**
 * The review in ply `ply`'s comment, or null if it has none (or a damaged one).
 * @param {string} comment
 * @param {number} ply
 * @param {'south' | 'north'} mover
 * @returns {MoveReview | null}
 */
export function readReview(comment, ply, mover) {
  const at = comment.indexOf(REVIEW_TAG);
  if (at < 0) return null;
  const end = comment.indexOf(']', at);
  if (end < 0) return null;
  /** @type {Record<string, string>} */
  const fields = {};
  for (const pair of comment.slice(at + REVIEW_TAG.length, end).trim().split(/\s+/)) {
    const equals = pair.indexOf('=');
    if (equals > 0) fields[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  const numbers = ['best-score', 'played', 'after'].map((name) => Number(fields[name]));
  if (numbers.some((n) => !Number.isInteger(n)) || fields.why === undefined) return null;
  const best = fields.best?.length === 1 ? LETTERS.indexOf(fields.best) : -1;
  if (best < 0) return null;
  /** @type {any} */
  const reasons = { captures: 0, threatens: 0, defends: 0 };
  for (const flag of REASON_FLAGS) reasons[flag] = false;
  for (const part of fields.why.split(',').filter(Boolean)) {
    const [name, count] = part.split(':');
    if (isOneOf(REASON_NUMBERS, name) && Number.isInteger(Number(count))) reasons[name] = Number(count);
    else if (isOneOf(REASON_FLAGS, name)) reasons[name] = true;
  }
  const [bestScore, played, after] = numbers;
  return { ply, mover, best, bestScore, played, after, reasons };
}
