// @ts-check
/**
 * The Puzzles section's texts in each language (www/i18n/locales/puzzles/),
 * kept out of the page's catalogs: English comes with their code, another
 * language is imported when it is in use. They are added when first needed
 * (i18n/load.js `addSectionTexts`).
 */

import { catalogLoader } from '../i18n/i18n.js';
import english from '../i18n/locales/puzzles/en.js';

/** The texts in a language (a code of languages.js's LANGUAGES). */
export const puzzlesTexts = catalogLoader({
  en: english,
  fr: () => import('../i18n/locales/puzzles/fr.js'),
  yo: () => import('../i18n/locales/puzzles/yo.js'),
  tw: () => import('../i18n/locales/puzzles/tw.js'),
  ml: () => import('../i18n/locales/puzzles/ml.js'),
  mn: () => import('../i18n/locales/puzzles/mn.js'),
});
