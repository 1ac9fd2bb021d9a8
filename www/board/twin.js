// @ts-check
/**
 * The board's accessible twin: the canvas is a picture (aria-hidden), and
 * this is the board that assistive technology and the keyboard use. Each
 * pit and store is a <button> laid exactly over its hole on the canvas, so
 * its focus ring circles the hole the eye sees, and labelled with its owner
 * and count ("your pit C, 5 seeds", "North's store, 12 seeds").
 *
 * Pattern: a labelled group of buttons with a roving tabindex (one Tab stop;
 * the arrow keys move between buttons), as in the ARIA toolbar pattern. A
 * pit is something you press, and a button says so in every screen reader,
 * in browse mode as well as in focus mode; a `grid` would promise rows and
 * columns of cells, which a mancala board does not have (its stores span
 * both rows) and which screen readers read as a table. The buttons are in
 * sowing order (A–F, South's store, a–f, North's store), so reading the
 * group in browse mode follows the seeds. Pits that cannot be played are
 * `aria-disabled` (announced as unavailable, still focusable), never
 * removed. Pointer input stays with the canvas (the buttons let pointer
 * events through), whose hit areas are the whole column of a pit.
 *
 * Keys, while a pit or store has focus: arrows move (along a row, up and
 * down between rows, on to the stores beyond the rows' edges), Enter or
 * Space plays the pit focused, a letter A–F plays that pit of the player to
 * move (without a player to move, capitals are South's pits and small
 * letters North's, as in record notation), and the keys of COMMAND_KEYS
 * ask the host to read something out.
 */

import { neighbourPit, ownerOf, pitLetterOf, storeOf } from './layout.js';

/**
 * @typedef {import('./state.js').Side} Side
 * @typedef {import('./state.js').Texts} Texts
 * @typedef {import('./layout.js').Slot} Slot
 * @typedef {import('./layout.js').Direction} Direction
 */

/** @type {Readonly<Record<string, Direction>>} */
const ARROWS = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/**
 * Keys that ask the host to read something out (the board emits `command`
 * with the name): none is a pit letter (A–F).
 */
export const COMMAND_KEYS = Object.freeze({ r: 'read-board', m: 'read-move' });

/** The focus ring (in render.js's `focus` colour: white on the wood, 5.9:1), outside the ring of a playable pit. */
const ringStyle = (/** @type {string} */ colour) => ({ outline: `3px solid ${colour}`, outlineOffset: '4px' });

/**
 * The pit a letter key means, or -1: in the row of `row`, the side to move;
 * with none, capitals are South's pits and small letters North's.
 * @param {string} key
 * @param {Side | null} row
 */
export function pitForLetter(key, row) {
  if (!/^[a-f]$/i.test(key)) return -1;
  const column = key.toLowerCase().charCodeAt(0) - 97;
  const north = row === null ? key === key.toLowerCase() : row === 'north';
  return north ? 6 + column : column;
}

/**
 * The label of slot `slot` (0–11 pits, 12 and 13 the stores) holding
 * `count` seeds, `you` being the side the reader plays, or null; in the
 * words of `texts`.
 * @param {number} slot
 * @param {number} count
 * @param {Side | null} you
 * @param {Texts} texts
 */
export function slotLabel(slot, count, you, texts) {
  const owner = slot < 12 ? ownerOf(slot) : slot === 12 ? 'south' : 'north';
  const whose = owner === you ? 'yours' : owner;
  if (slot >= 12) return texts(`a11y.store.${whose}`, { count });
  return texts(`a11y.pit.${whose}`, { letter: pitLetterOf(slot), count });
}

/**
 * The slot an arrow key leads to from `slot` on a board laid out as
 * `layout`: pits follow layout.js's `neighbourPit` (so a flipped board
 * flips the keys too); where that stays put, at the edge of the rows, the
 * key leads on to a store lying that way (at the ends of the rows, or above
 * and below them in the tall layout); from a store, to the nearest pit that
 * way, in `row`'s row when both rows are as near.
 * @param {number} slot
 * @param {Direction} direction
 * @param {{slots: Slot[], flipped: boolean}} layout
 * @param {Side} row the row preferred when leaving a store
 */
export function nextSlot(slot, direction, layout, row) {
  const axis = direction === 'left' || direction === 'right' ? 'x' : 'y';
  const other = axis === 'x' ? 'y' : 'x';
  const sign = direction === 'left' || direction === 'up' ? -1 : 1;
  const from = layout.slots[slot];
  const along = (/** @type {number} */ to) => Math.round(sign * (layout.slots[to][axis] - from[axis]));
  const across = (/** @type {number} */ to) => Math.round(Math.abs(layout.slots[to][other] - from[other]));
  /** The nearest of `slots` lying that way, or `slot` if none does. */
  const nearest = (/** @type {number[]} */ slots) => {
    const ahead = slots.filter((to) => along(to) > 0);
    const rank = (/** @type {number} */ to) => [along(to), ownerOf(to) === row ? 0 : 1, across(to)];
    const before = (/** @type {number} */ a, /** @type {number} */ b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    };
    return ahead.sort(before)[0] ?? slot;
  };
  if (slot >= 12) return nearest([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const next = neighbourPit(slot, direction, layout.flipped);
  return next !== slot ? next : nearest([storeOf('south'), storeOf('north')]);
}

/**
 * Builds the twin in `root` (the board's positioned box, over the canvas).
 * `onChoose(pit)` reports a pit pressed, `onCommand(name)` a key of
 * COMMAND_KEYS; `getRow()` gives the side to move (or null) for the
 * letter keys; `ringColour` is the focus ring's colour.
 * @param {HTMLElement} root
 * @param {{label: string, ringColour: string, getRow: () => Side | null, onChoose: (pit: number) => void, onCommand: (name: string) => void}} options
 */
export function createTwin(root, { label, ringColour, getRow, onChoose, onCommand }) {
  const group = document.createElement('div');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', label);
  group.className = 'mancala-board-twin';
  Object.assign(group.style, { position: 'absolute', inset: '0', pointerEvents: 'none' });

  const buttons = Array.from({ length: 14 }, (_, slot) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.tabIndex = slot === 0 ? 0 : -1;
    button.dataset.slot = String(slot);
    Object.assign(button.style, {
      position: 'absolute',
      margin: '0',
      padding: '0',
      border: '0',
      background: 'transparent',
      color: 'transparent',
      outline: 'none',
      pointerEvents: 'none',
      minHeight: '0',
    });
    button.addEventListener('focus', () => {
      // The ring only where the keyboard brought focus (:focus-visible):
      // focus moved here after a click elsewhere (focus-keeper.js) draws none.
      if (button.matches(':focus-visible')) Object.assign(button.style, ringStyle(ringColour));
      focused = button;
      current = slot;
      if (slot < 12) row = ownerOf(slot);
      for (const other of buttons) other.tabIndex = other === button ? 0 : -1;
    });
    button.addEventListener('blur', () => {
      Object.assign(button.style, { outline: 'none' });
      focused = null;
    });
    button.addEventListener('click', () => {
      if (slot < 12) onChoose(slot);
    });
    return button;
  });
  // Sowing order: South's pits, South's store, North's pits, North's store.
  group.append(...buttons.slice(0, 6), buttons[12], ...buttons.slice(6, 12), buttons[13]);
  root.append(group);

  /** @type {{slots: Slot[], flipped: boolean} | null} */
  let layout = null;
  let current = 0;
  /** @type {HTMLButtonElement | null} */
  let focused = null;
  /**
   * The row last visited: a store's left/right leads back into it.
   * @type {Side}
   */
  let row = 'south';

  const focusSlot = (/** @type {number} */ slot) => buttons[slot].focus();

  group.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = Object.hasOwn(ARROWS, event.key) ? ARROWS[event.key] : undefined;
    const letterPit = pitForLetter(event.key, getRow());
    const command = COMMAND_KEYS[/** @type {keyof COMMAND_KEYS} */ (event.key.toLowerCase())];
    if (direction && layout) {
      focusSlot(nextSlot(current, direction, layout, row));
    } else if (letterPit >= 0) {
      focusSlot(letterPit);
      onChoose(letterPit);
    } else if (command) {
      onCommand(command);
    } else {
      return;
    }
    event.preventDefault();
  });

  return {
    /**
     * Names the group (the board) anew, e.g. in another language.
     * @param {string} text
     */
    setLabel(text) {
      group.setAttribute('aria-label', text);
    },

    /**
     * Lays the buttons over the slots of `next` (layout.js's layout).
     * @param {{slots: Slot[], flipped: boolean}} next
     */
    place(next) {
      layout = next;
      next.slots.forEach((slot, index) => {
        Object.assign(buttons[index].style, {
          left: `${slot.x - slot.rx}px`,
          top: `${slot.y - slot.ry}px`,
          width: `${2 * slot.rx}px`,
          height: `${2 * slot.ry}px`,
          borderRadius: slot.store ? `${slot.rx}px` : '50%',
        });
      });
    },

    /**
     * Labels every slot with its `counts` (14) for reader `you` (or null)
     * in the words of `texts`, and marks the pits not in `legal` as
     * unavailable.
     * @param {ArrayLike<number>} counts
     * @param {Set<number>} legal
     * @param {Side | null} you
     * @param {Texts} texts
     */
    update(counts, legal, you, texts) {
      buttons.forEach((button, slot) => {
        button.setAttribute('aria-label', slotLabel(slot, counts[slot], you, texts));
        button.setAttribute('aria-disabled', String(!legal.has(slot)));
      });
    },

    /**
     * Draws the focus ring in `colour` from now on.
     * @param {string} colour
     */
    setRingColour(colour) {
      ringColour = colour;
      if (focused?.matches(':focus-visible')) Object.assign(focused.style, ringStyle(colour));
    },

    /**
     * Moves focus to the slot that has the Tab stop, or where that is a pit
     * that cannot be played now, to the first that can (if any).
     */
    focus() {
      const playable = buttons.findIndex((button) => button.getAttribute('aria-disabled') === 'false');
      const unplayable = current < 12 && buttons[current].getAttribute('aria-disabled') === 'true';
      focusSlot(unplayable && playable >= 0 ? playable : current);
    },

    destroy() {
      group.remove();
    },
  };
}
