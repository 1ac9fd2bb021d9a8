// @ts-check
/**
 * What the engine says of a strategy lesson's position: every legal move
 * scored by `analyzeMoves` at a fixed depth (the wasm module's full build,
 * dist/pkg), the best, the margin by which it beats every other move, and
 * for each other move the reply the engine expects and what it loses. The lessons' check
 * (tests/learn/strategy.test.mjs) and the tool that finds positions
 * (find-positions.mjs) both read the engine through here, so that what the
 * page says of a step is what this computes.
 */

const LETTERS = 'ABCDEFabcdef';

/** Scores are hundredths of a seed; beyond this the search sees the game's end. */
const DECIDED = 900_000;

/**
 * @typedef {object} EngineView
 * @property {string} best the letter of the engine's move
 * @property {number} margin whole seeds by which the best beats every other move (Infinity for an only move)
 * @property {boolean} decided whether a compared score sees the game's end
 * @property {Record<string, {reply: string | null, loses: number | 'game'}>} others for each other legal move, the opponent's reply on the engine's line (null if the move ends the game) and the whole seeds it loses against the best, or 'game' when the search sees it lose the game
 * @property {import('../../dist/pkg/mancala_wasm.js').MovesReport} report
 */

/**
 * @param {typeof import('../../dist/pkg/mancala_wasm.js')} wasm the initialised full module
 * @param {import('../../dist/pkg/mancala_wasm.js').Game} game at the position, the learner to move
 * @param {number} depth
 * @returns {EngineView}
 */
export function engineView(wasm, game, depth) {
  const report = wasm.analyzeMoves(game, depth);
  const [first, second] = report.moves;
  const margin = second ? Math.floor((first.score - second.score) / 100) : Infinity;
  const decided = Math.abs(first.score) > DECIDED || (second !== undefined && Math.abs(second.score) > DECIDED);
  /** @type {EngineView['others']} */
  const others = {};
  for (const move of report.moves.slice(1)) {
    const line = Array.from(move.line);
    const reply = line.length > 1 ? LETTERS[line[1]] : null;
    const loses = move.score < -DECIDED ? 'game' : Math.floor((first.score - move.score) / 100);
    others[LETTERS[move.pit]] = { reply, loses };
  }
  return { best: LETTERS[first.pit], margin, decided, others, report };
}
