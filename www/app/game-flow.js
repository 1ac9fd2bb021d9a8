// @ts-check
/**
 * The live game and its flow, the part of the controller (controller.js)
 * that the others build on: what is shown and saved, the person's and the
 * computer's moves, the hint and the settings. Every rule question goes to
 * the wasm `Game`; the board only shows what it is given.
 *
 * A move is played and animated by the move session (game/session.js), as
 * the embed, the lessons and the puzzles play theirs. Asynchronous work (an
 * animation, the computer's search, a hint) takes a turn of that session:
 * anything that changes the game or what is shown interrupts it, and work
 * begun before finds out when it resumes and stops.
 */

import { pitLetterOf } from '../board/layout.js';
import { Cancelled } from '../engine/cancelled.js';
import { errorMessage, grandSlamMessage, hintMessage, outcomeMessage, refusalMessage, sideKey } from '../game/messages.js';
import { describeMove } from '../game/narration.js';
import { createMoveSession } from '../game/session.js';
import { writeSave } from '../game/storage.js';
import { variantOf } from '../game/variants.js';
import { t } from '../i18n/i18n.js';
import { Game, Level } from '../../pkg-page/mancala_wasm.js';
import { LEVELS, computerLevel } from './settings.js';

/** @typedef {import('../../pkg-page/mancala_wasm.js').TraceObject} TraceObject */
/** @typedef {import('../../pkg-page/mancala_wasm.js').OutcomeObject} OutcomeObject */
/** @typedef {import('../../pkg-page/mancala_wasm.js').Refusal} Refusal */
/** @typedef {import('../../pkg-page/mancala_wasm.js').RecordMoveObject} RecordMoveObject */
/** @typedef {ReturnType<typeof import('../board/board.js').createBoard>} Board */
/** @typedef {ReturnType<typeof import('../engine/lazy-client.js').createLazyEngineClient>} EngineClient */
/** @typedef {import('./settings.js').Settings} Settings */
/** @typedef {import('./status.js').Message} Message */
/** @typedef {import('./status.js').Action} Action */
/** @typedef {'south' | 'north'} Side */
/** @typedef {'idle' | 'thinking' | 'hinting' | 'animating' | 'previewing'} Activity */

/**
 * Shows a message: its text, or a function saying it in the language in
 * use; `kind` 'error' or 'hint' styles it, `action` adds a button.
 * @typedef {(message: Message, options?: {kind?: 'error' | 'hint', action?: Action}) => void} Notify
 */

/**
 * What the page shows of the game, given to `onChange` whenever it may change.
 * @typedef {object} Snapshot
 * @property {string} variant the game's key ('oware' or 'ayoayo')
 * @property {boolean} grandSlamWins
 * @property {Side} turn
 * @property {string | null} outcome the game's result in words, or null while it goes on
 * @property {Side | null} decided the side that has won before the end, if any
 * @property {{south: number, north: number}} scores the stores the board shows
 * @property {RecordMoveObject[]} moves
 * @property {number | null} viewing the ply the board shows, or null for the game as played
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {Activity} activity
 * @property {{ply: number, letter: string, mover: string} | null} animated the move being played on the board
 * @property {Settings} settings
 * @property {boolean} computerToMove
 * @property {boolean} held the computer is to move but waits to be let (see `held`)
 * @property {Side | null} ownSide the side played here when the other is played elsewhere (live play), else null
 * @property {boolean} noHelp the engine may not help (the hint is refused: a live game)
 * @property {Message | null} refusal why a person here may not move for the side to move (a game played
 *   elsewhere: the opponent's move, a live game not started), or null
 */

/**
 * What the controller's parts share and change.
 * @typedef {object} FlowState
 * @property {Game} game the live game
 * @property {Settings} settings
 * @property {number | null} viewing the ply shown read-only, or null for the live game
 * @property {Activity} activity
 * @property {{ply: number, letter: string, mover: string} | null} animated
 * @property {boolean} overReported whether `onGameOver` ran for the game's current end
 * @property {Message | null} lockedReason why undo and redo are refused (a finished match game), or null
 * @property {boolean} held whether the computer waits for the person to let it move: a game opened
 *   (a link, a file, a recent game) with the computer to move is not changed before the person has seen it
 * @property {Message | null} ended how the game ended off the board (a live game resigned, lost on time,
 *   abandoned or drawn by agreement), or null: the board then takes no move
 * @property {{south?: string, north?: string}} names the players' names for the record (a live game's)
 */

const HINT_MS = 1000;

/** The key ('oware' or 'ayoayo') of a wasm `Variant` value. */
export const variantKey = (/** @type {number} */ value) => variantOf(value).key;

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * @param {object} options
 * @param {Game} options.game the game to start with (controller.js replaces it through `replace`)
 * @param {Board} options.board
 * @param {EngineClient} options.engine
 * @param {Settings} options.settings the starting settings
 * @param {Notify} options.notify
 * @param {(text: string) => void} options.announce says what happened to screen readers
 * @param {(snapshot: Snapshot) => void} options.onChange
 * @param {(side: Side) => Message | null} options.moveRefusal why a person may not move for `side` here
 * @param {() => void} options.onGameOver runs once when the live game ends
 * @param {(failing: boolean) => void} options.onSaveTrouble saving starts to fail (true) or works again (false)
 * @param {(side: Side) => boolean} options.playsHere whether a person here may play `side` (not when it is
 *   played elsewhere: live play)
 * @param {(pit: number) => boolean} options.sendMove takes a person's legal move to be played elsewhere (live
 *   play sends it to the server, and plays it when it comes back): true if taken, false to play it here
 * @param {() => Message | null} options.helpRefusal why the engine may not help now (a live game), or null
 */
export function createGameFlow({
  game,
  board,
  engine,
  settings,
  notify,
  announce,
  onChange,
  moveRefusal,
  onGameOver,
  onSaveTrouble,
  playsHere,
  sendMove,
  helpRefusal,
}) {
  /** @type {FlowState} */
  const state = {
    game,
    settings: { ...settings },
    viewing: null,
    activity: 'idle',
    animated: null,
    overReported: game.outcome() !== null,
    lockedReason: null,
    held: false,
    ended: null,
    names: {},
  };
  const moves = createMoveSession(board);
  let saveFailed = false;

  const isComputer = (/** @type {Side} */ side) => computerLevel(state.settings[side]) !== null;
  const hasPerson = () => !isComputer('south') || !isComputer('north');

  /**
   * The side to move and the outcome of the live game, asked of wasm once
   * per change of the game (`gameChanged()` after every play, undo, redo
   * and new game), not at every question.
   * @type {{side: number, outcome: OutcomeObject | null} | null}
   */
  let live = null;
  const facts = () => (live ??= { side: state.game.turn(), outcome: state.game.outcome() ?? null });
  const gameChanged = () => {
    live = null;
  };
  const turn = () => sideKey(facts().side);
  const outcomeNow = () => facts().outcome;
  /** Whether the live game is over, on the board or off it. */
  const over = () => outcomeNow() !== null || state.ended !== null;

  /** Stores, side to move and outcome of the live game, for the narration. */
  const liveState = () => ({ stores: Array.from(state.game.counts().slice(12)), turn: turn(), outcome: outcomeNow() });

  /**
   * The side played here when the other is played elsewhere (live play), else null.
   * @returns {Side | null}
   */
  function ownSide() {
    const here = playsHere('south');
    return here === playsHere('north') ? null : here ? 'south' : 'north';
  }

  /**
   * The side the board's twin calls "your": the side played here against
   * someone elsewhere, or the one person playing against the computer, else
   * (two people at one screen) the side to move; none for a game watched.
   * @returns {Side | null}
   */
  function reader() {
    const own = ownSide();
    if (own) return own;
    if (!playsHere('south')) return null;
    if (isComputer('south') !== isComputer('north')) return isComputer('south') ? 'north' : 'south';
    return hasPerson() ? turn() : null;
  }

  /** @param {Side} side */
  function playerName(side) {
    const level = computerLevel(state.settings[side]);
    return level === null ? state.names[side] : `Computer (${LEVELS.find((l) => l.value === level)?.name})`;
  }

  const record = () => state.game.record(playerName('south'), playerName('north'));

  /** Saves the game and the settings; tells `onSaveTrouble` when saving starts or stops failing. */
  function save() {
    const failed = Boolean(writeSave(record(), state.settings, Array.from(state.game.counts())));
    if (failed !== saveFailed) onSaveTrouble(failed);
    saveFailed = failed;
  }

  /** @returns {Snapshot} */
  function snapshot() {
    const { game, activity, lockedReason } = state;
    const shown = board.shownCounts();
    const outcome = outcomeNow();
    const winner = outcome ? undefined : game.decidedWinner();
    const ended = state.ended && (typeof state.ended === 'function' ? state.ended() : state.ended);
    return {
      variant: variantKey(game.variant),
      grandSlamWins: game.grandSlamWins,
      turn: turn(),
      outcome: outcome ? outcomeMessage(outcome, turn()) : ended,
      decided: winner === undefined || ended ? null : sideKey(winner),
      scores: { south: shown[12], north: shown[13] },
      moves: game.recordMoves(),
      viewing: state.viewing,
      canUndo: game.canUndo() && !lockedReason,
      canRedo: game.canRedo() && !lockedReason,
      activity,
      animated: activity === 'animating' ? state.animated : null,
      settings: state.settings,
      computerToMove: !over() && isComputer(turn()),
      held: state.held && !over() && isComputer(turn()),
      ownSide: ownSide(),
      noHelp: helpRefusal() !== null,
      refusal: over() || isComputer(turn()) ? null : moveRefusal(turn()),
    };
  }

  const changed = () => onChange(snapshot());

  /**
   * Runs `task`, reporting an unexpected failure instead of throwing.
   * @param {() => Promise<unknown>} task
   */
  const run = (task) =>
    task().catch((/** @type {unknown} */ error) => {
      state.activity = 'idle';
      notify(() => errorMessage(error), { kind: 'error' });
      changed();
    });

  /**
   * Cancels the search and any animation continuation, clearing the hint;
   * with `keepPonder`, the engine's ponder goes on (see ponderReply).
   */
  function interrupt({ keepPonder = false } = {}) {
    if (keepPonder) engine.cancelAllButPonder();
    else engine.cancel();
    moves.interrupt();
    state.activity = 'idle';
    board.set({ hint: null });
  }

  function showLive() {
    const ended = over();
    board.set({
      counts: state.game.counts(),
      legal:
        ended || isComputer(turn()) || !playsHere(turn()) || moveRefusal(turn())
          ? []
          : Array.from(state.game.legalMoves()),
      turn: ended ? null : turn(),
      reader: reader(),
    });
  }

  /**
   * Shows again who may move, after news from elsewhere (live play: the
   * game started, a move was sent or came back): the board's highlighted
   * pits when nothing is animating or viewed, and the snapshot.
   */
  function refresh() {
    if (state.viewing === null && state.activity === 'idle') showLive();
    changed();
  }

  /** Shows the live game and lets the computer move if it is its turn. */
  function continueGame() {
    showLive();
    if (outcomeNow() && !state.overReported) {
      state.overReported = true;
      onGameOver();
    }
    changed();
    if (state.viewing === null && !over() && isComputer(turn()) && !state.held) run(computerMove);
  }

  /**
   * Shows that the trace of move `ply` is being animated.
   * @param {TraceObject} trace
   * @param {number} ply
   */
  function showAnimating(trace, ply) {
    state.activity = 'animating';
    state.animated = { ply, letter: pitLetterOf(trace.pit), mover: trace.mover };
    board.set({ legal: [] });
    changed();
  }

  /**
   * Animates `trace`, move `ply`; false if something else took over meanwhile.
   * @param {TraceObject} trace
   * @param {number} ply
   * @param {{stepBack?: boolean}} [options]
   */
  async function animate(trace, ply, options = {}) {
    showAnimating(trace, ply);
    if (!(await moves.animate(trace, options))) return false;
    state.activity = 'idle';
    return true;
  }

  /**
   * Plays `pit` for the side to move: `before()` runs once the move is
   * played, then it is said, saved and animated. Returns why it was
   * refused, or null.
   * @param {number} pit
   * @returns {Promise<Refusal | null>}
   */
  async function playMove(pit, before = () => {}) {
    const { trace, refusal, finished } = await moves.play(state.game, pit, {
      played(trace) {
        gameChanged();
        before();
        announce(describeMove(trace));
        save();
        showAnimating(trace, state.game.plyCount());
      },
    });
    if (refusal) return refusal;
    if (!finished) return null;
    state.activity = 'idle';
    const grandSlam = grandSlamMessage(trace.grandSlam);
    if (grandSlam) notify(grandSlam);
    continueGame();
    return null;
  }

  async function computerMove() {
    const current = moves.begin();
    const side = turn();
    state.activity = 'thinking';
    changed();
    try {
      const level = /** @type {number} */ (computerLevel(state.settings[side]));
      const { game, settings } = state;
      const choice = await engine.think(record(), variantKey(game.variant), level, settings.thinkMs, randomSeed());
      if (!current()) return;
      state.activity = 'idle';
      const refusal = await playMove(choice.pit, () => ponderReply(choice.pv[1], level));
      if (refusal) throw new Error(t('computer.illegal', { pit: pitLetterOf(choice.pit), reason: refusalMessage(refusal) }));
    } catch (error) {
      if (error instanceof Cancelled || !current()) return;
      state.activity = 'idle';
      notify(() => t(`computer.failed.${side}`, { reason: errorMessage(error) }), { kind: 'error' });
      changed();
    }
  }

  /**
   * At the levels that search by time (Strong, Maximum), starts the
   * engine on its reply to `predicted`, the person's most likely move (the
   * second of its line), while the person thinks: the computer's next
   * think takes that search if the person plays it.
   * @param {number | undefined} predicted
   * @param {number} level
   */
  function ponderReply(predicted, level) {
    if (level < Level.Strong || predicted === undefined || outcomeNow() || isComputer(turn())) return;
    const next = Game.fromRecord(record());
    try {
      if (next.tryPlay(predicted).refusal) return;
      const nextRecord = next.record(playerName('south'), playerName('north'));
      engine.ponder(nextRecord, variantKey(next.variant), level, state.settings.thinkMs, randomSeed());
    } finally {
      next.free();
    }
  }

  /**
   * The settings with `change` made, saved; the page is told.
   * @param {Partial<Settings>} change
   */
  function changeSettings(change) {
    state.settings = { ...state.settings, ...change };
    save();
    changed();
  }

  return {
    state,
    moves,
    board,
    engine,
    notify,
    announce,
    isComputer,
    hasPerson,
    turn,
    outcomeNow,
    gameChanged,
    liveState,
    record,
    save,
    changed,
    refresh,
    run,
    interrupt,
    continueGame,
    animate,

    /**
     * A person chose `pit` on the board.
     * @param {number} pit
     */
    choosePit(pit) {
      if (state.viewing !== null) {
        notify(() => t('view.read-only'));
        return;
      }
      if (state.activity === 'animating') {
        board.skip();
        return;
      }
      if (state.ended) {
        notify(state.ended);
        return;
      }
      if (!outcomeNow() && isComputer(turn())) {
        notify(t(`turn.computer.${turn()}`));
        return;
      }
      const elsewhere = outcomeNow() ? null : moveRefusal(turn());
      if (elsewhere) {
        notify(elsewhere, { kind: 'error' });
        return;
      }
      if (!outcomeNow() && state.game.legalMoves().includes(pit) && sendMove(pit)) return;
      run(async () => {
        const refusal = await playMove(pit, () => {
          interrupt({ keepPonder: true });
          notify('');
        });
        if (refusal) notify(() => refusalMessage(refusal), { kind: 'error' });
      });
    },

    /** Lets the computer make the move it was held from (see `held`). */
    letComputerMove() {
      state.held = false;
      if (state.viewing !== null || state.activity !== 'idle') {
        changed();
        return;
      }
      continueGame();
    },

    /**
     * Plays `pit`, a move made elsewhere (live play: the opponent's, or this
     * person's come back from the server), as the person's are played: said,
     * saved and animated. Back to the live game first if an earlier
     * position was shown. Resolves to why the rules refused it, or null.
     * @param {number} pit
     * @returns {Promise<Refusal | null>}
     */
    async playArrived(pit) {
      state.viewing = null;
      state.held = false;
      /** @type {Refusal | null} */
      let refusal = null;
      await run(async () => {
        refusal = await playMove(pit, () => interrupt());
      });
      return refusal;
    },

    /**
     * The game ended off the board (`message` says how: a live game
     * resigned, lost on time, abandoned or agreed drawn): the board takes
     * no more moves, and `message` is the headline.
     * @param {Message} message
     */
    endElsewhere(message) {
      state.ended = message;
      interrupt();
      continueGame();
    },

    /**
     * The players' names, written in the game's record (a live game's).
     * @param {{south?: string, north?: string}} names
     */
    setNames(names) {
      state.names = names;
      save();
    },

    /** Asks the engine for a move for the person to move, and marks it on the board. */
    hint() {
      const refused = helpRefusal();
      if (refused) {
        notify(refused, { kind: 'error' });
        return;
      }
      if (state.viewing !== null || state.activity !== 'idle' || outcomeNow() || isComputer(turn())) {
        notify(() => t('hint.not-yours'));
        return;
      }
      const current = moves.begin();
      state.activity = 'hinting';
      notify(() => t('hint.looking'));
      changed();
      run(async () => {
        try {
          const { pit, reasons } = await engine.hint(record(), variantKey(state.game.variant), HINT_MS);
          if (!current()) return;
          board.set({ hint: pit });
          notify(() => hintMessage(pitLetterOf(pit), reasons), { kind: 'hint' });
        } catch (error) {
          if (error instanceof Cancelled || !current()) return;
          notify(() => t('hint.failed', { reason: errorMessage(error) }), { kind: 'error' });
        }
        state.activity = 'idle';
        changed();
      });
    },

    /**
     * Who plays `side`: 'person' or 'computer:N' (settings.js).
     * @param {Side} side
     * @param {string} player
     */
    setPlayer(side, player) {
      state.settings = { ...state.settings, [side]: player };
      // Choosing who plays is letting them play.
      state.held = false;
      save();
      if (isComputer(side)) engine.warm();
      if (state.viewing !== null || state.activity === 'animating') {
        changed();
        return;
      }
      interrupt();
      continueGame();
    },

    /** @param {string} speed a key of the board's SPEEDS */
    setSpeed(speed) {
      board.set({ speed: /** @type {import('../board/state.js').Speed} */ (speed) });
      changeSettings({ speed });
    },

    /**
     * The page now speaks `language` (a catalog code): remembered, and everything said again.
     * @param {string} language
     */
    setLanguage: (language) => changeSettings({ language }),

    /**
     * Changes one of the display settings (a field of settings.js's DISPLAY_CHOICES).
     * @param {string} field
     * @param {string | boolean} value
     */
    setDisplay: (field, value) => changeSettings(/** @type {Partial<Settings>} */ ({ [field]: value })),

    /** @param {number} thinkMs */
    setThinkTime: (thinkMs) => changeSettings({ thinkMs }),
  };
}

/** @typedef {ReturnType<typeof createGameFlow>} GameFlow */
