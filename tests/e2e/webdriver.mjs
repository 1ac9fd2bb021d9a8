// A small client of the W3C WebDriver protocol (classic, over HTTP), for
// the browsers the tests drive through their own WebDriver servers: Firefox
// ESR through Mozilla's geckodriver, WebKitGTK through WebKitWebDriver (it
// starts MiniBrowser, which needs a display: an Xvfb server, DISPLAY).
// Each session gets a server of its own, so that its browser can be given
// its own environment (WebKitGTK takes its language from it).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The key of an element reference in the protocol's JSON. */
export const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** A WebDriver error: `error` is the protocol's code (e.g. 'no such element'). */
export class WebDriverError extends Error {
  constructor(error, message) {
    super(`${error}: ${message}`);
    this.error = error;
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each engine's WebDriver server and the capabilities of a new session in
 * `locale`, with prefers-reduced-motion set when `reducedMotion` is 'reduce'
 * and scrollbars that overlay the page (as a phone's do, taking no width)
 * when `overlayScrollbars`; WebKitGTK's always do.
 * `home` is a folder of the session's own (WebKitGTK reads GTK's settings
 * from it; both keep their temporary files, Firefox's profile among them,
 * in it).
 */
const ENGINES = {
  firefox: {
    // Its next session is started ahead (see spares below).
    startAhead: true,
    command: (port) => [process.env.GECKODRIVER ?? 'geckodriver', ['--port', String(port), '--log', 'fatal']],
    env: ({ home }) => ({ TMPDIR: home }),
    capabilities: ({ locale, reducedMotion, overlayScrollbars }) => ({
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
        args: ['-headless'],
        prefs: {
          'intl.accept_languages': locale,
          'ui.prefersReducedMotion': reducedMotion === 'reduce' ? 1 : 0,
          'ui.useOverlayScrollbars': overlayScrollbars ? 1 : 0,
        },
      },
    }),
  },
  webkit: {
    // None started ahead: it starts in half a second, and a second window on
    // the display would take the keyboard's focus, which follows the pointer.
    startAhead: false,
    command: (port) => [process.env.WEBKIT_WEBDRIVER ?? 'WebKitWebDriver', [`--port=${port}`]],
    // WebKitGTK speaks the system locale's language, en-US when none is set
    // (this machine's C locale would make it 'C'); its animations setting
    // (GTK's, read from the settings file below) is prefers-reduced-motion.
    env: ({ home }) => ({ LANG: undefined, LANGUAGE: undefined, LC_ALL: undefined, LC_MESSAGES: undefined, XDG_CONFIG_HOME: home, TMPDIR: home }),
    locales: ['en-US'],
    capabilities: () => ({
      'webkitgtk:browserOptions': {
        binary: process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        args: ['--automation'],
      },
    }),
  },
};

/**
 * The sessions still running, each by a function that kills its process
 * group: whatever a test file leaves (a session started ahead that it never
 * took, a test cut short) ends with its process.
 * @type {Set<() => void>}
 */
const running = new Set();
/**
 * The folder of this process's sessions' home folders, removed whole when
 * the process ends: a browser killed while its profile was still being
 * written can leave a home that its own removal missed.
 */
const homes = mkdtempSync(join(tmpdir(), 'mancala-webdriver-'));
process.on('exit', () => {
  running.forEach((kill) => kill());
  try {
    rmSync(homes, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // A file still being written: the system's temporary folder keeps it.
  }
});

/**
 * Sessions started ahead, by engine and options, for the engines that say
 * so: Firefox takes about three seconds to start, so the next context's
 * browser starts while the test before it runs. Each is a fresh browser
 * with a profile of its own, as a session started on demand is; none is
 * ever used twice.
 * @type {Map<string, Promise<Session | null>>}
 */
const spares = new Map();
/** The options of the last session asked for (see startSession). */
let lastKey = '';

/**
 * Starts `engine`'s WebDriver server and a session in it with `options`
 * ({locale, reducedMotion, overlayScrollbars}); resolves to the Session.
 * Takes the one started ahead for the same options when there is one, and
 * starts the next when the session before asked for the same options.
 */
export async function startSession(engine, options = {}) {
  const key = JSON.stringify([engine, options.locale ?? 'en-US', options.reducedMotion ?? null, Boolean(options.overlayScrollbars)]);
  const spare = spares.get(key);
  spares.delete(key);
  const session = (await spare) ?? (await startAnew(engine, options));
  session.keepAlive(true);
  // Only for options asked for twice in a row: a context in another
  // language, say, is most often alone, and its spare would be a wasted start.
  const again = key === lastKey;
  lastKey = key;
  if (again && ENGINES[engine]?.startAhead) {
    // A spare keeps no test file's process alive (it is killed with it), and
    // one that fails to start is no one's error yet: the next session starts anew.
    const next = startAnew(engine, options).then(
      (started) => (started.keepAlive(false), started),
      () => null,
    );
    spares.set(key, next);
  }
  return session;
}

/** Stops the sessions started ahead (a test file's end). */
export async function stopSpares() {
  const started = [...spares.values()];
  spares.clear();
  await Promise.all(started.map(async (spare) => (await spare)?.stop()));
}

/**
 * A session started now. A browser that has not answered the new session
 * within a minute (WebKitGTK's MiniBrowser once in a few hundred starts) is
 * stopped and started once again.
 */
async function startAnew(engine, options) {
  try {
    return await trySession(engine, options);
  } catch (error) {
    if (error.name !== 'TimeoutError') throw error;
    return trySession(engine, options);
  }
}

async function trySession(engine, { locale = 'en-US', reducedMotion, overlayScrollbars = false } = {}) {
  const spec = ENGINES[engine];
  if (!spec) throw new Error(`no WebDriver engine named ${engine}`);
  if (spec.locales && !spec.locales.includes(locale)) throw new Error(`${engine} is driven in ${spec.locales} only, not ${locale}`);
  const home = await mkdtemp(join(homes, `${engine}-`));
  await mkdir(join(home, 'gtk-3.0'));
  await writeFile(
    join(home, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion === 'reduce' ? 0 : 1}\n`,
  );
  const port = await freePort();
  const [program, args] = spec.command(port);
  const server = spawn(program, args, {
    // A variable given as undefined is removed.
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...spec.env({ locale, home }) }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', 'ignore', 'pipe'],
    // A group of its own, the browser in it, so that stop() ends both.
    detached: true,
  });
  // The browsers' own chatter (no sound card, no D-Bus) is kept to explain a failed start.
  let log = '';
  server.stderr.on('data', (data) => (log = (log + data).slice(-4000)));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  // The whole group killed at once, the browser with its server: nothing
  // of a session outlives its test. SIGKILL ends them where they are, so
  // the home folder, in which the server keeps the browser's profile
  // (TMPDIR), can go as soon as the server is gone.
  const kill = () => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // Already ended.
    }
  };
  running.add(kill);
  const stop = async () => {
    running.delete(kill);
    kill();
    await exited;
    await rm(home, { recursive: true, force: true, maxRetries: 3 });
  };
  /** Whether the server and the browser keep this process alive (see spares). */
  const keepAlive = (on) => [server, server.stderr].forEach((handle) => (on ? handle.ref() : handle.unref()));
  try {
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${url}/status`)
        .then((response) => response.json())
        .then(({ value }) => value.ready, () => false);
      if (ready) break;
      if (tries > 200 || server.exitCode != null) throw new Error(`${program} did not start:\n${log}`);
      await sleep(50);
    }
    const { sessionId } = await send(
      url,
      'POST',
      '/session',
      { capabilities: { alwaysMatch: spec.capabilities({ locale, reducedMotion, overlayScrollbars }) } },
      AbortSignal.timeout(60_000),
    );
    return new Session(`${url}/session/${sessionId}`, stop, keepAlive);
  } catch (error) {
    await stop();
    throw error;
  }
}

async function send(url, method, path, body, signal) {
  const response = await fetch(url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const { value } = await response.json();
  if (!response.ok) throw new WebDriverError(value.error, value.message);
  return value;
}

/** One browser session: its commands, and stop() to end it and its server. */
export class Session {
  constructor(url, stop, keepAlive) {
    this.url = url;
    this.stopServer = stop;
    this.keepAlive = keepAlive;
  }

  /** Sends one command, e.g. ('POST', '/url', { url }); resolves to its value. */
  command(method, path, body) {
    return send(this.url, method, path, method === 'POST' ? (body ?? {}) : undefined);
  }

  /** Ends the browser and its server: killed, as a browser that has crashed or been closed by force. */
  stop() {
    return this.stopServer();
  }
}
