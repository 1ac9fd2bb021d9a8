// @ts-check
/**
 * The endgame trainer's texts in each language (www/i18n/locales/endgames/),
 * kept out of the page's catalogs: English comes with the section's code,
 * another language is imported when it is in use.
 */

import { catalogLoader } from '../i18n/i18n.js';
import english from '../i18n/locales/endgames/en.js';

/** The texts in a language (a code of languages.js's LANGUAGES). */
export const endgamesTexts = catalogLoader({
  en: english,
  fr: () => import('../i18n/locales/endgames/fr.js'),
  yo: () => import('../i18n/locales/endgames/yo.js'),
  tw: () => import('../i18n/locales/endgames/tw.js'),
  ml: () => import('../i18n/locales/endgames/ml.js'),
  mn: () => import('../i18n/locales/endgames/mn.js'),
});
