/**
 * The page around the board: game controls, players, scores, the headline,
 * the move list, animation controls, sharing and the rules text. Turns
 * clicks into controller calls and controller snapshots into the DOM.
 */

import { keepFocus } from './focus-keeper.js';
import { SIDE_NAMES } from './messages.js';
import { plyLabel, renderMoveList } from './move-list.js';
import { attachRadioGroup } from './radio-group.js';
import { LEVELS, PERSON, THINK_TIMES, computerPlayer } from './settings.js';
import { downloadRecord, readRecordFile, shareLink } from './share.js';

/** The page's element with this id (every id used here is in index.html). */
const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));

function fillSelect(select, options) {
  select.replaceChildren(
    ...options.map(([value, label]) => Object.assign(document.createElement('option'), { value, textContent: label })),
  );
}

function headline(snapshot) {
  const { outcome, turn, activity, animated, decided, viewing, moves } = snapshot;
  if (animated) {
    return `${SIDE_NAMES[animated.mover]} plays ${animated.letter} (move ${moves[animated.ply - 1].number}).`;
  }
  if (viewing === 0) return 'The start position (read-only).';
  if (viewing !== null) return `The position after ${plyLabel(moves, viewing)} (read-only).`;
  if (outcome) return outcome;
  const name = SIDE_NAMES[turn];
  let text;
  if (activity === 'thinking') text = `${name} (computer) is thinking…`;
  else if (snapshot.computerToMove) text = `${name} (computer) to move.`;
  else text = `${name} to move: choose a highlighted pit.`;
  if (decided) {
    text += ` ${SIDE_NAMES[decided]} has more than half of the seeds: the game is decided, but play goes on.`;
  }
  return text;
}

/** Wires the page's controls to `controller` and `board`; returns `{update(snapshot)}`. */
export function createPanel({ controller, board, status }) {
  const players = [
    [PERSON, 'Person'],
    ...LEVELS.map(({ name, value }) => [computerPlayer(value), `Computer · ${name}`]),
  ];
  for (const side of ['south', 'north']) {
    fillSelect($(`${side}-player`), players);
    $(`${side}-player`).addEventListener('change', () => controller.setPlayer(side, $(`${side}-player`).value));
  }
  fillSelect(
    $('think-time'),
    THINK_TIMES.map((ms) => [String(ms), `${ms / 1000} s`]),
  );
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
  document.querySelector('.moves-card').addEventListener('click', (event) => {
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
      status.show('Link copied: opening it shows this game.');
    } catch {
      status.show('Copy the link below to share this game.');
    }
  });
  $('export').addEventListener('click', () => downloadRecord(controller.record(), controller.fileName()));
  $('import').addEventListener('change', async () => {
    const input = $('import');
    const [file] = input.files;
    input.value = '';
    if (!file) return;
    try {
      controller.loadRecord(await readRecordFile(file), `“${file.name}”`);
    } catch (error) {
      status.show(`Could not read ${file.name}: ${error.message}`, { kind: 'error' });
    }
  });

  let animating = false;
  let playable = { replay: false };
  const refreshAnimationButtons = () => {
    $('lap-forward').disabled = !animating;
    $('skip').disabled = !animating;
    $('pause').disabled = !animating;
    $('lap-back').disabled = !animating && !playable.replay;
    $('replay').disabled = !playable.replay;
  };

  board.on('progress', ({ state, lap, laps }) => {
    animating = state !== 'idle';
    const paused = state === 'paused';
    $('pause').dataset.paused = String(paused);
    $('pause').title = paused ? 'Play' : 'Pause';
    $('pause').setAttribute('aria-label', paused ? 'Play' : 'Pause');
    $('lap-counter').textContent = animating && laps > 1 ? `Lap ${lap} of ${laps}` : animating ? 'Sowing' : '';
    refreshAnimationButtons();
    checkFocus();
  });

  return {
    update(snapshot) {
      const { variant, settings, moves, viewing, activity, outcome } = snapshot;
      variantButtons.forEach((b) => b.setAttribute('aria-checked', String(b.dataset.variant === variant)));
      speedButtons.forEach((b) => b.setAttribute('aria-checked', String(b.dataset.speed === settings.speed)));
      radioGroups.forEach((group) => group.sync());
      document.querySelectorAll('[data-rules]').forEach((a) => {
        if (a instanceof HTMLElement) a.hidden = a.dataset.rules !== variant;
      });
      /** @type {HTMLElement} */ (document.querySelector('[data-rule="grand-slam-wins"]')).hidden = !snapshot.grandSlamWins;

      for (const side of ['south', 'north']) {
        $(`${side}-player`).value = settings[side];
        $(`${side}-score`).textContent = String(snapshot.scores[side]);
        const bar = document.querySelector(`.player-bar[data-side="${side}"]`);
        const active = snapshot.animated ? snapshot.animated.mover : !outcome && viewing === null && snapshot.turn;
        bar.classList.toggle('to-move', active === side);
      }
      $('think-time').value = String(settings.thinkMs);

      $('headline').textContent = headline(snapshot);
      document.body.classList.toggle('game-over', Boolean(outcome) && !snapshot.animated && viewing === null);
      $('undo').disabled = !snapshot.canUndo;
      $('redo').disabled = !snapshot.canRedo;
      $('hint').disabled = Boolean(outcome) || snapshot.computerToMove || viewing !== null || activity !== 'idle';

      const viewingNote = $('viewing');
      viewingNote.hidden = viewing === null;
      if (viewing !== null) viewingNote.querySelector('[data-text]').textContent = 'The game waits while you look back.';
      renderMoveList($('move-list'), moves, viewing ?? moves.length);
      const start = document.querySelector('.start-button');
      if (viewing === 0) start.setAttribute('aria-current', 'step');
      else start.removeAttribute('aria-current');

      playable = { replay: (viewing ?? moves.length) > 0 };
      refreshAnimationButtons();
      checkFocus();
    },
  };
}
