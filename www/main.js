/**
 * The composition root: loads the wasm rules, restores the saved or shared
 * game, and connects the board, the controller, the search worker and the
 * page's controls. Nothing else reaches across modules.
 */

import init, { Game, Variant } from '../pkg/mancala_wasm.js';
import { createAnnouncer } from './app/announcer.js';
import { createController } from './app/controller.js';
import { countsOf } from './app/counts.js';
import { attachEmbedDialog } from './app/embed-dialog.js';
import { endgameTablesStatus } from './app/endgame-tables.js';
import { createEngineClient } from './app/engine-client.js';
import { errorMessage } from './app/messages.js';
import { createPanel } from './app/panel.js';
import { defaultSettings, normalizeSettings } from './app/settings.js';
import { clearFragment, readAddress } from './app/share.js';
import { createStatus } from './app/status.js';
import { readSave, removeSave } from './app/storage.js';
import { watchForUpdates } from './app/updates.js';
import { createBoard } from './board/board.js';

/** The saved game and settings, with a notice for anything that had to be discarded. */
function restore(notices) {
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const { save, problem } = readSave();
  if (problem) notices.push(`Your saved game could not be read (${problem}) and was discarded.`);
  const { settings, problems } = normalizeSettings(save?.settings, defaultSettings({ reducedMotion }));
  if (problems.length) notices.push(`Saved settings not understood were reset: ${problems.join(', ')}.`);
  if (!save) return { settings, game: null };
  try {
    return { settings, game: Game.fromRecord(save.record) };
  } catch (error) {
    removeSave();
    notices.push(`Your saved game could not be replayed and was discarded: ${errorMessage(error)}`);
    return { settings, game: null };
  }
}

/** Shows the "new version" notice; its button reloads into the newest build waiting. */
function offerUpdates() {
  const notice = document.getElementById('update');
  let reload = () => {};
  notice.querySelector('button').addEventListener('click', () => reload());
  watchForUpdates((reloadIntoNew) => {
    reload = reloadIntoNew;
    notice.hidden = false;
  });
}

/**
 * Opens a game the address carries (`#ogn=…`); anything unusable is only
 * reported. The fragment is then cleared, opened or not, so that a reload
 * neither opens the game again nor repeats the notice.
 */
function openFromAddress(controller, notices) {
  const address = readAddress();
  if (address.ignored) {
    notices.push(`This page takes no address parameters; ignored: ${address.ignored.join(', ')}.`);
  }
  if (address.problem) notices.push(`The link could not be opened: ${address.problem}. Your game is unchanged.`);
  if (address.record !== undefined) controller.loadRecord(address.record, 'the shared game');
  if (address.problem || address.record !== undefined) clearFragment();
}

async function main() {
  const announcer = createAnnouncer(document.body);
  const messageLine = createStatus(document.getElementById('message'));
  /** The message line, also said to screen readers (errors assertively). */
  const status = {
    /** @type {typeof messageLine.show} */
    show(text, options = {}) {
      messageLine.show(text, options);
      announcer.say(text, { assertive: options.kind === 'error' });
    },
  };
  window.addEventListener('unhandledrejection', (event) =>
    status.show(`Something went wrong: ${errorMessage(event.reason)}`, { kind: 'error' }),
  );
  window.addEventListener('error', (event) =>
    status.show(`Something went wrong: ${errorMessage(event.error ?? event.message)}`, { kind: 'error' }),
  );

  // index.html started compiling the module before this script loaded.
  await init({ module_or_path: window.mancalaEngineModule });
  const notices = [];
  const { settings, game: saved } = restore(notices);
  const game = saved ?? new Game(Variant.Oware, false);
  const board = createBoard(document.getElementById('board'), { speed: settings.speed, counts: countsOf(game) });
  const engine = createEngineClient();
  let panel = null;
  let latest = null;
  const controller = createController({
    board,
    engine,
    settings,
    notify: status.show,
    announce: announcer.say,
    onChange: (snapshot) => {
      latest = snapshot;
      panel.update(snapshot);
    },
  });
  panel = createPanel({ controller, board, status });
  board.on('pit', controller.choosePit);
  board.on('command', (name) => (name === 'read-board' ? controller.readBoard() : controller.readMove()));
  attachEmbedDialog({
    openButton: document.getElementById('embed-game'),
    dialog: /** @type {HTMLDialogElement} */ (document.getElementById('embed-dialog')),
    current: () => ({ ...latest, record: controller.record() }),
  });
  controller.start(game);
  if (settings.south !== 'person' || settings.north !== 'person') {
    // After the first frames: the worker's own wasm load must not delay the board.
    setTimeout(() => engine.warm(), 500);
  }

  openFromAddress(controller, notices);
  offerUpdates();
  if (notices.length) status.show(notices.join(' '), { kind: 'error' });
  window.addEventListener('hashchange', () => {
    const later = [];
    openFromAddress(controller, later);
    if (later.length) status.show(later.join(' '), { kind: 'error' });
  });

  /**
   * Read-only hooks for the end-to-end tests (tests/e2e) and for the
   * curious in the console; the page itself never uses them.
   * - position(): the live position text, from wasm;
   * - shown(): the 14 counts the board draws now (render state);
   * - legal(): the live legal pits, from wasm;
   * - pitCenter(pit): the pit's centre in viewport pixels;
   * - activity(): 'idle', 'animating', 'thinking' or 'hinting';
   * - endgame(): per game, the endgame tables: build state, layer, ms,
   *   bytes, and the seeds the search worker uses (inUse).
   */
  window.__mancala = Object.freeze({
    position: () => controller.position(),
    shown: () => board.shownCounts(),
    legal: () => controller.legalMoves(),
    pitCenter: (pit) => board.pitCenter(pit),
    activity: () => controller.activity,
    endgame: endgameTablesStatus,
  });
}

main().catch((error) => {
  document.getElementById('headline').textContent = `The game could not start: ${errorMessage(error)}`;
});
