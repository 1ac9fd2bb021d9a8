// @ts-check
/** An evaluation in words, in the language in use. */

import { t } from '../i18n/i18n.js';
import { WIN } from './assess.js';

/**
 * The evaluation `score` (hundredths of a seed for South, beyond ±WIN when
 * the game's end is seen) in words.
 * @param {number} score
 */
export function evaluationText(score) {
  if (score >= WIN / 2) return t('review.eval.won.south');
  if (score <= -WIN / 2) return t('review.eval.won.north');
  const seeds = Math.round(Math.abs(score) / 10) / 10;
  if (seeds === 0) return t('review.eval.even');
  return t(`review.eval.ahead.${score > 0 ? 'south' : 'north'}`, { count: seeds });
}
