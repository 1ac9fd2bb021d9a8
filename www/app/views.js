// @ts-check
/**
 * The page's sections: Play (the game) and the sections a player opens from
 * the bar under the header (Learn, Puzzles, …). Each section is a
 * `<main data-view="NAME">` with a button `data-view="NAME"` in the bar;
 * one shows at a time, marked `aria-current="page"` in the bar. A
 * section's code (and its data) is loaded only when it is first opened, by
 * the loader registered for it, and is told when it is shown and hidden
 * again, so that it can pause its work. The header's game switch belongs
 * to Play and is hidden elsewhere.
 */

/**
 * What an opened section offers the page.
 * @typedef {object} ViewHandle
 * @property {() => void} [shown] called each time the section is shown (also just after it opens)
 * @property {() => void} [hidden] called each time another section is shown
 */

/**
 * Opens a section in its (empty, visible) container.
 * @typedef {(container: HTMLElement) => Promise<ViewHandle>} ViewLoader
 */

/**
 * Wires the bar `nav`.
 * @param {object} options
 * @param {HTMLElement} options.nav the bar of `button[data-view]`s
 * @param {Record<string, ViewLoader>} options.loaders the sections other than Play, by name
 * @param {HTMLElement} options.playOnly what shows only with Play (the header's game switch)
 * @param {(error: unknown) => void} options.failed told when a section could not be opened
 */
export function createViews({ nav, loaders, playOnly, failed }) {
  /** @type {HTMLButtonElement[]} */
  const buttons = Array.from(nav.querySelectorAll('button[data-view]'));
  /** @type {Map<string, HTMLElement>} */
  const containers = new Map(
    Array.from(document.querySelectorAll('main[data-view]'), (element) => [
      /** @type {HTMLElement} */ (element).dataset.view ?? '',
      /** @type {HTMLElement} */ (element),
    ]),
  );
  /** @type {Map<string, Promise<ViewHandle>>} */
  const opened = new Map();
  let current = 'play';

  /** @param {string} name */
  function handleOf(name) {
    const loader = loaders[name];
    const container = containers.get(name);
    if (!loader || !container) return Promise.resolve(/** @type {ViewHandle} */ ({}));
    let handle = opened.get(name);
    if (!handle) {
      handle = loader(container);
      opened.set(name, handle);
      // A section that failed to open (its code could not be fetched, say)
      // is tried again the next time it is asked for.
      handle.catch(() => opened.delete(name));
    }
    return handle;
  }

  /**
   * Shows the section `name` ('play' or a loader's name).
   * @param {string} name
   */
  async function show(name) {
    if (!containers.has(name)) throw new Error(`unknown section '${name}'`);
    if (name === current) return;
    const previous = current;
    current = name;
    for (const [key, container] of containers) container.hidden = key !== name;
    for (const button of buttons) {
      if (button.dataset.view === name) button.setAttribute('aria-current', 'page');
      else button.removeAttribute('aria-current');
    }
    playOnly.hidden = name !== 'play';
    if (opened.has(previous)) (await handleOf(previous)).hidden?.();
    try {
      const handle = await handleOf(name);
      if (current === name) handle.shown?.();
    } catch (error) {
      failed(error);
    }
  }

  nav.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest('button[data-view]');
    if (button instanceof HTMLButtonElement) void show(button.dataset.view ?? 'play');
  });

  return {
    show,
    /** The name of the section shown. */
    current: () => current,
  };
}
