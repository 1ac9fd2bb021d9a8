// @ts-check
/**
 * The texts of the page's later parts (www/app/later.js) in each language
 * (www/i18n/locales/later/), kept out of the page's catalogs: English comes
 * with their code, another language is imported when it is in use. They are
 * added when first needed (i18n/load.js `addSectionTexts`).
 */

import { catalogLoader } from '../i18n/i18n.js';
import english from '../i18n/locales/later/en.js';

/** The texts in a language (a code of languages.js's LANGUAGES). */
export const laterTexts = catalogLoader({
  en: english,
  fr: () => import('../i18n/locales/later/fr.js'),
  yo: () => import('../i18n/locales/later/yo.js'),
  tw: () => import('../i18n/locales/later/tw.js'),
  ml: () => import('../i18n/locales/later/ml.js'),
  mn: () => import('../i18n/locales/later/mn.js'),
});
