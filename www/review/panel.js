// @ts-check
/**
 * The review and analysis of the Play section (its card in index.html):
 * the game review (review.js) and the analysis panel (analysis.js), which
 * share one engine worker of their own, apart from the computer player's,
 * started only when first asked for.
 */

import { createEngineClient } from '../app/engine-client.js';
import { createAnalysis } from './analysis.js';
import { createReview } from './review.js';

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * @param {object} options
 * @param {any} options.controller the game's controller (www/app/controller.js)
 * @param {(text: string) => void} options.announce says a text to screen readers
 */
export function openReview({ controller, announce }) {
  const engine = createEngineClient();
  const review = createReview({ controller, engine, announce });
  const analysis = createAnalysis({ controller, engine, reviewing: review.running });
  $('review-start').addEventListener('click', async () => {
    const done = review.start();
    analysis.refresh();
    await done;
    analysis.refresh();
  });
  $('analysis-start').addEventListener('click', () => analysis.analyse());
  return {
    /** @param {any} snapshot the controller's */
    update(snapshot) {
      review.update(snapshot);
      analysis.update(snapshot);
    },
    retranslate() {
      review.retranslate();
      analysis.retranslate();
    },
  };
}
