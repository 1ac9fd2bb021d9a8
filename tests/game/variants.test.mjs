// The one list of games (www/game/variants.js) against the wasm modules'
// `Variant` enum it mirrors: the same names and values, in both the full
// module and the rules-only one the embed loads (both built into dist/).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VARIANTS, enumMembers, variantByKey, variantOf, variantOfKey } from '../../www/game/variants.js';

for (const pkg of ['pkg', 'pkg-rules']) {
  test(`every game is the ${pkg} module's Variant of its name and value`, async () => {
    const { Variant } = await import(`../../dist/${pkg}/mancala_wasm.js`);
    assert.deepEqual(
      VARIANTS.map(({ name, value }) => ({ name, value })),
      enumMembers(Variant),
    );
  });
}

test('a game is found by its key and by its value; an unknown value is an error', () => {
  assert.equal(variantByKey('ayoayo')?.name, 'Ayoayo');
  assert.equal(variantByKey('mancala'), undefined);
  assert.equal(variantOfKey('oware').value, 0);
  assert.throws(() => variantOfKey('mancala'), /unknown game 'mancala'/);
  assert.equal(variantOf(0).key, 'oware');
  assert.throws(() => variantOf(7), /unknown variant 7/);
});
