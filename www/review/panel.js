// @ts-check
/**
 * The review and analysis of the Play section (its card in index.html),
 * loaded as a chunk of its own when first asked for or when the game has a
 * review in its comments (see www/main.js): the game review (review.js) and
 * the analysis panel (analysis.js), which share one engine worker of their
 * own, apart from the computer player's. Their texts come with them
 * (texts.js).
 */

import { createEngineClient } from '../engine/engine-client.js';
import { addSectionTexts } from '../i18n/load.js';
import { createAnalysis } from './analysis.js';
import { createReview } from './review.js';
import { reviewTexts } from './texts.js';

/**
 * @param {object} options
 * @param {any} options.controller the game's controller (www/app/controller.js)
 * @param {(text: string) => void} options.announce says a text to screen readers
 */
export async function openReview({ controller, announce }) {
  await addSectionTexts(reviewTexts);
  const engine = createEngineClient();
  const review = createReview({ controller, engine, announce });
  const analysis = createAnalysis({ controller, engine, reviewing: review.running });
  return {
    /** Reviews the whole game. */
    async review() {
      const done = review.start();
      analysis.refresh();
      await done;
      analysis.refresh();
    },
    /** Analyses the position shown. */
    analyse: () => analysis.analyse(),
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
