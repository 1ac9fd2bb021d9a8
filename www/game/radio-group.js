// @ts-check
/**
 * The ARIA radio group pattern for a `role="radiogroup"` of `role="radio"`
 * buttons: one Tab stop (the checked button, or the first), and the arrow
 * keys move to the previous or next button and choose it (wrapping round),
 * Home and End to the first and last. Choosing is a click, so the group's
 * click handlers stay the one place that acts.
 */

const STEPS = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * Wires `group`; call the returned `sync()` after changing `aria-checked`.
 * @param {HTMLElement} group
 */
export function attachRadioGroup(group) {
  /** @type {HTMLButtonElement[]} */
  const radios = Array.from(group.querySelectorAll('[role="radio"]'));

  function sync() {
    const checked = radios.find((radio) => radio.getAttribute('aria-checked') === 'true') ?? radios[0];
    for (const radio of radios) radio.tabIndex = radio === checked ? 0 : -1;
  }

  group.addEventListener('keydown', (event) => {
    const from = radios.indexOf(/** @type {HTMLButtonElement} */ (event.target));
    if (from < 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    const last = radios.length - 1;
    const step = STEPS[/** @type {keyof STEPS} */ (event.key)];
    let to;
    if (step) to = (from + step + radios.length) % radios.length;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = last;
    else return;
    event.preventDefault();
    radios[to].focus();
    radios[to].click();
  });

  sync();
  return { sync };
}
