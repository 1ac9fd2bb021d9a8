// `npm start` ended from outside (SIGTERM, SIGINT, SIGHUP, SIGKILL sent to
// the npm process, as a process manager, an IDE's stop button or a closed
// terminal does) leaves no server behind: the port stops answering. The
// launch layer runs as a person meets it, npm and the repository's
// package.json "start" script, scripts/start.sh and the server it runs
// (`mancala serve`, the binary MANCALA_CLI names or the release build), copied
// into a scratch folder whose scripts/build-web.sh only says it ran (the
// real build takes minutes and is tested elsewhere), whose
// scripts/build-server.sh puts the built binary in place, and whose dist/
// holds one page. Timeouts are generous: only behaviour is asserted.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const project = mkdtempSync(join(tmpdir(), 'mancala-start-'));
after(() => rmSync(project, { recursive: true, force: true }));

mkdirSync(join(project, 'scripts'));
mkdirSync(join(project, 'dist'));
for (const file of ['package.json', 'scripts/start.sh']) {
  copyFileSync(join(repo, file), join(project, file));
}
const server = process.env.MANCALA_CLI ?? join(repo, 'target/release/mancala');
if (!existsSync(server)) throw new Error(`${server} is missing: build it with bash scripts/build-server.sh`);
writeFileSync(
  join(project, 'scripts/build-server.sh'),
  `mkdir -p target/release && cp ${JSON.stringify(server)} target/release/mancala\n`,
);
// The build's stand-in: says it ran, and takes BUILD_SECONDS when set.
writeFileSync(
  join(project, 'scripts/build-web.sh'),
  'echo "build: started"\nsleep "${BUILD_SECONDS:-0}"\necho "build: done"\n',
);
writeFileSync(join(project, 'dist/index.html'), '<!doctype html><title>Mancala</title>\n');

/** The environment of a person's shell: none of the npm running this test. */
function environment(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return { ...env, PORT: '0', npm_config_update_notifier: 'false', ...extra };
}

/**
 * Starts `npm start` in the scratch project; resolves to its process and a
 * function that waits (up to `seconds`) for its output to match a pattern.
 */
function npmStart(extraEnv = {}) {
  // A process group of its own, so that whatever a failing run leaves is
  // ended afterwards (`cleanUp`); the signals under test go to npm alone.
  const npm = spawn('npm', ['start'], {
    cwd: project,
    env: environment(extraEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const listeners = new Set();
  for (const stream of [npm.stdout, npm.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      output += text;
      for (const listener of listeners) listener();
    });
  }
  const exited = new Promise((resolve) => npm.on('exit', (code, signal) => resolve({ code, signal })));
  function waitFor(pattern, seconds) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (!match) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(match);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no ${pattern} within ${seconds} s; output:\n${output}`));
      }, seconds * 1000);
      listeners.add(check);
      check();
    });
  }
  function cleanUp() {
    try {
      process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // The group is gone: nothing was left.
    }
  }
  return { npm, exited, waitFor, cleanUp, output: () => output };
}

/** Whether something accepts connections on the port of 127.0.0.1. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function sleep(ms) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits up to `seconds` for the port to stop answering; whether it did. */
async function portClosed(port, seconds) {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; await sleep(200)) {
    if (!(await answers(port))) return true;
  }
  return false;
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGKILL']) {
  test(`npm start sent ${signal} stops its server`, { timeout: 180_000 }, async () => {
    const run = npmStart();
    try {
      const [, url, port] = await run.waitFor(/Serving \S+ at (http:\/\/localhost:(\d+)\/)/, 120);
      const page = await fetch(url);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<title>Mancala<\/title>/);
      run.npm.kill(signal);
      assert.ok(await portClosed(Number(port), 60), `the server on ${url} still answers after npm got ${signal}`);
      await run.exited;
    } finally {
      run.cleanUp();
    }
  });
}

test('npm start killed during the build never serves', { timeout: 180_000 }, async () => {
  const run = npmStart({ BUILD_SECONDS: '2' });
  try {
    await run.waitFor(/build: started/, 120);
    run.npm.kill('SIGKILL');
    await run.exited;
    // The build goes on without npm, then start.sh hands over to the
    // server, which finds npm gone and does not serve.
    await run.waitFor(/has ended; not serving/, 120);
    assert.doesNotMatch(run.output(), /Serving /);
  } finally {
    run.cleanUp();
  }
});
