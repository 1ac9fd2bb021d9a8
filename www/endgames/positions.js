// @ts-check
/**
 * The endgame trainer's positions: for each game, levels of 4 to 12 seeds
 * on the board, 3 positions each, South to move, from the engine's own
 * games (tools/endgames/find-positions.mjs). In each the endgame tables
 * prove that South makes sure of `goal` ('win' or 'draw') with best play,
 * and some legal move throws it away; tests/endgames/positions.test.mjs
 * checks that against the tables again.
 */

/** @typedef {{position: string, goal: string}} Endgame `goal`: 'win' or 'draw' */
/** @typedef {{seeds: number, endgames: Endgame[]}} Level */

/** @type {Readonly<Record<'oware' | 'ayoayo', readonly Level[]>>} */
export const ENDGAME_LEVELS = Object.freeze({
  oware: Object.freeze([
    {
      seeds: 4,
      endgames: [
        { position: '0-1-0-1-1-0-0-0-0-0-0-1-20-24-S', goal: 'draw' },
        { position: '1-0-0-1-1-0-0-0-0-0-1-0-20-24-S', goal: 'draw' },
        { position: '1-1-0-0-1-0-0-0-1-0-0-0-20-24-S', goal: 'draw' },
      ],
    },
    {
      seeds: 5,
      endgames: [
        { position: '0-0-1-1-0-1-0-0-0-1-0-1-20-23-S', goal: 'win' },
        { position: '0-0-1-1-0-1-0-0-0-1-1-0-20-23-S', goal: 'win' },
        { position: '1-0-1-0-1-1-0-0-0-0-0-1-19-24-S', goal: 'draw' },
      ],
    },
    {
      seeds: 6,
      endgames: [
        { position: '0-0-1-1-1-1-0-0-1-0-0-1-20-22-S', goal: 'win' },
        { position: '1-0-1-1-1-1-0-0-0-0-0-1-20-22-S', goal: 'win' },
        { position: '1-0-1-0-1-2-0-0-0-0-0-1-18-24-S', goal: 'draw' },
      ],
    },
    {
      seeds: 7,
      endgames: [
        { position: '1-0-1-1-1-1-0-1-0-0-0-1-20-21-S', goal: 'win' },
        { position: '1-0-1-1-1-2-0-0-0-0-0-1-18-23-S', goal: 'win' },
        { position: '1-1-0-1-2-1-0-0-0-0-0-1-17-24-S', goal: 'draw' },
      ],
    },
    {
      seeds: 8,
      endgames: [
        { position: '0-1-1-1-1-2-0-0-0-0-0-2-18-22-S', goal: 'win' },
        { position: '1-0-1-1-1-2-0-0-0-0-1-1-18-22-S', goal: 'win' },
        { position: '1-1-0-1-0-1-0-2-0-2-0-0-18-22-S', goal: 'draw' },
      ],
    },
    {
      seeds: 9,
      endgames: [
        { position: '1-0-2-1-1-1-0-0-1-0-1-1-20-19-S', goal: 'win' },
        { position: '1-0-2-2-1-2-0-0-0-0-0-1-21-18-S', goal: 'win' },
        { position: '1-1-1-1-1-2-0-0-1-0-0-1-15-24-S', goal: 'draw' },
      ],
    },
    {
      seeds: 10,
      endgames: [
        { position: '1-0-3-1-1-2-1-0-0-0-0-1-20-18-S', goal: 'win' },
        { position: '1-1-2-1-1-1-1-1-0-0-1-0-16-22-S', goal: 'win' },
        { position: '0-0-1-2-0-6-0-0-0-0-0-1-22-16-S', goal: 'draw' },
      ],
    },
    {
      seeds: 11,
      endgames: [
        { position: '1-0-2-1-4-2-0-0-0-0-0-1-16-21-S', goal: 'win' },
        { position: '1-1-1-1-1-3-1-0-0-0-2-0-18-19-S', goal: 'win' },
        { position: '1-2-1-1-1-3-1-0-0-0-0-1-18-19-S', goal: 'win' },
      ],
    },
    {
      seeds: 12,
      endgames: [
        { position: '1-0-1-2-3-4-0-0-0-1-0-0-17-19-S', goal: 'win' },
        { position: '2-1-2-1-0-4-0-0-0-2-0-0-16-20-S', goal: 'win' },
        { position: '0-0-1-1-1-1-2-3-1-1-1-0-21-15-S', goal: 'draw' },
      ],
    },
  ]),
  ayoayo: Object.freeze([
    {
      seeds: 4,
      endgames: [
        { position: '0-0-0-2-1-1-0-0-0-0-0-0-24-20-S', goal: 'win' },
        { position: '0-0-1-0-1-1-0-0-1-0-0-0-22-22-S', goal: 'win' },
        { position: '0-0-0-1-1-1-0-0-0-1-0-0-22-22-S', goal: 'draw' },
      ],
    },
    {
      seeds: 5,
      endgames: [
        { position: '1-0-1-1-0-1-0-1-0-0-0-0-21-22-S', goal: 'win' },
        { position: '1-1-0-1-0-1-0-0-0-1-0-0-21-22-S', goal: 'win' },
        { position: '1-1-0-1-0-1-0-1-0-0-0-0-19-24-S', goal: 'draw' },
      ],
    },
    {
      seeds: 6,
      endgames: [
        { position: '0-0-2-1-1-2-0-0-0-0-0-0-22-20-S', goal: 'win' },
        { position: '1-0-0-1-1-1-0-1-0-1-0-0-23-19-S', goal: 'win' },
        { position: '1-0-1-1-0-0-0-0-0-1-1-1-18-24-S', goal: 'draw' },
      ],
    },
    {
      seeds: 7,
      endgames: [
        { position: '1-0-0-1-1-1-1-0-0-0-0-2-21-20-S', goal: 'win' },
        { position: '1-1-0-1-1-1-1-0-0-0-1-0-22-19-S', goal: 'draw' },
        { position: '1-1-1-1-0-2-0-0-0-0-0-1-19-22-S', goal: 'draw' },
      ],
    },
    {
      seeds: 8,
      endgames: [
        { position: '1-1-0-1-1-1-0-0-1-0-0-2-20-20-S', goal: 'win' },
        { position: '1-1-0-1-1-1-2-0-1-0-0-0-22-18-S', goal: 'win' },
        { position: '1-0-1-0-1-1-0-1-2-0-1-0-20-20-S', goal: 'draw' },
      ],
    },
    {
      seeds: 9,
      endgames: [
        { position: '1-0-2-1-1-1-2-0-1-0-0-0-21-18-S', goal: 'win' },
        { position: '0-1-1-1-1-1-0-2-1-0-1-0-19-20-S', goal: 'draw' },
        { position: '0-2-1-0-1-1-2-0-0-0-1-1-20-19-S', goal: 'draw' },
      ],
    },
    {
      seeds: 10,
      endgames: [
        { position: '0-3-1-1-1-1-0-0-1-0-1-1-20-18-S', goal: 'win' },
        { position: '1-0-2-2-1-1-1-1-1-0-0-0-20-18-S', goal: 'win' },
        { position: '1-1-1-1-0-2-1-0-0-2-1-0-18-20-S', goal: 'draw' },
      ],
    },
    {
      seeds: 11,
      endgames: [
        { position: '1-0-1-2-2-1-1-0-2-0-1-0-20-17-S', goal: 'win' },
        { position: '1-2-2-0-1-2-1-1-0-1-0-0-20-17-S', goal: 'win' },
        { position: '2-1-1-1-0-2-1-0-1-1-1-0-19-18-S', goal: 'draw' },
      ],
    },
    {
      seeds: 12,
      endgames: [
        { position: '1-2-0-3-1-1-0-2-1-0-1-0-19-17-S', goal: 'win' },
        { position: '1-2-2-0-2-1-2-1-0-0-1-0-19-17-S', goal: 'win' },
        { position: '0-1-1-1-4-1-0-1-2-1-0-0-17-19-S', goal: 'draw' },
      ],
    },
  ]),
});
