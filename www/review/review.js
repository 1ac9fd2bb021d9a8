// @ts-check
/**
 * The game review in the Play section: "Review game" has the engine score
 * every legal move of every position of the game (one worker request per
 * position, so there is progress and Cancel stops it at once), writes what
 * it found into the game's move comments (www/review/assess.js), and shows
 * it: the evaluation graph (www/review/graph.js), each side's accuracy and
 * marks, and the list of marked moves with the better move explained.
 *
 * What is shown always comes from the game's comments, so a record opened
 * with a review in it shows that review without running the engine; after
 * an undo the review of the moves left still shows, and after a new move
 * (which has no review yet) nothing shows until the game is reviewed again.
 */

import { pitLetter } from '../../pkg-page/mancala_wasm.js';
import { joinList, t } from '../i18n/i18n.js';
import { Cancelled } from '../engine/cancelled.js';
import { errorMessage, hintMessage, sideName } from '../game/messages.js';
import { plyLabel } from '../game/move-list.js';
import { assess, evaluations, finishedScore, readReview, summarize, withReview } from './assess.js';
import { evaluationText } from './evaluation-text.js';
import { createGraph } from './graph.js';

/**
 * The depth of every search of a review: each legal move searched to it
 * (its replies to one less). Chosen so that a 60-move Oware game is reviewed
 * in well under 20 s in Chromium on a modest machine (see
 * tests/bench/review.bench.mjs).
 */
export const REVIEW_DEPTH = 12;

/** @typedef {import('./assess.js').AssessedMove} AssessedMove */
/** @typedef {import('../../pkg-page/mancala_wasm.js').RecordMoveObject} RecordMoveObject */
/** @typedef {import('../../pkg/mancala_wasm.js').MovesReport} MovesReport */
/** @typedef {ReturnType<typeof import('../engine/engine-client.js').createEngineClient>} EngineClient */

/**
 * What the review and the analysis read of the controller's snapshot (www/app/controller.js).
 * @typedef {object} Snapshot
 * @property {string} variant
 * @property {RecordMoveObject[]} moves
 * @property {number | null} viewing the ply the board shows, or null for the game as played
 * @property {string} turn
 * @property {unknown} outcome
 */

const SIDES = /** @type {const} */ (['south', 'north']);
const MARK_KINDS = /** @type {const} */ (['inaccuracy', 'mistake', 'blunder']);

/** The page's element with this id (every id used here is in index.html). */
const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));

/**
 * @param {object} options
 * @param {any} options.controller the game's controller (www/app/controller.js)
 * @param {EngineClient} options.engine an engine client of the review's own (www/engine/engine-client.js)
 * @param {(text: string) => void} options.announce says a text to screen readers
 */
export function createReview({ controller, engine, announce }) {
  const graph = createGraph($('review-graph'), {
    onPick: (ply) => controller.view(ply),
    label: t('review.graph-label'),
  });
  /**
   * The review running: the moves it was started on, or null.
   * @type {{notations: string} | null}
   */
  let running = null;
  /** @type {any} */
  let latest = null;

  $('review-cancel').addEventListener('click', () => cancel());
  $('review-say').addEventListener('click', () => sayEvaluation());
  $('review-graph').addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
    if (event.key === 'e' || event.key === 'E') sayEvaluation();
  });
  $('review-marks').addEventListener('click', (/** @type {Event} */ event) => {
    const target = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('[data-ply]'));
    if (target) controller.view(Number(target.dataset.ply));
  });

  /** The moves reviewed, read from the game's comments, or null if some move has no review. */
  function reviewed() {
    /** @type {RecordMoveObject[]} */
    const moves = controller.recordMoves();
    if (!moves.length) return null;
    const comments = controller.comments();
    const read = moves.map((move, index) => readReview(comments[index] ?? '', index + 1, move.mover));
    return read.every(Boolean) ? read.map((move) => assess(/** @type {any} */ (move))) : null;
  }

  /**
   * @param {number} done
   * @param {number} total
   */
  function showProgress(done, total) {
    $('review-progress').hidden = running === null;
    $('review-progress-bar').max = total;
    $('review-progress-bar').value = done;
    $('review-progress-text').textContent = t('review.progress', { done, total });
  }

  async function start() {
    /** @type {RecordMoveObject[]} */
    const moves = controller.recordMoves();
    if (!moves.length) {
      setNote(t('review.no-moves'));
      return;
    }
    cancel();
    const record = controller.record();
    const variant = latest?.variant ?? 'oware';
    const outcome = controller.outcome();
    const run = { notations: moves.map((m) => m.notation).join(' ') };
    running = run;
    setNote('');
    // Every position before a move, and the last one unless the game is over there.
    const total = outcome ? moves.length : moves.length + 1;
    showProgress(0, total);
    $('review-start').disabled = true;
    /** @type {MovesReport[]} */
    const analyses = [];
    try {
      for (let ply = 0; ply < total; ply++) {
        analyses.push(await engine.analyzeMoves(record, variant, ply, REVIEW_DEPTH));
        if (running !== run) return;
        showProgress(ply + 1, total);
      }
    } catch (error) {
      if (error instanceof Cancelled || running !== run) return;
      running = null;
      setNote(t('review.failed', { reason: errorMessage(error) }));
      render();
      return;
    }
    running = null;
    const turnAtEnd = controller.turn();
    const comments = controller.comments();
    const reviewedMoves = moves.map((move, index) => {
      const here = analyses[index];
      const next = analyses[index + 1];
      const nextMover = moves[index + 1]?.mover ?? turnAtEnd;
      const after = next
        ? forSouth(next.moves[0].score, nextMover)
        : finishedScore(outcome.stores[0], outcome.stores[1]);
      return assess({
        ply: index + 1,
        mover: move.mover,
        best: here.moves[0].pit,
        bestScore: here.moves[0].score,
        // The move played is one of the legal moves scored.
        played: /** @type {MovesReport['moves'][number]} */ (here.moves.find((scored) => scored.pit === move.pit)).score,
        after,
        reasons: here.reasons,
      });
    });
    controller.setComments(reviewedMoves.map((move, index) => withReview(comments[index] ?? '', move)));
    announce(summaryText(summarize(reviewedMoves)));
  }

  /** A score for `mover` as a score for South. */
  const forSouth = (/** @type {number} */ score, /** @type {string} */ mover) => (mover === 'south' ? score : -score);

  function cancel() {
    if (!running) return;
    running = null;
    engine.cancel();
    setNote(t('review.cancelled'));
    render();
  }

  /** @param {string} text */
  function setNote(text) {
    $('review-note').textContent = text;
    $('review-note').hidden = !text;
  }

  /** @param {ReturnType<typeof summarize>} summary */
  function summaryText(summary) {
    return SIDES
      .map((side) =>
        t('review.summary.said', {
          side: sideName(side),
          accuracy: Math.round(summary[side].accuracy ?? 100),
          marks: joinList(MARK_KINDS.map((kind) => t(`review.count.${kind}`, { count: summary[side][kind] }))),
        }),
      )
      .join(' ');
  }

  /** The ply the board shows. */
  const shownPly = () => latest?.viewing ?? latest?.moves.length ?? 0;

  /**
   * The evaluation of the position the board shows, in words, from the
   * reviewed `moves`, or null without a review.
   * @param {AssessedMove[] | null} moves
   */
  function shownEvaluation(moves) {
    if (!moves) return null;
    const ply = shownPly();
    const position = ply === 0 ? t('review.at-start') : t('review.at-move', { move: plyLabel(latest.moves, ply) });
    const first = moves[0];
    const score = ply === 0 ? forSouth(first.bestScore, first.mover) : moves[ply - 1].after;
    return t('review.eval.at', { position, evaluation: evaluationText(score) });
  }

  function sayEvaluation() {
    announce(shownEvaluation(reviewed()) ?? t('review.none'));
  }

  function render() {
    $('review-start').disabled = running !== null;
    $('review-progress').hidden = running === null;
    const moves = reviewed();
    $('review-result').hidden = !moves;
    if (!moves || !latest) return;
    const shown = shownPly();
    graph.draw(
      evaluations(moves),
      new Map(moves.filter((move) => move.mark).map((move) => [move.ply, /** @type {string} */ (move.mark)])),
      shown,
      shownEvaluation(moves) ?? '',
    );
    renderSummary(summarize(moves));
    renderMarks(moves.filter((move) => move.mark), shown);
  }

  /** @param {ReturnType<typeof summarize>} summary */
  function renderSummary(summary) {
    const cell = (/** @type {string} */ row, /** @type {string} */ side) =>
      /** @type {Element} */ (document.querySelector(`#review-summary [data-row="${row}"] [data-side="${side}"]`));
    for (const side of SIDES) {
      const { accuracy } = summary[side];
      cell('accuracy', side).textContent =
        accuracy === null ? '–' : t('review.percent', { value: Math.round(accuracy) });
      for (const kind of MARK_KINDS) cell(kind, side).textContent = String(summary[side][kind]);
    }
  }

  /**
   * @param {AssessedMove[]} marked
   * @param {number} shown
   */
  function renderMarks(marked, shown) {
    const list = $('review-marks');
    if (!marked.length) {
      const empty = document.createElement('li');
      empty.textContent = t('review.no-marks');
      list.replaceChildren(empty);
      return;
    }
    list.replaceChildren(
      ...marked.map((move) => {
        const item = document.createElement('li');
        item.className = `review-mark review-mark-${move.mark}`;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'link-button';
        button.dataset.ply = String(move.ply);
        button.textContent = plyLabel(latest.moves, move.ply);
        if (move.ply === shown) button.setAttribute('aria-current', 'step');
        const text = document.createElement('span');
        text.textContent = t('review.item', {
          side: sideName(move.mover),
          mark: t(`review.mark.${move.mark}`),
          count: Math.round(move.loss * 10) / 10,
          better: hintMessage(pitLetter(move.best), move.reasons),
        });
        item.append(button, ' ', text);
        return item;
      }),
    );
  }

  return {
    /** Reviews the game: every position searched, then the review written into the comments. */
    start,
    /** Whether a review is running. */
    running: () => running !== null,
    /**
     * Redraws from a controller snapshot; a review running on moves that changed stops.
     * @param {Snapshot} snapshot
     */
    update(snapshot) {
      latest = snapshot;
      if (running && running.notations !== snapshot.moves.map((m) => m.notation).join(' ')) {
        cancel();
        setNote(t('review.game-changed'));
      }
      render();
    },
    /** Says everything again in the language now in use. */
    retranslate() {
      graph.setLabel(t('review.graph-label'));
      if (running) showProgress($('review-progress-bar').value, $('review-progress-bar').max);
      render();
    },
    /** Stops a review running (the host goes away). */
    cancel,
  };
}
