// The one list of games (www/game/variants.js) against the wasm modules'
// `Variant` enum it mirrors: the same names and values, in both the full
// module, the game page's and the rules-only one the embed loads (all built
// into dist/); and the start the page draws before its rules are ready.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { START_COUNTS, VARIANTS, enumMembers, variantByKey, variantOf, variantOfKey } from '../../www/game/variants.js';
import { MATCH_FORMATS } from '../../www/app/match-formats.js';

for (const pkg of ['pkg', 'pkg-page', 'pkg-rules']) {
  test(`every game is the ${pkg} module's Variant of its name and value`, async () => {
    const { Variant } = await import(`../../dist/${pkg}/mancala_wasm.js`);
    assert.deepEqual(
      VARIANTS.map(({ name, value }) => ({ name, value })),
      enumMembers(Variant),
    );
  });
}

test("the page's match formats are the full module's MatchFormat, names and values", async () => {
  const { MatchFormat } = await import('../../dist/pkg/mancala_wasm.js');
  assert.deepEqual(MATCH_FORMATS, enumMembers(MatchFormat));
});

test('a game is found by its key and by its value; an unknown value is an error', () => {
  assert.equal(variantByKey('ayoayo')?.name, 'Ayoayo');
  assert.equal(variantByKey('mancala'), undefined);
  assert.equal(variantOfKey('oware').value, 0);
  assert.throws(() => variantOfKey('mancala'), /unknown game 'mancala'/);
  assert.equal(variantOf(0).key, 'oware');
  assert.throws(() => variantOf(7), /unknown variant 7/);
});

test('the start the page draws before its rules are ready is where the rules start both games', async () => {
  const wasm = await import('../../dist/pkg-page/mancala_wasm.js');
  wasm.initSync({ module: await readFile(new URL('../../dist/pkg-page/mancala_wasm_bg.wasm', import.meta.url)) });
  for (const { value } of VARIANTS) {
    for (const grandSlamWins of [false, true].slice(0, value === 0 ? 2 : 1)) {
      assert.deepEqual(Array.from(new wasm.Game(value, grandSlamWins).counts()), START_COUNTS);
    }
  }
});
