// Every plural message is said with its count: without `count`, t() takes
// the "other" form whatever the number ("1 seeds"). A static scan of the
// calls in www/ that name a key (t, inEnglish, a board's texts, a lesson's
// pass and fail) finds those of each plural message of the English
// catalogs, and each must pass `count`; the plural messages no call names
// are the sentences of wasm's errors (error.*, www/game/messages.js), said
// here as the page says them, with every number 1, and must come out in
// their "one" form.
// Run with `node --test tests/i18n/`.

import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { test } from 'node:test';

const WWW = new URL('../../www/', import.meta.url);
const LOCALES = new URL('i18n/locales/', WWW);
const PARTS = ['', 'learn/', 'endgames/', 'puzzles/', 'review/', 'later/', 'live/'];

/** English's plural messages, by key. */
const plurals = new Map();
for (const part of PARTS) {
  const catalog = (await import(new URL(`${part}en.js`, LOCALES).href)).default;
  for (const [key, message] of Object.entries(catalog)) if (typeof message !== 'string') plurals.set(key, message);
}

/** The .js files under `folder`, its catalogs left out. */
async function sources(folder) {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const path = `${entry.parentPath ?? entry.path}/${entry.name}`;
    if (entry.isFile() && entry.name.endsWith('.js') && !path.includes('/i18n/locales/')) found.push(path);
  }
  return found;
}

/** The text from `open` (an index of "{" in `source`) to its matching "}". */
function braced(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** A key written in the code as a pattern of keys: `a.${x}.b` matches a.anything.b. */
function keyPattern(written) {
  const quoted = written.match(/^(['"])([\w.-]+)\1$/);
  if (quoted) return new RegExp(`^${quoted[2].replace(/[.]/g, '\\.')}$`);
  const template = written.match(/^`([^`]*)`$/);
  if (!template) return null;
  const parts = template[1].split(/\$\{[^}]*\}/).map((part) => part.replace(/[.]/g, '\\.'));
  return new RegExp(`^${parts.join('[\\w-]+')}$`);
}

/**
 * The calls of `source` that name a key: the key's pattern, and the
 * parameters' object as written (an identifier is looked up among the
 * file's `const name = {…}`), or null when they are not written out.
 */
function calls(source) {
  const found = [];
  const call = /\b(?:t|inEnglish|texts|pass|fail)\(\s*('[^']*'|"[^"]*"|`[^`]*`|[A-Za-z_$][\w$]*)\s*(,\s*)?/g;
  for (const match of source.matchAll(call)) {
    let written = match[1];
    if (/^[A-Za-z_$]/.test(written)) {
      const assigned = source.match(new RegExp(`const ${written} = ('[^']*'|\`[^\`]*\`);`));
      if (!assigned) continue;
      written = assigned[1];
    }
    const pattern = keyPattern(written);
    if (!pattern) continue;
    const after = match.index + match[0].length;
    let params = null;
    if (match[2] && source[after] === '{') params = braced(source, after);
    else if (match[2]) {
      const name = source.slice(after).match(/^[A-Za-z_$][\w$]*/)?.[0];
      const assigned = name && source.match(new RegExp(`const ${name} = \\{`));
      if (assigned) params = braced(source, /** @type {number} */ (assigned.index) + assigned[0].length - 1);
    }
    found.push({ pattern, params, at: source.slice(match.index, after + 40).split('\n')[0] });
  }
  return found;
}

const everyCall = [];
for (const path of await sources(WWW)) {
  for (const found of calls(await readFile(path, 'utf8'))) everyCall.push({ ...found, path: path.slice(WWW.pathname.length) });
}

/** Whether an object literal as written has a `count` property (`count: n` or `{ count }`). */
const hasCount = (params) => params !== null && /[{,]\s*count\s*[:,}]/.test(params);

test('the scan finds the calls: some of plural messages, each with its count', () => {
  assert.ok(everyCall.length > 300, `${everyCall.length} calls found`);
  assert.ok(hasCount("{ count, pit: pits[0] }") && hasCount('{ letter, count: 2 }') && !hasCount('{ found }'));
});

/** The plural messages that no call names as written. */
const unnamed = [];

for (const key of plurals.keys()) {
  const named = everyCall.filter(({ pattern }) => pattern.test(key));
  if (!named.length) {
    unnamed.push(key);
    continue;
  }
  test(`${key}: every call passes its count`, () => {
    for (const { params, path, at } of named) assert.ok(hasCount(params), `${path}: ${at}… passes no count`);
  });
}

test('the plural messages said from a wasm error’s kind are said with their count', async () => {
  assert.deepEqual(
    unnamed.filter((key) => !key.startsWith('error.')),
    [],
    'plural messages that no call in www/ names, nor the errors',
  );
  const { setLanguage, catalogLoader } = await import('../../www/i18n/i18n.js');
  const { errorMessage } = await import('../../www/game/messages.js');
  const english = (await import(new URL('en.js', LOCALES).href)).default;
  await setLanguage('en', catalogLoader({ en: english }));
  assert.ok(unnamed.length >= 3, unnamed.join(', '));
  for (const key of unnamed) {
    const message = plurals.get(key);
    const names = [...new Set([...message.other.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
    const params = Object.fromEntries(names.map((name) => [name, 1]));
    const error = Object.assign(new Error('English'), { kind: key.slice('error.'.length), params });
    const one = message.one.replace(/\{(\w+)\}/g, '1');
    assert.equal(errorMessage(error), one, `${key} with ${JSON.stringify(params)}`);
  }
});
