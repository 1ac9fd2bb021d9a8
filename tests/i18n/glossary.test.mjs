// Each language names each part of the game with one word, the one
// docs/glossary.md gives: for each language, the words that word replaced
// (a variant, a slip, a word that means something else) are found in none
// of its catalogs, and the glossary's own words are found there. Also the
// rules of writing that the catalogs had broken: in Mongolian no case
// suffix glued to a placeholder ("{letter}-ээс": the suffix follows the
// value's vowels, which the catalog cannot know; only the ordinal "-р"
// after a number is the same for every value), in Malayalam none glued
// to a player's name or side (a number's "-ാം" or "-ൽ" is how numbers are
// written; "തെക്ക്-ന്റെ" is not), in French a narrow no-break
// space before : ; ! ? and % and inside « » (no line begins with ":" or
// "»"), and "Best of 3" said as "first to win 2 of 3".
// Run with `node --test tests/i18n/`.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const LOCALES = new URL('../../www/i18n/locales/', import.meta.url);
const PARTS = ['', 'shared/', 'learn/', 'endgames/', 'puzzles/', 'review/', 'later/', 'live/'];

/** Every text of a language, by key, with each plural form a text of its own. */
async function textsOf(code) {
  const texts = [];
  for (const part of PARTS) {
    const catalog = (await import(new URL(`${part}${code}.js`, LOCALES).href)).default;
    for (const [key, message] of Object.entries(catalog)) {
      if (typeof message === 'string') texts.push([key, message]);
      else for (const [form, text] of Object.entries(message)) texts.push([`${key}.${form}`, text]);
    }
  }
  return texts;
}

/**
 * Per language: the glossary's words that must be used, and the variants
 * that must not (a pattern, why, and optionally the keys it is checked in).
 */
const GLOSSARY = {
  ml: {
    uses: ['കുഴി', 'വിത്ത്', 'കലവറ', 'നിര', 'വിതയ്ക്ക', 'ചുറ്റ്', 'തുടർവിതയ്ക്കൽ', 'പിടിച്ചെടുക്ക', 'ഗ്രാൻഡ് സ്ലാം', 'ഊട്ട', 'പലക', 'ഒവാരെ', 'അയോയോ'],
    not: [
      [/കുരു/, 'the seed is വിത്ത് (കുരുക്കൾ also reads as knots)'],
      [/ബോർഡ/, 'the board is പലക'],
      [/പിടുത്ത|പിടിക്കൽ/, 'a capture is പിടിച്ചെടുക്കൽ'],
      [/സമ്പൂർണ്ണ/, 'the grand slam is ഗ്രാൻഡ് സ്ലാം'],
      [/ഒവെയർ|ഒവാർ/, 'Oware is written ഒവാരെ'],
      [/മടി|ലാപ്പ്/, 'a lap is ചുറ്റ്'],
      [/(^|\s)റിലേ/, 'the relay is തുടർവിതയ്ക്കൽ'],
      [/വിത്ത് നൽകൽ|ഭക്ഷണം/, 'feeding is ഊട്ടൽ'],
      [/സ്റ്റോർ/, 'the store is കലവറ'],
    ],
  },
  mn: {
    uses: ['нүх', 'үр', 'сан', 'эгнээ', 'тари', 'тойрог', 'буухиа тариалалт', 'авалт', 'бүрэн авалт', 'хооллох', 'самбар', 'Оваре', 'Аёаё'],
    not: [
      [/дэлгүүр/i, 'a shop: the store is сан'],
      [/үргэлжлүүлэн тари/i, 'the relay is буухиа тариалалт'],
      [/тарилт/i, 'sowing is тариалалт'],
      [/бүгдийг авах/i, 'the grand slam is бүрэн авалт'],
      [/^Авах\.?$/, 'a capture is авалт'],
      [/^Үр өгөх$/, 'feeding is хооллох'],
      [/Ёруба/, 'Йоруба'],
      [/хөдөлгүүр/i, 'a motor: the engine is the computer'],
      [/тодосгогч/i, 'a contrast agent'],
      [/Алдаа багатай/, 'inaccuracies are бага алдаа'],
      [/самбар/i, 'the evaluation bar is not the board', ['analysis.bar']],
    ],
  },
  fr: {
    uses: ['case', 'graine', 'grenier', 'rangée', 'semer', 'semis', 'tour', 'relais', 'prise', 'grand chelem', 'nourrir', 'plateau', 'Oware', 'Ayoayo'],
    not: [[/relanc/i, 'the relay is « relais »']],
  },
  yo: {
    uses: ['ihò', 'ọmọ ayò', 'ojú', 'ọ̀wọ́', 'ìyípo', 'ìtẹ̀síwájú', 'kó', 'kíkó gbogbo', 'ọpọ́n', 'Oware', 'Ayoayo'],
    not: [
      [/(^|[^\p{L}\p{M}])[èÈ]so([^\p{L}\p{M}]|$)/u, 'a fruit: the seed is ọmọ ayò'],
      [/(^|[^\p{L}\p{M}])[àÀ]pò([^\p{L}\p{M}]|$)/u, 'a bag: the store is ojú'],
      [/pátákó/, 'the board is ọpọ́n'],
      [/kọ̀mpútà/, 'kọ̀ǹpútà'],
      [/gbọdọ̀/, 'gbọ́dọ̀'],
      [/ìdakeji/, 'ìdàkejì'],
      [/(^|\s)jẹ ọmọ ayò/, 'a capture is kó'],
      [/ipò/i, 'a puzzle rating is ìdíwọ̀n (ipò is a position)', [/^puzzles\.(rating|prompt|solved|rating-now)/]],
      [/ìtẹ̀síwájú/i, 'progress is ìlọsíwájú (ìtẹ̀síwájú is the relay)', [/progress|save-failed/]],
    ],
  },
  tw: {
    uses: ['tokuro', 'aba', 'adekoradan', 'santen', 'kyinhyia', 'nguyɛ a ɛtoa so', 'fa ne nyinaa', 'ma aduane', 'Oware', 'Ayoayo'],
    not: [
      [/simma \{seconds\}|\{seconds\} simma/i, 'simma is minutes: seconds are sekan'],
      [/^Brɛoo$/, 'Brɛoo is the slow speed, not the casual level', [/^level\./]],
      [/nsusuiɛ/i, 'nsusuiɛ is the evaluation: a version is nsesaeɛ', [/newer|other-version/]],
      [/ɔbɔfoɔ/, 'a messenger'],
      [/afiri/, 'the engine is the computer', ['review.legend']],
      [/Oware/, 'the board of either game', ['page.board']],
      [/^Aba (fa|ma)$/, 'capturing is fa, feeding ma aduane'],
      [/^Toa so\.?$/, 'the relay is nguyɛ a ɛtoa so'],
    ],
  },
};

const inScope = (key, keys) =>
  !keys || keys.some((scope) => (typeof scope === 'string' ? key.startsWith(scope) : scope.test(key)));

const glossary = await readFile(new URL('../../docs/glossary.md', import.meta.url), 'utf8');

for (const [code, { uses, not }] of Object.entries(GLOSSARY)) {
  const texts = await textsOf(code);
  const all = texts.map(([, text]) => text).join('\n').toLowerCase();

  test(`${code}: the glossary's words are those of the catalogs, and docs/glossary.md gives them`, () => {
    for (const word of uses) {
      assert.ok(all.includes(word.toLowerCase()), `${code}: “${word}” is in no catalog`);
      assert.ok(glossary.includes(word), `docs/glossary.md does not give “${word}” (${code})`);
    }
  });

  test(`${code}: no catalog uses a variant the glossary replaced`, () => {
    const found = [];
    for (const [pattern, why, keys] of not) {
      for (const [key, text] of texts) {
        if (inScope(key, keys) && pattern.test(text)) found.push(`${key}: ${pattern} (${why})`);
      }
    }
    assert.deepEqual(found, []);
  });
}

test('Mongolian: no case suffix glued to a placeholder (only the ordinal -р after a number)', async () => {
  const glued = (await textsOf('mn')).filter(([, text]) => /\}-(?!р(?![\p{L}]))/u.test(text));
  assert.deepEqual(glued.map(([key, text]) => `${key}: ${text}`), []);
});

test('Malayalam: no case ending glued to a player (a name, or South or North: "തെക്ക്-ന്റെ" is not written)', async () => {
  const glued = (await textsOf('ml')).filter(([, text]) => /\{(player|opponent|loser|winner)\}-/u.test(text));
  assert.deepEqual(glued.map(([key, text]) => `${key}: ${text}`), []);
});

test('French: a narrow no-break space before : ; ! ? » and %, and after «', async () => {
  const wrong = [];
  for (const [key, text] of await textsOf('fr')) {
    if (/[ \u00a0][:;!?»%]|«[ \u00a0]/.test(text)) wrong.push(`${key}: ${text}`);
    if (/[^\s\u202f]([;!?»])/.test(text.replace(/https?:\S+/g, ''))) wrong.push(`${key} (no space): ${text}`);
  }
  assert.deepEqual(wrong, []);
});

test('“Best of 3” and “Best of 5” say the wins needed (2 of 3, 3 of 5) in every language but French', async () => {
  for (const code of ['ml', 'mn', 'tw', 'yo']) {
    const texts = Object.fromEntries(await textsOf(code));
    assert.match(texts['match.format.BestOf3'], /2\D+3|3\D+2/, code);
    assert.match(texts['match.format.BestOf5'], /3\D+5|5\D+3/, code);
  }
});
