// @ts-check
/**
 * The page's one voice for screen readers: a polite live region for
 * everything (moves, hints, undo, notices) and an assertive one used only
 * for errors.
 *
 * Messages never cut each other off: those that arrive within MERGE_MS of
 * each other are spoken as one, and each batch is appended as a new
 * paragraph rather than replacing the text (a screen reader queues an
 * addition to a polite region after what it is saying; a replaced text can
 * be dropped before it was read). Only the last KEEP paragraphs stay.
 */

const MERGE_MS = 150;
const KEEP = 4;

/** Styles that hide an element from sight but not from assistive technology. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: '0',
};

/**
 * Adds the live regions to `host` (any element; in a shadow root too).
 * @param {HTMLElement} host
 */
export function createAnnouncer(host) {
  const region = (/** @type {string} */ role) => {
    const element = document.createElement('div');
    element.setAttribute('role', role);
    element.dataset.announcer = role;
    Object.assign(element.style, VISUALLY_HIDDEN);
    host.append(element);
    return element;
  };
  const regions = { polite: region('status'), assertive: region('alert') };
  /** @type {{polite: string[], assertive: string[]}} */
  const pending = { polite: [], assertive: [] };
  let timer = 0;

  function flush() {
    timer = 0;
    for (const kind of /** @type {const} */ (['polite', 'assertive'])) {
      if (!pending[kind].length) continue;
      const paragraph = document.createElement('p');
      paragraph.textContent = pending[kind].join(' ');
      pending[kind] = [];
      regions[kind].append(paragraph);
      while (regions[kind].childElementCount > KEEP) regions[kind].firstElementChild?.remove();
    }
  }

  return {
    /**
     * Says `text` (nothing if empty); `assertive` only for errors.
     * @param {string} text
     * @param {{assertive?: boolean}} [options]
     */
    say(text, { assertive = false } = {}) {
      if (!text) return;
      pending[assertive ? 'assertive' : 'polite'].push(text);
      if (!timer) timer = window.setTimeout(flush, MERGE_MS);
    },

    destroy() {
      clearTimeout(timer);
      regions.polite.remove();
      regions.assertive.remove();
    },
  };
}
