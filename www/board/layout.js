/**
 * Board geometry in CSS pixels, seen from South: North's row on top with
 * pits f e d c b a (11 … 6) from left to right, South's row at the bottom
 * with A B C D E F (0 … 5), North's store at the left end and South's at the
 * right end, so each player's store is on their right.
 *
 * Everything is measured in "cells" (the width of one pit's column) so the
 * board keeps its proportions at any size; pits grow into ovals when the
 * container is taller than a wide board needs (phones in portrait).
 */

/** Count slots: 0–11 are the pits, then South's store, then North's. */
export const SLOTS = 14;
const SOUTH_STORE = 12;
const NORTH_STORE = 13;

/** The store a side's captures go to: side 0 is South, 1 is North. */
export const storeOf = (side) => (side === 0 ? SOUTH_STORE : NORTH_STORE);

/** The side (0 South, 1 North) owning pit `pit`. */
export const ownerOf = (pit) => (pit < 6 ? 0 : 1);

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

/**
 * The layout for a canvas of `width` × `height` CSS pixels.
 * Pits are `{x, y, rx, ry}` ellipses (centre and half sizes), stores the
 * same with `store: true` and drawn as capsules; labels are the centres of
 * each slot's count and letter. With `flipped`, the board is seen from
 * North: every slot and label turned half a turn about the centre.
 */
export function computeLayout(width, height, { flipped = false } = {}) {
  const cell = Math.max(
    1,
    Math.min(width / (WIDTH_CELLS + 2 * MARGIN), height / (fixedHeightCells + 2 + 2 * MARGIN)),
  );
  const stretch = Math.min(MAX_STRETCH, Math.max(1, (height / cell - fixedHeightCells - 2 * MARGIN) / 2));
  const board = {
    w: cell * WIDTH_CELLS,
    h: cell * (fixedHeightCells + 2 * stretch),
  };
  board.x = (width - board.w) / 2;
  board.y = (height - board.h) / 2;
  board.radius = cell * 0.32;

  const gridX = board.x + cell * (EDGE + STORE_WIDTH + STORE_GAP);
  const northY = board.y + cell * (EDGE_V + LABEL_BAND + stretch / 2);
  const southY = northY + cell * (stretch + ROW_GAP);
  const rx = cell * PIT_RADIUS;
  const ry = rx + (cell * (stretch - 1)) / 2;

  const slots = [];
  for (let pit = 0; pit < 12; pit++) {
    const column = pit < 6 ? pit : 11 - pit;
    slots.push({ x: gridX + cell * (column + 0.5), y: pit < 6 ? southY : northY, rx, ry });
  }
  const storeHalfHeight = (southY - northY) / 2 + ry;
  const storeHalfWidth = (cell * STORE_WIDTH) / 2 - cell * 0.04;
  const middleY = (northY + southY) / 2;
  slots[SOUTH_STORE] = {
    x: gridX + cell * (6 + STORE_GAP + STORE_WIDTH / 2),
    y: middleY,
    rx: storeHalfWidth,
    ry: storeHalfHeight,
    store: true,
  };
  slots[NORTH_STORE] = {
    x: gridX - cell * (STORE_GAP + STORE_WIDTH / 2),
    y: middleY,
    rx: storeHalfWidth,
    ry: storeHalfHeight,
    store: true,
  };

  const northLabelY = board.y + cell * (EDGE_V + LABEL_BAND / 2);
  const southLabelY = board.y + board.h - cell * (EDGE_V + LABEL_BAND / 2);
  const labels = slots.map((slot, index) => ({
    x: slot.x,
    y: index === NORTH_STORE || (index < 12 && ownerOf(index) === 1) ? northLabelY : southLabelY,
  }));

  const turn = (point) => (flipped ? { ...point, x: width - point.x, y: height - point.y } : point);

  return {
    width,
    height,
    flipped,
    cell,
    board,
    slots: slots.map(turn),
    labels: labels.map(turn),
    middleY,
    gridX,
    stretch,
    seedRadius: cell * (0.085 + 0.025 * (stretch - 1)),
    fontSize: Math.max(12, cell * 0.27),
  };
}

/**
 * The pit under point (x, y), or -1. Each pit answers for its whole column
 * and half of the board's height, so taps need not hit the hole exactly.
 */
export function pitAt(layout, x, y) {
  const { board, gridX, cell, middleY, flipped, width, height } = layout;
  if (flipped) return pitAt({ ...layout, flipped: false }, width - x, height - y);
  const column = Math.floor((x - gridX) / cell);
  if (column < 0 || column > 5 || y < board.y || y > board.y + board.h) return -1;
  return y >= middleY ? column : 11 - column;
}

const TURNED = { left: 'right', right: 'left', up: 'down', down: 'up' };

/**
 * The pit one step from `pit` in a screen direction: left/right along its
 * row, up to North's row and down to South's (to the pit opposite), or the
 * other way round on a `flipped` board. Stays put at the ends of the board.
 */
export function neighbourPit(pit, direction, flipped = false) {
  if (flipped) return neighbourPit(pit, TURNED[direction] ?? direction);
  const column = pit < 6 ? pit : 11 - pit;
  const row = pit < 6 ? 0 : 1;
  switch (direction) {
    case 'left':
      return row === 0 ? Math.max(0, column - 1) : 11 - Math.max(0, column - 1);
    case 'right':
      return row === 0 ? Math.min(5, column + 1) : 11 - Math.min(5, column + 1);
    case 'up':
      return row === 0 ? 11 - pit : pit;
    case 'down':
      return row === 1 ? 11 - pit : pit;
    default:
      return pit;
  }
}
