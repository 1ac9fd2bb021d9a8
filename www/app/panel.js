/**
 * The page around the board: game controls, players, scores, the headline,
 * the move list, animation controls, sharing and the rules text. Turns
 * clicks into controller calls and controller snapshots into the DOM.
 */

import { SIDES } from '../board/state.js';
import { t } from '../i18n/i18n.js';
import { keepFocus } from '../game/focus-keeper.js';
import { errorMessage } from '../game/messages.js';
import { plyLabel, renderMoveList } from '../game/move-list.js';
import { attachRadioGroup } from '../game/radio-group.js';
import { LEVELS, PERSON, THINK_TIMES, computerPlayer } from './settings.js';
import { downloadRecord, readRecordFile, shareLink } from './share.js';

/** @typedef {import('../../pkg-page/mancala_wasm.js').RecordMoveObject} RecordMoveObject */

/** @typedef {import('./game-flow.js').Snapshot} Snapshot */


/** The page's element with this id (every id used here is in index.html). */
const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));

/**
 * @param {HTMLSelectElement} select
 * @param {[value: string, label: string][]} options
 */
function fillSelect(select, options) {
  select.replaceChildren(
    ...options.map(([value, label]) => Object.assign(document.createElement('option'), { value, textContent: label })),
  );
}

/** @param {Snapshot} snapshot */
function headline(snapshot) {
  const { outcome, turn, activity, animated, decided, viewing, moves } = snapshot;
  if (animated) {
    return t(`headline.plays.${animated.mover}`, { pit: animated.letter, number: moves[animated.ply - 1].number });
  }
  if (viewing === 0) return t('headline.start');
  if (viewing !== null) return t('headline.after', { move: plyLabel(moves, viewing) });
  if (outcome) return outcome;
  let text;
  if (activity === 'thinking') text = t(`headline.thinking.${turn}`);
  else if (snapshot.computerToMove) text = t(`headline.computer-to-move.${turn}`);
  else if (snapshot.refusal) text = typeof snapshot.refusal === 'function' ? snapshot.refusal() : snapshot.refusal;
  else text = t(`headline.to-move.${turn}`);
  if (decided) text += ` ${t(`headline.decided.${decided}`)}`;
  return text;
}

/**
 * Wires the page's controls to `controller` and `board`; returns `{update(snapshot)}`.
 * @param {object} parts
 * @param {any} parts.controller the game's controller (www/app/controller.js)
 * @param {any} parts.board the board (www/board/board.js)
 * @param {Pick<ReturnType<typeof import('./status.js').createStatus>, 'show'>} parts.status the message line
 */
export function createPanel({ controller, board, status }) {
  /** Fills the selects' options in the current language, keeping their values. */
  function labelOptions() {
    /** @type {[string, string][]} */
    const players = [
      [PERSON, t('player.person')],
      ...LEVELS.map(({ name, value }) =>
        /** @type {[string, string]} */ ([
          computerPlayer(value),
          t('player.computer', { level: t(`level.${name.toLowerCase()}`) }),
        ]),
      ),
    ];
    for (const side of SIDES) {
      const { value } = $(`${side}-player`);
      fillSelect($(`${side}-player`), players);
      if (value) $(`${side}-player`).value = value;
    }
    const { value } = $('think-time');
    fillSelect(
      $('think-time'),
      THINK_TIMES.map((ms) => [String(ms), t('think.seconds', { seconds: ms / 1000 })]),
    );
    if (value) $('think-time').value = value;
  }
  labelOptions();
  for (const side of SIDES) {
    $(`${side}-player`).addEventListener('change', () => controller.setPlayer(side, $(`${side}-player`).value));
  }
  $('think-time').addEventListener('change', () => controller.setThinkTime(Number($('think-time').value)));

  /** @type {NodeListOf<HTMLButtonElement>} */
  const variantButtons = document.querySelectorAll('[data-variant]');
  /** @type {NodeListOf<HTMLButtonElement>} */
  const speedButtons = document.querySelectorAll('[data-speed]');
  variantButtons.forEach((button) =>
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-checked') !== 'true') controller.newGame(button.dataset.variant);
    }),
  );
  speedButtons.forEach((button) => button.addEventListener('click', () => controller.setSpeed(button.dataset.speed)));
  const radioGroups = [attachRadioGroup($('variant-switch')), attachRadioGroup($('speed'))];

  // A move of the list hands focus to the move now marked; anything else, to the board.
  const checkFocus = keepFocus(document.body, (lost) =>
    lost.dataset.ply !== undefined ? document.querySelector('.moves-card [aria-current]') ?? board : board,
  );

  $('new-game').addEventListener('click', () => controller.newGame());
  $('undo').addEventListener('click', () => controller.undo());
  $('redo').addEventListener('click', () => controller.redo());
  $('hint').addEventListener('click', () => controller.hint());
  $('lap-back').addEventListener('click', () => controller.stepLap(-1));
  $('lap-forward').addEventListener('click', () => controller.stepLap(1));
  $('pause').addEventListener('click', () => board.togglePause());
  $('skip').addEventListener('click', () => board.skip());
  $('replay').addEventListener('click', () => controller.replay());
  $('back-to-game').addEventListener('click', () => controller.backToGame());
  $('let-computer-move').addEventListener('click', () => controller.letComputerMove());
  /** @type {HTMLElement} */ (document.querySelector('.moves-card')).addEventListener('click', (event) => {
    const target = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('[data-ply]'));
    if (target) controller.view(Number(target.dataset.ply));
  });

  $('copy-link').addEventListener('click', async () => {
    const link = shareLink(controller.record());
    const output = $('share-output');
    output.value = link;
    output.hidden = false;
    output.select();
    try {
      await navigator.clipboard.writeText(link);
      status.show(() => t('share.copied'));
    } catch {
      status.show(() => t('share.copy-below'));
    }
  });
  $('export').addEventListener('click', () => downloadRecord(controller.record(), controller.fileName()));
  /** Opens a record file, chosen with Open .ogn or dropped on the page. */
  async function openRecordFile(/** @type {File} */ file) {
    try {
      controller.loadRecord(await readRecordFile(file), 'file', file.name);
    } catch (error) {
      const refused = /** @type {{kind?: string, params: {most: number}}} */ (error);
      const text =
        refused.kind === 'record-too-large'
          ? t('open.file-too-large', { name: file.name, mib: refused.params.most / (1024 * 1024) })
          : t('open.file-unreadable', { name: file.name, reason: errorMessage(error) });
      status.show(text, { kind: 'error' });
    }
  }
  $('import').addEventListener('change', () => {
    const input = $('import');
    const [file] = input.files;
    input.value = '';
    if (file) openRecordFile(file);
  });
  // A file dropped anywhere on the game's view opens as with Open .ogn;
  // elsewhere it is refused, never opened by the browser in the page's place.
  const gameView = /** @type {HTMLElement} */ (document.querySelector('main[data-view="play"]'));
  const carriesFiles = (/** @type {DragEvent} */ event) => Boolean(event.dataTransfer?.types.includes('Files'));
  document.addEventListener('dragover', (event) => {
    if (!carriesFiles(event) || !event.dataTransfer) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = gameView.hidden ? 'none' : 'copy';
  });
  document.addEventListener('drop', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    const [file] = event.dataTransfer?.files ?? [];
    if (file && !gameView.hidden) openRecordFile(file);
  });

  let animating = false;
  let progress = { state: 'idle', lap: 0, laps: 0 };
  let playable = { replay: false };
  const refreshAnimationButtons = () => {
    $('lap-forward').disabled = !animating;
    $('skip').disabled = !animating;
    $('pause').disabled = !animating;
    $('lap-back').disabled = !animating && !playable.replay;
    $('replay').disabled = !playable.replay;
  };

  function showProgress() {
    const { state, lap, laps } = progress;
    animating = state !== 'idle';
    const paused = state === 'paused';
    const label = t(paused ? 'anim.play' : 'anim.pause');
    $('pause').dataset.paused = String(paused);
    $('pause').title = label;
    $('pause').setAttribute('aria-label', label);
    $('lap-counter').textContent = animating && laps > 1 ? t('anim.lap-of', { lap, laps }) : animating ? t('anim.sowing') : '';
    refreshAnimationButtons();
  }
  board.on('progress', (/** @type {typeof progress} */ next) => {
    progress = next;
    showProgress();
    checkFocus();
  });

  /** @param {Snapshot} snapshot */
  function update(snapshot) {
    const { variant, settings, moves, viewing, activity, outcome } = snapshot;
    variantButtons.forEach((b) => b.setAttribute('aria-checked', String(b.dataset.variant === variant)));
    speedButtons.forEach((b) => b.setAttribute('aria-checked', String(b.dataset.speed === settings.speed)));
    radioGroups.forEach((group) => group.sync());
    document.querySelectorAll('[data-rules]').forEach((a) => {
      if (a instanceof HTMLElement) a.hidden = a.dataset.rules !== variant;
    });
    /** @type {HTMLElement} */ (document.querySelector('[data-rule="grand-slam-wins"]')).hidden = !snapshot.grandSlamWins;

    for (const side of SIDES) {
      $(`${side}-player`).value = settings[side];
      $(`${side}-score`).textContent = t('seeds.count', { count: snapshot.scores[side] });
      const bar = /** @type {Element} */ (document.querySelector(`.player-bar[data-side="${side}"]`));
      const active = snapshot.animated ? snapshot.animated.mover : !outcome && viewing === null && snapshot.turn;
      bar.classList.toggle('to-move', active === side);
    }
    $('think-time').value = String(settings.thinkMs);

    $('headline').textContent = headline(snapshot);
    document.body.classList.toggle('game-over', Boolean(outcome) && !snapshot.animated && viewing === null);
    $('undo').disabled = !snapshot.canUndo;
    $('redo').disabled = !snapshot.canRedo;
    $('hint').disabled =
      Boolean(outcome) || snapshot.computerToMove || snapshot.noHelp || viewing !== null || activity !== 'idle';

    $('held').hidden = !snapshot.held || viewing !== null;
    const viewingNote = $('viewing');
    viewingNote.hidden = viewing === null;
    if (viewing !== null) viewingNote.querySelector('[data-text]').textContent = t('view.note');
    renderMoveList($('move-list'), moves, viewing ?? moves.length);
    const start = /** @type {Element} */ (document.querySelector('.start-button'));
    if (viewing === 0) start.setAttribute('aria-current', 'step');
    else start.removeAttribute('aria-current');

    playable = { replay: (viewing ?? moves.length) > 0 };
    refreshAnimationButtons();
    checkFocus();
  }

  return {
    update,
    /** Says again in the language now in use what `update` does not redraw. */
    retranslate() {
      labelOptions();
      showProgress();
    },
  };
}
