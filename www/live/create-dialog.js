// @ts-check
/**
 * "Play a friend online": the dialog that chooses a live game to create,
 * its game (Oware, Oware with the grand slam rule, Ayoayo), time control
 * (none, a preset or minutes and increment of one's own), side and the
 * player's display name. Made when first opened, in the page's language.
 */

import { t } from '../i18n/i18n.js';

/**
 * What `create` asks the server for (docs/live-protocol.md), with the name.
 * @typedef {object} NewGame
 * @property {string} rules
 * @property {{initial: number, increment: number} | null} clock
 * @property {'south' | 'north' | 'random'} side
 * @property {string} name
 */

const RULES = ['oware', 'oware-grand-slam', 'ayoayo'];
/** The time controls offered, minutes + seconds added a move ('none' and 'custom' besides). */
const PRESETS = ['3+2', '5+3', '10+5', '15+10', '30+0'];
const SIDES = ['south', 'north', 'random'];
/** The protocol's bounds: 1 s to 3 h, and an increment to 3 min. */
const MOST_MINUTES = 180;
const MOST_INCREMENT = 180;

/**
 * A display name as the server takes it: no control characters, trimmed,
 * at most 24 characters.
 * @param {string} text
 */
export function displayName(text) {
  // eslint-disable-next-line no-control-regex
  return [...text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()].slice(0, 24).join('').trim();
}

/**
 * The clock of a time control: 'none', a preset ('5+3') or 'custom' with
 * `minutes` and `seconds`; null for none, undefined when out of bounds.
 * @param {string} choice
 * @param {number} minutes
 * @param {number} seconds
 * @returns {{initial: number, increment: number} | null | undefined}
 */
export function clockOf(choice, minutes, seconds) {
  if (choice === 'none') return null;
  const [m, s] = choice === 'custom' ? [minutes, seconds] : choice.split('+').map(Number);
  if (!Number.isInteger(m) || !Number.isInteger(s) || m < 1 || m > MOST_MINUTES || s < 0 || s > MOST_INCREMENT) return undefined;
  return { initial: m * 60_000, increment: s * 1000 };
}

/** @type {HTMLDialogElement | null} */
let dialog = null;

/**
 * A fieldset of radio buttons `name`, one per value, labelled by `label(value)`.
 * @param {string} name
 * @param {string} legend
 * @param {string[]} values
 * @param {(value: string) => string} label
 */
function radios(name, legend, values, label) {
  const set = document.createElement('fieldset');
  const title = document.createElement('legend');
  title.textContent = legend;
  set.append(
    title,
    ...values.map((value) => {
      const wrap = document.createElement('label');
      const input = Object.assign(document.createElement('input'), { type: 'radio', name, value });
      wrap.append(input, ` ${label(value)}`);
      return wrap;
    }),
  );
  return set;
}

/**
 * A labelled field: `text` then `control`.
 * @param {string} text
 * @param {HTMLElement} control
 */
function field(text, control) {
  const label = document.createElement('label');
  label.className = 'inline-field';
  const span = document.createElement('span');
  span.textContent = text;
  label.append(span, control);
  return label;
}

/** A whole number input from `min` to `max`. */
const numberInput = (/** @type {string} */ name, /** @type {number} */ min, /** @type {number} */ max, /** @type {number} */ value) =>
  Object.assign(document.createElement('input'), { type: 'number', name, min: String(min), max: String(max), step: '1', value: String(value), required: true });

/** Builds the dialog, in the language in use. */
function build() {
  const made = document.createElement('dialog');
  made.className = 'live-dialog';
  made.setAttribute('aria-labelledby', 'live-dialog-title');
  const form = document.createElement('form');
  form.method = 'dialog';
  const title = document.createElement('h2');
  title.id = 'live-dialog-title';
  title.textContent = t('live.create-title');
  const intro = document.createElement('p');
  intro.textContent = t('live.create-intro');
  const time = document.createElement('select');
  time.name = 'time';
  time.append(
    ...['none', ...PRESETS, 'custom'].map((value) =>
      Object.assign(document.createElement('option'), {
        value,
        textContent: value === 'none' || value === 'custom' ? t(`live.time.${value}`) : t('live.time.preset', { minutes: Number(value.split('+')[0]), seconds: Number(value.split('+')[1]) }),
      }),
    ),
  );
  const custom = document.createElement('div');
  custom.className = 'live-custom';
  custom.append(field(t('live.time.minutes'), numberInput('minutes', 1, MOST_MINUTES, 5)), field(t('live.time.increment'), numberInput('increment', 0, MOST_INCREMENT, 3)));
  time.addEventListener('change', () => {
    custom.hidden = time.value !== 'custom';
  });
  const name = Object.assign(document.createElement('input'), { type: 'text', name: 'name', maxLength: 24, autocomplete: 'nickname' });
  const buttons = document.createElement('div');
  buttons.className = 'live-dialog-buttons';
  const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: t('live.cancel') });
  cancel.addEventListener('click', () => made.close(''));
  const create = Object.assign(document.createElement('button'), { type: 'submit', value: 'create', className: 'primary', textContent: t('live.create') });
  buttons.append(cancel, create);
  form.append(
    title,
    intro,
    radios('rules', t('live.rules'), RULES, (value) => t(`live.rules.${value}`)),
    field(t('live.time'), time),
    custom,
    radios('side', t('live.side'), SIDES, (value) => t(`live.side.${value}`)),
    field(t('live.name'), name),
    buttons,
  );
  made.append(form);
  document.body.append(made);
  return made;
}

/**
 * Opens the dialog (its game `rules` chosen to begin with, the `name` last
 * given filled in); resolves to the game chosen, or null if cancelled.
 * @param {{rules: string, name: string}} defaults
 * @returns {Promise<NewGame | null>}
 */
export function askNewGame({ rules, name }) {
  dialog?.remove();
  const opened = build();
  dialog = opened;
  const form = /** @type {HTMLFormElement} */ (opened.querySelector('form'));
  const input = (/** @type {string} */ field) => /** @type {HTMLInputElement} */ (form.elements.namedItem(field));
  /** @type {HTMLInputElement} */ (form.querySelector(`input[name="rules"][value="${rules}"]`)).checked = true;
  /** @type {HTMLInputElement} */ (form.querySelector('input[name="side"][value="random"]')).checked = true;
  input('time').value = '5+3';
  /** @type {HTMLElement} */ (form.querySelector('.live-custom')).hidden = true;
  input('name').value = name;
  opened.showModal();
  return new Promise((resolve) => {
    opened.addEventListener(
      'close',
      () => {
        if (opened.returnValue !== 'create') return resolve(null);
        const data = new FormData(form);
        const clock = clockOf(String(data.get('time')), Number(data.get('minutes')), Number(data.get('increment')));
        resolve({
          rules: String(data.get('rules')),
          clock: clock ?? null,
          side: /** @type {NewGame['side']} */ (String(data.get('side'))),
          name: displayName(String(data.get('name') ?? '')),
        });
      },
      { once: true },
    );
  });
}
