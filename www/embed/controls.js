// @ts-check
/**
 * Buttons and a slider for the control bar. Each mode adds the ones the
 * `controls` attribute asks for; this module only builds them. Buttons show
 * SVG icons (no font has to have the symbols); every control has a tooltip
 * (`title`) and an accessible name (`aria-label`), the same catalog text.
 */

import { t } from '../i18n/i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

/** Icon paths on a 24 × 24 grid. */
export const ICONS = {
  first: 'M5 5h2.5v14H5zM19.5 5v14L9 12z',
  previousMove: 'M11 5v14L2 12zM21 5v14l-9-7z',
  previousLap: 'M15.5 6.5 14 5l-7 7 7 7 1.5-1.5L10 12z',
  play: 'M7 5v14l12-7z',
  pause: 'M6.5 5h4v14h-4zM13.5 5h4v14h-4z',
  nextLap: 'M8.5 6.5 10 5l7 7-7 7-1.5-1.5L14 12z',
  nextMove: 'M3 5v14l9-7zM13 5v14l9-7z',
  last: 'M16.5 5H19v14h-2.5zM4.5 5v14L15 12z',
  undo: 'M12.5 8c-2.6 0-5 1-6.9 2.6L2 7v9h9l-3.6-3.6a8 8 0 0 1 5.1-1.9c3.5 0 6.5 2.3 7.6 5.5l2.4-.8C21.1 11 17.2 8 12.5 8z',
  restart: 'M17.6 6.4A8 8 0 1 0 19.7 14h-2.1A6 6 0 1 1 12 6c1.7 0 3.1.7 4.2 1.8L13 11h7V4z',
};

/** @typedef {keyof typeof ICONS} Icon */

/**
 * Shows `icon` on `button` and names it for what it does: `name` is a
 * control's name in kebab case ("next-lap"), its label the catalog's
 * `embed.control.<name>`.
 * @param {HTMLButtonElement} button
 * @param {Icon} icon
 * @param {string} name
 */
export function setIcon(button, icon, name) {
  const label = t(`embed.control.${name}`);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', ICONS[icon]);
  svg.append(path);
  button.replaceChildren(svg);
  button.title = label;
  button.setAttribute('aria-label', label);
}

/**
 * A button showing `icon`, labelled as control `name` (see setIcon), which
 * is also its `data-control` (e.g. "next-lap").
 * @param {HTMLElement} bar
 * @param {Icon} icon
 * @param {string} name
 * @param {() => void} onClick
 */
export function addButton(bar, icon, name, onClick) {
  const button = document.createElement('button');
  button.type = 'button';
  setIcon(button, icon, name);
  button.setAttribute('part', 'button');
  button.dataset.control = name;
  button.addEventListener('click', onClick);
  bar.append(button);
  bar.hidden = false;
  return button;
}

/**
 * A range input from 0 to `max`, calling `onInput` with its value.
 * @param {HTMLElement} bar
 * @param {number} max
 * @param {(value: number) => void} onInput
 */
export function addSlider(bar, max, onInput) {
  const slider = document.createElement('input');
  slider.type = 'range';
  slider.min = '0';
  slider.max = String(max);
  slider.step = '1';
  slider.value = '0';
  slider.setAttribute('part', 'slider');
  slider.title = t('embed.slider');
  slider.setAttribute('aria-label', slider.title);
  slider.addEventListener('input', () => onInput(Number(slider.value)));
  bar.append(slider);
  bar.hidden = false;
  return slider;
}

/**
 * A text label for the position shown ("Move 3 of 20").
 * @param {HTMLElement} bar
 */
export function addLabel(bar) {
  const label = document.createElement('span');
  label.className = 'ply';
  label.setAttribute('part', 'ply');
  label.setAttribute('aria-live', 'polite');
  bar.append(label);
  bar.hidden = false;
  return label;
}
