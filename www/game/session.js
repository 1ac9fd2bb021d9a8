// @ts-check
/**
 * One path for a move, for the page, the embed, the lessons and the
 * puzzles: the wasm game plays it (sown once, `Game.tryPlay`), the board
 * animates its trace from the counts the trace carries, and work that
 * something newer replaced finds out when it resumes.
 *
 *     const moves = createMoveSession(board);
 *     const { trace, refusal, finished } = await moves.play(game, pit, { played: say });
 *
 * Every asynchronous task of a board's host (an animation, the computer's
 * search, a hint) can take a turn with `begin()`: `interrupt()` or a newer
 * `begin()` makes older turns stale, and their check says so.
 */

/** @typedef {import('../../pkg-rules/mancala_wasm.js').TraceObject} TraceObject */
/** @typedef {import('../../pkg-rules/mancala_wasm.js').Refusal} Refusal */

/**
 * What the session needs of a wasm `Game` (full or rules-only module).
 * @typedef {{tryPlay(pit: number): import('../../pkg-rules/mancala_wasm.js').PlayResult}} PlayableGame
 */

/**
 * What the session needs of a board (www/board/board.js).
 * @typedef {object} AnimatedBoard
 * @property {(trace: TraceObject, options?: {from?: ArrayLike<number>, stepBack?: boolean}) => Promise<void>} animateTrace
 * @property {() => number[]} shownCounts
 * @property {(pit: number) => void} refuse
 */

/**
 * Options of an animation: `stepBack` starts it paused at its last lap.
 * @typedef {{stepBack?: boolean}} AnimationOptions
 */

/**
 * The move session of `board`.
 * @param {AnimatedBoard} board
 */
export function createMoveSession(board) {
  let turn = 0;

  /** Starts a task, making every earlier one stale; returns whether it is still current. */
  function begin() {
    const mine = ++turn;
    return () => mine === turn;
  }

  /**
   * Animates `trace` from the counts before it; resolves to whether it ended
   * as the current task (false: something newer took over). An animation
   * that ends on other counts than the trace's is a bug: it is reported on
   * the console (the browser tests fail on it).
   * @param {TraceObject} trace
   * @param {AnimationOptions} [options]
   */
  async function animate(trace, options = {}) {
    const current = begin();
    await board.animateTrace(trace, { from: trace.before, ...options });
    if (!current()) return false;
    const drawn = board.shownCounts().join('-');
    if (drawn !== trace.after.join('-')) {
      console.warn(`The animation of ${trace.notation} ended on ${drawn}, but the game says ${trace.after.join('-')}.`);
    }
    return true;
  }

  return {
    begin,

    /** Makes every task begun so far stale. */
    interrupt() {
      turn++;
    },

    animate,

    /**
     * Plays `pit` in `game`. Refused: the board flashes the pit (unless
     * `flashRefusal` is false) and the result holds the refusal. Played:
     * `played(trace)` runs at once (to
     * say, save or report the move before it is seen), then the trace is
     * animated; the result holds the trace and whether the animation
     * ended as the current task.
     * @param {PlayableGame} game
     * @param {number} pit
     * @param {{played?: (trace: TraceObject) => void, flashRefusal?: boolean}} [options]
     * @returns {Promise<{trace: TraceObject, finished: boolean, refusal?: undefined} | {refusal: Refusal, trace?: undefined, finished: false}>}
     */
    async play(game, pit, { played = () => {}, flashRefusal = true } = {}) {
      const { trace, refusal } = game.tryPlay(pit);
      if (!trace) {
        if (flashRefusal) board.refuse(pit);
        return { refusal: /** @type {Refusal} */ (refusal), finished: false };
      }
      played(trace);
      return { trace, finished: await animate(trace) };
    },
  };
}
