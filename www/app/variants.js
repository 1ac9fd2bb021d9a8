// @ts-check
/**
 * The games the page and its workers offer, from the full wasm module's
 * `Variant` enum (see game-variants.js).
 */

import { Variant } from '../../pkg/mancala_wasm.js';
import { gameVariants } from './game-variants.js';

/** @typedef {import('./game-variants.js').GameVariant} GameVariant */

export const { VARIANTS, variantByKey, variantOf } = gameVariants(Variant);
