// @ts-check
/**
 * The page's catalogs, each imported on first use (English too: only the
 * texts an embedded board shares with the page are always loaded). The
 * import names its modules with a pattern, so that a bundler
 * (the single file, scripts/single-file.mjs) bundles every catalog.
 */

import { LANGUAGES } from './languages.js';

/**
 * The catalog of `code`.
 * @param {string} code a code of LANGUAGES
 * @returns {Promise<import('./i18n.js').Catalog>}
 */
export async function loadCatalog(code) {
  if (!LANGUAGES.some((language) => language.code === code)) throw new Error(`no catalog "${code}"`);
  return (await import(`./locales/${code}.js`)).default;
}
