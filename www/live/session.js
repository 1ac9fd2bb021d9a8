// @ts-check
/**
 * Live play on the game page (docs/live-protocol.md): one game followed at
 * a time, played or watched, on the page's own board. The server is the
 * referee: a person's move goes to it (the controller's `sendMove` hook)
 * and is played on the board when it comes back as `moved`, like the
 * opponent's; the board's wasm game replays the server's `moves` to get
 * each move's trace, so that moves animate, sound and are said as in any
 * game. What is shown comes from the reducer (state.js) through the card
 * (card.js); the socket (socket.js) reconnects by itself and takes the seat
 * again with its token, kept by game id in the browser (live-storage.js's
 * `mancala.live`). A finished game stays on the board, to review, and goes
 * into the recent games when another replaces it (a rematch, a new game),
 * as any game does: once, as it is then (with its review's marks).
 */

import { Game, Variant, parsePit, pitLetter } from '../../pkg-page/mancala_wasm.js';
import { sideName } from '../game/messages.js';
import { addSectionTexts } from '../i18n/load.js';
import { t } from '../i18n/i18n.js';
import { createLiveCard } from './card.js';
import { askNewGame } from './create-dialog.js';
import { openLiveSocket } from './socket.js';
import { initialLiveState, liveView, reduceLive } from './state.js';
import { liveTexts } from './texts.js';

/** @typedef {import('./state.js').LiveState} LiveState */
/** @typedef {import('./state.js').Side} Side */
/** @typedef {import('../app/status.js').Message} Message */
/** @typedef {import('./create-dialog.js').NewGame} NewGame */

/** The ends of a live game the board's rules do not know. */
const OFF_THE_BOARD = new Set(['resign', 'flag', 'abandoned', 'agreed']);

/**
 * The notice of a live game opened on the board (with the action that
 * restores the game it replaced): said until the game moves on (it starts,
 * or a move arrives), then cleared if the message line still shows it.
 */
const OPENED = () => t('live.opened');

/** A person's setting (app/settings.js's PERSON): nobody's computer plays a live game. */
const PERSON = 'person';

/** The page's address following live game `id`: the invitation, which carries no token. */
export const inviteLink = (/** @type {string} */ id, location = window.location) =>
  `${location.origin}${location.pathname}#live=${id}`;

/**
 * The wasm game of `rules` (the protocol's name) with `moves` (pit letters)
 * played, or null where the rules refuse one (the server and the page do
 * not agree).
 * @param {string | null} rules
 * @param {string[]} moves
 */
function replay(rules, moves) {
  const game = new Game(rules === 'ayoayo' ? Variant.Ayoayo : Variant.Oware, rules === 'oware-grand-slam');
  try {
    for (const letter of moves) {
      if (game.tryPlay(parsePit(letter)).refusal) throw new Error(letter);
    }
    return game;
  } catch {
    game.free();
    return null;
  }
}

/** Adds live play's styles (live.css, beside this module in the sources and beside www/bundle/ once built). */
function addStyles() {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('../live/live.css', import.meta.url).href });
  const loaded = new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
  document.head.append(link);
  return loaded;
}

/**
 * @param {object} parts
 * @param {string} parts.address the server's socket address (server.js)
 * @param {any} parts.controller the game's controller (app/controller.js)
 * @param {{show: (message: Message, options?: object) => void, dismiss: (message: Message) => void}} parts.status the message line
 * @param {(text: string) => void} parts.announce says a text to screen readers
 * @param {HTMLElement} parts.card the live play card
 * @param {() => import('../app/game-flow.js').Snapshot} parts.latest what the page shows now
 * @param {() => void} parts.onLeave the page follows no live game any more
 * @param {object} parts.kept what the page keeps (given by entry.js, whose chunk has them, so that the
 *   page's first load, which shares code with both, does not grow)
 * @param {typeof import('../game/live-storage.js').readLive} parts.kept.readLive
 * @param {typeof import('../game/live-storage.js').writeLive} parts.kept.writeLive
 */
export async function createLiveSession({ address, controller, status, announce, card, latest, onLeave, kept }) {
  const { readLive, writeLive } = kept;
  await Promise.all([addSectionTexts(liveTexts), addStyles()]);
  /** @type {LiveState} */
  let state = initialLiveState();
  /** @type {ReturnType<typeof openLiveSocket> | null} */
  let socket = null;
  /** The game followed (played or watched), or null. */
  let id = /** @type {string | null} */ (null);
  /** The game the board shows: the one followed when the page was loaded, as its save restores it. */
  let shown = readLive().following;
  /** This browser's seat in the game followed: its token and side. */
  let seat = /** @type {{token: string, side: Side} | null} */ (null);
  /** A move sent and not yet come back: its pit and the number of moves before it. */
  let pending = /** @type {{pit: number, ply: number} | null} */ (null);
  /** A game being created: what to ask for, until the server seats us. */
  let creating = /** @type {Omit<NewGame, 'name'> | null} */ (null);
  /** Set while this session replaces the board's game, so that the replacement does not leave the game. */
  let opening = false;
  /** Set when the game started before the board showed it (a guest's join), so that its opening's notice goes at once. */
  let startedUnshown = false;
  /** Whether the end of the game followed has been taken in (said, recorded, kept). */
  let finished = false;
  /** The names last written in the record. */
  let names = '';

  const view = () => liveView(state, performance.now(), controller.turn());
  const ui = createLiveCard({
    card,
    view,
    state: () => state,
    link: () => (id ? inviteLink(id) : ''),
    actions: {
      send: (type) => socket?.send({ type }),
      takeSeatHere: () => socket?.reopen(),
      leave,
      watchRematch: () => state.rematch.game && follow(state.rematch.game),
      copied: (done) => status.show(() => t(done ? 'live.copied' : 'live.copy-below')),
    },
  });

  /** The address bar shows the game followed (or none): a reload follows it again. */
  function showAddress() {
    const fragment = id ? `#live=${id}` : '';
    if (location.hash !== fragment) history.replaceState(null, '', `${location.pathname}${location.search}${fragment}`);
  }

  /** Opens a socket to the game `id` (closing any other), taking the kept seat if there is one. */
  function connect() {
    socket?.close();
    finished = false;
    pending = null;
    state = initialLiveState();
    const name = readLive().name;
    socket = openLiveSocket({
      address,
      hello: () => {
        if (seat && id) return { type: 'join', game: id, token: seat.token };
        if (creating) return { type: 'create', ...creating, name };
        return { type: 'join', game: id, ...(name ? { name } : {}) };
      },
      onMessage: receive,
      onStatus: (connection) => receive({ type: 'connection', status: connection }),
    });
    document.body.classList.add('live');
    ui.render();
  }

  /**
   * Follows live game `next`: plays it with the seat kept for it, else
   * takes a free seat, else watches. The game followed already is left as
   * it is (a reload asks twice: for the game kept and for the address).
   * @param {string} next
   */
  function follow(next) {
    if (next === id && socket) return;
    id = next;
    seat = readLive().seats[next] ?? null;
    creating = null;
    keep({ following: next });
    showAddress();
    connect();
  }

  /**
   * Keeps a change of what live play keeps (live-storage.js's writeLive), saying so if it cannot.
   * @param {Parameters<typeof writeLive>[0]} change
   */
  function keep(change) {
    const problem = writeLive(change);
    if (problem) status.show(() => t('live.keep-failed', { problem }), { kind: 'error' });
  }

  /** Stops following the game: the socket closes, the board stays as it is. */
  function leave() {
    socket?.close();
    socket = null;
    id = null;
    seat = null;
    creating = null;
    pending = null;
    state = initialLiveState();
    keep({ following: null });
    showAddress();
    document.body.classList.remove('live');
    controller.lockHistory(null);
    ui.hide();
    onLeave();
  }

  /** A player's name as the page shows it: their name, else their side's. @param {Side} side */
  const who = (side) => state.players[side].name || sideName(side);

  /**
   * Brings the board in line with the server's moves: the moves it lacks
   * are played (and animated) if it shows this game, else the game is
   * opened in its place (the game replaced is kept among the recent games).
   */
  function showMoves() {
    const next = replay(state.rules, state.moves);
    if (!next) {
      status.show(() => t('live.disagree'), { kind: 'error' });
      return;
    }
    if (shown === id && controller.continuedBy(next)) {
      const have = controller.recordMoves().length;
      next.free();
      const players = controller.players();
      if (players.south !== PERSON) controller.setPlayer('south', PERSON);
      if (players.north !== PERSON) controller.setPlayer('north', PERSON);
      for (const letter of state.moves.slice(have)) controller.playArrived(parsePit(letter));
    } else {
      opening = true;
      try {
        controller.openGame(next, { south: PERSON, north: PERSON }, OPENED);
      } finally {
        opening = false;
      }
      shown = id;
    }
    // Opening a game unlocks its history: locked again, each time.
    controller.lockHistory(() => t('live.no-undo'));
    showNames();
  }

  /** Writes the players' names in the game's record when they change. */
  function showNames() {
    const given = { south: state.players.south.name || undefined, north: state.players.north.name || undefined };
    if (JSON.stringify(given) === names) return;
    names = JSON.stringify(given);
    controller.setNames(given);
  }

  /** The end of the game in words, from the server's result. */
  function resultText() {
    const { result } = state;
    if (!result) return t('live.over');
    const { winner, reason, stores } = result;
    if (reason === 'agreed') return t('live.result.agreed');
    if (winner && OFF_THE_BOARD.has(reason)) {
      const loser = winner === 'south' ? 'north' : 'south';
      return t(`live.result.${reason}`, { winner: who(winner), loser: who(loser) });
    }
    const score = stores ? { south: stores.south, north: stores.north } : { south: '', north: '' };
    return winner ? t('live.result.wins', { winner: who(winner), ...score }) : t('live.result.drawn', score);
  }

  /**
   * Takes the game's end in once per socket: said, and for an end the rules
   * do not know, on the board and in the comment after the last move (once:
   * a reload restores the board with that comment).
   */
  function finish() {
    if (finished || state.status !== 'over') return;
    finished = true;
    pending = null;
    const text = resultText();
    announce(text);
    if (state.result && OFF_THE_BOARD.has(state.result.reason)) {
      const ply = controller.recordMoves().length;
      const comments = controller.comments();
      if (ply > 0 && !comments[ply - 1]?.includes(text)) {
        comments[ply - 1] = [comments[ply - 1], text].filter(Boolean).join(' ');
        controller.setComments(comments);
      }
      controller.endElsewhere(() => resultText());
    }
  }

  /**
   * Takes in a message from the server (or the socket's news).
   * @param {any} message
   */
  function receive(message) {
    const before = state;
    state = reduceLive(state, message, performance.now());
    const player = view().player;
    switch (message.type) {
      case 'seated':
        id = message.game;
        seat = { token: message.token, side: message.side };
        creating = null;
        keep({ seat: { id: message.game, token: message.token, side: message.side }, following: message.game });
        showAddress();
        break;
      case 'state':
        showMoves();
        if (startedUnshown) status.dismiss(OPENED);
        startedUnshown = false;
        if (pending && state.moves.length === pending.ply && view().yourMove) {
          // Not stored before the socket closed: sent again (docs/live-protocol.md, "Reconnecting").
          socket?.send({ type: 'move', pit: pitLetter(pending.pit), ply: pending.ply });
        } else {
          pending = null;
        }
        finish();
        break;
      case 'started':
        status.dismiss(OPENED);
        startedUnshown = shown !== id;
        showNames();
        announce(t(player ? 'live.said.started' : 'live.said.started-watching'));
        break;
      case 'moved':
        status.dismiss(OPENED);
        if (state.missed) socket?.send({ type: 'state' });
        else if (state.moves.length > before.moves.length) {
          if (message.side === player) pending = null;
          controller.playArrived(parsePit(message.pit));
        }
        break;
      case 'over':
        finish();
        break;
      case 'presence':
        if (message.side !== player && before.players[/** @type {Side} */ (message.side)]?.present !== message.present) {
          announce(t(message.present ? 'live.said.back' : 'live.said.away', { player: who(message.side) }));
        }
        break;
      case 'draw-offered':
        if (message.side !== player) announce(t('live.said.draw-offered', { player: who(message.side) }));
        break;
      case 'draw-declined':
        if (message.side !== player) announce(t('live.said.draw-declined', { player: who(message.side) }));
        break;
      case 'rematch-asked':
        if (message.side !== player) announce(t('live.said.rematch-asked', { player: who(message.side) }));
        break;
      case 'rematch':
        if (typeof message.token === 'string' && (message.side === 'south' || message.side === 'north')) {
          keep({ seat: { id: message.game, token: message.token, side: message.side } });
          announce(t('live.said.rematch'));
          follow(message.game);
          return;
        }
        break;
      case 'connection':
        if (message.status === 'reconnecting' && before.connection === 'open') announce(t('live.reconnecting'));
        if (message.status === 'replaced') announce(t('live.replaced'));
        break;
      case 'error':
        refused(message);
        break;
    }
    // Who may move here may have changed (the game started, a move came back, the socket was lost): the headline says it.
    controller.refresh();
    ui.render();
  }

  /**
   * Says why the server refused a message. A game that cannot be joined
   * (no such game, or a seat's token it does not know) is left.
   * @param {{code?: string, message?: string}} error
   */
  function refused({ code = '', message = '' }) {
    if (code === 'stale' || code === 'not-your-turn') {
      pending = null;
      socket?.send({ type: 'state' });
    }
    const known = ERRORS.has(code);
    status.show(() => (known ? t(`live.error.${code}`) : t('live.error.other', { reason: message || code })), { kind: 'error' });
    if (code === 'unknown-game' || code === 'bad-token') leave();
  }

  return {
    /** Asks what game to create, and creates it. */
    async create() {
      const { variant, grandSlamWins } = latest();
      const rules = variant === 'ayoayo' ? 'ayoayo' : grandSlamWins ? 'oware-grand-slam' : 'oware';
      const chosen = await askNewGame({ name: readLive().name, rules });
      if (!chosen) return;
      const { name, ...game } = chosen;
      keep({ name });
      id = null;
      seat = null;
      creating = game;
      shown = null;
      keep({ following: null });
      connect();
    },

    follow,

    /** Why a person may not move for `side` now (the page's headline says it too), or null. @param {Side} side */
    moveRefusal(side) {
      if (!socket) return null;
      const shownView = view();
      if (state.connection !== 'open') return t('live.wait-connection');
      if (state.status === 'waiting') return t(shownView.player ? 'live.refused.waiting' : 'live.waiting-watching');
      if (state.status === 'over') return t('live.over');
      // A spectator is told whose move it is, as a player waiting for the opponent's.
      if (side !== shownView.player) return t('live.refused.their-move', { player: who(side) });
      if (pending) return t('live.refused.pending');
      return null;
    },

    /** Whether a person here plays `side` (when a game is followed: this seat's side). @param {Side} side */
    playsHere: (side) => !socket || state.you === side || (state.you === null && seat?.side === side),

    /** Sends a person's move to the server, to be played when it comes back. @param {number} pit */
    sendMove(pit) {
      if (!socket) return false;
      const ply = state.moves.length;
      if (!socket.send({ type: 'move', pit: pitLetter(pit), ply })) {
        status.show(() => t('live.wait-connection'), { kind: 'error' });
        return true;
      }
      pending = { pit, ply };
      controller.refresh();
      return true;
    },

    /** Why the engine may not help now (a player's game goes on), or null. */
    helpRefusal: () => (socket && view().player && state.status !== 'over' ? t('live.no-help') : null),

    /** Why the game may not be replaced now (this seat's game goes on), or null. */
    replaceRefusal: () => (socket && view().player && state.status === 'playing' ? t('live.refused.replace') : null),

    /** The board's game was replaced: unless by this session, the live game is left. */
    replaced() {
      if (!opening && socket) leave();
      if (!opening) shown = null;
    },
  };
}

/** The error codes the page has words for (docs/live-protocol.md, "Errors"). */
const ERRORS = new Set([
  'rate-limited',
  'unknown-game',
  'bad-token',
  'not-started',
  'not-your-turn',
  'stale',
  'illegal-move',
  'game-over',
  'no-draw-offer',
  'not-claimable',
  'server-error',
  'bad-name',
]);
