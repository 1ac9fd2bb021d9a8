// @ts-check
/**
 * The match card and the running score above the board: the form that
 * starts a match, the score and who plays which side, and the buttons to
 * go on (next game, new match, leave, save and open a match file).
 */

import { onLanguageChange, t } from '../i18n/i18n.js';
import { MATCH_FORMATS } from './match-formats.js';
import { errorMessage, sideName } from '../game/messages.js';
import { LEVELS, computerPlayer } from './settings.js';
import { downloadRecord, readRecordFile } from './share.js';
import { VARIANTS } from '../game/variants.js';

/** @typedef {import('./match.js').MatchView} MatchView */

/** The page's element with this id (every id used here is in index.html). */
const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));

/** @param {HTMLSelectElement} select @param {[string, string][]} options */
function fillSelect(select, options) {
  select.replaceChildren(
    ...options.map(([value, label]) => Object.assign(document.createElement('option'), { value, textContent: label })),
  );
}

/** The format's name to show, e.g. "best of 3". @param {string} name a `MatchFormat` member name */
const formatLabel = (name) => t(`match.format.${name}`);

/** @param {'first' | 'second'} player */
const playerLabel = (player) => t(player === 'first' ? 'match.player1' : 'match.player2');

/** The score line, e.g. "Best of 3, game 2: Player 1 (North) 1 – 0 Player 2 (South)". @param {MatchView} view */
function scoreLine({ score, format, counted }) {
  const other = (/** @type {string} */ side) => (side === 'south' ? 'north' : 'south');
  // Once the game on the board has counted, the score's sides are the next game's.
  const shownFirstSide = counted ? other(score.firstPlays) : score.firstPlays;
  const line = t('match.score', {
    format: formatLabel(format),
    round: counted ? score.round - 1 : score.round,
    first: playerLabel('first'),
    firstSide: sideName(shownFirstSide),
    firstWins: score.wins[0],
    second: playerLabel('second'),
    secondSide: sideName(other(shownFirstSide)),
    secondWins: score.wins[1],
  });
  const draws = score.draws ? ` ${t('match.draws', { count: score.draws })}` : '';
  return line + draws;
}

/** What the match card says under the score. @param {MatchView} view */
function statusLine({ score, format, counted }) {
  if (score.winner) return t('match.won', { player: playerLabel(score.winner) });
  if (counted) return t('match.nextReady', { round: score.round });
  if (format === 'ThreeInARow') {
    const streak = Math.max(...score.streaks);
    if (streak > 0) {
      const leader = score.streaks[0] >= score.streaks[1] ? 'first' : 'second';
      return t('match.streak', { player: playerLabel(leader), count: streak });
    }
  }
  return '';
}

/**
 * Wires the match card to `matches` (match.js) and shows its views.
 * @param {{matches: any, status: {show: (message: import('./status.js').Message, options?: object) => void}, currentVariant: () => number}} options
 * @returns {{update: (view: MatchView | null) => void}}
 */
export function createMatchPanel({ matches, status, currentVariant }) {
  /** Fills the form's selects in the language in use, keeping what is chosen. */
  function labelOptions() {
    const chosen = ['match-format', 'match-game', 'match-opponent'].map((id) => $(id).value);
    fillSelect(
      $('match-format'),
      MATCH_FORMATS.map(({ name, value }) => [String(value), formatLabel(name)]),
    );
    fillSelect(
      $('match-game'),
      VARIANTS.map(({ key, value }) => [String(value), t(`variant.${key}`)]),
    );
    fillSelect($('match-opponent'), [
      ...LEVELS.map(({ name, value }) =>
        /** @type {[string, string]} */ ([
          computerPlayer(value),
          t('match.opponent.computer', { level: t(`level.${name.toLowerCase()}`) }),
        ]),
      ),
      ['person', t('match.opponent.person')],
    ]);
    ['match-format', 'match-game', 'match-opponent'].forEach((id, i) => {
      if (chosen[i]) $(id).value = chosen[i];
    });
  }
  labelOptions();
  $('match-opponent').value = computerPlayer(LEVELS[1]?.value ?? 0);
  /** @type {MatchView | null} */
  let shown = null;
  onLanguageChange(() => {
    labelOptions();
    update(shown);
  });

  $('match-form').addEventListener('submit', (/** @type {Event} */ event) => {
    event.preventDefault();
    matches.start({
      format: Number($('match-format').value),
      game: Number($('match-game').value),
      grandSlamWins: false,
      opponent: $('match-opponent').value,
    });
  });
  $('match-next').addEventListener('click', () => matches.startNextGame());
  $('match-new').addEventListener('click', () => matches.leave());
  $('match-leave').addEventListener('click', () => {
    matches.leave();
    status.show(() => t('match.left'));
  });
  $('match-export').addEventListener('click', () => {
    const record = matches.record();
    if (record) downloadRecord(record, `mancala-match-${new Date().toISOString().slice(0, 10)}.ogn`);
  });
  $('match-import').addEventListener('change', async () => {
    const input = $('match-import');
    const [file] = input.files;
    input.value = '';
    if (!file) return;
    try {
      matches.open(await readRecordFile(file), `“${file.name}”`);
    } catch (error) {
      status.show(() => t('match.readFailed', { name: file.name, reason: errorMessage(error) }), { kind: 'error' });
    }
  });

  /** @param {MatchView | null} view */
  function update(view) {
    shown = view;
    $('match-form').hidden = view !== null;
    $('match-active').hidden = view === null;
    $('match-score').hidden = view === null;
    if (view === null) {
      $('match-game').value = String(currentVariant());
      return;
    }
    $('match-score').textContent = scoreLine(view);
    $('match-status').textContent = statusLine(view);
    const decided = Boolean(view.score.winner);
    $('match-next').hidden = decided || !view.counted;
    $('match-new').hidden = !decided;
    $('match-leave').hidden = decided;
  }

  return { update };
}
