/**
 * The game in progress and its flow: people's choices, the computer's
 * moves, undo and redo, viewing earlier positions, and saving. Every rule
 * question goes to the wasm `Game`; the board only shows what it is given.
 *
 * A move is played and animated by the move session (game/session.js), as
 * the embed, the lessons and the puzzles play theirs. Asynchronous work (an
 * animation, the computer's search, a hint) takes a turn of that session:
 * anything that changes the game or what is shown interrupts it, and work
 * begun before finds out when it resumes and stops.
 */

import { Game, Variant } from '../../pkg/mancala_wasm.js';
import { t } from '../i18n/i18n.js';
import { pitLetterOf } from '../board/layout.js';
import { Cancelled } from '../engine/engine-client.js';
import { errorMessage, grandSlamMessage, hintMessage, outcomeMessage, refusalMessage, sideKey } from '../game/messages.js';
import { describeMove, describeUndo, readOut } from '../game/narration.js';
import { createMoveSession } from '../game/session.js';
import { LEVELS, computerLevel } from './settings.js';
import { forgetRecentGame, keepRecentGame, readRecentGames, writeSave } from '../game/storage.js';
import { variantByKey, variantOf } from '../game/variants.js';

const HINT_MS = 1000;

const variantKey = (value) => variantOf(value).key;

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * `board`: a board component; `engine`: an engine client; `settings`: the
 * starting settings; `notify(message, {kind, action})` shows a message
 * (its text, or a function saying it in the language in use);
 * `announce(text)` says what happened to screen readers (each move, undo,
 * and what the read-out keys ask for); `onChange(snapshot)` is called
 * whenever what the page shows may change.
 * Optional hooks for a match or a game by link: `replaceRefusal()` says why
 * the person may not replace the game now (or null); `moveRefusal(side)`
 * why a person may not move for `side` here (or null); `onGameOver()` runs
 * once when the live game ends; `onReplace()` after the game is replaced;
 * `onSaveTrouble(failing)` when saving the game starts to fail (true) and
 * when it works again (false); `openAsMatch(text, source, name)` the action
 * that opens a record refused as a game as a match instead, if it is one
 * (else null).
 */
export function createController({
  board,
  engine,
  settings: initialSettings,
  notify,
  announce,
  onChange,
  replaceRefusal = () => null,
  moveRefusal = (_side) => null,
  onGameOver = () => {},
  onReplace = () => {},
  onSaveTrouble = (_failing) => {},
  openAsMatch = (_text, _source, _name) => null,
}) {
  let game = null;
  let settings = { ...initialSettings };
  let viewing = null;
  let activity = 'idle';
  let animated = null;
  const moves = createMoveSession(board);
  let saveFailed = false;
  /** Whether `onGameOver` ran for the game's current end. */
  let overReported = false;
  /** Why undo and redo are refused (a finished match game), or null. */
  let lockedReason = null;
  /**
   * Whether the computer waits for the person to let it move: a game
   * opened (a link, a file, a recent game) with the computer to move is
   * not changed before the person has seen it.
   */
  let held = false;

  const isComputer = (side) => computerLevel(settings[side]) !== null;
  const hasPerson = () => !isComputer('south') || !isComputer('north');
  /**
   * The side to move and the outcome of the live game, asked of wasm once
   * per change of the game (`gameChanged()` after every play, undo, redo
   * and new game), not at every question.
   */
  let live = null;
  const facts = () => (live ??= { side: game.turn(), outcome: game.outcome() ?? null });
  const gameChanged = () => {
    live = null;
  };
  const turn = () => sideKey(facts().side);
  const outcomeNow = () => facts().outcome;

  /** Stores, side to move and outcome of the live game, for the narration. */
  const liveState = () => ({ stores: Array.from(game.stores()), turn: turn(), outcome: outcomeNow() });

  /**
   * The side the board's twin calls "your": the one person playing against
   * the computer, else (two people at one screen) the side to move.
   */
  function reader() {
    if (isComputer('south') !== isComputer('north')) return isComputer('south') ? 1 : 0;
    return hasPerson() ? facts().side : null;
  }

  function playerName(side) {
    const level = computerLevel(settings[side]);
    return level === null ? undefined : `Computer (${LEVELS.find((l) => l.value === level).name})`;
  }

  function record() {
    return game.record(playerName('south'), playerName('north'));
  }

  /** Saves the game and the settings; tells `onSaveTrouble` when saving starts or stops failing. */
  function save() {
    const failed = Boolean(writeSave(record(), settings));
    if (failed !== saveFailed) onSaveTrouble(failed);
    saveFailed = failed;
  }

  function snapshot() {
    const shown = board.shownCounts();
    const outcome = outcomeNow();
    return {
      variant: variantKey(game.variant),
      grandSlamWins: game.grandSlamWins,
      turn: turn(),
      outcome: outcome && outcomeMessage(outcome, turn()),
      decided: outcome ? null : sideKey(game.decidedWinner()) ?? null,
      scores: { south: shown[12], north: shown[13] },
      moves: game.recordMoves(),
      viewing,
      canUndo: game.canUndo() && !lockedReason,
      canRedo: game.canRedo() && !lockedReason,
      activity,
      animated: activity === 'animating' ? animated : null,
      settings,
      computerToMove: !outcome && isComputer(turn()),
      held: held && !outcome && isComputer(turn()),
    };
  }

  const changed = () => onChange(snapshot());

  /** Reports an unexpected failure of an asynchronous task instead of throwing. */
  const run = (task) =>
    task().catch((error) => {
      activity = 'idle';
      notify(() => errorMessage(error), { kind: 'error' });
      changed();
    });

  /** Cancels the search and any animation continuation, clearing the hint. */
  function interrupt() {
    engine.cancel();
    moves.interrupt();
    activity = 'idle';
    board.set({ hint: null });
  }

  function showLive() {
    const over = outcomeNow() !== null;
    const you = reader();
    board.set({
      counts: game.counts(),
      legal: over || isComputer(turn()) ? [] : game.legalMoves(),
      turn: over ? null : turn(),
      reader: you === null ? null : sideKey(you),
    });
  }

  /** Shows the live game and lets the computer move if it is its turn. */
  function continueGame() {
    showLive();
    if (outcomeNow() && !overReported) {
      overReported = true;
      onGameOver();
    }
    changed();
    if (viewing === null && !outcomeNow() && isComputer(turn()) && !held) run(computerMove);
  }

  /** Shows that the trace of move `ply` is being animated. */
  function showAnimating(trace, ply) {
    activity = 'animating';
    animated = { ply, letter: pitLetterOf(trace.pit), mover: trace.mover };
    board.set({ legal: [] });
    changed();
  }

  /** Animates `trace`, move `ply`; false if something else took over meanwhile. */
  async function animate(trace, ply, options = {}) {
    showAnimating(trace, ply);
    if (!(await moves.animate(trace, options))) return false;
    activity = 'idle';
    return true;
  }

  /**
   * Plays `pit` for the side to move: `before()` runs once the move is
   * played, then it is said, saved and animated. Returns why it was
   * refused, or null.
   */
  async function playMove(pit, before = () => {}) {
    const { trace, refusal, finished } = await moves.play(game, pit, {
      played(trace) {
        gameChanged();
        before();
        announce(describeMove(trace, liveState()));
        save();
        showAnimating(trace, game.plyCount());
      },
    });
    if (refusal) return refusal;
    if (!finished) return null;
    activity = 'idle';
    const grandSlam = grandSlamMessage(trace.grandSlam);
    if (grandSlam) notify(grandSlam);
    continueGame();
    return null;
  }

  async function computerMove() {
    const current = moves.begin();
    const side = turn();
    activity = 'thinking';
    changed();
    try {
      const level = computerLevel(settings[side]);
      const choice = await engine.think(record(), variantKey(game.variant), level, settings.thinkMs, randomSeed());
      if (!current()) return;
      activity = 'idle';
      const refusal = await playMove(choice.pit);
      if (refusal) throw new Error(t('computer.illegal', { pit: pitLetterOf(choice.pit), reason: refusalMessage(refusal) }));
    } catch (error) {
      if (error instanceof Cancelled || !current()) return;
      activity = 'idle';
      notify(() => t(`computer.failed.${side}`, { reason: errorMessage(error) }), { kind: 'error' });
      changed();
    }
  }

  const restoreAction = () => ({ label: () => t('game.restore-previous'), run: () => restorePrevious() });

  /**
   * Makes `next` the game, keeping the one it replaces among the recent
   * games if it had moves; with `hold`, the computer waits to be let move
   * (see `held`). Returns whether it kept the game replaced.
   */
  function replaceGame(next, { keep, hold = false }) {
    const kept = keep && game !== null && game.plyCount() > 0 && keepRecentGame(record()) === null;
    interrupt();
    viewing = null;
    game?.free();
    game = next;
    gameChanged();
    overReported = outcomeNow() !== null;
    lockedReason = null;
    held = hold;
    save();
    onReplace();
    continueGame();
    return kept;
  }

  /** Whether the person may replace the game now; says why not if not. */
  function mayReplace() {
    const reason = replaceRefusal();
    if (reason) notify(reason, { kind: 'error' });
    return !reason;
  }

  /**
   * Opens an OGN record; on failure says why and changes nothing. `source`
   * is where it came from: 'link', 'previous' or 'file' (with `name`).
   * @param {string} text
   * @param {'link' | 'previous' | 'file'} source
   * @param {string} [name]
   */
  function loadRecord(text, source, name = '') {
    if (!mayReplace()) return false;
    // A match's record: opened as a match on request (recent games are single games).
    const asMatch = source === 'previous' ? null : openAsMatch(text, source, name);
    let next;
    try {
      next = Game.fromRecord(text);
    } catch (error) {
      if (asMatch) notify(() => t(`open.is-match.${source}`, { name }), { kind: 'error', action: asMatch });
      else notify(() => t(`open.failed.${source}`, { name, reason: errorMessage(error) }), { kind: 'error' });
      return false;
    }
    const kept = replaceGame(next, { keep: true, hold: true });
    const opened = t(`open.done.${source}.${variantKey(next.variant)}`, { name, count: next.plyCount() });
    // A match's record of one game opens as that game.
    if (asMatch) notify(`${opened} ${t('open.also-match')}`, { action: asMatch });
    else notify(opened, { action: kept ? restoreAction() : undefined });
    return true;
  }

  /**
   * Opens `recent` (one of the recent games, see storage.js), keeping the
   * game it replaces among them in its place.
   * @param {import('../game/storage.js').RecentGame} recent
   */
  function openRecent(recent) {
    if (loadRecord(recent.record, 'previous')) forgetRecentGame(recent);
  }

  /** Opens the game left last for another. */
  function restorePrevious() {
    const [latest] = readRecentGames().games;
    if (latest) openRecent(latest);
  }

  /** Animates again the move shown (the last one, or the one viewed). */
  function replay({ stepBack = false } = {}) {
    const ply = viewing ?? game.plyCount();
    if (ply < 1) {
      notify(() => t('game.no-move-yet'));
      return;
    }
    interrupt();
    run(async () => {
      if (!(await animate(game.traceAt(ply), ply, { stepBack }))) return;
      if (viewing === null) continueGame();
      else changed();
    });
  }

  function leaveView() {
    viewing = null;
  }

  /**
   * Whether undo and redo may go through the game's history now; says why
   * not if not. If so, back to the live game with nothing under way: the
   * person who undoes or redoes lets the computer play again.
   */
  function mayTravel() {
    if (lockedReason) {
      notify(lockedReason, { kind: 'error' });
      return false;
    }
    held = false;
    leaveView();
    interrupt();
    return true;
  }

  return {
    /** Starts with `initial` (a wasm Game), without keeping anything. */
    start(initial) {
      replaceGame(initial, { keep: false });
    },

    /** A person chose `pit` on the board. */
    choosePit(pit) {
      if (viewing !== null) {
        notify(() => t('view.read-only'));
        return;
      }
      if (activity === 'animating') {
        board.skip();
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
      run(async () => {
        const refusal = await playMove(pit, () => {
          interrupt();
          notify('');
        });
        if (refusal) notify(() => refusalMessage(refusal), { kind: 'error' });
      });
    },

    newGame(key = variantKey(game.variant)) {
      if (!mayReplace()) return;
      const variant = variantByKey(key);
      if (!variant) throw new Error(`unknown game '${key}'`);
      const grandSlamWins = variant.value === Variant.Oware && game.grandSlamWins;
      const kept = replaceGame(new Game(variant.value, grandSlamWins), { keep: true });
      notify(() => t(`game.new-started.${variant.key}`), { action: kept ? restoreAction() : undefined });
    },

    /** Lets the computer make the move it was held from (see `held`). */
    letComputerMove() {
      held = false;
      if (viewing !== null || activity !== 'idle') {
        changed();
        return;
      }
      continueGame();
    },

    undo() {
      if (!mayTravel()) return;
      if (!game.undo()) return;
      gameChanged();
      let undone = 1;
      while (game.canUndo() && isComputer(turn()) && hasPerson()) {
        undone += game.undo() ? 1 : 0;
        gameChanged();
      }
      overReported = false;
      save();
      notify('');
      announce(describeUndo(undone, liveState()));
      continueGame();
    },

    redo() {
      if (!mayTravel()) return;
      notify('');
      run(async () => {
        for (;;) {
          const trace = game.redo();
          if (!trace) break;
          gameChanged();
          announce(describeMove(trace, liveState()));
          save();
          if (!(await animate(trace, game.plyCount()))) return;
          if (!(game.canRedo() && isComputer(turn()) && hasPerson())) break;
        }
        continueGame();
      });
    },

    /** Shows the position after `ply` moves, read-only (the live game goes on afterwards). */
    view(ply) {
      if (ply === game.plyCount() && viewing === null) return;
      interrupt();
      viewing = ply;
      board.set({ counts: game.countsAt(ply), legal: [], turn: null });
      changed();
    },

    backToGame() {
      if (viewing === null) return;
      leaveView();
      interrupt();
      continueGame();
    },

    replay,

    /**
     * Says what a read-out key of the board asks for (`read-board`: the
     * whole board shown; `read-move`: the move shown in full, every lap and
     * capture).
     * @param {string} name
     */
    readOut(name) {
      announce(readOut(name, game, viewing ?? game.plyCount()));
    },

    /** Steps the animation a lap; stepping back after it ended reopens the last move. */
    stepLap(direction) {
      if (!board.stepLap(direction) && direction < 0) replay({ stepBack: true });
    },

    hint() {
      if (viewing !== null || activity !== 'idle' || outcomeNow() || isComputer(turn())) {
        notify(() => t('hint.not-yours'));
        return;
      }
      const current = moves.begin();
      activity = 'hinting';
      notify(() => t('hint.looking'));
      changed();
      run(async () => {
        try {
          const { pit, reasons } = await engine.hint(record(), variantKey(game.variant), HINT_MS);
          if (!current()) return;
          board.set({ hint: pit });
          notify(() => hintMessage(pitLetterOf(pit), reasons), { kind: 'hint' });
        } catch (error) {
          if (error instanceof Cancelled || !current()) return;
          notify(() => t('hint.failed', { reason: errorMessage(error) }), { kind: 'error' });
        }
        activity = 'idle';
        changed();
      });
    },

    setPlayer(side, player) {
      settings = { ...settings, [side]: player };
      // Choosing who plays is letting them play.
      held = false;
      save();
      if (isComputer(side)) engine.warm();
      if (viewing !== null || activity === 'animating') {
        changed();
        return;
      }
      interrupt();
      continueGame();
    },

    setSpeed(speed) {
      settings = { ...settings, speed };
      board.set({ speed });
      save();
      changed();
    },

    /** The page now speaks `language` (a catalog code): remembered, and everything said again. */
    setLanguage(language) {
      settings = { ...settings, language };
      save();
      changed();
    },

    /** Changes any of the display settings (see settings.js DISPLAY_CHOICES). */
    setDisplay(field, value) {
      settings = { ...settings, [field]: value };
      save();
      changed();
    },

    setThinkTime(thinkMs) {
      settings = { ...settings, thinkMs };
      save();
      changed();
    },

    loadRecord,
    openRecent,

    /**
     * Starts `next` (a wasm Game) with `players` (`{south, north}` player
     * settings): a game of a match. The game it replaces is kept to restore.
     */
    startGame(next, players) {
      settings = { ...settings, ...players };
      if (isComputer('south') || isComputer('north')) engine.warm();
      replaceGame(next, { keep: true });
    },

    /**
     * Opens `next` (a wasm Game) with `players` (`{south, north}` player
     * settings), keeping the game it replaces; says `notice`.
     */
    openGame(next, players, notice) {
      settings = { ...settings, ...players };
      const kept = replaceGame(next, { keep: true });
      notify(notice, { action: kept ? restoreAction() : undefined });
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
      interrupt();
      viewing = ply;
      board.set({ legal: [], turn: null });
      const preview = Game.fromRecord(record());
      while (preview.plyCount() > ply && preview.undo());
      board.set({ counts: preview.counts() });
      activity = 'previewing';
      changed();
      try {
        for (const pit of pits) {
          const { refusal, finished } = await moves.play(preview, pit);
          if (refusal) throw new Error(refusal.message);
          if (!finished) return;
        }
      } finally {
        preview.free();
      }
      activity = 'idle';
      board.set({ counts: game.countsAt(ply) });
      changed();
    },

    /** The comment after each move of the live game (`""` for none). */
    comments: () => game.comments(),

    /**
     * Sets the comments after the moves (`comments[i]` after move i + 1) and
     * saves: a game review's marks, kept in the game's record.
     * @param {string[]} comments
     */
    setComments(comments) {
      comments.forEach((comment, index) => game.setComment(index + 1, comment));
      save();
      changed();
    },

    /** Refuses undo and redo with `reason` (null allows them again) until the game is replaced. */
    lockHistory(reason) {
      lockedReason = reason;
    },

    /** The live game's outcome (an OutcomeObject) or null. */
    outcome: outcomeNow,
    /** Who moves next in the live game: 'south' or 'north'. */
    turn,
    /** The number of moves of the live game. */
    plyCount: () => game.plyCount(),
    /** The moves of the live game (RecordMoveObjects). */
    recordMoves: () => game.recordMoves(),
    /** The player settings now. */
    players: () => ({ south: settings.south, north: settings.north }),
    record,
    fileName: () => `mancala-${variantKey(game.variant)}-${new Date().toISOString().slice(0, 10)}.ogn`,

    /** Read-only facts for the test hook (see main.js). */
    position: () => game.position(),
    legalMoves: () => Array.from(game.legalMoves()),
    get activity() {
      return activity;
    },
  };
}
