// @ts-check
/**
 * The game review's and the analysis' texts in each language
 * (www/i18n/locales/review/), kept out of the page's catalogs: English comes
 * with their code, another language is imported when it is in use. They are
 * added when first needed (i18n/load.js `addSectionTexts`).
 */

import { catalogLoader } from '../i18n/i18n.js';
import english from '../i18n/locales/review/en.js';

/** The texts in a language (a code of languages.js's LANGUAGES). */
export const reviewTexts = catalogLoader({
  en: english,
  fr: () => import('../i18n/locales/review/fr.js'),
  yo: () => import('../i18n/locales/review/yo.js'),
  tw: () => import('../i18n/locales/review/tw.js'),
  ml: () => import('../i18n/locales/review/ml.js'),
  mn: () => import('../i18n/locales/review/mn.js'),
});
