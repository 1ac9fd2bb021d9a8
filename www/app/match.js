// @ts-check
/**
 * Match mode (docs/rules.md O10): games played one after another by a
 * format until one player has won. The wasm `Match` keeps the score and
 * says who plays which side next; this module starts each game with the
 * players' settings on their sides (the computer or person setting follows
 * the player, not the side), keeps the match in storage and exports it.
 *
 * "Player 1" is the player who is South in game 1; they swap sides every
 * game. A finished game counts at once, and undo is then refused for it.
 *
 * `Match` is the full wasm module's (engine/full-module.js), loaded when a
 * match is first started, opened or restored: the page's own module leaves
 * matches out. Games pass between the two modules as records.
 */

import { Game } from '../../pkg-page/mancala_wasm.js';
import { t } from '../i18n/i18n.js';
import { errorMessage } from '../game/messages.js';
import { fullBindings } from '../engine/full-module.js';
import { MATCH_FORMATS } from './match-formats.js';
import { PERSON, computerLevel } from './settings.js';
import { readMatch, removeMatch, setAsideMatch, writeMatch } from '../game/storage.js';
import { storedProblem } from '../game/stored-problem.js';

/**
 * Whether `text` may be a match's record: each game of one carries a
 * `Match` tag. Only then is the full module loaded to read it.
 */
const MATCH_TAG = /\[\s*Match\s/;

/** @typedef {import('../../pkg/mancala_wasm.js').Match} Match */
/** @typedef {{first: string, second: string}} MatchPlayers player settings ('person' or 'computer:N') */
/** @typedef {import('../../pkg/mancala_wasm.js').MatchScoreObject} MatchScore */
/**
 * What the page shows of the match (null when there is none): the score,
 * the format's `MatchFormat` member name, and whether the game on the
 * board has counted.
 * @typedef {{score: MatchScore, format: string, counted: boolean}} MatchView
 */

/**
 * `controller`: the game controller; `notify(text, options)` shows a
 * message; `onChange(view)` is called when the match shown changes.
 * @param {{
 *   controller: any,
 *   notify: (message: import('./status.js').Message, options?: object) => void,
 *   onChange: (view: MatchView | null) => void,
 * }} options
 */
export function createMatchMode({ controller, notify, onChange }) {
  /** @type {Match | null} */
  let match = null;
  /** @type {MatchPlayers} */
  let players = { first: 'person', second: 'person' };
  let variant = 0;
  let grandSlamWins = false;
  /** Whether the game on the board has counted in the match (it is over). */
  let counted = false;
  let saveFailed = false;

  const formatName = (/** @type {Match} */ m) => MATCH_FORMATS.find((f) => f.value === m.format)?.name ?? '';

  /**
   * The full module's `Match`, or null when it cannot be loaded, which
   * `report(message)` says (by default on the message line).
   * @param {(message: string) => void} [report]
   */
  async function matchClass(report = (message) => notify(message, { kind: 'error' })) {
    try {
      return (await fullBindings()).Match;
    } catch (error) {
      report(t('error.something', { reason: errorMessage(error) }));
      return null;
    }
  }
  const view = () => (match ? { score: match.score(), format: formatName(match), counted } : null);
  const changed = () => onChange(view());

  /**
   * The player settings by side for the next game (or the game on the board).
   * @param {MatchScore} score
   */
  function sidesOf(score) {
    return score.firstPlays === 'south'
      ? { south: players.first, north: players.second }
      : { south: players.second, north: players.first };
  }

  function save() {
    if (!match) return;
    const record = match.record(counted ? undefined : controller.record());
    const problem = writeMatch({ record, players, variant, grandSlamWins });
    if (problem && !saveFailed) notify(() => t('match.saveFailed', { problem }), { kind: 'error' });
    saveFailed = Boolean(problem);
  }

  function startNextGame() {
    if (!match) return;
    counted = false;
    controller.startGame(new Game(variant, grandSlamWins), sidesOf(match.score()));
    save();
    changed();
  }

  function leave() {
    match?.free();
    match = null;
    counted = false;
    removeMatch();
    changed();
  }

  /**
   * Takes up `next` (a wasm Match), its players and game, playing on its
   * unfinished game or starting the next one.
   * @param {Match} next
   * @param {{players: MatchPlayers, variant: number, grandSlamWins: boolean}} settings the match's
   *   players, and its game where its record does not say
   */
  function takeUp(next, settings) {
    match?.free();
    match = next;
    players = settings.players;
    variant = next.variant ?? settings.variant;
    grandSlamWins = next.variant === undefined ? settings.grandSlamWins : next.grandSlamWins;
    const unfinished = next.takeUnfinished();
    const score = next.score();
    if (unfinished) {
      counted = false;
      const game = Game.fromRecord(unfinished.record());
      unfinished.free();
      controller.startGame(game, sidesOf(score));
    } else if (score.winner) {
      // Decided: the board keeps its game, which does not count.
      counted = true;
    } else {
      startNextGame();
      return;
    }
    save();
    changed();
  }

  return {
    /** Whether a match is being played. */
    active: () => match !== null,

    /** What the page shows of the match, or null. */
    view,

    /** Why the game may not be replaced now (a match is on), or null. */
    replaceRefusal: () => (match && !match.score().winner ? t('match.finishFirst') : null),

    /**
     * Starts a match of `format` (a `MatchFormat` value) playing `game` (a
     * `Variant` value), Player 1 a person and Player 2 `opponent`.
     * @param {{format: number, game: number, grandSlamWins: boolean, opponent: string}} choice
     */
    async start({ format, game, grandSlamWins: gsw, opponent }) {
      const Match = await matchClass();
      if (!Match) return;
      match?.free();
      match = new Match(format);
      players = { first: 'person', second: opponent };
      variant = game;
      grandSlamWins = gsw;
      startNextGame();
      notify(() => t('match.started'));
    },

    startNextGame,
    leave,

    /** The live game ended: counts it, and says the match's state. */
    gameOver() {
      if (!match || counted) return;
      try {
        match.addGame(controller.record());
      } catch (error) {
        notify(() => t('match.notCounted', { reason: errorMessage(error) }), { kind: 'error' });
        return;
      }
      counted = true;
      controller.lockHistory(t('match.gameCounts'));
      save();
      changed();
    },

    /** The game changed (a move, a player setting): keeps the match saved and its players in step. */
    update() {
      if (!match || counted) return;
      const sides = controller.players();
      const firstSouth = match.score().firstPlays === 'south';
      players = firstSouth
        ? { first: sides.south, second: sides.north }
        : { first: sides.north, second: sides.south };
      save();
    },

    /** The whole match as one OGN text, with the game being played if it has not counted. */
    record: () => match?.record(counted ? undefined : controller.record()) ?? null,

    /**
     * Opens a match record (`text`, from `source`); an unfinished match
     * continues. Refused while another match is on.
     * @param {string} text @param {string} source
     * @returns {Promise<boolean>} whether it opened
     */
    async open(text, source) {
      if (match && !match.score().winner) {
        notify(() => t('match.finishFirst'), { kind: 'error' });
        return false;
      }
      const Match = await matchClass();
      if (!Match) return false;
      let next;
      try {
        next = Match.fromRecord(text);
      } catch (error) {
        notify(() => t('match.openFailed', { source, reason: errorMessage(error) }), { kind: 'error' });
        return false;
      }
      takeUp(next, { players: { first: 'person', second: 'person' }, variant, grandSlamWins });
      notify(() => t('match.opened', { source }));
      return true;
    },

    /**
     * Whether `text` is a match's record (several games, or one with its
     * match's tags), which may open as a match rather than as a game.
     * @param {string} text
     */
    async isMatchRecord(text) {
      if (!MATCH_TAG.test(text)) return false;
      try {
        (await fullBindings()).Match.fromRecord(text).free();
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Takes up the stored match, if any, after the page started. Problems
     * go to `notices`; a stored match that cannot be read is set aside and
     * the saved game and settings are kept (one left unread because the
     * module could not be loaded is kept as it is).
     * @param {import('./status.js').Message[]} notices
     */
    async restore(notices) {
      const { match: stored, problem, newer } = readMatch();
      if (newer !== undefined) notices.push(t('match.newer', { version: String(newer) }));
      if (problem) notices.push(t('match.unreadable', { problem: storedProblem(problem) }));
      if (!stored) return;
      const Match = await matchClass((message) => notices.push(message));
      if (!Match) return;
      try {
        const next = Match.fromRecord(stored.record);
        const valid = (/** @type {unknown} */ p) =>
          p === PERSON || (typeof p === 'string' && computerLevel(p) !== null);
        const storedPlayers =
          valid(stored.players?.first) && valid(stored.players?.second) ? stored.players : players;
        takeUp(next, {
          players: storedPlayers,
          variant: Number.isInteger(stored.variant) ? stored.variant : 0,
          grandSlamWins: stored.grandSlamWins === true,
        });
      } catch (error) {
        setAsideMatch();
        notices.push(t('match.unreadable', { problem: errorMessage(error) }));
      }
    },
  };
}
