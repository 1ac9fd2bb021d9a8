// @ts-check
/**
 * What the tools that find positions in the engine's own games share: the
 * full wasm module of dist/pkg (rules and engine), a seeded random
 * generator so that a seed gives the same games, and positions turned so
 * that the side to move is South.
 */

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The full wasm module (npm test builds dist/pkg), initialised. */
export async function loadFullModule() {
  const wasm = await import(`${root}dist/pkg/mancala_wasm.js`);
  await wasm.default({ module_or_path: await readFile(`${root}dist/pkg/mancala_wasm_bg.wasm`) });
  return /** @type {typeof import('../dist/pkg/mancala_wasm.js')} */ (wasm);
}

/**
 * A small seeded generator (mulberry32): numbers in [0, 1).
 * @param {number} seed
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The position text with the side to move as South (rows and stores swapped if North moves).
 * @param {string} text
 */
export function asSouth(text) {
  const parts = text.split('-');
  if (parts[14] === 'S') return text;
  const counts = parts.slice(0, 14).map(Number);
  return [...counts.slice(6, 12), ...counts.slice(0, 6), counts[13], counts[12], 'S'].join('-');
}

/**
 * Plays `games` engine games of `variant` (the wasm `Variant`), each from a
 * random opening of 2 to 10 plies, then moves of a search of `depth` plies
 * (with `noise`, a random move in that share of them, for varied endings),
 * up to `longest` plies; `visit(game, inOpening)` sees every position
 * before its move is made.
 * @param {Awaited<ReturnType<typeof loadFullModule>>} wasm
 * @param {number} variant
 * @param {{games: number, seed: number, depth?: number, noise?: number, longest?: number}} options
 * @param {(game: import('../dist/pkg/mancala_wasm.js').Game, inOpening: boolean) => void} visit
 */
export function selfPlay(wasm, variant, { games, seed, depth = 6, noise = 0, longest = 300 }, visit) {
  const next = random(seed);
  for (let played = 0; played < games; played++) {
    const game = new wasm.Game(variant, false);
    const openingPlies = 2 + Math.floor(next() * 9);
    for (let ply = 0; ply < longest && !game.outcome(); ply++) {
      const legal = Array.from(game.legalMoves());
      if (legal.length === 0) break;
      visit(game, ply < openingPlies);
      const randomly = ply < openingPlies || (noise > 0 && next() < noise);
      game.tryPlay(randomly ? legal[Math.floor(next() * legal.length)] : wasm.analyze(game, depth).pit);
    }
    game.free();
  }
}
