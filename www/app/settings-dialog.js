// @ts-check
/**
 * The display settings dialog and the sound toggle beside it. The dialog
 * holds one group of radio buttons per setting of DISPLAY_CHOICES (one Tab
 * stop each, arrow keys choose, Escape closes); a choice takes effect at
 * once through `onChange(field, value)`.
 */

import { translateTree } from '../i18n/i18n.js';
import { DISPLAY_CHOICES } from './settings.js';

/** @typedef {import('./settings.js').Settings} Settings */
/** @typedef {import('./settings.js').DisplaySettings} DisplaySettings */

/** The radio value of a choice (`sound` is a boolean). */
const valueText = (/** @type {string | boolean} */ value) => String(value);

/**
 * Builds the dialog's groups in `form`, before its last child (the Close
 * button), their texts marked for `translateTree`.
 * @param {HTMLFormElement} form
 */
function buildGroups(form) {
  for (const [field, choices] of Object.entries(DISPLAY_CHOICES)) {
    const group = document.createElement('fieldset');
    group.className = 'setting';
    // Marked for translateTree, which says them again when the language changes.
    const legend = document.createElement('legend');
    legend.dataset.i18n = `display.${field}`;
    group.append(legend);
    for (const value of choices) {
      const label = document.createElement('label');
      const input = Object.assign(document.createElement('input'), { type: 'radio', name: field, value: valueText(value) });
      const text = document.createElement('span');
      text.dataset.i18n = `display.${field}.${valueText(value)}`;
      label.append(input, text);
      group.append(label);
    }
    form.insertBefore(group, form.lastElementChild);
  }
}

/**
 * Wires the settings button, the dialog and the sound toggle.
 * @param {{openButton: HTMLButtonElement, dialog: HTMLDialogElement, soundToggle: HTMLButtonElement,
 *   onChange: (field: string, value: string | boolean) => void}} parts
 */
export function attachSettingsDialog({ openButton, dialog, soundToggle, onChange }) {
  const form = /** @type {HTMLFormElement} */ (dialog.querySelector('form'));
  buildGroups(form);
  translateTree(dialog);
  translateTree(/** @type {HTMLElement} */ (openButton.parentElement));

  openButton.addEventListener('click', () => dialog.showModal());
  form.addEventListener('change', (event) => {
    const input = /** @type {HTMLInputElement} */ (event.target);
    const choices = /** @type {Record<string, readonly (string | boolean)[] | undefined>} */ (DISPLAY_CHOICES)[input.name];
    const value = typeof choices?.[0] === 'boolean' ? input.value === 'true' : input.value;
    onChange(input.name, value);
  });
  let sound = true;
  soundToggle.addEventListener('click', () => onChange('sound', !sound));

  return {
    /**
     * Shows `settings` in the dialog and on the sound toggle.
     * @param {Settings} settings
     */
    update(settings) {
      for (const field of /** @type {(keyof DisplaySettings)[]} */ (Object.keys(DISPLAY_CHOICES))) {
        const checked = form.querySelector(`input[name="${field}"][value="${valueText(settings[field])}"]`);
        if (checked instanceof HTMLInputElement) checked.checked = true;
      }
      sound = settings.sound;
      soundToggle.setAttribute('aria-pressed', String(sound));
    },
  };
}
