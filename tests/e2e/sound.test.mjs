// Sound: with a stand-in AudioContext installed before the page loads, the
// tones the page schedules are recorded and told apart by their first
// frequency (www/app/sound.js SOUNDS). A move schedules one tick per seed
// dropped, a relay and a capture theirs; muted, nothing; before the first
// gesture, nothing, not even an audio context; without Web Audio, no error.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SOUNDS, soundForStep } from '../../www/app/sound.js';
import { buildTimeline } from '../../www/board/timeline.js';
import { BASE_URL, clickPit, prepareGame, useBrowser, waitIdle, waitReady, watchProblems } from './helpers.mjs';

const browser = useBrowser();

/** Runs in the page before its scripts: an AudioContext that records each tone started. */
function installRecordingAudio() {
  window.audioLog = { contexts: 0, tones: [] };
  class Node {
    connect(next) {
      return next;
    }
  }
  class Param {
    first = null;
    setValueAtTime(value) {
      this.first ??= value;
    }
    exponentialRampToValueAtTime() {}
  }
  window.AudioContext = class {
    state = 'running';
    destination = new Node();
    constructor() {
      window.audioLog.contexts++;
    }
    get currentTime() {
      return performance.now() / 1000;
    }
    resume() {
      return Promise.resolve();
    }
    createGain() {
      return Object.assign(new Node(), { gain: new Param() });
    }
    createOscillator() {
      const oscillator = Object.assign(new Node(), { type: 'sine', frequency: new Param(), stop() {} });
      oscillator.start = () => window.audioLog.tones.push(oscillator.frequency.first);
      return oscillator;
    }
  };
  delete window.webkitAudioContext;
}

function removeAudio() {
  delete window.AudioContext;
  delete window.webkitAudioContext;
}

/** Runs `body({page})` on a fresh page set up by `init`, asserting no problem was reported. */
async function withAudio(init, body) {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(init);
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(BASE_URL);
    await waitReady(page);
    await body({ page });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

/** How many of each sound the page scheduled (the first tone of each). */
const heard = (page) =>
  page.evaluate(
    (firsts) => {
      const counts = { contexts: window.audioLog.contexts };
      for (const [name, frequency] of Object.entries(firsts)) {
        counts[name] = window.audioLog.tones.filter((f) => f === frequency).length;
      }
      return counts;
    },
    Object.fromEntries(Object.entries(SOUNDS).map(([name, tones]) => [name, tones[0].frequency])),
  );

test('nothing sounds before the first gesture, not even an audio context', () =>
  withAudio(installRecordingAudio, async ({ page }) => {
    // No click or key press: choosing a player by script is no gesture.
    await page.selectOption('#north-player', 'person');
    await page.selectOption('#south-player', 'computer:0');
    await page.waitForFunction(() => /-N$/.test(window.__mancala.position()), null, { timeout: 60_000 });
    await waitIdle(page);
    assert.deepEqual(await heard(page), { contexts: 0, drop: 0, relay: 0, capture: 0, end: 0 });
  }));

test('a move drops a tick per seed; a relay and a capture sound theirs', () =>
  withAudio(installRecordingAudio, async ({ page }) => {
    await prepareGame(page, { speed: 'normal' });
    await clickPit(page, 2);
    await waitIdle(page);
    assert.deepEqual(await heard(page), { contexts: 1, drop: 4, relay: 0, capture: 0, end: 0 });

    // Ayoayo's C from the start: five laps, then a capture.
    await prepareGame(page, { variant: 'ayoayo', speed: 'fast' });
    await page.evaluate(() => (window.audioLog.tones = []));
    await clickPit(page, 2);
    await waitIdle(page);
    const sounds = await heard(page);
    assert.equal(sounds.relay, 4);
    assert.equal(sounds.capture, 2, 'the last seed and the pit opposite');
    assert.ok(sounds.drop > 20, `${sounds.drop} ticks`);
  }));

test('muted (and remembered), nothing is scheduled', () =>
  withAudio(installRecordingAudio, async ({ page }) => {
    await prepareGame(page, { speed: 'fast' });
    await page.click('#sound-toggle');
    assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'false');
    await page.reload();
    await waitReady(page);
    assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'false');
    await clickPit(page, 2);
    await waitIdle(page);
    assert.deepEqual(await heard(page), { contexts: 0, drop: 0, relay: 0, capture: 0, end: 0 });
    await page.click('#sound-toggle');
    await clickPit(page, 8);
    await waitIdle(page);
    assert.equal((await heard(page)).drop, 4, 'unmuted, it sounds again');
  }));

test('without Web Audio the game plays silently, with no error', () =>
  withAudio(removeAudio, async ({ page }) => {
    await prepareGame(page, { speed: 'fast' });
    await clickPit(page, 2);
    await waitIdle(page);
    assert.match(await page.evaluate(() => window.__mancala.position()), /-N$/);
  }));

test("the game's end has its sound, at the start of its announcement", () => {
  // South's last seed in F ends the game (a trace as the wasm module gives it).
  const trace = {
    mover: 'south',
    laps: [{ origin: 4, seeds: 1, sown: [5] }],
    captures: [],
    grandSlam: null,
    end: { reason: 'no-moves', swept: [1, 0] },
  };
  const before = [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 24, 23];
  const sounds = [];
  for (const step of buildTimeline(trace, before).steps) {
    for (const at of ['start', 'end']) sounds.push(soundForStep({ step, at }));
  }
  assert.deepEqual(sounds.filter(Boolean), ['drop', 'end']);
});
