// @ts-check
/**
 * The page's catalogs: English with the page, the others each imported on
 * first use. Each import is written out, so that a bundler makes one chunk
 * per language, loaded only when chosen (the page's bundle, www/bundle/),
 * or bundles them all (the single file, scripts/single-file.mjs).
 *
 * A section may keep its texts out of the page's catalogs, to be loaded
 * with the section's own code (the lessons' are locales/learn/): it adds
 * them when it opens (`addSectionTexts`), and from then on every catalog
 * loaded for a change of language comes with them.
 */

import { addTexts, catalogLoader, currentLanguage } from './i18n.js';
import english from './locales/en.js';

/** @typedef {import('./i18n.js').Catalog} Catalog */
/** @typedef {(code: string) => Promise<Catalog>} TextsLoader */

/** The texts of the sections opened so far, each by its loader. */
/** @type {TextsLoader[]} */
const sections = [];

/** The page's own catalog in a language. */
const pageCatalog = catalogLoader({
  en: english,
  fr: () => import('./locales/fr.js'),
  yo: () => import('./locales/yo.js'),
  tw: () => import('./locales/tw.js'),
  ml: () => import('./locales/ml.js'),
  mn: () => import('./locales/mn.js'),
});

/**
 * The catalog of `code` (a code of languages.js's LANGUAGES).
 * @param {string} code
 * @returns {Promise<import('./i18n.js').Catalog>}
 */
export async function loadCatalog(code) {
  // A section that opens meanwhile adds its texts to a catalog loaded without them: load again.
  for (;;) {
    const opened = sections.length;
    const parts = await Promise.all([pageCatalog(code), ...sections.map((texts) => texts(code))]);
    if (sections.length === opened) return Object.assign({}, ...parts);
  }
}

/**
 * Adds a section's texts, `texts(code)` in each language, to the catalog
 * in use and to every one loaded from now on. Resolves once they can be
 * said.
 * @param {TextsLoader} texts
 */
export async function addSectionTexts(texts) {
  sections.push(texts);
  for (;;) {
    const code = currentLanguage();
    const loaded = await texts(code);
    // A change of language meanwhile loaded them with its catalog, or needs them again.
    if (currentLanguage() === code) {
      addTexts(loaded);
      return;
    }
  }
}
