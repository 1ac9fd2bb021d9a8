/**
 * The message line under the board: one message at a time (a refusal, a
 * notice, a hint, an error), optionally with one action button.
 * `kind` is 'info', 'hint' or 'error' and only changes the styling.
 * A message given as a function is said again in the new language when the
 * language changes; one given as a text (already said) is then cleared.
 */

/** @typedef {string | (() => string)} Message */
/** @typedef {{label: Message, run: () => void}} Action */

/** A message's text in the language in use. */
const say = (/** @type {Message} */ message) => (typeof message === 'function' ? message() : message);

/**
 * @param {HTMLElement} element the message line, holding a `[data-text]` element and the action's button (index.html)
 */
export function createStatus(element) {
  const text = /** @type {HTMLElement} */ (element.querySelector('[data-text]'));
  const button = /** @type {HTMLButtonElement} */ (element.querySelector('button'));
  /** @type {Action | null} */
  let action = null;
  /** @type {Message} */
  let shown = '';

  /**
   * @param {Message} message
   * @param {{kind?: string, action?: Action | null}} [options]
   */
  function show(message, { kind = 'info', action: next } = {}) {
    shown = message;
    text.textContent = say(message);
    element.dataset.kind = kind;
    element.hidden = !text.textContent;
    action = next ?? null;
    button.hidden = !action;
    if (action) button.textContent = say(action.label);
  }

  /** Says the message shown again, in the language now in use. */
  function retranslate() {
    if (typeof shown !== 'function') {
      if (shown) show('');
      return;
    }
    text.textContent = shown();
    if (action) button.textContent = say(action.label);
  }

  button.addEventListener('click', () => {
    const chosen = action;
    show('');
    chosen?.run();
  });

  /** Clears the line if it still shows `message` (a notice that has served its turn). @param {Message} message */
  const dismiss = (message) => shown === message && show('');

  return { show, retranslate, dismiss };
}
