// @ts-check
/**
 * Live play's way in, with the page's later parts (app/later.js): the card
 * that offers "Play a friend online" when the page has a live server
 * (server.js), hidden when it has none, and disabled, saying so, when the
 * server its build names cannot be reached. Live play's own code
 * (session.js, a chunk of its own) is loaded when first needed: the button,
 * an invitation's address (`#live=ID`) or a game followed when the page was
 * last left. Until it is there, a followed game's board takes no move.
 */

import { t } from '../i18n/i18n.js';
import { readLive, writeLive } from '../game/live-storage.js';
import { storedProblem } from '../game/stored-problem.js';
import { liveServer, liveServerAnswers } from './server.js';

/** @typedef {import('../app/status.js').Message} Message */
/** @typedef {Awaited<ReturnType<typeof import('./session.js').createLiveSession>>} Session */

/**
 * @param {object} parts
 * @param {HTMLElement} parts.card the live card of the page's panel
 * @param {any} parts.controller the game's controller (app/controller.js)
 * @param {{show: (message: Message, options?: object) => void, dismiss: (message: Message) => void}} parts.status the message line
 * @param {(text: string) => void} parts.announce says a text to screen readers
 * @param {() => import('../app/game-flow.js').Snapshot} parts.latest what the page shows now
 * @param {Message[]} notices where to say what could not be read of what live play keeps
 */
export function attachLive({ card, controller, status, announce, latest }, notices) {
  const server = liveServer();
  const kept = readLive();
  const { newer, problem } = kept;
  if (newer !== undefined) notices.push(() => t('live.newer', { version: String(newer) }));
  if (problem) notices.push(() => t('live.unreadable', { problem: storedProblem(problem) }));
  /** @type {Promise<Session> | null} */
  let loading = null;
  /** @type {Session | null} */
  let session = null;
  /** Whether a live game is to be followed and live play is not loaded yet. */
  let awaited = false;

  /** Live play's code, loaded once (a failure is said, and it may be tried again). */
  function load() {
    loading ??= import('./session.js')
      .then(({ createLiveSession }) =>
        createLiveSession({
          address: server?.socket ?? '',
          controller,
          status,
          announce,
          card,
          latest,
          onLeave: showEntry,
          kept: { readLive, writeLive },
        }),
      )
      .then((made) => (session = made))
      .catch((error) => {
        loading = null;
        awaited = false;
        showEntry();
        throw error;
      });
    return loading;
  }

  const failed = (/** @type {unknown} */ error) =>
    status.show(() => t('live.load-failed', { reason: error instanceof Error ? error.message : String(error) }), { kind: 'error' });

  /**
   * Follows live game `id` (played or watched).
   * @param {string} id
   */
  function open(id) {
    if (!server) {
      status.show(() => t('live.no-server'), { kind: 'error' });
      return;
    }
    awaited = true;
    load().then((made) => {
      awaited = false;
      made.follow(id);
    }, failed);
  }

  /** The card's way in: the button, enabled when the server answers. */
  async function showEntry() {
    if (!server) {
      card.hidden = true;
      return;
    }
    const title = document.createElement('h2');
    title.id = 'live-title';
    title.textContent = t('live.entry-title');
    const start = document.createElement('button');
    start.type = 'button';
    start.className = 'wide';
    start.id = 'live-start';
    start.textContent = t('live.play-friend');
    start.addEventListener('click', () => load().then((made) => made.create(), failed));
    const row = document.createElement('div');
    row.className = 'button-row';
    row.append(start);
    card.replaceChildren(title, row);
    card.setAttribute('aria-labelledby', title.id);
    card.hidden = true;
    const answers = await liveServerAnswers(server.socket);
    // Live play may have begun meanwhile: its card is its own then.
    if (!card.contains(start)) return;
    start.disabled = !answers;
    if (!answers) {
      const note = document.createElement('p');
      note.className = 'live-note';
      note.textContent = t('live.unreachable');
      row.before(note);
    }
    card.hidden = !answers && !server.named;
  }

  showEntry();
  if (server && kept.following) open(kept.following);

  return {
    open,
    moveRefusal: (/** @type {import('./state.js').Side} */ side) =>
      session?.moveRefusal(side) ?? (awaited ? t('live.connecting') : null),
    playsHere: (/** @type {import('./state.js').Side} */ side) => session?.playsHere(side) ?? !awaited,
    sendMove: (/** @type {number} */ pit) => session?.sendMove(pit) ?? false,
    helpRefusal: () => session?.helpRefusal() ?? (awaited ? t('live.connecting') : null),
    replaceRefusal: () => session?.replaceRefusal() ?? null,
    replaced: () => session?.replaced(),
  };
}
