// @ts-check
/**
 * The analysis panel: for the position the board shows, an evaluation bar
 * and the engine's three best moves with their scores and expected lines,
 * and, when the opening book holds the position, the book's moves with
 * their scores (its own move marked), to study an opening;
 * each line plays on the board as an animation without changing the game
 * (the controller's `previewLine`). The analysis stays as long as the board
 * shows the position it was made for.
 */

import { pitLetter } from '../../pkg-page/mancala_wasm.js';
import { currentLanguage, t } from '../i18n/i18n.js';
import { Cancelled } from '../engine/cancelled.js';
import { errorMessage } from '../game/messages.js';
import { WIN, seedsOf } from './assess.js';
import { CLAMP_SEEDS } from './graph.js';
import { evaluationText } from './evaluation-text.js';

/** The depth of the analysis's searches: deeper than a review's, for one position. */
export const ANALYSIS_DEPTH = 14;

/** How many of the best moves are shown. */
const SHOWN_MOVES = 3;

/** The most plies of a move's line shown and played. */
const LINE_PLIES = 8;

/** @typedef {import('./review.js').Snapshot} Snapshot */
/** @typedef {import('./review.js').EngineClient} EngineClient */
/** @typedef {import('../engine/engine-client.js').MovesReport} MovesReport */

const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));

/**
 * A move's score for its player, in words: "+1.5 seeds", "wins", ….
 * @param {number} score
 */
function scoreText(score) {
  if (score >= WIN / 2) return t('analysis.score.wins');
  if (score <= -WIN / 2) return t('analysis.score.loses');
  const seeds = Math.round(score / 10) / 10;
  const signed = new Intl.NumberFormat(currentLanguage(), { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  return t('analysis.score.seeds', { count: Math.abs(seeds), score: signed.format(seeds) });
}

/**
 * @param {object} options
 * @param {any} options.controller the game's controller
 * @param {EngineClient} options.engine the review's engine client (shared: an analysis and a review never run at once)
 * @param {() => boolean} options.reviewing whether a review is running
 */
export function createAnalysis({ controller, engine, reviewing }) {
  /**
   * The position analysed (its moves and ply) and what was found, or null.
   * @type {{key: string, ply: number, report: MovesReport} | null}
   */
  let shown = null;
  /** @type {string | null} */
  let looking = null;
  /** @type {any} */
  let latest = null;

  const positionKey = () => `${latest.moves.map((/** @type {any} */ m) => m.notation).join(' ')}@${shownPly()}`;
  const shownPly = () => latest?.viewing ?? latest?.moves.length ?? 0;

  $('analysis-moves').addEventListener('click', (/** @type {Event} */ event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('[data-line]'));
    if (!button || !shown) return;
    const line = /** @type {string} */ (button.dataset.line);
    controller.previewLine(shown.ply, line.split(',').map(Number));
  });

  async function analyse() {
    if (!latest || reviewing()) return;
    const key = positionKey();
    const ply = shownPly();
    looking = key;
    shown = null;
    setNote(t('analysis.looking'));
    render();
    // A review's results above may have pushed the analysis out of sight.
    $('analysis-note').scrollIntoView({ block: 'nearest' });
    try {
      const report = await engine.analyzeMoves(controller.record(), latest.variant, ply, ANALYSIS_DEPTH);
      if (looking !== key) return;
      shown = { key, ply, report };
      setNote('');
      render();
      $('analysis').scrollIntoView({ block: 'nearest' });
    } catch (error) {
      if (error instanceof Cancelled || looking !== key) return;
      const over = latest.outcome && ply === latest.moves.length;
      setNote(over ? t('analysis.over') : t('analysis.failed', { reason: errorMessage(error) }));
    } finally {
      if (looking === key) looking = null;
      render();
    }
  }

  /** @param {string} text */
  function setNote(text) {
    $('analysis-note').textContent = text;
    $('analysis-note').hidden = !text;
  }

  /**
   * The book's moves of the position analysed, or nothing when the book
   * does not hold it (or there is none: Ayoayo, a page without books).
   * @param {MovesReport['book']} book
   */
  function renderBook(book) {
    $('analysis-book').hidden = !book;
    if (!book) return;
    $('analysis-book-title').textContent = t('analysis.book.title', { depth: book.depth });
    $('analysis-book-moves').replaceChildren(
      ...book.moves.map((move) => {
        const item = document.createElement('li');
        const said = { pit: pitLetter(move.pit), score: scoreText(move.score) };
        item.textContent = t(move.chosen ? 'analysis.book.chosen' : 'analysis.book.other', said);
        if (move.chosen) item.dataset.chosen = '';
        return item;
      }),
    );
  }

  function render() {
    $('analysis-start').disabled = looking !== null || reviewing();
    $('analysis').hidden = !shown;
    if (!shown) return;
    renderBook(shown.report.book);
    const { moves } = shown.report;
    const mover = latest.moves[shown.ply]?.mover ?? latest.turn;
    const best = mover === 'south' ? moves[0].score : -moves[0].score;
    const share = 50 + (50 * Math.max(-CLAMP_SEEDS, Math.min(CLAMP_SEEDS, seedsOf(best)))) / CLAMP_SEEDS;
    $('analysis-bar').style.setProperty('--south-share', `${share}%`);
    const evaluation = evaluationText(best);
    $('analysis-bar').setAttribute('aria-label', t('analysis.bar', { evaluation }));
    $('analysis-eval').textContent = evaluation;
    $('analysis-for').textContent = t(`analysis.moves-for.${mover}`);
    $('analysis-moves').replaceChildren(
      ...moves.slice(0, SHOWN_MOVES).map((move, index) => {
        const item = document.createElement('li');
        const text = document.createElement('span');
        text.id = `analysis-move-${index}`;
        const pits = move.line.slice(0, LINE_PLIES);
        const line = pits.map((pit) => pitLetter(pit)).join(' ');
        text.textContent = t('analysis.move', { pit: pitLetter(move.pit), score: scoreText(move.score), line });
        const play = document.createElement('button');
        play.type = 'button';
        play.dataset.line = pits.join(',');
        play.textContent = t('analysis.play-line');
        play.setAttribute('aria-describedby', text.id);
        item.append(text, ' ', play);
        return item;
      }),
    );
  }

  return {
    /** Analyses the position the board shows. */
    analyse,
    /**
     * Redraws from a controller snapshot; an analysis of another position is put away.
     * @param {Snapshot} snapshot
     */
    update(snapshot) {
      latest = snapshot;
      if (shown && shown.key !== positionKey()) shown = null;
      if (looking && looking !== positionKey()) {
        looking = null;
        engine.cancel();
        setNote('');
      }
      render();
    },
    /** Redraws (the review started or ended). */
    refresh: render,
    retranslate: render,
  };
}
