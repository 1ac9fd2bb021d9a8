// @ts-check
/**
 * Keeps keyboard focus off the page body. When an update hides, disables
 * or replaces the control that had focus (a move of the move list, "Back to
 * the game", Hint while it searches, Undo at the start), focus would fall
 * to the body and a keyboard or screen reader user would have to find
 * their way back from the top of the page. `check()`, called after each
 * update, moves it instead to where `rescue(lost)` says.
 */

/**
 * Whether `element` can hold focus now.
 * @param {Element} element
 */
function canHoldFocus(element) {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.matches(':disabled') || element.closest('[hidden], [inert]')) return false;
  return element.getClientRects().length > 0;
}

/**
 * Watches focus under `root`; returns `check`. `rescue(lost)` gets the
 * element that lost focus and returns the one to focus instead.
 * @param {HTMLElement} root
 * @param {(lost: HTMLElement) => HTMLElement | {focus: () => void}} rescue
 */
export function keepFocus(root, rescue) {
  /** @type {HTMLElement | null} */
  let last = null;
  root.addEventListener('focusin', (event) => {
    last = /** @type {HTMLElement} */ (event.target);
  });

  return function check() {
    const active = document.activeElement;
    if (active && active !== document.body && canHoldFocus(active)) return;
    // A focused control made unusable, or focus already fallen to the body from one.
    const lost = active && active !== document.body ? /** @type {HTMLElement} */ (active) : last;
    if (!lost || (lost === last && active === document.body && canHoldFocus(lost))) return;
    last = null;
    rescue(lost).focus();
  };
}
