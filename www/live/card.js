// @ts-check
/**
 * What a live game shows around the board: its card (the connection,
 * where the game stands, the invitation to copy, the opponent's presence,
 * the buttons to resign, offer and answer a draw, claim the game, ask for a
 * rematch and leave) and, in the players' bars, each player's name and
 * clock. Built once, then each `render()` shows what the session's view
 * says; the clocks and the time until a claim count down on their own.
 * Names are the players' own text: always set as text, never as markup.
 *
 * While a game is followed, its card stands under the board, after the
 * message line, rather than in the panel: on a phone the panel comes after
 * the whole board, and a player must see the opponent's presence and reach
 * resign or a draw without scrolling past it. Hidden, it goes back to its
 * place in the panel (where entry.js offers live play).
 */

import { currentLanguage, t } from '../i18n/i18n.js';
import { sideName } from '../game/messages.js';
import { formatClock, untilNextTick } from './clock.js';

/** @typedef {import('./state.js').LiveState} LiveState */
/** @typedef {import('./state.js').Side} Side */
/** @typedef {ReturnType<typeof import('./state.js').liveView>} LiveView */

const SIDES = /** @type {const} */ (['south', 'north']);
/** A clock under this many milliseconds is marked as running low. */
const LOW_MS = 10_000;

/**
 * An element of `tag` with `className`, its `children` appended.
 * @param {string} tag
 * @param {string} className
 * @param {(Node | string)[]} [children]
 */
function element(tag, className, children = []) {
  const made = document.createElement(tag);
  made.className = className;
  made.append(...children);
  return made;
}

/**
 * A button saying `key`'s text, running `run` when pressed.
 * @param {string} key
 * @param {() => void} run
 * @param {string} [className]
 */
function button(key, run, className = '') {
  const made = /** @type {HTMLButtonElement} */ (element('button', className));
  made.type = 'button';
  made.dataset.live = key;
  made.addEventListener('click', run);
  return made;
}

/**
 * @param {object} parts
 * @param {HTMLElement} parts.card the live card (emptied and filled here)
 * @param {() => LiveView} parts.view what to show now
 * @param {() => LiveState} parts.state the game's state
 * @param {() => string} parts.link the invitation link
 * @param {object} parts.actions
 * @param {(type: string) => void} parts.actions.send sends a message of `type` to the server
 * @param {() => void} parts.actions.takeSeatHere takes the seat back from another tab
 * @param {() => void} parts.actions.leave stops following the game
 * @param {() => void} parts.actions.watchRematch follows the rematch (a spectator)
 * @param {(done: boolean) => void} parts.actions.copied the link was copied (true), or selected to copy by hand
 */
export function createLiveCard({ card, view, state, link, actions }) {
  const title = element('h2', '');
  title.id = 'live-title';
  const connection = element('p', 'live-connection');
  const standing = element('p', 'live-standing');
  const invite = /** @type {HTMLInputElement} */ (element('input', 'share-output'));
  invite.readOnly = true;
  const copy = button('live.copy-link', async () => {
    invite.select();
    try {
      await navigator.clipboard.writeText(invite.value);
      actions.copied(true);
    } catch {
      actions.copied(false);
    }
  });
  const inviting = element('div', 'live-invite', [element('p', '', []), invite, copy]);
  const presence = element('p', 'live-presence');
  const watchers = element('p', 'live-watchers');
  const confirmText = element('p', 'live-confirm-text');
  const resignYes = button('live.resign-yes', () => {
    confirming = false;
    actions.send('resign');
    render();
  });
  const resignNo = button('live.resign-no', () => {
    confirming = false;
    render();
    resign.focus();
  });
  const confirm = element('div', 'live-confirm', [confirmText, element('div', 'button-row', [resignYes, resignNo])]);
  confirm.setAttribute('role', 'group');
  const resign = button('live.resign', () => {
    confirming = true;
    render();
    resignNo.focus();
  });
  // In this order: what answers the card's news first (a draw offered, the
  // opponent gone, the game over), then resigning and offering a draw.
  const buttons = {
    acceptDraw: button('live.accept-draw', () => actions.send('accept-draw'), 'primary'),
    declineDraw: button('live.decline-draw', () => actions.send('decline-draw')),
    claim: button('live.claim', () => actions.send('claim'), 'primary'),
    rematch: button('live.rematch', () => actions.send('rematch'), 'primary'),
    watchRematch: button('live.watch-rematch', actions.watchRematch, 'primary'),
    takeSeat: button('live.take-seat', actions.takeSeatHere, 'primary'),
    resign,
    offerDraw: button('live.offer-draw', () => actions.send('offer-draw')),
    leave: button('live.leave', actions.leave, 'wide'),
  };
  const row = element('div', 'button-row', Object.values(buttons));
  let confirming = false;

  /** Each bar's name and clock. */
  const bars = Object.fromEntries(
    SIDES.map((side) => {
      const bar = /** @type {HTMLElement} */ (document.querySelector(`.player-bar[data-side="${side}"]`));
      const name = element('span', 'live-name');
      const clock = element('span', 'live-clock');
      clock.setAttribute('role', 'timer');
      bar.querySelector('.score')?.before(name, clock);
      return [side, { name, clock }];
    }),
  );

  let timer = 0;
  /** The card's place in the panel, and its place under the board. */
  const home = { parent: card.parentElement, next: card.nextSibling };
  const underBoard = document.querySelector('.play > .anim-controls');

  /** The parts that count down: the clocks and the time until a claim; again when they next change. */
  function tick() {
    clearTimeout(timer);
    const shown = view();
    let next = Infinity;
    for (const side of SIDES) {
      const { clock } = bars[side];
      clock.hidden = !shown.clocks;
      if (!shown.clocks) continue;
      const left = shown.clocks[side];
      clock.textContent = formatClock(left);
      clock.classList.toggle('low', left < LOW_MS);
      clock.classList.toggle('running', shown.running === side);
      if (shown.running === side) next = Math.min(next, untilNextTick(left));
    }
    presence.hidden = !shown.away;
    if (shown.away) {
      const away = t('live.away', { player: playerName(/** @type {Side} */ (shown.opponent)), time: clockTime(shown.away.since) });
      const claim = shown.away.claimIn === null ? '' : shown.away.claimIn > 0 ? t('live.claim-in', { time: formatClock(shown.away.claimIn) }) : t('live.claim-now');
      presence.textContent = `${away} ${claim}`.trim();
      if (shown.away.claimIn) next = Math.min(next, untilNextTick(shown.away.claimIn));
      buttons.claim.hidden = !shown.canClaim;
    }
    if (next !== Infinity) timer = window.setTimeout(tick, Math.max(20, next));
  }

  /** A time of day (ms since 1970) in the page's language, or '' when not known. @param {number | null} ms */
  function clockTime(ms) {
    if (ms === null) return '…';
    return new Intl.DateTimeFormat(currentLanguage(), { timeStyle: 'short' }).format(new Date(ms));
  }

  /** @param {Side} side */
  const playerName = (side) => state().players[side].name || sideName(side);

  /** Where the game stands, in a sentence. */
  function standingText(/** @type {LiveView} */ shown) {
    const { status, result } = state();
    if (status === 'unknown') return t('live.connecting');
    if (status === 'waiting') return shown.player ? t('live.waiting') : t('live.waiting-watching');
    if (status === 'over') return result ? '' : t('live.over');
    if (!shown.player) return t('live.watching', { south: playerName('south'), north: playerName('north') });
    const opponent = /** @type {Side} */ (shown.opponent);
    return t(`live.playing.${shown.player}`, { opponent: playerName(opponent) });
  }

  function render() {
    const shown = view();
    const current = state();
    if (!card.contains(title)) card.replaceChildren(...parts);
    if (underBoard && card.nextElementSibling !== underBoard) underBoard.before(card);
    card.setAttribute('aria-labelledby', title.id);
    card.hidden = false;
    title.textContent = t('live.title');
    connection.hidden = current.connection === 'open';
    connection.textContent = t(current.connection === 'replaced' ? 'live.replaced' : current.connection === 'reconnecting' ? 'live.reconnecting' : 'live.connecting');
    connection.dataset.kind = current.connection;
    const text = standingText(shown);
    standing.textContent = text;
    standing.hidden = !text;
    const waiting = current.status === 'waiting' && Boolean(shown.player);
    inviting.hidden = !waiting;
    if (waiting) {
      /** @type {HTMLElement} */ (inviting.firstElementChild).textContent = t('live.invite');
      invite.value = link();
      invite.setAttribute('aria-label', t('live.invite-label'));
      copy.textContent = t('live.copy-link');
    }
    watchers.hidden = current.spectators === 0;
    watchers.textContent = t('live.watchers', { count: current.spectators });
    const offer = shown.drawOffered
      ? t('live.draw-offered', { player: playerName(/** @type {Side} */ (shown.opponent)) })
      : shown.drawAsked
        ? t('live.draw-asked')
        : shown.rematchOffered
          ? t('live.rematch-offered', { player: playerName(/** @type {Side} */ (shown.opponent)) })
          : shown.rematchAsked
            ? t('live.rematch-asked')
            : '';
    confirmText.textContent = t('live.resign-confirm');
    confirming &&= shown.canResign;
    confirm.hidden = !confirming;
    const visible = {
      resign: shown.canResign && !confirming,
      offerDraw: shown.canOfferDraw && !confirming,
      acceptDraw: shown.drawOffered && shown.canResign,
      declineDraw: shown.drawOffered && shown.canResign,
      claim: shown.canClaim,
      rematch: shown.canRematch,
      watchRematch: !shown.player && Boolean(current.rematch.game),
      takeSeat: current.connection === 'replaced',
      leave: current.status !== 'playing' || !shown.player,
    };
    for (const [name, shownButton] of Object.entries(buttons)) {
      shownButton.hidden = !visible[/** @type {keyof typeof visible} */ (name)];
      shownButton.textContent = t(/** @type {string} */ (shownButton.dataset.live));
    }
    offerLine.textContent = offer;
    offerLine.hidden = !offer;
    for (const side of SIDES) {
      const { name, clock } = bars[side];
      const given = current.players[side].name;
      // Without a name, the bar's side name says the rest: "(you)" alone.
      name.textContent = shown.player === side ? t('live.you', { name: given }).trim() : given;
      name.hidden = !name.textContent;
      clock.setAttribute('aria-label', t(`live.clock.${side}`));
    }
    tick();
  }

  const offerLine = element('p', 'live-offer');
  const parts = [title, connection, standing, inviting, offerLine, presence, watchers, confirm, row];

  return {
    render,

    /** Empties the card (the page follows no live game: the bars' names and clocks are hidden with it). */
    hide() {
      clearTimeout(timer);
      confirming = false;
      card.replaceChildren();
      card.removeAttribute('aria-labelledby');
      home.parent?.insertBefore(card, home.next);
    },
  };
}
