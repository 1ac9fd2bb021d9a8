/**
 * The composition root: draws the board at once (the saved game's counts or
 * the start), loads the wasm rules meanwhile, restores the saved or shared
 * game, and connects the board, the controller, the search worker and the
 * page's controls. Nothing else reaches across modules but app/later.js,
 * which composes what the first move does not need, loaded once the board
 * takes moves. The page's wasm module has the rules alone; the engine's is
 * the search worker's, loaded when the computer is first needed.
 */

import init, { Game, Variant } from '../pkg-page/mancala_wasm.js';
import { createAnnouncer } from './game/announcer.js';
import { createController } from './app/controller.js';
import { createDisplay } from './app/display.js';
import { createLazyEngineClient } from './engine/lazy-client.js';
import { errorMessage } from './game/messages.js';
import { storedProblem } from './game/stored-problem.js';
import { createPanel } from './app/panel.js';
import { defaultSettings, normalizeSettings } from './app/settings.js';
import { attachSettingsDialog } from './app/settings-dialog.js';
import { clearFragment, readAddress } from './app/share.js';
import { createStatus } from './app/status.js';
import { onceUntilFailure } from './game/once.js';
import { START_COUNTS } from './game/variants.js';
import {
  followsLiveGame,
  matchKept,
  onOtherTabSave,
  readActiveCorrespondence,
  readRecentGames,
  readSave,
  setAsideSave,
} from './game/storage.js';
import { createViews } from './app/views.js';
import { hasReview } from './review/has-review.js';
import { createBoard } from './board/board.js';
import { joinList, setLanguage, t, translateTree } from './i18n/i18n.js';
import { bestLanguage, languageOf } from './i18n/languages.js';
import { loadCatalog } from './i18n/load.js';
import { attachLanguagePicker } from './app/language-picker.js';

/** @typedef {import('./app/status.js').Message} Message */
/** @typedef {import('./app/panel.js').Snapshot} Snapshot */
/** @typedef {Awaited<ReturnType<typeof import('./app/later.js').attachLater>>} Later */

/** The page's element with this id (every id used here is in index.html). */
const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The saved settings and the save itself (its game is replayed once the
 * rules are ready, restoreGame), with a notice for anything that had to be
 * discarded. Needs no wasm.
 * @param {Message[]} notices
 */
function restoreSettings(notices) {
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const { save, problem, newer } = readSave();
  if (newer !== undefined) notices.push(() => t('restore.save-newer', { version: String(newer) }));
  if (problem) notices.push(() => t(`restore.save-unreadable.${problem.kind}`, { version: problem.version ?? '' }));
  const { newer: recentNewer, problem: recentProblem } = readRecentGames();
  if (recentNewer !== undefined) notices.push(() => t('recent.newer', { version: String(recentNewer) }));
  if (recentProblem) notices.push(() => t('recent.unreadable-list', { problem: storedProblem(recentProblem) }));
  const { settings, problems } = normalizeSettings(save?.settings, defaultSettings({ reducedMotion }));
  if (problems.length) {
    notices.push(() => t('restore.settings-reset', { fields: joinList(problems.map((field) => t(`setting.${field}`))) }));
  }
  return { settings, save };
}

/**
 * What the board shows before the rules are ready: the saved game's counts
 * as they were saved (anything but 14 counts of a 48-seed board is
 * ignored), else the start. Its record, replayed, decides what follows.
 * @param {{counts?: unknown} | null} save
 * @returns {readonly number[]}
 */
function firstCounts(save) {
  const counts = save?.counts;
  const valid =
    Array.isArray(counts) &&
    counts.length === START_COUNTS.length &&
    counts.every((count) => Number.isInteger(count) && count >= 0) &&
    counts.reduce((sum, count) => sum + count, 0) === 48;
  return valid ? counts : START_COUNTS;
}

/**
 * The saved game, replayed from its record, or null; a record that no
 * longer replays is set aside, with a notice.
 * @param {{record: string} | null} save
 * @param {Message[]} notices
 */
function restoreGame(save, notices) {
  if (!save) return null;
  try {
    return Game.fromRecord(save.record);
  } catch (error) {
    setAsideSave();
    notices.push(() => t('restore.replay-failed', { reason: errorMessage(error) }));
    return null;
  }
}

/** Notices are said when shown, in the language then in use (some are already texts). */
const say = (/** @type {Message[]} */ list) =>
  list.map((notice) => (typeof notice === 'function' ? notice() : notice)).join(' ');

/**
 * Why a part of the page (a language, a section) could not be loaded: with
 * the browser offline, that it needs one visit online first (its files are
 * kept for offline play only after one); else the error's sentence.
 * @param {unknown} error
 */
function loadFailure(error) {
  return navigator.onLine === false ? t('offline.needs-visit') : errorMessage(error);
}

/**
 * Opens a game the address carries (`#ogn=…`, or a game by link's move);
 * anything unusable is only reported. The fragment is then cleared, opened
 * or not, so that a reload neither opens the game again nor repeats the
 * notice.
 * @param {ReturnType<typeof import('./app/controller.js').createController>} controller
 * @param {() => Promise<Later>} later the page's later parts, loaded if need be
 * @param {Message[]} notices
 */
async function openFromAddress(controller, later, notices) {
  const address = readAddress();
  // A live game's address stays: a reload follows the game again.
  if (address.live !== undefined) {
    (await later()).live.open(address.live);
    return;
  }
  if (address.correspondence !== undefined) {
    (await later()).correspondence.receive(address.correspondence);
    clearFragment();
    return;
  }
  const { ignored, problem } = address;
  if (ignored) notices.push(() => t('address.ignored', { names: ignored.join(', ') }));
  if (problem) {
    const mib = problem.kind === 'too-large' ? problem.most / (1024 * 1024) : 0;
    notices.push(() => t(`address.${problem.kind}`, { fragment: problem.fragment ?? '', mib }));
  }
  if (address.record !== undefined) controller.loadRecord(address.record, 'link');
  if (address.problem || address.record !== undefined) clearFragment();
}

/**
 * Resolves once the browser has painted a frame: after the next animation
 * frame, in a task of its own; at once in a hidden page (a tab opened in
 * the background), which paints nothing and gets no animation frames.
 */
const afterNextPaint = () =>
  new Promise((resolve) => (document.hidden ? resolve(undefined) : requestAnimationFrame(() => setTimeout(resolve))));

async function main() {
  const announcer = createAnnouncer(document.body);
  const messageLine = createStatus(byId('message'));
  /** The message line, also said to screen readers (errors assertively). */
  const status = {
    /** @type {typeof messageLine.show} */
    show(message, options = {}) {
      messageLine.show(message, options);
      announcer.say(typeof message === 'function' ? message() : message, { assertive: options.kind === 'error' });
    },
    dismiss: messageLine.dismiss,
  };
  const unexpected = (/** @type {unknown} */ error) =>
    status.show(() => t('error.something', { reason: errorMessage(error) }), { kind: 'error' });
  window.addEventListener('unhandledrejection', (event) => unexpected(event.reason));
  window.addEventListener('error', (event) => unexpected(event.error ?? event.message));

  // index.html started compiling the module before this script loaded.
  const rulesReady = init({ module_or_path: window.mancalaPageModule });
  /**
   * Notices to show once the page is up, each a function so that it is said in the language then in use.
   * @type {Message[]}
   */
  const notices = [];
  const { settings, save } = restoreSettings(notices);
  await showLanguage(chosenLanguage(settings.language));
  // Drawn before the rules are ready; it takes moves once the controller is.
  const board = createBoard(byId('board'), { speed: settings.speed, counts: firstCounts(save), texts: t });
  const display = createDisplay({ board, play: /** @type {HTMLElement} */ (document.querySelector('.play')) });
  display.apply(settings);
  // The board is shown before the rest of the page is set up (tens of
  // milliseconds more, longer on a slow phone): the browser paints it now,
  // not at the end of one long task.
  await afterNextPaint();
  await rulesReady;
  const game = restoreGame(save, notices) ?? new Game(Variant.Oware, false);
  const engine = createLazyEngineClient();
  // Said once: the other tab's saves never replace this tab's game.
  let toldOfOtherTab = false;
  onOtherTabSave(() => {
    if (toldOfOtherTab) return;
    toldOfOtherTab = true;
    status.show(() => t('game.other-tab'));
  });
  const saveTrouble = byId('save-trouble');
  const saveButton = /** @type {HTMLButtonElement} */ (saveTrouble.querySelector('button'));
  saveButton.addEventListener('click', () => byId('export').click());
  // Set below, before the controller first calls back.
  /** @type {ReturnType<typeof createPanel>} */
  let panel;
  /** @type {ReturnType<typeof attachSettingsDialog>} */
  let settingsDialog;
  /**
   * The parts the first move does not need (app/later.js), once attached.
   * @type {Later | null}
   */
  let later = null;
  /** @type {Snapshot | null} */
  let latest = null;
  let started = false;
  /**
   * The review and analysis (www/review/panel.js), once asked for: a promise of them.
   * @type {ReturnType<typeof import('./review/panel.js').openReview> | null}
   */
  let review = null;
  const controller = createController({
    game,
    board,
    engine,
    settings,
    notify: status.show,
    announce: announcer.say,
    onChange: (/** @type {Snapshot} */ snapshot) => {
      latest = snapshot;
      display.apply(snapshot.settings, snapshot.ownSide);
      later?.sound.setEnabled(snapshot.settings.sound);
      settingsDialog.update(snapshot.settings);
      panel.update(snapshot);
      later?.matches.update();
      if (review) review.then((opened) => opened.update(latest));
      else if (hasReview(controller.comments())) openReview().catch(reviewFailed);
    },
    replaceRefusal: () => later?.matches.replaceRefusal() ?? later?.live.replaceRefusal() ?? null,
    moveRefusal: (side) => later?.correspondence.moveRefusal(side) ?? later?.live.moveRefusal(side) ?? null,
    playsHere: (side) => later?.live.playsHere(side) ?? true,
    sendMove: (pit) => later?.live.sendMove(pit) ?? false,
    helpRefusal: () => later?.live.helpRefusal() ?? null,
    onGameOver: () => later?.matches.gameOver(),
    // The page's first game is the saved one, whatever it was.
    onReplace: () => {
      if (!started) return;
      later?.correspondence.replaced();
      later?.live.replaced();
    },
    // Said for as long as it lasts, with the way to keep the game meanwhile.
    onSaveTrouble: (failing) => {
      saveTrouble.hidden = !failing;
    },
    openAsMatch: async (text, source, name) => {
      /** @type {Later['matches']} */
      let matches;
      try {
        ({ matches } = await loadLater());
      } catch {
        // Said where the page first asked for them; the record is refused as a game.
        return null;
      }
      if (!(await matches.isMatchRecord(text))) return null;
      return {
        label: () => t('open.as-match'),
        run: () => matches.open(text, source === 'file' ? `“${name}”` : t('open.match-from-link')),
      };
    },
  });
  /**
   * Loads and attaches the later parts (once); a match kept from the last
   * visit is taken up, its problems added to `notices` if given, else said.
   */
  const loadLater = onceUntilFailure(
    /** @param {Message[]} [notices] */
    async (notices) => {
      const { attachLater } = await import('./app/later.js');
      /** @type {Message[]} */
      const problems = notices ?? [];
      // The controller has called back by the time anything asks for them.
      const current = () => /** @type {Snapshot} */ (latest);
      later = await attachLater({ controller, board, status, announce: announcer.say, latest: current }, problems);
      if (!notices && problems.length) status.show(() => say(problems), { kind: 'error' });
      return later;
    },
  );
  panel = createPanel({ controller, board, status });
  /** Loads the review's code (a chunk of its own, once) and shows the game's review, if any. */
  const openReview = () =>
    (review ??= import('./review/panel.js').then(async (module) => {
      const opened = await module.openReview({ controller, announce: announcer.say });
      opened.update(latest);
      return opened;
    }));
  const reviewFailed = (/** @type {unknown} */ error) =>
    status.show(() => t('review.open-failed', { reason: errorMessage(error) }), { kind: 'error' });
  /** Whether the engine may help now; says why not if not (a live game's player). */
  const mayHelp = () => {
    const refused = later?.live.helpRefusal();
    if (refused) status.show(refused, { kind: 'error' });
    return !refused;
  };
  byId('review-start').addEventListener('click', () => {
    if (mayHelp()) openReview().then((opened) => opened.review(), reviewFailed);
  });
  byId('analysis-start').addEventListener('click', () => {
    if (mayHelp()) openReview().then((opened) => opened.analyse(), reviewFailed);
  });
  settingsDialog = attachSettingsDialog({
    openButton: /** @type {HTMLButtonElement} */ (document.getElementById('settings-button')),
    dialog: /** @type {HTMLDialogElement} */ (document.getElementById('settings-dialog')),
    soundToggle: /** @type {HTMLButtonElement} */ (document.getElementById('sound-toggle')),
    onChange: controller.setDisplay,
  });
  attachLanguagePicker(/** @type {HTMLSelectElement} */ (document.getElementById('language')), {
    current: () => document.documentElement.lang,
    choose: async (code) => {
      try {
        await showLanguage(code);
      } catch (error) {
        status.show(() => t('language.load-failed', { reason: loadFailure(error) }), { kind: 'error' });
        return;
      }
      messageLine.retranslate();
      panel.retranslate();
      board.set({ texts: t });
      review?.then((opened) => opened.retranslate());
      controller.setLanguage(code);
    },
  });
  board.on('command', (name) => controller.readOut(name));
  createViews({
    nav: /** @type {HTMLElement} */ (document.querySelector('nav.views')),
    // Each section's code is a chunk of its own, fetched when first opened.
    loaders: {
      learn: (container) =>
        import('./learn/view.js').then((m) => m.openLearn(container, { settings: () => latest?.settings ?? settings })),
      puzzles: (container) =>
        import('./puzzles/view.js').then((m) => m.openPuzzles(container, { look: () => latest?.settings ?? settings })),
      endgames: (container) =>
        import('./endgames/view.js').then((m) =>
          m.openEndgames(container, { settings: () => latest?.settings ?? settings }),
        ),
    },
    playOnly: byId('variant-switch'),
    failed: (error) => status.show(() => t('views.open-failed', { reason: loadFailure(error) }), { kind: 'error' }),
  });
  controller.start();
  started = true;
  // A match, a game by link or a live game kept from the last visit (or
  // arriving by this link) is played on with the later parts, which hold
  // its state: then the board takes moves once they are attached.
  const laterFailed = (/** @type {unknown} */ error) =>
    status.show(() => t('error.something', { reason: loadFailure(error) }), { kind: 'error' });
  const address = readAddress();
  const kept = matchKept() || readActiveCorrespondence() !== null || followsLiveGame();
  if (kept || address.correspondence !== undefined || address.live !== undefined) {
    await loadLater(notices).catch(laterFailed);
  }
  board.on('pit', controller.choosePit);
  // The rest of the page, once the board takes moves.
  loadLater().catch(laterFailed);
  if (settings.south !== 'person' || settings.north !== 'person') {
    // The engine's wasm (its worker's, 93 KB gzip) once the page is idle: it
    // must delay neither the board nor the first move.
    if ('requestIdleCallback' in window) requestIdleCallback(() => engine.warm(), { timeout: 3000 });
    else setTimeout(() => engine.warm(), 1000);
  }

  await openFromAddress(controller, loadLater, notices);
  if (notices.length) status.show(() => say(notices), { kind: 'error' });
  window.addEventListener('hashchange', async () => {
    /** @type {Message[]} */
    const problems = [];
    await openFromAddress(controller, loadLater, problems);
    if (problems.length) status.show(() => say(problems), { kind: 'error' });
  });

  /**
   * Read-only hooks for the end-to-end tests (tests/e2e) and for the
   * curious in the console; the page itself never uses them.
   * - position(): the live position text, from wasm;
   * - shown(): the 14 counts the board draws now (render state);
   * - legal(): the live legal pits, from wasm;
   * - pitCenter(pit): the pit's centre in viewport pixels;
   * - pitBox(pit), boardBox(): a pit's hit area and the drawn board, in
   *   viewport pixels ({x, y, w, h});
   * - drawn(): what the board's last frame drew: seed images (seeds), of
   *   them moving (moving), slots marked changed (changed), the side at the
   *   bottom (bottom) and whether the layout is the tall one (tall);
   * - activity(): 'idle', 'animating', 'thinking' or 'hinting';
   * - endgame(): per game, the endgame tables: build state, layer, ms,
   *   bytes, and the seeds the search worker uses (inUse);
   * - complete(): whether the parts loaded after the board takes moves
   *   (app/later.js) are attached.
   */
  window.__mancala = Object.freeze({
    complete: () => later !== null,
    position: () => controller.position(),
    shown: () => board.shownCounts(),
    legal: () => controller.legalMoves(),
    pitCenter: (/** @type {number} */ pit) => board.pitCenter(pit),
    pitBox: (/** @type {number} */ pit) => board.pitBox(pit),
    boardBox: () => board.boardBox(),
    drawn: () => ({
      ...board.drawn,
      bottom: board.layout?.flipped ? 'north' : 'south',
      tall: Boolean(board.layout?.tall),
    }),
    activity: () => controller.activity,
    endgame: engine.endgameStatus,
    book: engine.bookStatus,
    ponder: engine.ponderStats,
  });
}

/**
 * The language to show: the one chosen on the picker and saved (a saved
 * code the page does not know is ignored), else the browser's best match.
 * @param {unknown} saved
 */
function chosenLanguage(saved) {
  const known = typeof saved === 'string' ? languageOf(saved) : undefined;
  return known?.code ?? bestLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * Shows the page in language `code`: loads its catalog, marks the document
 * and fills the HTML's marked texts; the panel redraws the rest.
 * @param {string} code
 */
async function showLanguage(code) {
  await setLanguage(code, loadCatalog);
  // What is already so is not written again (see translateTree).
  if (document.documentElement.lang !== code) document.documentElement.lang = code;
  document.title = t('page.title');
  translateTree(document);
}

main().catch((error) => {
  byId('headline').textContent = t('error.start-failed', { reason: errorMessage(error) });
});
