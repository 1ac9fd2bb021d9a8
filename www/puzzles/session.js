// @ts-check
/**
 * One puzzle being solved: the wasm game from its position, and where the
 * player is on the solution line. Every move is played by wasm, which
 * returns the trace to animate; the line and the refutations come from the
 * puzzle file. Nothing here knows a rule.
 */

/** @typedef {import('./rating.js').Puzzle} Puzzle */

/**
 * What a move of the player led to:
 * - `refused`: not playable (`refusal` says why), nothing played;
 * - `right`: the solution's move (`trace`), then the reply (`reply`, a
 *   trace, or null), `solved` when the line is complete;
 * - `wrong`: another move (`trace`), the engine's answer (`reply`) and the
 *   seeds it loses against the solution (`loss`).
 * @typedef {{kind: 'refused', refusal: any}
 *   | {kind: 'right', trace: any, reply: any, solved: boolean}
 *   | {kind: 'wrong', trace: any, reply: any, loss: number}} Attempt
 */

/**
 * @param {Puzzle} puzzle
 * @param {(position: string) => any} gameAt a new wasm Game at a position text
 */
export function createSession(puzzle, gameAt) {
  let game = gameAt(puzzle.position);
  /** Index in `puzzle.line` of the player's next move. */
  let next = 0;

  return {
    puzzle,
    /** The wasm game as it stands. */
    get game() {
      return game;
    },
    /** The solver: 0 South, 1 North. */
    solver: /** @type {number} */ (game.turn()),
    /** The move the solution plays next, or null once solved. */
    get expected() {
      return next < puzzle.line.length ? puzzle.line[next] : null;
    },
    /** Whether the whole line has been played. */
    get solved() {
      return next >= puzzle.line.length;
    },

    /**
     * Plays `pit` for the player.
     * @param {number} pit
     * @returns {Attempt}
     */
    attempt(pit) {
      const refusal = game.whyIllegal(pit);
      if (refusal !== undefined) return { kind: 'refused', refusal };
      const step = Math.floor(next / 2);
      if (pit === puzzle.line[next]) {
        const trace = game.play(pit);
        next += 1;
        const replyPit = puzzle.line[next];
        const reply = replyPit === undefined ? null : game.play(replyPit);
        if (reply) next += 1;
        return { kind: 'right', trace, reply, solved: next >= puzzle.line.length };
      }
      const wrong = puzzle.refutations[step]?.get(pit);
      if (!wrong) throw new Error(`puzzle ${puzzle.index} has no refutation of pit ${pit}`);
      const trace = game.play(pit);
      const reply = wrong.reply === null ? null : game.play(wrong.reply);
      return { kind: 'wrong', trace, reply, loss: wrong.loss };
    },

    /** Back to the puzzle's position, to try again or to be shown the solution. */
    restart() {
      game.free?.();
      game = gameAt(puzzle.position);
      next = 0;
    },

    /** Plays the next move of the line (solver's or reply) and returns its trace, or null at the end. */
    playLine() {
      if (next >= puzzle.line.length) return null;
      const trace = game.play(puzzle.line[next]);
      next += 1;
      return trace;
    },

    /** Frees the wasm game. */
    dispose() {
      game.free?.();
    },
  };
}
