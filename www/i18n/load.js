// @ts-check
/**
 * The page's catalogs: English with the page, the others each imported on
 * first use. Each import is written out, so that a bundler makes one chunk
 * per language, loaded only when chosen (the page's bundle, www/bundle/),
 * or bundles them all (the single file, scripts/single-file.mjs).
 */

import english from './locales/en.js';

/** @type {Record<string, () => Promise<{default: import('./i18n.js').Catalog}>>} */
const OTHERS = {
  fr: () => import('./locales/fr.js'),
  yo: () => import('./locales/yo.js'),
  tw: () => import('./locales/tw.js'),
  ml: () => import('./locales/ml.js'),
  mn: () => import('./locales/mn.js'),
};

/**
 * The catalog of `code` (a code of languages.js's LANGUAGES).
 * @param {string} code
 * @returns {Promise<import('./i18n.js').Catalog>}
 */
export async function loadCatalog(code) {
  if (code === 'en') return english;
  const load = OTHERS[code];
  if (!load) throw new Error(`no catalog "${code}"`);
  return (await load()).default;
}
