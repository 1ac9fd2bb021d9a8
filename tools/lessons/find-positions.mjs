// @ts-check
/**
 * Finds positions for the strategy lessons (www/learn/strategy.js) in the
 * engine's own games: self-play from random openings (each move a search of
 * 6 plies), every position turned so that the side to move is South, kept
 * when the engine's move at the lessons' depth beats every other by at least
 * 2 seeds and the game is not yet decided, and tagged with the ideas its
 * best move shows (see FEATURES). Prints one JSON line a position:
 * {variant, position, answer, margin, tags, seeds}.
 *
 *   node tools/lessons/find-positions.mjs oware|ayoayo GAMES SEED
 *
 * Needs the built module (dist/pkg, npm test builds it). The same seed gives
 * the same positions.
 */

import { asSouth, loadFullModule, selfPlay } from '../self-play.mjs';
import { engineView } from './engine-view.mjs';
import { STRATEGY_DEPTH } from '../../www/learn/strategy.js';

const wasm = await loadFullModule();

const [variantKey = 'oware', gameCount = '20', seedText = '1'] = process.argv.slice(2);
const variant = variantKey === 'ayoayo' ? wasm.Variant.Ayoayo : wasm.Variant.Oware;
const SELF_PLAY_DEPTH = 6;
const MIN_MARGIN = 2;

const captured = (/** @type {any} */ trace) => trace.captures.reduce((sum, c) => sum + c.seeds, 0);

/**
 * The ideas a best move shows, from its trace, the engine's reasons and
 * what the other moves would have done.
 */
const FEATURES = {
  /** It sows 12 or more seeds round the board and captures. */
  kroo: ({ trace }) => trace.laps[0].seeds >= 12 && captured(trace) > 0,
  /** It sows 6 or more seeds and captures: found by counting. */
  count: ({ trace }) => trace.laps[0].seeds >= 6 && trace.laps[0].seeds < 12 && captured(trace) > 0,
  /** It captures from two pits or more. */
  chain: ({ trace }) => trace.captures.filter((c) => c.seeds > 0).length >= 2,
  /** It captures nothing and takes away a capture the opponent had. */
  defend: ({ trace, reasons }) => captured(trace) === 0 && reasons.defends > 0,
  /** It captures nothing, defends nothing and threatens a capture. */
  threaten: ({ trace, reasons }) => captured(trace) === 0 && reasons.defends === 0 && reasons.threatens > 0,
  /** The opponent's row is empty before it. */
  feed: ({ before }) => before.slice(6, 12).every((n) => n === 0),
  /** It leaves the opponent without seeds. */
  starve: ({ reasons }) => reasons.starves,
  /** It captures nothing while another move captures and is worse. */
  refuse: ({ trace, others }) => captured(trace) === 0 && others.some((o) => captured(o) >= 2),
  /** A relay of three laps or more that captures. */
  relay: ({ trace }) => trace.laps.length >= 3 && captured(trace) > 0,
  /** It captures nothing and leaves the opponent fewer moves (at most 2) than any other move would. */
  squeeze: ({ trace, others }) => captured(trace) === 0 && trace.replies <= 2 && others.every((o) => o.replies > trace.replies),
  /** Few seeds left, and it captures nothing: a move of tempo. */
  tempo: ({ trace, before }) => captured(trace) === 0 && before.slice(0, 12).reduce((a, b) => a + b, 0) <= 16,
};

const seen = new Set();
selfPlay(wasm, variant, { games: Number(gameCount), seed: Number(seedText), depth: SELF_PLAY_DEPTH }, (game, inOpening) => {
  if (!inOpening) inspect(game);
});

function inspect(/** @type {any} */ played) {
  const position = asSouth(played.position());
  if (seen.has(position)) return;
  seen.add(position);
  const game = wasm.Game.fromPosition(variant, false, position);
  try {
    if (game.legalMoves().length < 2) return;
    const view = engineView(wasm, game, STRATEGY_DEPTH);
    if (view.decided || view.margin < MIN_MARGIN) return;
    const traces = Array.from(game.legalMoves()).map((pit) => {
      const copy = wasm.Game.fromPosition(variant, false, position);
      const { trace } = copy.tryPlay(pit);
      const replies = copy.outcome() ? 0 : copy.legalMoves().length;
      copy.free();
      return { ...trace, replies };
    });
    const best = traces.find((trace) => 'ABCDEF'[trace.pit] === view.best);
    const others = traces.filter((trace) => trace !== best);
    const facts = { trace: best, reasons: view.report.reasons, before: best.before, others };
    const tags = Object.entries(FEATURES).filter(([, has]) => has(facts)).map(([name]) => name);
    const seeds = best.before.slice(0, 12).reduce((a, b) => a + b, 0);
    console.log(JSON.stringify({ variant: variantKey, position, answer: view.best, margin: view.margin, tags, seeds }));
  } finally {
    game.free();
  }
}
