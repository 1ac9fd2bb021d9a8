// @ts-check
/**
 * The game in progress, as the page drives it: people's choices, the
 * computer's moves, undo and redo, viewing earlier positions, opening other
 * games, and saving. Three parts, each a job: game-flow.js the live game
 * (what is shown and saved, moves, the hint, the settings), game-history.js
 * going through the moves played, game-opening.js replacing the game.
 */

import { variantKey, createGameFlow } from './game-flow.js';
import { createGameHistory } from './game-history.js';
import { createGameOpening } from './game-opening.js';

/** @typedef {import('./game-flow.js').Snapshot} Snapshot */
/** @typedef {import('./game-flow.js').Side} Side */
/** @typedef {import('./status.js').Message} Message */

/**
 * `game`: the game to start with (shown once `start()` is called, when
 * the page is ready to hear of it); `board`: a board component; `engine`:
 * an engine client; `settings`: the starting settings; `notify(message,
 * {kind, action})` shows a message; `announce(text)` says what happened to
 * screen readers (each move, undo, and what the read-out keys ask for);
 * `onChange(snapshot)` is called whenever what the page shows may change.
 * Optional hooks for a match or a game by link: `replaceRefusal()` says why
 * the person may not replace the game now (or null); `moveRefusal(side)`
 * why a person may not move for `side` here (or null); `onGameOver()` runs
 * once when the live game ends; `onReplace()` after the game is replaced;
 * `onSaveTrouble(failing)` when saving the game starts to fail (true) and
 * when it works again (false); `openAsMatch(text, source, name)` a promise of
 * the action that opens a record refused as a game as a match instead, if
 * it is one (else null). For a game with someone elsewhere (live play):
 * `playsHere(side)` whether a person here plays `side`; `sendMove(pit)`
 * takes a person's legal move to be played elsewhere (true) or leaves it to
 * be played here (false); `helpRefusal()` why the engine may not help now
 * (or null).
 * @param {object} options
 * @param {import('../../pkg-page/mancala_wasm.js').Game} options.game
 * @param {import('./game-flow.js').Board} options.board
 * @param {import('./game-flow.js').EngineClient} options.engine
 * @param {import('./settings.js').Settings} options.settings
 * @param {import('./game-flow.js').Notify} options.notify
 * @param {(text: string) => void} options.announce
 * @param {(snapshot: Snapshot) => void} options.onChange
 * @param {() => Message | null} [options.replaceRefusal]
 * @param {(side: Side) => Message | null} [options.moveRefusal]
 * @param {() => void} [options.onGameOver]
 * @param {() => void} [options.onReplace]
 * @param {(failing: boolean) => void} [options.onSaveTrouble]
 * @param {(text: string, source: import('./game-opening.js').RecordSource, name: string) => Promise<import('./status.js').Action | null>} [options.openAsMatch]
 * @param {(side: Side) => boolean} [options.playsHere]
 * @param {(pit: number) => boolean} [options.sendMove]
 * @param {() => Message | null} [options.helpRefusal]
 */
export function createController({
  replaceRefusal = () => null,
  moveRefusal = () => null,
  onGameOver = () => {},
  onReplace = () => {},
  onSaveTrouble = () => {},
  openAsMatch = async () => null,
  playsHere = () => true,
  sendMove = () => false,
  helpRefusal = () => null,
  ...options
}) {
  const flow = createGameFlow({ ...options, moveRefusal, onGameOver, onSaveTrouble, playsHere, sendMove, helpRefusal });
  const history = createGameHistory(flow);
  const opening = createGameOpening(flow, { replaceRefusal, onReplace, openAsMatch });
  const { state } = flow;

  return {
    /** Shows the game given to start with, and saves it: the page is ready. */
    start() {
      flow.save();
      onReplace();
      flow.continueGame();
    },

    choosePit: flow.choosePit,
    playArrived: flow.playArrived,
    endElsewhere: flow.endElsewhere,
    setNames: flow.setNames,
    letComputerMove: flow.letComputerMove,
    hint: flow.hint,
    setPlayer: flow.setPlayer,
    setSpeed: flow.setSpeed,
    setLanguage: flow.setLanguage,
    setDisplay: flow.setDisplay,
    setThinkTime: flow.setThinkTime,
    ...history,
    ...opening,

    /** The comment after each move of the live game (`""` for none). */
    comments: () => state.game.comments(),

    /**
     * Sets the comments after the moves (`comments[i]` after move i + 1) and
     * saves: a game review's marks, kept in the game's record.
     * @param {string[]} comments
     */
    setComments(comments) {
      comments.forEach((comment, index) => state.game.setComment(index + 1, comment));
      flow.save();
      flow.changed();
    },

    /** Shows again what the page says of the game: who may move changed elsewhere (a live game's news). */
    refresh: flow.refresh,

    /** The live game's outcome (an OutcomeObject) or null. */
    outcome: flow.outcomeNow,
    /** Who moves next in the live game: 'south' or 'north'. */
    turn: flow.turn,
    /** The moves of the live game (RecordMoveObjects). */
    recordMoves: () => state.game.recordMoves(),
    /**
     * Whether `next` (a wasm Game) continues the live game: the same game,
     * rules and start, with the live game's moves first.
     * @param {import('../../pkg-page/mancala_wasm.js').Game} next
     */
    continuedBy(next) {
      const { game } = state;
      if (next.variant !== game.variant || next.grandSlamWins !== game.grandSlamWins) return false;
      if (next.positionAt(0) !== game.positionAt(0) || next.plyCount() < game.plyCount()) return false;
      const mine = game.recordMoves();
      const theirs = next.recordMoves();
      return mine.every((move, index) => move.pit === theirs[index].pit);
    },
    /** The player settings now. */
    players: () => ({ south: state.settings.south, north: state.settings.north }),
    record: flow.record,
    fileName: () => `mancala-${variantKey(state.game.variant)}-${new Date().toISOString().slice(0, 10)}.ogn`,

    /** Read-only facts for the test hook (see main.js). */
    position: () => state.game.position(),
    legalMoves: () => Array.from(state.game.legalMoves()),
    get activity() {
      return state.activity;
    },
  };
}
