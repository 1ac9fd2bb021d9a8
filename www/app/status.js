/**
 * The message line under the board: one message at a time (a refusal, a
 * notice, a hint, an error), optionally with one action button.
 * `kind` is 'info', 'hint' or 'error' and only changes the styling.
 */
export function createStatus(element) {
  const text = element.querySelector('[data-text]');
  const button = element.querySelector('button');
  let action = null;

  /**
   * @param {string} message
   * @param {{kind?: string, action?: {label: string, run: () => void} | null}} [options]
   */
  function show(message, { kind = 'info', action: next } = {}) {
    text.textContent = message;
    element.dataset.kind = kind;
    element.hidden = !message;
    action = next ?? null;
    button.hidden = !action;
    if (action) button.textContent = action.label;
  }

  button.addEventListener('click', () => {
    const chosen = action;
    show('');
    chosen?.run();
  });

  return { show };
}
