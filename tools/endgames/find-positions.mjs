// @ts-check
/**
 * Finds positions for the endgame trainer (www/endgames/positions.js) in
 * the engine's own games: self-play from random openings (each move a
 * search of 6 plies) played down to few seeds, every position of 3 to 12
 * seeds on the board turned so that the side to move is South, kept when
 * the endgame tables prove that South wins or draws with best play and
 * some legal move throws that away. Prints one JSON line a position:
 * {variant, position, goal, seeds, keeping, moves}.
 *
 *   node tools/endgames/find-positions.mjs oware|ayoayo GAMES SEED
 *
 * Needs the built module (dist/pkg); builds the tables (seconds).
 */

import { asSouth, loadFullModule, selfPlay } from '../self-play.mjs';
import { judgeEndgame } from './judge.mjs';

const wasm = await loadFullModule();

const [variantKey = 'oware', gameCount = '20', seedText = '1'] = process.argv.slice(2);
const variant = variantKey === 'ayoayo' ? wasm.Variant.Ayoayo : wasm.Variant.Oware;
wasm.useEndgameTables(wasm.buildEndgameTables(variant, 12));
const SELF_PLAY_DEPTH = 6;

const seen = new Set();
// A random move now and then, so that the games reach varied endings.
const options = { games: Number(gameCount), seed: Number(seedText), depth: SELF_PLAY_DEPTH, noise: 0.1, longest: 400 };
selfPlay(wasm, variant, options, (game) => {
  const position = asSouth(game.position());
  if (seen.has(position)) return;
  seen.add(position);
  const judged = judgeEndgame(wasm, variant, position);
  if (!judged || judged.seeds < 3 || !judged.exact || judged.result === 'loss') return;
  // Something to find: more than one move, and not every one keeps the result.
  if (judged.moves < 2 || judged.keeping.length === judged.moves) return;
  const { result: goal, seeds, keeping, moves } = judged;
  console.log(JSON.stringify({ variant: variantKey, position, goal, seeds, keeping, moves }));
});
