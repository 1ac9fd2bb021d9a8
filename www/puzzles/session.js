// @ts-check
/**
 * One puzzle being solved: the wasm game from its position, and where the
 * player is on the solution line. The moves are played on `game` by the
 * move session (game/session.js), which sows and animates them; this judges
 * the player's move and says which reply follows, from the line and the
 * refutations of the puzzle file. Nothing here knows a rule.
 */

/** @typedef {import('./rating.js').Puzzle} Puzzle */

/**
 * What a move of the player leads to:
 * - `right`: the solution's move; `reply` is the opponent's answer to play
 *   next (a pit, or null; once it is played, `solved` says whether the
 *   line is complete);
 * - `wrong`: another move; `reply` is the engine's answer (a pit or null)
 *   and `loss` the seeds it loses against the solution.
 * @typedef {{kind: 'right', reply: number | null}
 *   | {kind: 'wrong', reply: number | null, loss: number}} Verdict
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
     * Judges the player's move, just played on `game` (its trace): the
     * solution's move moves the line on to the reply.
     * @param {{pit: number}} trace
     * @returns {Verdict}
     */
    judge(trace) {
      const step = Math.floor(next / 2);
      if (trace.pit === puzzle.line[next]) {
        next += 1;
        const reply = next < puzzle.line.length ? puzzle.line[next] : null;
        return { kind: 'right', reply };
      }
      const wrong = puzzle.refutations[step]?.get(trace.pit);
      if (!wrong) throw new Error(`puzzle ${puzzle.index} has no refutation of pit ${trace.pit}`);
      return { kind: 'wrong', reply: wrong.reply, loss: wrong.loss };
    },

    /** The line's next move was played on `game` (a reply, or a move of the solution shown). */
    advance() {
      next += 1;
    },

    /** Back to the puzzle's position, to try again or to be shown the solution. */
    restart() {
      game.free?.();
      game = gameAt(puzzle.position);
      next = 0;
    },

    /** Frees the wasm game. */
    dispose() {
      game.free?.();
    },
  };
}
