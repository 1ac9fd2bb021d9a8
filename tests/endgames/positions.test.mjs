// The endgame trainer's positions (www/endgames/positions.js) checked
// against the endgame tables, built here as the page builds them (12 seeds,
// the full wasm module of dist/pkg): each level's positions hold its number
// of seeds, South to move; the tables prove that South makes sure of the
// position's goal with best play, and some legal move throws it away.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const wasm = await import(`${root}dist/pkg/mancala_wasm.js`);
await wasm.default({ module_or_path: await readFile(`${root}dist/pkg/mancala_wasm_bg.wasm`) });
const { ENDGAME_LEVELS } = await import(`${root}www/endgames/positions.js`);
const { judgeEndgame } = await import(`${root}tools/endgames/judge.mjs`);
const { variantOfKey } = await import(`${root}www/game/variants.js`);

for (const [game, levels] of Object.entries(ENDGAME_LEVELS)) {
  const variant = variantOfKey(game).value;
  test(`${game}: levels of 4 to 12 seeds, 3 positions each, each proven by the tables`, () => {
    wasm.useEndgameTables(wasm.buildEndgameTables(variant, 12));
    assert.deepEqual(levels.map((level) => level.seeds), [4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const boards = new Set();
    for (const level of levels) {
      assert.equal(level.endgames.length, 3, `${level.seeds} seeds`);
      for (const { position, goal } of level.endgames) {
        assert.match(position, /-S$/, `${position}: South to move`);
        boards.add(position.split('-').slice(0, 12).join('-'));
        const judged = judgeEndgame(wasm, variant, position);
        assert.ok(judged, `${position}: the tables cover it and the game goes on`);
        assert.equal(judged.seeds, level.seeds, `${position}: seeds on the board`);
        assert.equal(judged.exact, true, `${position}: a proven value`);
        assert.equal(judged.result, goal, `${position}: South makes sure of a ${goal}`);
        assert.ok(judged.keeping.length < judged.moves, `${position}: some move throws the ${goal} away`);
      }
    }
    assert.equal(boards.size, 27, 'no board twice');
  });
}
