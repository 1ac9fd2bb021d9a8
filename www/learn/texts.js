// @ts-check
/**
 * The lessons' texts in each language (www/i18n/locales/learn/), kept out of
 * the page's catalogs: English comes with the section's code, another
 * language is imported when it is in use. The section adds them when it
 * opens (i18n/load.js `addSectionTexts`).
 */

import english from '../i18n/locales/learn/en.js';

/** @typedef {import('../i18n/i18n.js').Catalog} Catalog */

/** @type {Record<string, () => Promise<{default: Catalog}>>} */
const OTHERS = {
  fr: () => import('../i18n/locales/learn/fr.js'),
  yo: () => import('../i18n/locales/learn/yo.js'),
  tw: () => import('../i18n/locales/learn/tw.js'),
  ml: () => import('../i18n/locales/learn/ml.js'),
  mn: () => import('../i18n/locales/learn/mn.js'),
};

/**
 * The lessons' texts in `code` (a code of languages.js's LANGUAGES).
 * @param {string} code
 * @returns {Promise<Catalog>}
 */
export async function learnTexts(code) {
  if (code === 'en') return english;
  const load = OTHERS[code];
  if (!load) throw new Error(`no lesson texts "${code}"`);
  return (await load()).default;
}
