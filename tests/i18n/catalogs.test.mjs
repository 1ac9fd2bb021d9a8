// Every catalog of www/i18n/locales/ says everything English says: the same
// keys, the same parameters in each message, and for a message that depends
// on a number, exactly the plural forms its language needs (Intl.PluralRules).
// A language's texts are its page catalog (locales/CODE.js) with those
// loaded with a part of the page: the lessons' (locales/learn/CODE.js), the
// endgame trainer's (endgames/), the puzzles' (puzzles/), the review's (review/) and the page's later parts'
// (later/, www/app/later.js) and live play's (live/, www/live/session.js).
// Run with `node --test tests/i18n/`.

import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';

import { LANGUAGES, bestLanguage, pluralLanguage } from '../../www/i18n/languages.js';

const LOCALES = new URL('../../www/i18n/locales/', import.meta.url);

/** The folders of the texts loaded with a part of the page. */
const SECTIONS = ['learn', 'endgames', 'puzzles', 'review', 'later', 'live'];

/** Every text of `code`: the page's catalog and each section's, none in two. */
async function textsOf(code) {
  const texts = { ...(await import(new URL(`${code}.js`, LOCALES).href)).default };
  for (const section of SECTIONS) {
    const part = (await import(new URL(`${section}/${code}.js`, LOCALES).href)).default;
    for (const key of Object.keys(part)) assert.ok(!(key in texts), `${code}: ${key} is in ${section}/ and elsewhere`);
    Object.assign(texts, part);
  }
  return texts;
}

const english = await textsOf('en');

/** The `{name}` placeholders of a text, sorted. */
const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** The placeholders of a message: for plural forms, those of its `other` form. */
const paramsOf = (message) => placeholders(typeof message === 'string' ? message : message.other);

test('each language of the picker has a catalog, and each catalog a language', async () => {
  const codes = LANGUAGES.map(({ code }) => code).sort();
  for (const folder of [LOCALES, ...['shared', ...SECTIONS].map((section) => new URL(`${section}/`, LOCALES))]) {
    const files = (await readdir(folder)).filter((name) => name.endsWith('.js')).map((name) => name.slice(0, -3));
    assert.deepEqual(files.sort(), codes);
  }
  for (const { name } of LANGUAGES) assert.ok(name.trim(), 'each language is named in itself');
});

const sharedEnglish = (await import(new URL('shared/en.js', LOCALES).href)).default;

test('the texts an embedded board loads are the page’s too, and in English the same', () => {
  for (const [key, message] of Object.entries(sharedEnglish)) assert.deepEqual(english[key], message, key);
});

for (const { code } of LANGUAGES.filter(({ code }) => code !== 'en')) {
  test(`${code}: the embedded board's texts (shared/${code}.js) are English's`, async () => {
    const catalog = (await import(new URL(`shared/${code}.js`, LOCALES).href)).default;
    assert.deepEqual(Object.keys(catalog).sort(), Object.keys(sharedEnglish).sort());
  });

  test(`${code}: the keys, parameters and plural forms of English`, async () => {
    const catalog = await textsOf(code);
    assert.deepEqual(
      Object.keys(catalog).filter((key) => !(key in english)),
      [],
      'keys English does not have',
    );
    assert.deepEqual(
      Object.keys(english).filter((key) => !(key in catalog)),
      [],
      'keys missing',
    );
    const categories = new Intl.PluralRules(pluralLanguage(code)).resolvedOptions().pluralCategories.sort();
    for (const [key, message] of Object.entries(english)) {
      const translated = catalog[key];
      assert.equal(typeof translated, typeof message, `${key}: a plural message here iff in English`);
      if (typeof message === 'string') {
        assert.ok(translated.trim(), `${key} is not empty`);
        assert.deepEqual(placeholders(translated), paramsOf(message), `${key}: the parameters of English`);
      } else {
        assert.deepEqual(Object.keys(translated).sort(), categories, `${key}: the plural forms of ${code}`);
        for (const [category, form] of Object.entries(translated)) {
          // A form may leave out the count (French "many", a language whose word says "one").
          const expected = paramsOf(message).filter((name) => name !== 'count' || form.includes('{count}'));
          assert.deepEqual(placeholders(form), expected, `${key}.${category}: the parameters of English`);
        }
      }
    }
  });
}

test('English: every plural message has the forms English needs', () => {
  for (const [key, message] of Object.entries(english)) {
    if (typeof message !== 'string') assert.deepEqual(Object.keys(message).sort(), ['one', 'other'], key);
  }
});

test('the language comes from the browser’s preferences, English otherwise', () => {
  assert.equal(bestLanguage(['de-DE', 'fr-CA', 'en']), 'fr');
  assert.equal(bestLanguage(['yo-NG']), 'yo');
  assert.equal(bestLanguage(['ak-GH']), 'tw');
  assert.equal(bestLanguage(['tw']), 'tw');
  assert.equal(bestLanguage(['mn-Cyrl-MN']), 'mn');
  assert.equal(bestLanguage(['ml']), 'ml');
  assert.equal(bestLanguage(['de', 'es']), 'en');
  assert.equal(bestLanguage([]), 'en');
});

test('the page loads a catalog for every language of the picker', async () => {
  const { loadCatalog } = await import('../../www/i18n/load.js');
  for (const { code } of LANGUAGES) assert.equal(typeof (await loadCatalog(code))['page.title'], 'string', code);
  await assert.rejects(loadCatalog('xx'));
});

test('the lessons’ texts come with the Learn section: once it opened, with every catalog loaded', async () => {
  const { addSectionTexts, loadCatalog } = await import('../../www/i18n/load.js');
  const { learnTexts } = await import('../../www/learn/texts.js');
  const { setLanguage, t } = await import('../../www/i18n/i18n.js');
  await setLanguage('fr', loadCatalog);
  assert.throws(() => t('learn.lessons'), /no text for "learn.lessons"/, 'not with the page');
  await addSectionTexts(learnTexts);
  assert.equal(t('learn.lessons'), 'Leçons');
  await setLanguage('yo', loadCatalog);
  assert.equal(t('learn.lessons'), (await learnTexts('yo'))['learn.lessons']);
  assert.equal(typeof (await loadCatalog('en'))['learn.lessons'], 'string');
  await assert.rejects(learnTexts('xx'));
});

test('the puzzles’, the endgame trainer’s, the review’s, the page’s later parts’ and live play’s texts load in every language, the same keys as English', async () => {
  for (const [path, name] of [
    ['../../www/puzzles/texts.js', 'puzzlesTexts'],
    ['../../www/endgames/texts.js', 'endgamesTexts'],
    ['../../www/review/texts.js', 'reviewTexts'],
    ['../../www/app/later-texts.js', 'laterTexts'],
    ['../../www/live/texts.js', 'liveTexts'],
  ]) {
    const texts = (await import(path))[name];
    const keys = Object.keys(await texts('en')).sort();
    assert.ok(keys.length > 0, name);
    for (const { code } of LANGUAGES) assert.deepEqual(Object.keys(await texts(code)).sort(), keys, `${name} ${code}`);
  }
});

test('every language writes 0 to 999 as their digits, as t() does without Intl', () => {
  for (const { code } of LANGUAGES) {
    const numbers = new Intl.NumberFormat(pluralLanguage(code));
    for (let n = 0; n < 1000; n++) assert.equal(numbers.format(n), String(n), `${code}: ${n}`);
  }
});

test('every language writes numbers below 1000 with up to three decimals as t() does without Intl', async () => {
  const { loadCatalog } = await import('../../www/i18n/load.js');
  const { setLanguage, t } = await import('../../www/i18n/i18n.js');
  for (const { code } of LANGUAGES) {
    await setLanguage(code, loadCatalog);
    const numbers = new Intl.NumberFormat(pluralLanguage(code));
    const message = /** @type {string} */ ((await loadCatalog(code))['think.seconds']);
    for (const seconds of [0.2, 0.5, 1234.5, -1.5, 0.1 + 0.2]) {
      assert.equal(t('think.seconds', { seconds }), message.replace('{seconds}', numbers.format(seconds)), `${code}: ${seconds}`);
    }
  }
  const values = [0.2, 0.5, 1.5, 2.25, 12.345, 999.999, 0.001];
  for (let n = 0; n < 10000; n++) values.push(n / 10);
  for (let n = 0; n < 2000; n++) values.push(n / 1000, n / 100);
  for (const { code, decimal = '.' } of LANGUAGES) {
    const numbers = new Intl.NumberFormat(pluralLanguage(code));
    for (const value of values) {
      const written = String(value).replace('.', decimal);
      assert.equal(numbers.format(value), written, `${code}: ${value}`);
    }
  }
});

test('every language lists one phrase as that phrase, as joinList() does without Intl', () => {
  for (const { code } of LANGUAGES) {
    const lists = new Intl.ListFormat(pluralLanguage(code), { type: 'conjunction' });
    assert.equal(lists.format(['captures 4 seeds']), 'captures 4 seeds', code);
    assert.equal(lists.format([]), '', code);
  }
});
