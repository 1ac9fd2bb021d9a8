// A small client of the W3C WebDriver protocol (classic, over HTTP), for
// the browsers the tests drive through their own WebDriver servers: Firefox
// ESR through Mozilla's geckodriver, WebKitGTK through WebKitWebDriver (it
// starts MiniBrowser, which needs a display: an Xvfb server, DISPLAY).
// Each browser gets a server of its own, so that it can be given its own
// environment (WebKitGTK takes its language from it). A Firefox is kept for
// the test file's next context with the same options, each context in a
// user context of its own (WebDriver BiDi), as fresh as a new profile:
// starting Firefox takes seconds, a user context a tenth of one.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import WebSocket from 'ws';

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
    // Its contexts are user contexts of a browser kept between them (see idle below).
    userContexts: true,
    // WebDriver BiDi on a port the system gives Firefox (the new session says which).
    command: (port) => [process.env.GECKODRIVER ?? 'geckodriver', ['--port', String(port), '--websocket-port', '0', '--log', 'fatal']],
    env: ({ home }) => ({ TMPDIR: home }),
    capabilities: ({ locale, reducedMotion, overlayScrollbars }) => ({
      browserName: 'firefox',
      webSocketUrl: true,
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
    // A browser of its own for each context: it starts in half a second.
    userContexts: false,
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
 * group: whatever a test file leaves (a browser kept for a later context,
 * a test cut short) ends with its process.
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
 * Firefox browsers whose last context has ended, by engine and options, for
 * the next context asked for with the same options (see startSession).
 * @type {Map<string, Browser[]>}
 */
const idle = new Map();

/**
 * A new context's session in `engine` with `options` ({locale,
 * reducedMotion, overlayScrollbars}): a browser of its own, or, in an engine
 * with user contexts, a new one in a browser kept from an earlier context
 * with the same options, or else in a browser started now.
 */
export async function startSession(engine, options = {}) {
  if (!ENGINES[engine]?.userContexts) return new Session(await startAnew(engine, options));
  const key = JSON.stringify([engine, options.locale ?? 'en-US', options.reducedMotion ?? null, Boolean(options.overlayScrollbars)]);
  const parked = idle.get(key) ?? [];
  idle.set(key, parked);
  for (;;) {
    const kept = parked.pop();
    const browser = kept ?? (await startAnew(engine, options));
    browser.keepAlive(true);
    try {
      return await Session.inUserContext(browser, () => parked.push(browser));
    } catch (error) {
      // A kept browser that no longer answers is stopped, and the next one tried.
      await browser.stop();
      if (!kept) throw error;
    }
  }
}

/** Stops the browsers kept for later contexts (a test file's end). */
export async function stopIdle() {
  const parked = [...idle.values()].flat();
  idle.clear();
  await Promise.all(parked.map((browser) => browser.stop()));
}

/**
 * A browser started now. One that has not answered the new session within
 * a minute (WebKitGTK's MiniBrowser once in a few hundred starts) is
 * stopped and started once again.
 */
async function startAnew(engine, options) {
  try {
    return await tryBrowser(engine, options);
  } catch (error) {
    if (error.name !== 'TimeoutError') throw error;
    return tryBrowser(engine, options);
  }
}

async function tryBrowser(engine, { locale = 'en-US', reducedMotion, overlayScrollbars = false } = {}) {
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
  /** Whether the server and the browser keep this process alive (not while kept for a later context). */
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
    const { sessionId, capabilities } = await send(
      url,
      'POST',
      '/session',
      { capabilities: { alwaysMatch: spec.capabilities({ locale, reducedMotion, overlayScrollbars }) } },
      AbortSignal.timeout(60_000),
    );
    return { url: `${url}/session/${sessionId}`, webSocketUrl: capabilities.webSocketUrl, stop, keepAlive };
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

/**
 * A browser and its WebDriver server: `url`, its session's address;
 * `webSocketUrl`, its WebDriver BiDi address (Firefox's); `stop()` kills
 * both; `keepAlive(on)`.
 * @typedef {{ url: string, webSocketUrl?: string, stop: () => Promise<void>, keepAlive: (on: boolean) => void }} Browser
 */

/** Sends one WebDriver BiDi command to `browser` over a connection of its own; resolves to its result. */
async function bidi(browser, method, params = {}) {
  const socket = new WebSocket(browser.webSocketUrl);
  try {
    await once(socket, 'open');
    socket.send(JSON.stringify({ id: 1, method, params }));
    const [data] = await once(socket, 'message');
    const reply = JSON.parse(String(data));
    if (reply.type === 'error') throw new WebDriverError(reply.error, reply.message);
    return reply.result;
  } finally {
    socket.terminate();
  }
}

/**
 * One context's session: its commands, its first window, new windows of its
 * own, and stop() to end it.
 */
export class Session {
  /**
   * A session of the whole of `browser`, whose first window is the
   * browser's own: stop() kills the browser.
   */
  constructor(browser, userContext = null, window = null, release = null) {
    this.browser = browser;
    this.url = browser.url;
    this.userContext = userContext;
    this.window = window;
    this.release = release;
  }

  /**
   * A session in a new user context of `browser` (its storage, cookies,
   * caches and service workers its own), in a tab of that context chosen for
   * the commands; its stop() removes the user context and gives the browser
   * to `release`, to be kept.
   */
  static async inUserContext(browser, release) {
    const { userContext } = await bidi(browser, 'browser.createUserContext');
    const { context } = await bidi(browser, 'browsingContext.create', { type: 'tab', userContext });
    const session = new Session(browser, userContext, context, release);
    await session.command('POST', '/window', { handle: context });
    return session;
  }

  /** The window the session's commands go to first. */
  async firstWindow() {
    return this.window ?? this.command('GET', '/window');
  }

  /** Opens a window (`type`, 'tab' or 'window') of the session's own; resolves to its handle. */
  async newWindow(type) {
    if (!this.userContext) return (await this.command('POST', '/window/new', { type })).handle;
    const { context } = await bidi(this.browser, 'browsingContext.create', { type, userContext: this.userContext });
    return context;
  }

  /** Sends one command, e.g. ('POST', '/url', { url }); resolves to its value. */
  command(method, path, body) {
    return send(this.url, method, path, method === 'POST' ? (body ?? {}) : undefined);
  }

  /**
   * Ends the session. A browser of its own is killed, as a browser that has
   * crashed or been closed by force; a user context is removed, its windows
   * closed, and the browser kept (killed if it does not answer).
   */
  async stop() {
    if (!this.userContext) return this.browser.stop();
    try {
      await bidi(this.browser, 'browser.removeUserContext', { userContext: this.userContext });
      this.browser.keepAlive(false);
      this.release();
    } catch {
      await this.browser.stop();
    }
  }
}
