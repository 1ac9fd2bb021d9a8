// @ts-check
/**
 * A verdict (goals.js) as the sentence the learner reads, in the language
 * in use: a refused move in the rules' own words (messages.js), anything
 * else by its catalog key, lists of pits said as a list ("e and d"), after
 * the sentences the verdict puts before it.
 */

import { refusalMessage } from '../game/messages.js';
import { joinList, t } from '../i18n/i18n.js';

/**
 * @param {import('./goals.js').Verdict} verdict
 * @returns {string}
 */
export function verdictText(verdict) {
  if (verdict.refusal) return refusalMessage(verdict.refusal);
  const before = (verdict.before ?? []).map((sentence) => `${verdictText(sentence)} `).join('');
  /** @type {Record<string, string | number>} */
  const params = {};
  for (const [name, value] of Object.entries(verdict.params ?? {})) {
    params[name] = Array.isArray(value) ? joinList(value) : value;
  }
  return before + t(verdict.key ?? '', params);
}
