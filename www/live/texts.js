// @ts-check
/**
 * The texts of live play (www/live/session.js and what it shows) in each
 * language (www/i18n/locales/live/), loaded with live play's code, not
 * with the page: English comes with it, another language is imported when
 * it is in use.
 */

import { catalogLoader } from '../i18n/i18n.js';
import english from '../i18n/locales/live/en.js';

/** The texts in a language (a code of languages.js's LANGUAGES). */
export const liveTexts = catalogLoader({
  en: english,
  fr: () => import('../i18n/locales/live/fr.js'),
  yo: () => import('../i18n/locales/live/yo.js'),
  tw: () => import('../i18n/locales/live/tw.js'),
  ml: () => import('../i18n/locales/live/ml.js'),
  mn: () => import('../i18n/locales/live/mn.js'),
});
