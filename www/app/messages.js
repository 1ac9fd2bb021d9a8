/**
 * What the page says to people: sides, refusals and results. The reasons
 * themselves come from the wasm module; this only phrases them.
 */

const SIDES = ['south', 'north'];
export const SIDE_NAMES = { south: 'South', north: 'North' };

/** The wasm `Side` value (0 South, 1 North) as a side key. */
export const sideKey = (side) => SIDES[side];

const sentence = (text) => {
  const trimmed = text.trim().replace(/[.]$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

/** A refused move, from the wasm module's reason, e.g. "Pit C is empty." */
export function refusal(reason) {
  return sentence(reason.replace(/\b(south|north)\b/g, (side) => SIDE_NAMES[side]));
}

const REASONS = {
  majority: (stuck, winner) => `${SIDE_NAMES[winner]}'s store holds more than half of the seeds`,
  repetition: () => 'the position repeated, so each player took the seeds left in their own row',
  'no-moves': (stuck) =>
    `${SIDE_NAMES[stuck]} had no legal move, so each player took the seeds left in their own row`,
};

/**
 * The end of a game: `outcome` is the wasm OutcomeObject, `stuck` the side
 * key of the player who would have moved next.
 */
export function outcomeMessage(outcome, stuck) {
  const [south, north] = outcome.stores;
  const result = outcome.winner
    ? `${SIDE_NAMES[outcome.winner]} wins ${Math.max(south, north)}–${Math.min(south, north)}`
    : `Draw, ${south}–${north}`;
  const reason = (REASONS[outcome.reason] ?? (() => outcome.reason))(stuck, outcome.winner);
  return `Game over. ${result}: ${reason}.`;
}

/** What a move's grand slam did (the trace's `grandSlam`), or null. */
export function grandSlamMessage(grandSlam) {
  if (grandSlam === 'forfeited') return "Grand slam: taking all of the opponent's seeds is not allowed, so nothing was captured.";
  if (grandSlam === 'captured') return 'Grand slam: it brings the store to a majority, so it is captured and wins.';
  return null;
}

/** The message for an error thrown by wasm or the browser. */
export function errorMessage(error) {
  return sentence(error instanceof Error ? error.message : String(error));
}
