// @ts-check
/**
 * Whether a move reached a lesson step's goal, and why or why not, read
 * from what the wasm rules returned: the move's trace and the pits before
 * it, or the refusal of an illegal move. Nothing here plays a rule; it only
 * reads. A verdict names a catalog sentence (`key`, with `params`) that says
 * what the move did; the page and the lessons' test use this same module.
 *
 * A goal is data, one or more of:
 * - `{capture: n}`: capture exactly n seeds;
 * - `{grandSlam: true}`: play a grand slam, which captures nothing (docs/rules.md O4);
 * - `{lastIn: 'a'}`: the move's last seed falls in that pit;
 * - `{skipsOrigin: true}`: a lap of 12 or more seeds passes over its own pit;
 * - `{relayLaps: n}`: the move is sown in exactly n laps;
 * - `{feeds: true}`: give seeds to an opponent who has none;
 * - `{ends: 'majority' | 'no-moves' | 'repetition'}`: the move ends the game so;
 * - `{refused: 'endless-relay'}`: find the move the rules refuse for that reason.
 */

/** @typedef {import('../../pkg-page/mancala_wasm.js').TraceObject} TraceObject */
/** @typedef {import('../../pkg-page/mancala_wasm.js').Refusal} Refusal */

/**
 * @typedef {object} Goal
 * @property {number} [capture]
 * @property {boolean} [grandSlam]
 * @property {string} [lastIn]
 * @property {boolean} [skipsOrigin]
 * @property {number} [relayLaps]
 * @property {boolean} [feeds]
 * @property {'majority' | 'no-moves' | 'repetition'} [ends]
 * @property {string} [refused]
 */

/**
 * @typedef {object} Verdict
 * @property {boolean} passed
 * @property {string} [key] the catalog key of the sentence saying why
 * @property {Record<string, string | number | string[]>} [params] a list (of pit letters) is said as a list
 * @property {Refusal} [refusal] an illegal move's refusal, said as the rules' own sentence
 * @property {Verdict[]} [before] sentences said before this one (a strategy step's, best-move.js)
 */

const LETTERS = 'ABCDEFabcdef';

/** The letter of pit `pit` (0–11). */
const letter = (/** @type {number} */ pit) => LETTERS[pit];

/** Whether `pit` lies in `side`'s row ('south': 0–5, 'north': 6–11). */
const inRow = (/** @type {string} */ side, /** @type {number} */ pit) => (side === 'south' ? pit < 6 : pit >= 6);

/** The pit counts after the move. */
const pitsAfter = (/** @type {TraceObject} */ trace) => trace.after.slice(0, 12);

/** The pit where the move's last seed fell. */
const lastPit = (/** @type {TraceObject} */ trace) => trace.laps[trace.laps.length - 1].end;

const captured = (/** @type {TraceObject} */ trace) => trace.captures.reduce((sum, capture) => sum + capture.seeds, 0);

const pass = (/** @type {string} */ key, params = {}) => ({ passed: true, key, params });
const fail = (/** @type {string} */ key, params = {}) => ({ passed: false, key, params });

/**
 * Why a move did not capture `wanted` seeds (or, if it did, what it took).
 * @param {TraceObject} trace
 * @param {number} wanted
 * @param {string} variant 'oware' or 'ayoayo'
 */
function judgeCapture(trace, wanted, variant) {
  const count = captured(trace);
  if (count === wanted) {
    const pits = trace.captures.filter((c) => !inRow(trace.mover, c.pit)).map((c) => letter(c.pit));
    // Ayoayo takes the pit across and the last seed (docs/rules.md Y6); Oware one pit or a chain (O3).
    if (variant === 'ayoayo') return pass('learn.done.across', { count, pit: pits[0] });
    if (pits.length === 1) return pass('learn.done.capture', { count, pit: pits[0] });
    return pass('learn.done.chain', { count, pits });
  }
  if (count > 0) return fail('learn.why.captured-other', { count, goal: wanted });
  if (trace.grandSlam === 'forfeited') return fail('learn.why.grand-slam');
  const end = lastPit(trace);
  const own = inRow(trace.mover, end);
  if (variant === 'ayoayo') {
    if (!own) return fail('learn.why.ended-across', { pit: letter(end) });
    return fail('learn.why.facing-empty', { pit: letter(end), facing: letter(11 - end) });
  }
  if (own) return fail('learn.why.own-row', { pit: letter(end) });
  return fail('learn.why.made', { pit: letter(end), count: pitsAfter(trace)[end] });
}

/**
 * The verdict on one part of a goal for a legal move.
 * @param {string} name the part's name (a property of Goal)
 * @param {any} wanted its value
 * @param {TraceObject} trace
 * @param {number[]} before the pits before the move
 * @param {string} variant
 * @returns {Verdict}
 */
function judgePart(name, wanted, trace, before, variant) {
  const laps = trace.laps.length;
  switch (name) {
    case 'capture':
      return judgeCapture(trace, wanted, variant);
    case 'grandSlam':
      if (trace.grandSlam === 'forfeited') return pass('learn.done.grand-slam');
      return fail('learn.why.not-grand-slam', { count: captured(trace) });
    case 'lastIn': {
      const end = letter(lastPit(trace));
      if (end === wanted) return pass('learn.done.last-in', { pit: end });
      return fail('learn.why.last-in', { pit: end, goal: wanted });
    }
    case 'skipsOrigin': {
      const lap = trace.laps.find((l) => l.seeds >= 12);
      if (lap) return pass('learn.done.skip', { pit: letter(lap.origin), count: lap.seeds });
      return fail('learn.why.no-skip', { pit: letter(trace.pit), count: before[trace.pit] });
    }
    case 'relayLaps':
      if (laps === wanted) return pass('learn.done.laps', { count: laps });
      return fail('learn.why.laps', { count: laps, goal: wanted });
    case 'feeds': {
      // What the opponent's row holds once the move is over (docs/rules.md Y8), against before it.
      const after = pitsAfter(trace);
      const opponent = [...after.keys()].filter((pit) => !inRow(trace.mover, pit));
      const given = opponent.reduce((sum, pit) => sum + after[pit] - before[pit], 0);
      return given > 0 ? pass('learn.done.feeds', { count: given }) : fail('learn.why.no-feed');
    }
    case 'ends': {
      if (trace.end && trace.end.reason === wanted) {
        const [south, north] = trace.end.stores;
        return pass(`learn.done.ends.${wanted}`, { south, north });
      }
      if (trace.end) return fail('learn.why.ended-other');
      return fail(`learn.why.goes-on.${wanted}`, { count: trace.after[12] });
    }
    case 'refused':
      return fail('learn.why.not-refused', { count: laps });
    default:
      throw new Error(`unknown goal '${name}'`);
  }
}

/**
 * The verdict on a legal move: every part of `goal` must hold; the first
 * that does not says why.
 * @param {Goal} goal
 * @param {TraceObject} trace the move's trace
 * @param {ArrayLike<number>} before the 12 pit counts before the move
 * @param {string} variant 'oware' or 'ayoayo'
 * @returns {Verdict}
 */
export function judgeMove(goal, trace, before, variant) {
  const verdicts = Object.entries(goal).map(([name, wanted]) =>
    judgePart(name, wanted, trace, Array.from(before), variant),
  );
  return verdicts.find((verdict) => !verdict.passed) ?? verdicts[0];
}

/**
 * The verdict on a move the rules refused: right only when the goal is to
 * find that refusal, otherwise the rules' own reason.
 * @param {Goal} goal
 * @param {Refusal} refusal
 * @returns {Verdict}
 */
export function judgeRefusal(goal, refusal) {
  if (goal.refused !== undefined && goal.refused === refusal.kind) {
    return pass(`learn.done.refused.${refusal.kind}`, { pit: String(refusal.params.pit) });
  }
  return { passed: false, refusal };
}
