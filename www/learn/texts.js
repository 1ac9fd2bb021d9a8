// @ts-check
/**
 * The lessons' texts in each language (www/i18n/locales/learn/), kept out of
 * the page's catalogs: English comes with the section's code, another
 * language is imported when it is in use. The section adds them when it
 * opens (i18n/load.js `addSectionTexts`).
 */

import { catalogLoader } from '../i18n/i18n.js';
import english from '../i18n/locales/learn/en.js';

/** The lessons' texts in a language (a code of languages.js's LANGUAGES). */
export const learnTexts = catalogLoader({
  en: english,
  fr: () => import('../i18n/locales/learn/fr.js'),
  yo: () => import('../i18n/locales/learn/yo.js'),
  tw: () => import('../i18n/locales/learn/tw.js'),
  ml: () => import('../i18n/locales/learn/ml.js'),
  mn: () => import('../i18n/locales/learn/mn.js'),
});
