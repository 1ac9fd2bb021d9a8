// @ts-check
/**
 * The shipped puzzles of each game (data/<game>.js, written by `mancala
 * puzzles`, see README.md "Puzzles"), imported when first asked for: each
 * file is a chunk of its own in the bundle, fetched only when the Puzzles
 * section shows that game.
 */

/** @typedef {import('./rating.js').Puzzle} Puzzle */

/**
 * A puzzle as data/<game>.js writes it, before its form is checked.
 * @typedef {{position: unknown, line: unknown, gain: unknown, depth: unknown, refutations: string[]}} PuzzleEntry
 */

/** @type {Record<string, () => Promise<{default: any}>>} */
const FILES = {
  oware: () => import('./data/oware.js'),
  ayoayo: () => import('./data/ayoayo.js'),
};

/** @type {Map<string, Promise<Puzzle[]>>} */
const loaded = new Map();

/** The pit of a pit letter (A–F South's, a–f North's). */
function pitOf(/** @type {string} */ letter) {
  const pit = 'ABCDEFabcdef'.indexOf(letter);
  if (pit < 0 || letter.length !== 1) throw new Error(`'${letter}' is not a pit letter`);
  return pit;
}

/**
 * One step's wrong moves, written `Ab3 Cd2` (pit, reply or `-`, seeds lost).
 * @param {string} text
 */
function refutationsOf(text) {
  /** @type {Map<number, {reply: number | null, loss: number}>} */
  const wrong = new Map();
  for (const token of text.split(' ').filter(Boolean)) {
    const loss = Number(token.slice(2));
    if (!Number.isInteger(loss) || loss < 1) throw new Error(`malformed refutation '${token}'`);
    wrong.set(pitOf(token[0]), { reply: token[1] === '-' ? null : pitOf(token[1]), loss });
  }
  return wrong;
}

/**
 * The file's puzzles, checked for form (the rules are wasm's, when played).
 * @param {any} file
 * @returns {Puzzle[]}
 */
function parsePuzzles(file) {
  if (!file || !Array.isArray(file.puzzles)) throw new Error('the puzzle file has no list of puzzles');
  /** @type {PuzzleEntry[]} */
  const entries = file.puzzles;
  return entries.map((entry, index) => ({
    index,
    position: String(entry.position),
    line: Array.from(String(entry.line), pitOf),
    gain: Number(entry.gain),
    depth: Number(entry.depth),
    refutations: entry.refutations.map(refutationsOf),
  }));
}

/**
 * The puzzles of game `key` ('oware' or 'ayoayo').
 * @param {string} key
 */
export function loadPuzzles(key) {
  let puzzles = loaded.get(key);
  if (!puzzles) {
    const file = FILES[key];
    if (!file) return Promise.reject(new Error(`no puzzles for '${key}'`));
    puzzles = file().then((module) => parsePuzzles(module.default));
    loaded.set(key, puzzles);
    puzzles.catch(() => loaded.delete(key));
  }
  return puzzles;
}
