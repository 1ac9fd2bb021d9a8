// @ts-check
/**
 * The parts of the game page a first move does not need, composed here and
 * loaded as a chunk of their own once the board takes moves (www/main.js
 * loads them first only when a match or a game by link kept from the last
 * visit needs them): matches and their card, games by link, live play's
 * way in (www/live/entry.js), the recent-games and embed dialogs, sound and
 * the new-version notice. Their texts come with them (later-texts.js).
 */

import { addSectionTexts } from '../i18n/load.js';
import { createCorrespondence } from './correspondence.js';
import { attachEmbedDialog } from './embed-dialog.js';
import { createMatchMode } from './match.js';
import { createMatchPanel } from './match-panel.js';
import { attachRecentGames } from './recent-games.js';
import { createSound } from './sound.js';
import { watchForUpdates } from './updates.js';
import { laterTexts } from './later-texts.js';
import { variantOfKey } from '../game/variants.js';
import { attachLive } from '../live/entry.js';

/** @typedef {import('./status.js').Message} Message */
/** @typedef {import('./panel.js').Snapshot} Snapshot */

/** The page's element with this id (every id used here is in index.html). */
const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Shows the "new version" notice; its button reloads into the newest build waiting. */
function offerUpdates() {
  const notice = byId('update');
  let reload = () => {};
  /** @type {HTMLButtonElement} */ (notice.querySelector('button')).addEventListener('click', () => reload());
  watchForUpdates((reloadIntoNew) => {
    reload = reloadIntoNew;
    notice.hidden = false;
  });
}

/**
 * Attaches the later parts to the page, takes up a match kept from the last
 * visit (its problems go to `notices`) and resolves with the parts the page
 * calls on.
 * @param {object} page
 * @param {ReturnType<typeof import('./controller.js').createController>} page.controller
 * @param {ReturnType<typeof import('../board/board.js').createBoard>} page.board
 * @param {{show: (message: Message, options?: object) => void, dismiss: (message: Message) => void}} page.status
 * @param {(text: string) => void} page.announce says a text to screen readers
 * @param {() => Snapshot} page.latest what the page shows now
 * @param {Message[]} notices
 */
export async function attachLater({ controller, board, status, announce, latest }, notices) {
  await addSectionTexts(laterTexts);
  const sound = createSound({ enabled: latest().settings.sound });
  sound.follow(board);
  /** @type {ReturnType<typeof createMatchPanel>} */
  let matchPanel;
  const matches = createMatchMode({ controller, notify: status.show, onChange: (view) => matchPanel?.update(view) });
  matchPanel = createMatchPanel({
    matches,
    status,
    currentVariant: () => variantOfKey(latest().variant).value,
  });
  const correspondence = createCorrespondence({
    controller,
    notify: status.show,
    replaceRefusal: () => matches.replaceRefusal(),
    showLink: (link) => {
      const output = /** @type {HTMLInputElement} */ (byId('share-output'));
      output.value = link;
      output.hidden = false;
      output.select();
    },
  });
  byId('send-link').addEventListener('click', () => correspondence.send());
  attachRecentGames({
    openButton: byId('recent-games'),
    dialog: /** @type {HTMLDialogElement} */ (byId('recent-dialog')),
    open: controller.openRecent,
  });
  attachEmbedDialog({
    openButton: byId('embed-game'),
    dialog: /** @type {HTMLDialogElement} */ (byId('embed-dialog')),
    current: () => ({ ...latest(), record: controller.record() }),
  });
  offerUpdates();
  const live = attachLive({ card: byId('live-card'), controller, status, announce, latest }, notices);
  await matches.restore(notices);
  matchPanel.update(matches.view());
  return { matches, correspondence, live, sound };
}
