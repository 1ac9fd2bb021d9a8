// @ts-check
/**
 * The game's history, the part of the controller (controller.js) that goes
 * back and forth through the moves played: undo and redo, viewing an
 * earlier position read-only, replaying the move shown lap by lap, reading
 * the board out, and previewing a line the analysis suggests.
 */

import { Game } from '../../pkg-page/mancala_wasm.js';
import { describeMove, describeUndo, readOut } from '../game/narration.js';
import { t } from '../i18n/i18n.js';

/**
 * @param {import('./game-flow.js').GameFlow} flow
 */
export function createGameHistory(flow) {
  const { state, board, moves, notify, announce } = flow;

  /**
   * Animates again the move shown (the last one, or the one viewed).
   * @param {{stepBack?: boolean}} [options] `stepBack`: start paused at its last lap
   */
  function replay({ stepBack = false } = {}) {
    const ply = state.viewing ?? state.game.plyCount();
    if (ply < 1) {
      notify(() => t('game.no-move-yet'));
      return;
    }
    flow.interrupt();
    flow.run(async () => {
      if (!(await flow.animate(state.game.traceAt(ply), ply, { stepBack }))) return;
      if (state.viewing === null) flow.continueGame();
      else flow.changed();
    });
  }

  /**
   * Whether undo and redo may go through the game's history now; says why
   * not if not. If so, back to the live game with nothing under way: the
   * person who undoes or redoes lets the computer play again.
   */
  function mayTravel() {
    if (state.lockedReason) {
      notify(state.lockedReason, { kind: 'error' });
      return false;
    }
    state.held = false;
    state.viewing = null;
    flow.interrupt();
    return true;
  }

  /** Whether the computer's move just taken back or replayed goes with the person's (one person against it). */
  const computerFollows = () => flow.isComputer(flow.turn()) && flow.hasPerson();

  return {
    /** Takes back the last move, and the computer's before it when a person plays against it. */
    undo() {
      if (!mayTravel()) return;
      const { game } = state;
      if (!game.undo()) return;
      flow.gameChanged();
      let undone = 1;
      while (game.canUndo() && computerFollows()) {
        undone += game.undo() ? 1 : 0;
        flow.gameChanged();
      }
      state.overReported = false;
      flow.save();
      notify('');
      announce(describeUndo(undone, flow.liveState()));
      flow.continueGame();
    },

    /** Plays again the move taken back, and the computer's after it when a person plays against it. */
    redo() {
      if (!mayTravel()) return;
      notify('');
      flow.run(async () => {
        const { game } = state;
        for (;;) {
          const trace = game.redo();
          if (!trace) break;
          flow.gameChanged();
          announce(describeMove(trace));
          flow.save();
          if (!(await flow.animate(trace, game.plyCount()))) return;
          if (!(game.canRedo() && computerFollows())) break;
        }
        flow.continueGame();
      });
    },

    /**
     * Shows the position after `ply` moves, read-only (the live game goes on afterwards).
     * @param {number} ply
     */
    view(ply) {
      if (ply === state.game.plyCount() && state.viewing === null) return;
      flow.interrupt();
      state.viewing = ply;
      board.set({ counts: state.game.countsAt(ply), legal: [], turn: null });
      flow.changed();
    },

    /** Back from a position viewed to the live game. */
    backToGame() {
      if (state.viewing === null) return;
      state.viewing = null;
      flow.interrupt();
      flow.continueGame();
    },

    replay,

    /**
     * Steps the animation a lap; stepping back after it ended reopens the last move.
     * @param {1 | -1} direction
     */
    stepLap(direction) {
      if (!board.stepLap(direction) && direction < 0) replay({ stepBack: true });
    },

    /**
     * Says what a read-out key of the board asks for (`read-board`: the
     * whole board shown; `read-move`: the move shown in full, every lap and
     * capture).
     * @param {string} name
     */
    readOut(name) {
      announce(readOut(name, state.game, state.viewing ?? state.game.plyCount()));
    },

    /**
     * Animates `pits` played on from the position after `ply` moves, shown
     * read-only, then shows that position again: a line the analysis
     * suggests, played without changing the game. Resolves when done or
     * interrupted.
     * @param {number} ply
     * @param {number[]} pits
     */
    async previewLine(ply, pits) {
      flow.interrupt();
      state.viewing = ply;
      board.set({ legal: [], turn: null });
      const preview = Game.fromRecord(flow.record());
      while (preview.plyCount() > ply && preview.undo());
      board.set({ counts: preview.counts() });
      state.activity = 'previewing';
      flow.changed();
      try {
        for (const pit of pits) {
          const { refusal, finished } = await moves.play(preview, pit);
          if (refusal) throw new Error(refusal.message);
          if (!finished) return;
        }
      } finally {
        preview.free();
      }
      state.activity = 'idle';
      board.set({ counts: state.game.countsAt(ply) });
      flow.changed();
    },

    /**
     * Refuses undo and redo with `reason` (null allows them again) until the game is replaced.
     * @param {import('./status.js').Message | null} reason
     */
    lockHistory(reason) {
      state.lockedReason = reason;
      flow.changed();
    },
  };
}
