// @ts-check
/**
 * The games an embedded board offers, from the rules-only wasm module's
 * `Variant` enum (see ../app/game-variants.js): a board never loads the
 * full module, whose engine only the computer's worker needs.
 */

import { Variant } from '../../pkg-rules/mancala_wasm.js';
import { gameVariants } from '../app/game-variants.js';

/** @typedef {import('../app/game-variants.js').GameVariant} GameVariant */

export const { VARIANTS, variantByKey, variantOf } = gameVariants(Variant);
