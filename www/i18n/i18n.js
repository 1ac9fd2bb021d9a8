// @ts-check
/**
 * Every text the page shows comes from a translation catalog through `t`.
 *
 * A catalog (`locales/<code>.js`) maps a key to a message. A message is a
 * string with `{name}` placeholders, or, for a text that depends on a
 * number, an object of plural forms keyed by `Intl.PluralRules` categories
 * (`one`, `other`, …) chosen by the `count` parameter. Numbers passed as
 * parameters are formatted for the language. The texts an embedded board
 * needs too (locales/shared/en.js) are always loaded, in English: until a
 * catalog is set they are all `t` knows, and they are the fallback for a key
 * another catalog lacks (the tests check that no catalog lacks one). The
 * page sets its catalog (which includes them) before it shows any text.
 *
 * Static text in HTML is marked with `data-i18n="key"` (text content) and
 * `data-i18n-attr="attribute:key,attribute:key"`; `translateTree` fills it.
 *
 * One language at a time for the whole document: the page's, or for an
 * embedded board the one its `lang` attribute (or the host page's) asks for.
 */

import english from './locales/shared/en.js';
import { languageOf } from './languages.js';

/** @typedef {string | Record<string, string>} Message */
/** @typedef {Record<string, Message>} Catalog */

/**
 * A language's ways with numbers and lists (`code`, a catalog code): its
 * plural rules; `number(value)`, a number as it writes it; `list()`, its
 * list format, or null where the browser has none. The formats are made
 * when first needed: a browser takes tens of milliseconds to make its first
 * number format, which a page drawn at once need not wait for.
 * @param {string} code
 */
function formatsFor(code) {
  // As pluralLanguage(code) and its decimal separator (see Language).
  const language = languageOf(code);
  const locale = language?.intl ?? code;
  const decimal = language?.decimal ?? '.';
  /** @type {Intl.NumberFormat | null} */
  let numbers = null;
  /** @type {Intl.ListFormat | null | undefined} */
  let lists;
  return {
    plurals: new Intl.PluralRules(locale),
    /**
     * 0 to 999.999 as their digits (at most three decimals, as Intl writes
     * them by default) with the language's decimal separator, as every
     * language of the page writes them (tests/i18n/catalogs.test.mjs checks
     * it against Intl); any other number by Intl.
     * @param {number} value
     */
    number: (value) =>
      value >= 0 && value < 1000 && Number.isInteger(value * 1000)
        ? String(value).replace('.', decimal)
        : (numbers ??= new Intl.NumberFormat(locale)).format(value),
    list: () => (lists === undefined ? (lists = listFormat(locale)) : lists),
  };
}

/** @typedef {ReturnType<typeof formatsFor>} Formats */

let language = 'en';
/** @type {Catalog} */
let catalog = english;
const englishFormats = formatsFor('en');
let formats = englishFormats;
/** @type {Set<(code: string) => void>} */
const listeners = new Set();

/** The language in use, a code of `locales/`. */
export const currentLanguage = () => language;

/**
 * Switches to the catalog `load(code)` gives (the page's or an embedded
 * board's, English included) and tells the listeners (`onLanguageChange`).
 * Plural forms and number formats follow the language where the browser
 * knows it (see `pluralLanguage`).
 * @param {string} code
 * @param {(code: string) => Promise<Catalog>} load
 */
export async function setLanguage(code, load) {
  const next = await load(code);
  catalog = next;
  language = code;
  formats = formatsFor(code);
  for (const listener of listeners) listener(code);
}

/**
 * A loader of a catalog in each language: `byLanguage` maps a language
 * code to the catalog, or to an import of it written out (so that bundlers
 * make each language a chunk of its own, loaded when chosen).
 * @param {Record<string, Catalog | (() => Promise<{default: Catalog}>)>} byLanguage
 * @returns {(code: string) => Promise<Catalog>}
 */
export function catalogLoader(byLanguage) {
  return async (code) => {
    const entry = Object.hasOwn(byLanguage, code) ? byLanguage[code] : undefined;
    if (!entry) throw new Error(`no catalog "${code}"`);
    return typeof entry === 'function' ? (await entry()).default : entry;
  };
}

/**
 * Adds `texts` to the catalog in use: a section's own texts, loaded when
 * it first opens rather than with the page (see load.js).
 * @param {Catalog} texts
 */
export function addTexts(texts) {
  catalog = { ...catalog, ...texts };
}

/**
 * Calls `listener(code)` after every change of language; returns a function
 * that stops the calls.
 * @param {(code: string) => void} listener
 */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @param {string} code */
function listFormat(code) {
  // Only a language the browser has list patterns for, not a fallback's.
  const supported = Intl.ListFormat.supportedLocalesOf([code]).length > 0;
  return supported ? new Intl.ListFormat(code, { type: 'conjunction' }) : null;
}

/**
 * The text of `key` in the current language, with `params` filled in.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  return format(catalog[key] ?? english[key], key, params, formats);
}

/**
 * The text of `key` in English whatever the language in use: for messages
 * to developers (the console, an embedded board's `error` event).
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 */
export function inEnglish(key, params = {}) {
  return format(english[key], key, params, englishFormats);
}

/**
 * @param {Message | undefined} message
 * @param {string} key
 * @param {Record<string, string | number>} params
 * @param {Formats} formats the language's
 */
function format(message, key, params, { plurals, number }) {
  if (message === undefined) throw new Error(`no text for "${key}"`);
  const text = typeof message === 'string' ? message : pluralForm(message, params.count, plurals);
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? number(value) : value;
  });
}

/**
 * Already translated phrases as one list, "a, b and c": the browser's list
 * pattern where it has one for the language, else the catalog's
 * `list.separator` and `list.last` ("{rest} and {last}"). One phrase
 * needs no pattern (a browser's first takes 40-80 ms, before a demo's frame).
 * @param {string[]} items
 */
export function joinList(items) {
  if (items.length < 2) return items.join('');
  const lists = formats.list();
  if (lists) return lists.format(items);
  const rest = items.slice(0, -1).join(t('list.separator'));
  return t('list.last', { rest, last: items[items.length - 1] });
}

/**
 * @param {Record<string, string>} forms
 * @param {string | number | undefined} count
 * @param {Intl.PluralRules} pluralRules
 */
function pluralForm(forms, count, pluralRules) {
  const category = typeof count === 'number' ? pluralRules.select(count) : 'other';
  return forms[category] ?? forms.other;
}

/**
 * Fills the `data-i18n` and `data-i18n-attr` marks under `root` (a text
 * already there is not written again: the page would be laid out again).
 * @param {ParentNode} root
 */
export function translateTree(root) {
  for (const element of root.querySelectorAll('[data-i18n]')) {
    const text = t(/** @type {HTMLElement} */ (element).dataset.i18n ?? '');
    if (element.textContent !== text) element.textContent = text;
  }
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    const pairs = (/** @type {HTMLElement} */ (element).dataset.i18nAttr ?? '').split(',');
    for (const pair of pairs) {
      const [attribute, key] = pair.split(':').map((part) => part.trim());
      const text = t(key);
      if (element.getAttribute(attribute) !== text) element.setAttribute(attribute, text);
    }
  }
}
