/**
 * Board geometry in CSS pixels, seen from South: North's row on top with
 * pits f e d c b a (11 … 6) from left to right, South's row at the bottom
 * with A B C D E F (0 … 5), North's store at the left end and South's at the
 * right end, so each player's store is on their right.
 *
 * Everything is measured in "cells" (the width of one pit's column) so the
 * board keeps its proportions at any size; pits grow into ovals when the
 * container is taller than a wide board needs. In a narrow container
 * (phones in portrait) the stores lie across the board instead, North's
 * above its row and South's below, so the six columns take the whole width.
 *
 * The layout is the one description of where each pit is: drawing, hit-
 * testing (`pitAt`, from `hits`) and anything placed over the board read it.
 */

/** Count slots: 0–11 are the pits, then South's store, then North's. */
export const SLOTS = 14;
const SOUTH_STORE = 12;
const NORTH_STORE = 13;

/** @typedef {import('./state.js').Side} Side */

/**
 * A pit or store: an ellipse (centre and half sizes); a store is drawn as a
 * capsule, `across` when it lies across the board.
 * @typedef {object} Slot
 * @property {number} x @property {number} y @property {number} rx @property {number} ry
 * @property {boolean} [store] @property {boolean} [across]
 */

/** @typedef {{x: number, y: number}} Point */
/** @typedef {{x: number, y: number, w: number, h: number}} Box */

/**
 * Where everything is, in CSS pixels (see computeLayout).
 * @typedef {object} Layout
 * @property {number} width @property {number} height
 * @property {boolean} flipped seen from North
 * @property {boolean} tall the stores lie across the board, above and below the rows
 * @property {number} cell the width of a pit's column
 * @property {Box & {radius: number}} board the board's rectangle and corner radius
 * @property {Slot[]} slots the 14 slots: pits 0–11, South's store, North's
 * @property {Point[]} labels the centre of each slot's count and letter
 * @property {Box[]} hits each pit's hit area
 * @property {number} middleY between the rows
 * @property {number} stretch how much taller than round the pits are
 * @property {number} seedRadius @property {number} fontSize
 */

/** @typedef {'left' | 'right' | 'up' | 'down'} Direction */

/** The store a side's captures go to. */
export const storeOf = (/** @type {Side} */ side) => (side === 'south' ? SOUTH_STORE : NORTH_STORE);

/**
 * The side owning pit `pit` (0–11).
 * @param {number} pit
 * @returns {Side}
 */
export const ownerOf = (pit) => (pit < 6 ? 'south' : 'north');

/** The letter that names pit 0–11 (South's A–F, North's a–f), as the notation does (docs/rules.md). */
export const pitLetterOf = (/** @type {number} */ pit) => 'ABCDEFabcdef'[pit];

// Proportions, in cells.
const STORE_WIDTH = 0.92;
const STORE_GAP = 0.1;
const EDGE = 0.2;
const LABEL_BAND = 0.5;
const ROW_GAP = 0.16;
const EDGE_V = 0.06;
/** Room around the board for its shadow. */
const MARGIN = 0.14;
const MAX_STRETCH = 1.7;
const PIT_RADIUS = 0.43;

const WIDTH_CELLS = 6 + 2 * STORE_WIDTH + 2 * STORE_GAP + 2 * EDGE;
const fixedHeightCells = 2 * EDGE_V + 2 * LABEL_BAND + ROW_GAP;

// The tall layout (narrow containers, phones in portrait): the stores lie
// across the board above North's row and below South's, so the six columns
// take the whole width.
const TALL_EDGE = 0.12;
const TALL_MARGIN = 0.06;
const STORE_HEIGHT = 0.8;
const TALL_WIDTH_CELLS = 6 + 2 * TALL_EDGE;
const tallFixedHeightCells = fixedHeightCells + 2 * (STORE_HEIGHT + STORE_GAP);

/**
 * The size of one cell when the board is `widthCells` × (`heightCells` + 2) in `width` × `height`.
 * @param {number} width @param {number} height @param {number} widthCells @param {number} heightCells @param {number} margin
 */
function cellFor(width, height, widthCells, heightCells, margin) {
  return Math.max(1, Math.min(width / (widthCells + 2 * margin), height / (heightCells + 2 + 2 * margin)));
}

/**
 * The layout for a canvas of `width` × `height` CSS pixels: the wide board
 * (stores at the ends) or, where that gives bigger pits, the tall one
 * (stores above and below the rows).
 * Pits are `{x, y, rx, ry}` ellipses (centre and half sizes), stores the
 * same with `store: true` and drawn as capsules (`across: true` when they
 * lie across the board); labels are the centres of each slot's count and
 * letter; `hits` are each pit's hit area `{x, y, w, h}` (see `pitAt`).
 * With `flipped`, the board is seen from North: every slot, label and hit
 * area turned half a turn about the centre.
 * @param {number} width
 * @param {number} height
 * @param {{flipped?: boolean}} [options]
 * @returns {Layout}
 */
export function computeLayout(width, height, { flipped = false } = {}) {
  const wideCell = cellFor(width, height, WIDTH_CELLS, fixedHeightCells, MARGIN);
  const tallCell = cellFor(width, height, TALL_WIDTH_CELLS, tallFixedHeightCells, TALL_MARGIN);
  const tall = tallCell > wideCell;
  const cell = tall ? tallCell : wideCell;
  const margin = tall ? TALL_MARGIN : MARGIN;
  const fixed = tall ? tallFixedHeightCells : fixedHeightCells;
  const stretch = Math.min(MAX_STRETCH, Math.max(1, (height / cell - fixed - 2 * margin) / 2));
  const boardW = cell * (tall ? TALL_WIDTH_CELLS : WIDTH_CELLS);
  const boardH = cell * (fixed + 2 * stretch);
  const board = { x: (width - boardW) / 2, y: (height - boardH) / 2, w: boardW, h: boardH, radius: cell * 0.32 };

  const storeBand = tall ? STORE_HEIGHT + STORE_GAP : 0;
  const gridX = board.x + cell * (tall ? TALL_EDGE : EDGE + STORE_WIDTH + STORE_GAP);
  const rowsTop = board.y + cell * (EDGE_V + storeBand);
  const northY = rowsTop + cell * (LABEL_BAND + stretch / 2);
  const southY = northY + cell * (stretch + ROW_GAP);
  const rowsBottom = southY + cell * (stretch / 2 + LABEL_BAND);
  const middleY = (northY + southY) / 2;
  const rx = cell * PIT_RADIUS;
  const ry = rx + (cell * (stretch - 1)) / 2;

  /** @type {Slot[]} */
  const slots = [];
  /** @type {Box[]} */
  const hits = [];
  for (let pit = 0; pit < 12; pit++) {
    const column = pit < 6 ? pit : 11 - pit;
    slots.push({ x: gridX + cell * (column + 0.5), y: pit < 6 ? southY : northY, rx, ry });
    const top = pit < 6 ? middleY : tall ? rowsTop : board.y;
    const bottom = pit < 6 ? (tall ? rowsBottom : board.y + board.h) : middleY;
    hits.push({ x: gridX + cell * column, y: top, w: cell, h: bottom - top });
  }
  if (tall) {
    const across = { x: width / 2, rx: cell * 2.96, ry: (cell * STORE_HEIGHT) / 2, store: true, across: true };
    slots[SOUTH_STORE] = { ...across, y: board.y + board.h - cell * (EDGE_V + STORE_HEIGHT / 2) };
    slots[NORTH_STORE] = { ...across, y: board.y + cell * (EDGE_V + STORE_HEIGHT / 2) };
  } else {
    const storeHalfHeight = (southY - northY) / 2 + ry;
    const storeHalfWidth = (cell * STORE_WIDTH) / 2 - cell * 0.04;
    const end = { y: middleY, rx: storeHalfWidth, ry: storeHalfHeight, store: true };
    slots[SOUTH_STORE] = { ...end, x: gridX + cell * (6 + STORE_GAP + STORE_WIDTH / 2) };
    slots[NORTH_STORE] = { ...end, x: gridX - cell * (STORE_GAP + STORE_WIDTH / 2) };
  }

  const northLabelY = rowsTop + (cell * LABEL_BAND) / 2;
  const southLabelY = rowsBottom - (cell * LABEL_BAND) / 2;
  const labels = slots.map((slot, index) => {
    if (tall && index >= 12) {
      // At each store's right-hand end as its owner sees it.
      const end = slot.rx - cell * 0.42;
      return { x: index === SOUTH_STORE ? slot.x + end : slot.x - end, y: slot.y };
    }
    return { x: slot.x, y: index === NORTH_STORE || (index < 12 && ownerOf(index) === 'north') ? northLabelY : southLabelY };
  });

  /** @type {<T extends Point>(point: T) => T} */
  const turn = (point) => (flipped ? { ...point, x: width - point.x, y: height - point.y } : point);
  const turnBox = (/** @type {Box} */ box) => (flipped ? { ...box, x: width - box.x - box.w, y: height - box.y - box.h } : box);

  return {
    width,
    height,
    flipped,
    tall,
    cell,
    board,
    slots: slots.map(turn),
    labels: labels.map(turn),
    hits: hits.map(turnBox),
    middleY: flipped ? height - middleY : middleY,
    stretch,
    seedRadius: cell * (0.085 + 0.025 * (stretch - 1)),
    fontSize: Math.max(12, cell * 0.27),
  };
}

/**
 * The pit under point (x, y), or -1. Each pit answers for its whole column
 * and its half of the rows, so taps need not hit the hole exactly (the hit
 * areas are `layout.hits`).
 * @param {{hits: Box[]}} layout
 * @param {number} x
 * @param {number} y
 */
export function pitAt(layout, x, y) {
  return layout.hits.findIndex((box) => x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h);
}

/** @type {Record<Direction, Direction>} */
const TURNED = { left: 'right', right: 'left', up: 'down', down: 'up' };

/**
 * The pit one step from `pit` in a screen direction: left/right along its
 * row, up to North's row and down to South's (to the pit opposite), or the
 * other way round on a `flipped` board. Stays put at the ends of the board.
 * @param {number} pit
 * @param {Direction} direction
 * @param {boolean} [flipped]
 * @returns {number}
 */
export function neighbourPit(pit, direction, flipped = false) {
  if (flipped) return neighbourPit(pit, TURNED[direction] ?? direction);
  const column = pit < 6 ? pit : 11 - pit;
  const south = ownerOf(pit) === 'south';
  switch (direction) {
    case 'left':
      return south ? Math.max(0, column - 1) : 11 - Math.max(0, column - 1);
    case 'right':
      return south ? Math.min(5, column + 1) : 11 - Math.min(5, column + 1);
    case 'up':
      return south ? 11 - pit : pit;
    case 'down':
      return south ? pit : 11 - pit;
    default:
      return pit;
  }
}
