// The wasm boundary as the page's JavaScript sees it: numbers out of range
// are refused, not wrapped; the search clock is monotonic; and every
// exported function and method, called with random JavaScript values,
// only ever throws JS Errors: no wasm trap, no panic, and afterwards the
// module still plays a normal game. The fuzz is seeded: it prints its seed,
// and FUZZ_SEED=<seed> repeats a run.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { START, clickPit, hook, importWasm, onPage, random, useBrowser, waitIdle } from './helpers.mjs';

const browser = useBrowser();

test('numbers out of range are refused with a clear error, never wrapped', () =>
  onPage(browser(), {}, async ({ page }) => {
    await importWasm(page);
    const results = await page.evaluate(() => {
      const { Game, Variant, pitLetter } = window.wasm;
      const game = new Game(Variant.Oware, false);
      const attempt = (call) => {
        try {
          return { value: call() };
        } catch (error) {
          // An Error of any realm: Firefox runs WebDriver's scripts in a realm apart from the page's.
          const isError = Object.prototype.toString.call(error) === '[object Error]';
          return { error: isError ? error.message : `not an Error: ${String(error)}` };
        }
      };
      return {
        play256: attempt(() => game.tryPlay(256)),
        playString: attempt(() => game.tryPlay('abc')),
        playFraction: attempt(() => game.tryPlay(2.5)),
        playNaN: attempt(() => game.tryPlay(NaN)),
        letter: attempt(() => pitLetter(-1)),
        plyAfter: attempt(() => game.positionAt(4294967295)),
        variant: attempt(() => new Game(256, false)),
        position: game.position(),
      };
    });
    assert.deepEqual(results.play256, { error: 'pit must be a whole number from 0 to 11, not 256' });
    assert.deepEqual(results.playString, { error: 'pit must be a whole number from 0 to 11, not NaN' });
    assert.deepEqual(results.playFraction, { error: 'pit must be a whole number from 0 to 11, not 2.5' });
    assert.deepEqual(results.playNaN, { error: 'pit must be a whole number from 0 to 11, not NaN' });
    assert.deepEqual(results.letter, { error: 'pit must be a whole number from 0 to 11, not -1' });
    assert.deepEqual(results.plyAfter, { error: 'ply must be a whole number from 0 to 0, not 4294967295' });
    assert.deepEqual(results.variant, { error: 'variant must be a whole number from 0 to 1, not 256' });
    assert.equal(results.position, START, 'nothing was played');
  }));

test('the search clock is monotonic: a system clock that jumps does not cut a search short', () =>
  onPage(browser(), {}, async ({ page }) => {
    await importWasm(page);
    const depth = await page.evaluate(() => {
      const { Game, Level, Variant, think } = window.wasm;
      const game = new Game(Variant.Oware, false);
      const realNow = Date.now;
      let calls = 0;
      // Each reading of the system clock is an hour later than the last.
      Date.now = () => realNow() + calls++ * 3_600_000;
      try {
        return think(game, Level.Maximum, 2000, 1).depth;
      } finally {
        Date.now = realNow;
        game.free();
      }
    });
    // With Date.now() the search saw its two seconds gone after depth 1.
    assert.ok(depth > 1, `the search stopped at depth ${depth}`);
  }));

// ---- The fuzz ----------------------------------------------------------

const ROUNDS = 40;

/**
 * Argument kinds, each with valid values (cheap ones: short searches, small
 * tables). An argument is valid half of the time, so that calls get past
 * their first check, and any of the random values otherwise.
 */
const VALID = {
  variant: (r) => ['number', String(Math.floor(r() * 2))],
  bool: (r) => ['bool', r() < 0.5],
  position: () => ['string', START],
  record: (r) => ['string', ['1. C f 2. B *', '[Rules "ayoayo"]\n\n1. C *', '*'][Math.floor(r() * 3)]],
  pit: (r) => ['number', String(Math.floor(r() * 12))],
  ply: (r) => ['number', String(Math.floor(r() * 4))],
  name: () => ['string', 'Ada'],
  letter: (r) => ['string', 'ABCDEFabcdef'[Math.floor(r() * 12)]],
  game: () => ['game'],
  level: (r) => ['number', String(Math.floor(r() * 5))],
  time: (r) => ['number', String(Math.floor(r() * 30))],
  seed: (r) => ['number', String(Math.floor(r() * 1e6))],
  depth: (r) => ['number', String(1 + Math.floor(r() * 5))],
  seeds: (r) => ['number', String(Math.floor(r() * 5))],
  callback: (r) => [r() < 0.5 ? 'noop' : 'thrower'],
  bytes: (r) => ['bytes', Math.floor(r() * 64)],
  module: () => ['undefined'],
  matchFormat: (r) => ['number', String(Math.floor(r() * 5))],
  matchRecord: (r) =>
    ['string', ['[Match "best-of-3"]\n[Round "1"]\n\n1. C f *', '[Match "best-of-5"]\n[Round "2"]\n\n*', '*'][Math.floor(r() * 3)]],
};

/**
 * Every export and `Game` method with the kinds of its arguments. The test
 * fails if the module exports something not listed here.
 */
const FUNCTIONS = {
  pitLetter: ['pit'],
  parsePit: ['letter'],
  maxRecordBytes: [],
  think: ['game', 'level', 'time', 'seed'],
  analyze: ['game', 'depth'],
  analyzeMoves: ['game', 'depth'],
  hint: ['game', 'time'],
  buildEndgameTables: ['variant', 'seeds', 'callback'],
  useEndgameTables: ['bytes'],
  useOpeningBook: ['variant', 'bytes'],
  bookMoves: ['game'],
  tablesMoves: ['game'],
  initSync: ['module'],
  default: ['module'],
  start: [],
};
const STATICS = { fromPosition: ['variant', 'bool', 'position'], fromRecord: ['record'] };
const METHODS = {
  constructor: ['variant', 'bool'],
  position: [],
  counts: [],
  turn: [],
  legalMoves: [],
  tryPlay: ['pit'],
  undo: [],
  redo: [],
  canUndo: [],
  canRedo: [],
  plyCount: [],
  positionAt: ['ply'],
  countsAt: ['ply'],
  turnAt: ['ply'],
  traceAt: ['ply'],
  recordMoves: [],
  decidedWinner: [],
  record: ['name', 'name'],
  outcome: [],
  comments: [],
  setComment: ['ply', 'name'],
  free: [],
};
const GETTERS = ['variant', 'grandSlamWins'];

/** The `Match` class's statics, methods and getters, fuzzed on their own. */
const MATCH_STATICS = { fromRecord: ['matchRecord'] };
const MATCH_METHODS = {
  constructor: ['matchFormat'],
  takeUnfinished: [],
  score: [],
  addGame: ['record'],
  record: ['record'],
  free: [],
};
const MATCH_GETTERS = ['format', 'variant', 'grandSlamWins'];

/** Random values: `[kind, detail]`, made into JS values in the page (see `make`). */
const NUMBERS = ['NaN', 'Infinity', '-Infinity', '-0', '0', '1', '-1', '0.5', '1.5', '11', '12', '255', '256'].concat(
  [2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 53), 1e308, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER].map(String),
);
const STRINGS = ['', '0', '3', 'abc', 'C', 'f', 'x'.repeat(300), START, '1. C f *', '[Variant "Ayoayo"]', '\u{1F600}', '\0'];
const OTHERS = [
  ['null'],
  ['undefined'],
  ['bool', true],
  ['bool', false],
  ['empty array'],
  ['array'],
  ['object'],
  ['array-like'],
  ['bytes', 10],
  ['huge array'],
  ['huge string'],
  ['oversized record'],
  ['symbol'],
  ['bigint'],
  ['noop'],
  ['thrower'],
  ['game'],
  ['freed game'],
  ['class'],
];

function randomValue(r) {
  const kind = r();
  if (kind < 0.35) return ['number', NUMBERS[Math.floor(r() * NUMBERS.length)]];
  if (kind < 0.5) return ['number', String(Math.floor(r() * 41) - 20)];
  if (kind < 0.55) return ['number', String((r() - 0.5) * 100)];
  if (kind < 0.75) return ['string', STRINGS[Math.floor(r() * STRINGS.length)]];
  return OTHERS[Math.floor(r() * OTHERS.length)];
}

/** The number JavaScript makes of a value (ToNumber), where the test needs it. */
function asNumber([kind, detail]) {
  if (kind === 'number' || kind === 'string') return Number(detail);
  if (kind === 'bool') return Number(detail);
  if (kind === 'null' || kind === 'empty array') return 0;
  return NaN;
}

/**
 * Valid sizes of endgame tables above 4 seeds take seconds to minutes to
 * build, and searches deeper than 12 plies long: the fuzz does not ask for
 * them (the Rust tests cover the valid ranges).
 */
function tooSlow(argument, value) {
  const n = asNumber(value);
  if (argument === 'seeds') return n > 4 && n <= 20;
  if (argument === 'depth') return n > 12 && n <= 100;
  return false;
}

function argumentsFor(kinds, r) {
  const values = [];
  for (const kind of kinds) {
    let value = r() < 0.5 ? VALID[kind](r) : randomValue(r);
    while (tooSlow(kind, value)) value = randomValue(r);
    values.push(value);
  }
  // Sometimes too few arguments, sometimes too many.
  if (values.length && r() < 0.1) values.pop();
  if (r() < 0.1) values.push(randomValue(r));
  return values;
}

/**
 * Every call of the fuzz: `{kind: 'function'|'static'|'method'|'getter', name, args}`,
 * for the functions and the `Game` class, or (`functions` empty) another class.
 */
function plan(seed, { functions = FUNCTIONS, statics = STATICS, methods = METHODS, getters = GETTERS } = {}) {
  const r = random(seed);
  const calls = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, kinds] of Object.entries(functions)) calls.push({ kind: 'function', name, args: argumentsFor(kinds, r) });
    for (const [name, kinds] of Object.entries(statics)) calls.push({ kind: 'static', name, args: argumentsFor(kinds, r) });
    for (const [name, kinds] of Object.entries(methods)) calls.push({ kind: 'method', name, args: argumentsFor(kinds, r) });
    for (const name of getters) calls.push({ kind: 'getter', name, args: [] });
  }
  return calls;
}

/**
 * Runs `calls` in the page against the page's wasm instance, the methods on
 * an instance of `className` (`Game` or `Match`). Returns what went wrong:
 * anything thrown that is not an Error, and every wasm trap
 * (WebAssembly.RuntimeError: a panic or an abort).
 */
function runInPage(page, calls, className = 'Game') {
  return page.evaluate(async ([calls, className]) => {
    const wasm = window.wasm;
    const { Game, Match, MatchFormat, Variant } = wasm;
    const Class = wasm[className];
    const game = () => {
      if (className === 'Match') return new Match(MatchFormat.BestOf3);
      const made = new Game(Variant.Oware, false);
      made.tryPlay(2);
      return made;
    };
    let shared = game();
    const freed = game();
    freed.free();
    const make = ([kind, detail]) => {
      switch (kind) {
        case 'number':
          return Number(detail);
        case 'string':
        case 'bool':
          return detail;
        case 'null':
          return null;
        case 'undefined':
          return undefined;
        case 'empty array':
          return [];
        case 'array':
          return [1, 'two', { three: 3 }];
        case 'object':
          return { pit: 1, valueOf: () => 3 };
        case 'array-like':
          return { length: 5, 0: 1 };
        case 'bytes':
          return new Uint8Array(detail).map((_, i) => (i * 37) % 256);
        case 'huge array':
          return new Array(1_000_000).fill(7);
        case 'huge string':
          return 'C'.repeat(4 * 1024 * 1024);
        case 'oversized record':
          return `1. C f *${' '.repeat(1024 * 1024)}`;
        case 'symbol':
          return Symbol('fuzz');
        case 'bigint':
          return 12n;
        case 'noop':
          return () => {};
        case 'thrower':
          return () => {
            throw new Error('thrown by a callback');
          };
        case 'game':
          return shared;
        case 'freed game':
          return freed;
        case 'class':
          return Game;
        default:
          throw new Error(`no value of kind ${kind}`);
      }
    };
    const failures = [];
    let errors = 0;
    for (const call of calls) {
      const args = call.args.map(make);
      // A game of its own for `free`, so that the shared one lives on.
      const target = call.name === 'free' ? game() : shared;
      try {
        if (call.kind === 'function') await wasm[call.name](...args);
        else if (call.kind === 'static') Class[call.name](...args);
        else if (call.name === 'constructor') new Class(...args);
        else if (call.kind === 'method') target[call.name](...args);
        else void target[call.name];
      } catch (error) {
        errors++;
        // Told apart without instanceof: Firefox runs WebDriver's scripts in a realm apart from the page's.
        if (error?.constructor?.name === 'RuntimeError') failures.push(`${call.name}: wasm trap: ${error.message}`);
        else if (Object.prototype.toString.call(error) !== '[object Error]') failures.push(`${call.name}: threw a non-Error: ${String(error)}`);
        // A game in the middle of a move, or borrowed for ever, would say so here.
        else if (/recursive use|unsafe aliasing/.test(error.message)) failures.push(`${call.name}: ${error.message}`);
      }
      if (className === 'Game' && shared.plyCount() > 40) {
        shared.free();
        shared = game();
      }
    }
    return { failures, errors, exports: Object.keys(wasm), methods: Object.getOwnPropertyNames(Class.prototype) };
  }, [calls, className]);
}

/** Plays a whole game through the module with the computer's moves; returns the final outcome. */
function playWholeGame(page) {
  return page.evaluate(() => {
    const { Game, Level, Variant, think } = window.wasm;
    const game = new Game(Variant.Ayoayo, false);
    let seed = 1;
    while (!game.outcome() && game.plyCount() < 2000) {
      const { pit } = think(game, Level.Beginner, 0, seed++);
      game.tryPlay(pit);
    }
    const outcome = game.outcome();
    game.free();
    return outcome;
  });
}

// The timeout only guards against a hang (a search that never ends).
test('random JS values at every exported function and method only ever throw JS Errors', { timeout: 300_000 }, (t) =>
  onPage(browser(), {}, async ({ page }) => {
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
    t.diagnostic(`fuzz seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
    await importWasm(page);
    const calls = plan(seed);
    const { failures, errors, exports, methods } = await runInPage(page, calls);
    t.diagnostic(`${calls.length} calls, ${errors} refused with an Error`);
    assert.deepEqual(failures, [], `seed ${seed}`);

    const fuzzed = new Set([...Object.keys(FUNCTIONS), ...Object.keys(STATICS), ...Object.keys(METHODS), ...GETTERS]);
    // Classes and enums; `Match` is fuzzed by the next test.
    const enums = ['Variant', 'Side', 'Level', 'Game', 'Match', 'MatchFormat'];
    assert.deepEqual(
      exports.filter((name) => !fuzzed.has(name) && !enums.includes(name)),
      [],
      'every export is fuzzed',
    );
    assert.deepEqual(
      methods.filter((name) => !fuzzed.has(name) && !name.startsWith('__')),
      [],
      'every method is fuzzed',
    );

    // The module still works: a whole game plays through it, and the page plays on.
    const outcome = await playWholeGame(page);
    assert.ok(outcome?.winner !== undefined, `the game ended: ${JSON.stringify(outcome)}`);
    await waitIdle(page);
    const before = (await hook(page)).position;
    const [pit] = (await hook(page)).legal;
    await clickPit(page, pit);
    await waitIdle(page);
    assert.notEqual((await hook(page)).position, before, 'the page played a move');
  }));

test('random JS values at every Match method only ever throw JS Errors', { timeout: 300_000 }, (t) =>
  onPage(browser(), {}, async ({ page }) => {
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
    t.diagnostic(`fuzz seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
    await importWasm(page);
    const only = { functions: {}, statics: MATCH_STATICS, methods: MATCH_METHODS, getters: MATCH_GETTERS };
    const calls = plan(seed, only);
    const { failures, errors, methods } = await runInPage(page, calls, 'Match');
    t.diagnostic(`${calls.length} calls, ${errors} refused with an Error`);
    assert.deepEqual(failures, [], `seed ${seed}`);
    const fuzzed = new Set([...Object.keys(MATCH_METHODS), ...MATCH_GETTERS]);
    assert.deepEqual(
      methods.filter((name) => !fuzzed.has(name) && !name.startsWith('__')),
      [],
      'every method is fuzzed',
    );
  }));
