// @ts-check
/**
 * Prints strategy lesson steps (www/learn/strategy.js) for positions, as
 * the engine sees them at the lessons' depth: the answer, the margin by
 * which it beats every other move, and for each other move the reply the
 * engine expects and the seeds it loses against the answer. Paste the
 * output into the lesson; tests/learn/strategy.test.mjs checks it against
 * the engine again.
 *
 *   node tools/lessons/describe-steps.mjs oware|ayoayo POSITION...
 */

import { loadFullModule } from '../self-play.mjs';
import { engineView } from './engine-view.mjs';
import { STRATEGY_DEPTH } from '../../www/learn/strategy.js';

const wasm = await loadFullModule();

const [variantKey, ...positions] = process.argv.slice(2);
const variant = variantKey === 'ayoayo' ? wasm.Variant.Ayoayo : wasm.Variant.Oware;
for (const position of positions) {
  const game = wasm.Game.fromPosition(variant, false, position);
  const view = engineView(wasm, game, STRATEGY_DEPTH);
  game.free();
  const others = Object.entries(view.others)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pit, { reply, loses }]) => `${pit}: { reply: ${reply ? `'${reply}'` : 'null'}, loses: ${typeof loses === 'number' ? loses : `'${loses}'`} }`);
  console.log(`        {
          position: '${position}',
          answer: '${view.best}',
          margin: ${view.margin},
          others: { ${others.join(', ')} },
        },`);
}
