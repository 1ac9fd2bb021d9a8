/**
 * Where each seed lies and what it looks like. A seed's place and look are a
 * pure function of (slot, index): the n-th seed of a pit is always drawn in
 * the same spot, so nothing jumps or flickers as counts change.
 */

const GOLDEN_ANGLE = 2.399963;
const PIT_LAYER = 13;
const STORE_COLUMNS = 4;
const STORE_ROWS = 11;
const COLOURS = [
  ['#d9cfb4', '#a99a78', '#6e6249'],
  ['#c7bfa9', '#8f8873', '#55503f'],
  ['#b9a58a', '#8a7357', '#4f3f2c'],
  ['#d3c9a4', '#a39a6b', '#625b38'],
  ['#a89f93', '#7a7267', '#48423b'],
];
const ROTATIONS = 8;

/**
 * A repeatable number in [0, 1) from two integers.
 * @param {number} a
 * @param {number} b
 */
function hash(a, b) {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

/** Store grid cells, nearest the middle row first. */
const STORE_ORDER = (() => {
  const cells = [];
  for (let row = 0; row < STORE_ROWS; row++) {
    for (let column = 0; column < STORE_COLUMNS; column++) cells.push({ row, column });
  }
  const middle = (STORE_ROWS - 1) / 2;
  return cells.sort(
    (a, b) => Math.abs(a.row - middle) - Math.abs(b.row - middle) || a.row - b.row || a.column - b.column,
  );
})();

/** @param {number} slot @param {number} index */
function pitOffset(slot, index) {
  const layer = Math.floor(index / PIT_LAYER);
  const k = index % PIT_LAYER;
  const radius = 0.7 * Math.sqrt((k + 0.5) / PIT_LAYER) * (1 - 0.12 * layer);
  const angle = k * GOLDEN_ANGLE + hash(slot, 1) * 6.283 + layer * 0.9 + (hash(slot, index) - 0.5) * 0.5;
  return { dx: radius * Math.cos(angle), dy: radius * Math.sin(angle) };
}

/** @param {number} slot @param {number} index */
function storeOffset(slot, index) {
  const layer = Math.floor(index / STORE_ORDER.length);
  const { row, column } = STORE_ORDER[index % STORE_ORDER.length];
  const shift = row % 2 ? 0.5 : 0;
  const jitterX = (hash(slot * 131 + index, 3) - 0.5) * 0.12;
  const jitterY = (hash(slot * 131 + index, 5) - 0.5) * 0.05;
  return {
    dx: (((column + 0.25 + shift * 0.5) / STORE_COLUMNS) * 2 - 1) * 0.62 + jitterX + layer * 0.12,
    dy: (((row + 0.5) / STORE_ROWS) * 2 - 1) * 0.82 + jitterY - layer * 0.03,
  };
}

/** @type {Map<number, {dx: number, dy: number, sprite: number}>} */
const placements = new Map();

/**
 * Seed `index` of slot `slot` (0–11 pits, 12–13 stores): its offset from the
 * slot's centre in units of the slot's half sizes, and its sprite number.
 * @param {number} slot
 * @param {number} index
 */
export function seedPlacement(slot, index) {
  const key = slot * 1024 + index;
  let placement = placements.get(key);
  if (!placement) {
    const offset = slot < 12 ? pitOffset(slot, index) : storeOffset(slot, index);
    const sprite =
      Math.floor(hash(key, 7) * COLOURS.length) * ROTATIONS + Math.floor(hash(key, 11) * ROTATIONS);
    placement = { ...offset, sprite };
    placements.set(key, placement);
  }
  return placement;
}

/**
 * Pre-drawn images of seeds of `radius` CSS pixels at `dpr` device pixels
 * per CSS pixel, every colour at every rotation, lit from the top left: on
 * one canvas, `atlas`, sooner made than one per image (see spriteCorner).
 * @param {number} radius
 * @param {number} dpr
 * @param {(width: number, height: number) => HTMLCanvasElement} createCanvas
 * @returns {SeedSprites}
 */
export function createSeedSprites(radius, dpr, createCanvas) {
  const size = Math.ceil(radius * 3.2);
  const cell = Math.ceil(size * dpr);
  const atlas = createCanvas(cell * ROTATIONS, cell * COLOURS.length);
  const ctx = /** @type {CanvasRenderingContext2D} */ (atlas.getContext('2d'));
  const c = size / 2;
  COLOURS.forEach(([light, base, dark], row) => {
    for (let r = 0; r < ROTATIONS; r++) {
      ctx.setTransform(dpr, 0, 0, dpr, r * cell, row * cell);
      const angle = (r / ROTATIONS) * Math.PI;
      ctx.fillStyle = 'rgba(20, 10, 4, 0.45)';
      ctx.beginPath();
      ctx.ellipse(c + radius * 0.18, c + radius * 0.28, radius * 1.22, radius * 0.95, angle, 0, 2 * Math.PI);
      ctx.fill();
      const gradient = ctx.createRadialGradient(
        c - radius * 0.45,
        c - radius * 0.5,
        radius * 0.1,
        c,
        c,
        radius * 1.3,
      );
      gradient.addColorStop(0, light);
      gradient.addColorStop(0.55, base);
      gradient.addColorStop(1, dark);
      ctx.fillStyle = gradient;
      ctx.beginPath();
      ctx.ellipse(c, c, radius * 1.2, radius * 0.92, angle, 0, 2 * Math.PI);
      ctx.fill();
      ctx.strokeStyle = 'rgba(40, 28, 14, 0.55)';
      ctx.lineWidth = Math.max(0.6, radius * 0.12);
      ctx.beginPath();
      ctx.ellipse(c, c, radius * 0.55, radius * 0.3, angle, 0.2 * Math.PI, 0.8 * Math.PI);
      ctx.stroke();
      ctx.fillStyle = 'rgba(255, 252, 240, 0.55)';
      ctx.beginPath();
      ctx.ellipse(c - radius * 0.42, c - radius * 0.38, radius * 0.28, radius * 0.16, -0.6, 0, 2 * Math.PI);
      ctx.fill();
    }
  });
  return { atlas, cell, count: COLOURS.length * ROTATIONS, size };
}

/**
 * `count` images, each a square of `cell` device pixels, `size` CSS pixels.
 * @typedef {{atlas: HTMLCanvasElement, cell: number, count: number, size: number}} SeedSprites
 */

/**
 * The top left corner of image `sprite` (modulo their count) in the atlas.
 * @param {SeedSprites} sprites
 * @param {number} sprite
 */
export function spriteCorner({ cell, count }, sprite) {
  const index = sprite % count;
  return { sx: (index % ROTATIONS) * cell, sy: Math.floor(index / ROTATIONS) * cell };
}
