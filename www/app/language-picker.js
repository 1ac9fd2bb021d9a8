// @ts-check
/**
 * The language picker: a select of the page's languages, each named in
 * itself (and marked with its `lang`, so that a screen reader says it
 * rightly). Choosing one applies it at once, without a reload.
 */

import { LANGUAGES } from '../i18n/languages.js';

/**
 * Fills `select` and calls `choose(code)` when the person picks a language.
 * @param {HTMLSelectElement} select
 * @param {{current: () => string, choose: (code: string) => Promise<void>}} parts
 */
export function attachLanguagePicker(select, { current, choose }) {
  select.replaceChildren(
    ...LANGUAGES.map(({ code, name }) => Object.assign(document.createElement('option'), { value: code, lang: code, textContent: name })),
  );
  select.value = current();
  select.addEventListener('change', async () => {
    select.disabled = true;
    try {
      await choose(select.value);
    } finally {
      select.disabled = false;
      select.value = current();
    }
  });
}
