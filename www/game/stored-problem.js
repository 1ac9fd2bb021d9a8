// @ts-check
/**
 * Why data the page kept could not be used (the `problem` storage.js
 * reports: not JSON, not of its form, another version), as a phrase in the
 * page's language, for the notices that say it was set aside.
 */

import { t } from '../i18n/i18n.js';

/** @param {{kind: string, version?: string}} problem */
export const storedProblem = (problem) => t(`stored.${problem.kind}`, { version: problem.version ?? '' });
