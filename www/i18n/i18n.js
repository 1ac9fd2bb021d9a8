// @ts-check
/**
 * Every text the page shows comes from a translation catalog through `t`.
 *
 * A catalog (`locales/<code>.js`) maps a key to a message. A message is a
 * string with `{name}` placeholders, or, for a text that depends on a
 * number, an object of plural forms keyed by `Intl.PluralRules` categories
 * (`one`, `other`, …) chosen by the `count` parameter. Numbers passed as
 * parameters are formatted for the language. English is always loaded and
 * is the fallback for a key another catalog lacks (the tests check that no
 * catalog lacks one).
 *
 * Static text in HTML is marked with `data-i18n="key"` (text content) and
 * `data-i18n-attr="attribute:key,attribute:key"`; `translateTree` fills it.
 */

import english from './locales/en.js';

/** @typedef {string | Record<string, string>} Message */
/** @typedef {Record<string, Message>} Catalog */

let language = 'en';
/** @type {Catalog} */
let catalog = english;
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');

/** The language in use, a code of `locales/`. */
export const currentLanguage = () => language;

/**
 * Switches to the catalog of `code` (loaded on first use) and returns it.
 * @param {string} code
 * @param {(code: string) => Promise<Catalog>} load
 */
export async function setLanguage(code, load) {
  catalog = code === 'en' ? english : await load(code);
  language = code;
  plurals = new Intl.PluralRules(code);
  numbers = new Intl.NumberFormat(code);
  document.documentElement.lang = code;
}

/**
 * The text of `key` in the current language, with `params` filled in.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const message = catalog[key] ?? english[key];
  if (message === undefined) throw new Error(`no text for "${key}"`);
  const text = typeof message === 'string' ? message : pluralForm(message, params.count);
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/** @param {Record<string, string>} forms @param {string | number | undefined} count */
function pluralForm(forms, count) {
  const category = typeof count === 'number' ? plurals.select(count) : 'other';
  return forms[category] ?? forms.other;
}

/**
 * Fills the `data-i18n` and `data-i18n-attr` marks under `root`.
 * @param {ParentNode} root
 */
export function translateTree(root) {
  for (const element of root.querySelectorAll('[data-i18n]')) {
    element.textContent = t(/** @type {HTMLElement} */ (element).dataset.i18n ?? '');
  }
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    const pairs = (/** @type {HTMLElement} */ (element).dataset.i18nAttr ?? '').split(',');
    for (const pair of pairs) {
      const [attribute, key] = pair.split(':').map((part) => part.trim());
      element.setAttribute(attribute, t(key));
    }
  }
}
