#!/usr/bin/env node
// Runs browser test files in one or more engines, several at a time, and
// says how long each took. Each (engine, file) pair is one job: node's test
// runner on that file with BROWSER set to the engine (tests/e2e/helpers.mjs).
// `--lanes N` jobs run at once (1 by default: the benchmarks need a quiet
// machine). A browser test spends most of its time waiting on its browser,
// so on two cores three jobs finish far sooner than one after another. The
// jobs are taken engine by engine in turn, larger files first (when several
// run at once), so that the lanes hold different engines and the longest
// files do not come last.
//
// WebKitGTK needs a display: each lane that runs WebKit starts an Xvfb of
// its own (640×480: with no window manager the keyboard's focus follows the
// pointer, which stays at the screen's centre, inside every window the tests
// size), so that two WebKit windows never share one pointer.
//
// Each job's output is printed whole when it ends, never interleaved with
// another's. `--times FILE` appends a line per job (engine, file, seconds,
// passed, failed, skipped, tab-separated) for scripts/test-times.mjs. The
// last line printed is the total, "N passed, N failed, N skipped"; the exit
// status is 1 if any job failed.
//
// Usage: run-browser-tests.mjs --base-url URL [--engines chromium,firefox,webkit]
//        [--lanes N] [--times FILE] FILE...

import { spawn } from 'node:child_process';
import { appendFileSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { parseArgs } from 'node:util';

const { values: options, positionals: files } = parseArgs({
  allowPositionals: true,
  options: {
    'base-url': { type: 'string' },
    engines: { type: 'string', default: 'chromium' },
    lanes: { type: 'string', default: '1' },
    times: { type: 'string' },
  },
});
const engines = options.engines.split(',');
const lanes = Number(options.lanes);
if (!options['base-url'] || files.length === 0 || !(lanes >= 1)) {
  console.error('usage: run-browser-tests.mjs --base-url URL [--engines LIST] [--lanes N] [--times FILE] FILE...');
  process.exit(2);
}

/** The jobs in the order they start: each engine in turn, larger files first when several run at once. */
const ordered = lanes > 1 ? [...files].sort((a, b) => statSync(b).size - statSync(a).size) : files;
const queue = ordered.flatMap((file) => engines.map((engine) => ({ engine, file })));

/** Process groups still running (jobs, Xvfb servers), ended if this runner is. */
const running = new Set();
const endAll = () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already ended.
    }
  }
};
process.on('exit', endAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => process.exit(128 + constants.signals[signal]));
}

/**
 * Starts an Xvfb server on a display it chooses itself (-displayfd):
 * resolves to its name (":N") and a function that stops it.
 */
function startDisplay() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '640x480x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(xvfb.pid);
  const stop = () => {
    running.delete(xvfb.pid);
    xvfb.kill();
  };
  let log = '';
  xvfb.stderr.on('data', (data) => (log = (log + data).slice(-2000)));
  return new Promise((resolve, reject) => {
    let number = '';
    xvfb.stdio[3].on('data', (data) => {
      number += data;
      if (number.includes('\n')) resolve({ name: `:${number.trim()}`, stop });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}) before it gave a display:\n${log}`)));
  });
}

/** Runs one job; resolves to its output, seconds and counts. */
function runJob({ engine, file }, display) {
  const started = performance.now();
  const env = { ...process.env, BROWSER: engine, BASE_URL: options['base-url'] };
  if (display) env.DISPLAY = display;
  const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child.pid);
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child.pid);
      const count = (word) => Number(new RegExp(`^ℹ ${word} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
      // A file that ends without its counts (a crash, a signal) is a failure of its own.
      const counted = /^ℹ tests \d+$/m.test(output);
      resolve({
        output,
        seconds: (performance.now() - started) / 1000,
        passed: count('pass'),
        failed: count('fail') + (counted ? 0 : 1),
        skipped: count('skipped'),
        ok: code === 0 && counted,
        end: signal ?? `exit ${code}`,
      });
    });
  });
}

const total = { passed: 0, failed: 0, skipped: 0 };
const failedJobs = [];

async function lane() {
  let display;
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (job.engine === 'webkit') display ??= await startDisplay();
      const result = await runJob(job, job.engine === 'webkit' ? display.name : undefined);
      const seconds = result.seconds.toFixed(1);
      console.log(`== Browser: ${job.file} in ${job.engine}: ${result.ok ? 'passed' : `FAILED (${result.end})`} in ${seconds} s`);
      process.stdout.write(result.output);
      total.passed += result.passed;
      total.failed += result.failed;
      total.skipped += result.skipped;
      if (!result.ok) failedJobs.push(`${job.file} in ${job.engine}`);
      if (options.times) {
        const row = [job.engine, job.file, seconds, result.passed, result.failed, result.skipped];
        appendFileSync(options.times, `${row.join('\t')}\n`);
      }
    }
  } finally {
    display?.stop();
  }
}

await Promise.all(Array.from({ length: Math.min(lanes, queue.length) }, lane));
if (failedJobs.length > 0) console.log(`Browser test files that failed:\n  ${failedJobs.join('\n  ')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = failedJobs.length > 0 ? 1 : 0;
