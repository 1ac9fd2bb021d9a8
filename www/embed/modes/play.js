// @ts-check
/**
 * Play mode: people play on the board, one side or both; with a `level`,
 * the computer plays the `computer` side, searching in the game's own
 * worker (www/engine/worker.js, through www/engine/engine-client.js, loaded only
 * when a computer plays). Moves are checked by wasm, never here.
 */

import { errorMessage, grandSlamMessage, outcomeMessage, refusalMessage, sideKey } from '../../game/messages.js';
import { inEnglish, t } from '../../i18n/i18n.js';
import { describeMove, describeUndo } from '../../game/narration.js';
import { createMoveSession } from '../../game/session.js';
import { variantOf } from '../../game/variants.js';
import { addButton } from '../controls.js';

const THINK_MS = 800;

/** Sides in the English messages of the rejections `play()` gives the page's script. */
/** @type {Record<string, string>} */
const ENGLISH_SIDES = { south: 'South', north: 'North' };

/**
 * @typedef {ReturnType<typeof import('../../engine/engine-client.js').createEngineClient>} EngineClient
 */

/**
 * @param {import('./mode.js').ModeContext & {restart: () => void}} context
 * @returns {import('./mode.js').Mode}
 */
export function startPlay({ board, game, options, view, emit, restart }) {
  let level = options.level;
  /** @type {string | null} */
  let computerSide = level === null ? null : options.computer;
  const moves = createMoveSession(board);
  let activity = 'idle';
  /** @type {EngineClient | null} */
  let engine = null;
  /** @type {Record<string, HTMLButtonElement>} */
  const buttons = {};

  const turn = () => sideKey(game.turn());
  const computerToMove = () => game.outcome() === null && turn() === computerSide;
  /** Stores, side to move and outcome, for the narration. */
  const liveState = () => ({ stores: Array.from(game.counts().slice(12)), turn: turn(), outcome: game.outcome() ?? null });

  function statusLine() {
    const outcome = game.outcome();
    if (outcome) return outcomeMessage(outcome, turn());
    if (computerToMove()) return t(`embed.thinking.${turn()}`);
    return t(`embed.to-move.${turn()}`);
  }

  function showLive() {
    const playable = activity === 'idle' && game.outcome() === null && !computerToMove();
    board.set({
      counts: game.counts(),
      legal: playable ? Array.from(game.legalMoves()) : [],
      turn: game.outcome() === null ? turn() : null,
      // "Your" pits: the person's against the computer, else those of the side to move.
      reader: computerSide === null ? turn() : computerSide === 'south' ? 'north' : 'south',
    });
    if (buttons.undo) buttons.undo.disabled = !game.canUndo();
  }

  /** Stops the animation and the search in progress. */
  function interrupt() {
    moves.interrupt();
    engine?.cancel();
    activity = 'idle';
  }

  /**
   * Plays `pit` for the side to move and animates it.
   * @param {number} pit
   */
  async function playPit(pit) {
    const { refusal, finished } = await moves.play(game, pit, {
      played(trace) {
        interrupt();
        view.say(describeMove(trace));
        emit('move', { ply: game.plyCount(), pit, notation: trace.notation, mover: trace.mover, position: trace.position });
        if (trace.end) {
          emit('end', { winner: trace.end.winner, stores: trace.end.stores, reason: trace.end.reason, text: statusLine() });
        }
        activity = 'animating';
        board.set({ legal: [] });
      },
    });
    if (refusal) {
      view.say(refusalMessage(refusal), 'error');
      // The page's script gets the English reason, with its kind and parameters.
      throw Object.assign(new Error(refusal.message), { kind: refusal.kind, params: refusal.params });
    }
    if (!finished) return;
    activity = 'idle';
    showLive();
    if (computerToMove()) computerMove();
  }

  async function computerMove() {
    const current = moves.begin();
    activity = 'thinking';
    view.say(statusLine());
    try {
      if (!engine) {
        // Imported on demand: most boards never play the computer. Bundlers
        // (esbuild's splitting, Vite, webpack) make it a chunk of its own.
        const { createEngineClient } = await import('../../engine/engine-client.js');
        engine = createEngineClient();
      }
      if (!current() || level === null) return;
      const seed = crypto.getRandomValues(new Uint32Array(1))[0];
      const choice = await engine.think(game.record(), variantOf(game.variant).key, level, THINK_MS, seed);
      if (!current()) return;
      activity = 'idle';
      await playPit(choice.pit);
    } catch (error) {
      if (!current()) return;
      activity = 'idle';
      reportFailure(error);
    }
  }

  /**
   * Says why the computer could not move: on the board and once on the
   * console, in the board's language, and to the page's script by the
   * element's `error` event (`message` in English, `text` as said).
   * @param {unknown} error
   */
  function reportFailure(error) {
    const text = t('embed.computer-failed', { reason: errorMessage(error) });
    view.say(text, 'error');
    console.warn(`<mancala-board>: ${text}`);
    const reason = error instanceof Error ? error.message : String(error);
    emit('error', { message: inEnglish('embed.computer-failed', { reason }), attribute: null, value: null, text });
  }

  /** A person chose a pit on the board. */
  board.on('pit', (/** @type {number} */ pit) => {
    if (activity === 'animating') return board.skip();
    if (activity === 'thinking' || computerToMove()) return;
    playPit(pit).catch(() => {});
  });

  function undo() {
    interrupt();
    if (!game.undo()) return;
    let undone = 1;
    while (computerSide !== null && turn() === computerSide && game.canUndo()) undone += game.undo() ? 1 : 0;
    view.say(describeUndo(undone, liveState()));
    showLive();
    if (computerToMove()) computerMove();
  }

  if (options.controls.includes('undo')) buttons.undo = addButton(view.controls, 'undo', 'undo', undo);
  if (options.controls.includes('new')) addButton(view.controls, 'restart', 'new-game', restart);

  view.say(statusLine());
  showLive();
  if (computerToMove()) computerMove();

  return {
    busy: () => activity !== 'idle',
    ply: () => game.plyCount(),
    /** A move for a person: refused while the computer is to move. */
    async play(pit) {
      if (computerToMove()) {
        const side = ENGLISH_SIDES[turn()];
        throw new Error(`it is ${side}'s turn, and the computer plays ${side}`);
      }
      return playPit(pit);
    },
    undo,
    /**
     * New players for the game on the board (the element's `level` and
     * `computer`): a new level plays from the computer's next move; a
     * computer that changes sides, comes or goes stops a search under way
     * and takes over the side to move if it is now its.
     */
    setPlayers(/** @type {{level: number | null, computer: string}} */ players) {
      level = players.level;
      const side = level === null ? null : players.computer;
      if (side === computerSide) return;
      interrupt();
      computerSide = side;
      view.say(statusLine());
      showLive();
      if (computerToMove()) computerMove();
    },
    destroy() {
      interrupt();
      engine?.stop();
      engine = null;
    },
  };
}
