// @ts-check
/**
 * The languages the page speaks, each named in itself, and the choice of
 * one from the browser's preferences.
 */

/**
 * @typedef {object} Language
 * @property {string} code the catalog's name in locales/ and the `lang` of the page
 * @property {string} name the language's name in itself, for the picker
 * @property {string[]} aliases other codes browsers use for it
 * @property {string} [intl] the locale `Intl` knows it by, when not `code`
 * @property {string} [decimal] its decimal separator, when not '.' (as Intl writes it:
 *   tests/i18n/catalogs.test.mjs checks)
 */

/** @type {readonly Language[]} */
export const LANGUAGES = Object.freeze([
  { code: 'en', name: 'English', aliases: [] },
  { code: 'fr', name: 'Français', aliases: [], decimal: ',' },
  { code: 'yo', name: 'Yorùbá', aliases: [] },
  // Twi is a variety of Akan; browsers and ICU mostly know it as `ak`.
  { code: 'tw', name: 'Twi', aliases: ['ak', 'twi', 'aka'], intl: 'ak' },
  { code: 'ml', name: 'മലയാളം', aliases: [] },
  // Mongolian in Cyrillic script, as written in Mongolia.
  { code: 'mn', name: 'Монгол', aliases: ['mn-cyrl'] },
]);

/**
 * The language of `code` (a catalog code or an alias, any case, with or
 * without a region: `fr-CA`, `mn-Cyrl-MN`), or undefined.
 * @param {string} code
 */
export function languageOf(code) {
  const lower = String(code).toLowerCase();
  const primary = lower.split('-')[0];
  return (
    LANGUAGES.find((l) => l.code === lower || l.aliases.includes(lower)) ??
    LANGUAGES.find((l) => l.code === primary || l.aliases.includes(primary))
  );
}

/**
 * The catalog code for the first of `preferred` (e.g. `navigator.languages`)
 * that the page speaks; English when none is.
 * @param {readonly string[]} preferred
 */
export function bestLanguage(preferred) {
  for (const code of preferred) {
    const language = languageOf(code);
    if (language) return language.code;
  }
  return 'en';
}

/**
 * The locale to choose plural forms with for catalog `code`. `Intl` may not
 * know every language: one it does not know falls back to English rules,
 * and the catalog's `other` form serves every count it lacks.
 * @param {string} code
 */
export function pluralLanguage(code) {
  return languageOf(code)?.intl ?? code;
}
