// The part of playwright-core's browser, context and page API that the
// browser tests use, over WebDriver (webdriver.mjs), for the engines that
// playwright-core cannot drive here: Firefox ESR and WebKitGTK. A context is
// one WebDriver session (a browser of its own), a page one of its windows.
//
// WebDriver classic does not see the network, the console or a page's
// errors. The network is seen through a proxy of the page's origin
// (webdriver-proxy.mjs, webdriver-network.mjs): once a context has init
// scripts, routes, request or response listeners or has been offline,
// the pages it opens from then on go through one. The console's errors and warnings and the page's uncaught errors
// are caught inside the page instead, from the first command after it
// loaded on (a problem before that is missed), and given to the page's
// 'console' and 'pageerror' listeners. The same hook keeps what the page
// writes to the clipboard and the files it offers as downloads (a link to a
// Blob with a download name, clicked): page.waitForEvent('download') hands
// them out, the file not saved by the browser. A context's init scripts go
// at the top of each HTML document through the proxy. What it cannot do at
// all (CDP, emulated media, touch, the page's workers) throws
// `Unsupported`: a test that needs it says so and is skipped in that engine.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ELEMENT, startSession, stopIdle, WebDriverError } from './webdriver.mjs';
import { Network } from './webdriver-network.mjs';
import { framed, startProxy } from './webdriver-proxy.mjs';

/** What WebDriver cannot do, or this adapter does not. */
class Unsupported extends Error {}

const unsupported = (what) => () => {
  throw new Unsupported(`${what} is not available through WebDriver`);
};

const TIMEOUT = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** WebDriver's codes of the named keys the tests press (playwright's names). */
const KEYS = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Backspace: '\uE003',
  Delete: '\uE017',
  Space: ' ',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
};

/** Whether `source` is an expression (a function's text is one), rather than a script's statements. */
function isExpression(source) {
  try {
    new Function(`return (${source}\n);`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the console's errors and warnings and the uncaught errors of the
 * document in window.__webdriverProblems, from which each command takes
 * them: from the first command on, and from the document's start when it
 * comes through the proxy (the init scripts' first), so that what a page
 * says while it loads is not missed.
 */
const PROBLEMS_HOOK = `window.__webdriverProblems ??= (() => {
  const list = [];
  for (const [method, type] of [['error', 'error'], ['warn', 'warning']]) {
    const original = console[method];
    console[method] = function (...args) {
      list.push({ type, text: args.map(String).join(' ') });
      return original.apply(this, args);
    };
  }
  addEventListener('error', (event) => list.push({ error: event.message }));
  addEventListener('unhandledrejection', (event) => list.push({ error: String(event.reason?.message ?? event.reason) }));
  return list;
})();`;

/**
 * The script that runs `source` (a function's text, or an expression's or
 * statements', such as a library's whole source) with the command's first
 * argument, and hands back its value with the problems the page showed
 * since the last command. The text is part of the script, not evaluated
 * inside the page: the page's Content-Security-Policy forbids eval.
 */
const script = (source) => `
${PROBLEMS_HOOK}
const problems = window.__webdriverProblems;
window.__webdriverDownloads ??= (() => {
  const list = [];
  const blobs = new Map();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = function (object) {
    const url = createObjectURL.call(this, object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    const blob = this.hasAttribute('download') ? blobs.get(this.href) : undefined;
    if (!blob) return click.call(this);
    const name = this.download;
    list.push(blob.text().then((text) => ({ name, text })));
  };
  const writeText = navigator.clipboard?.writeText;
  if (writeText) {
    navigator.clipboard.writeText = function (text) {
      return writeText.call(this, text).then(() => { window.__webdriverClipboard = String(text); });
    };
  }
  return list;
})();
const run = ${isExpression(source) ? `(${source}\n)` : `(() => {\n${source}\n})()`};
return Promise.resolve()
  .then(() => (typeof run === 'function' ? run(arguments[0]) : run))
  .then(
    (value) => ({ value: value === undefined ? null : value, undefined: value === undefined, problems: problems.splice(0), workers: (window.__webdriverWorkers ?? []).splice(0), href: location.href }),
    (error) => ({ error: String(error?.message ?? error), problems: problems.splice(0), workers: (window.__webdriverWorkers ?? []).splice(0), href: location.href }),
  );`;

/**
 * An init script that lists the address of every worker the page starts
 * (a Worker constructed without an error) in window.__webdriverWorkers,
 * from which each command takes them.
 */
const WORKER_HOOK = `(() => {
  const started = (window.__webdriverWorkers = []);
  if (!window.Worker) return;
  window.Worker = new Proxy(window.Worker, {
    construct(target, args, newTarget) {
      const worker = Reflect.construct(target, args, newTarget);
      started.push(String(args[0] instanceof URL ? args[0].href : args[0]));
      return worker;
    },
  });
})();`;

/** An init script of a document loaded offline (see setOffline). */
const OFFLINE_HOOK = "Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });";

/** The elements a chain of CSS selectors finds (each inside the first match of the one before): a page function. */
const QUERY = `(chain) => {
  let scope = document;
  for (const selector of chain.slice(0, -1)) scope = scope?.querySelector(selector);
  return scope ? [...scope.querySelectorAll(chain.at(-1))] : [];
}`;

/** A page function of [chain, test]: the first match's property tested, or null when nothing matches. */
const onFirst = (body) => `([chain, arg]) => {
  const element = (${QUERY})(chain)[0];
  if (!element) return null;
  const visible = () => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  return (${body})(element, arg, visible);
}`;

/**
 * A page function of onFirst's: true when the element's box is the same
 * before and after two animation frames (a frame that does not come within
 * 100 ms, as in a window the engine throttles, counts as one), else null.
 */
const STABLE = `async (element) => {
  const frame = () => new Promise((resolve) => { requestAnimationFrame(resolve); setTimeout(resolve, 100); });
  const box = () => JSON.stringify(element.getBoundingClientRect());
  const before = box();
  await frame();
  await frame();
  return element.isConnected && box() === before ? true : null;
}`;

/**
 * What a context's later pages open in: Firefox's tabs, WebKitGTK's
 * windows (a tab of its behind the first is hidden: no frames, no
 * IntersectionObserver, as a player's background tab).
 */
const NEW_PAGE = { firefox: 'tab', webkit: 'window' };

/**
 * What each engine's windows take around the page (outer size less the
 * viewport's) and the narrowest viewport they can have (0 until one was
 * asked for), learned from the windows sized before: a later window is
 * sized in one step (see Page.setViewportSize).
 * @type {Map<string, {width: number, height: number, narrowest: number}>}
 */
const windowFrames = new Map();

/**
 * A "browser": the contexts it opens, each a session, all stopped by its
 * close(), with the browsers kept for later contexts (webdriver.mjs).
 */
export async function launchWebDriver(engine) {
  const open = new Set();
  return {
    async newContext(options = {}) {
      const context = await newContext(engine, options);
      open.add(context);
      const close = context.close;
      context.close = () => (open.delete(context), close());
      return context;
    },
    close: () => Promise.all([...open].map((context) => context.close()).concat(stopIdle())),
  };
}

async function newContext(engine, { viewport = { width: 1280, height: 800 }, locale = 'en-US', reducedMotion, serviceWorkers } = {}) {
  // A phone's viewport (either way round) gets a phone's scrollbars, which take no width.
  const overlayScrollbars = Math.min(viewport.width, viewport.height) < 500;
  const session = await startSession(engine, { locale, reducedMotion, overlayScrollbars });
  await session.command('POST', '/timeouts', { script: 10 * 60_000, pageLoad: 120_000 });
  const state = {
    engine,
    session,
    current: await session.firstWindow(),
    pages: [],
    folders: [],
    /**
     * The init scripts' texts, each a call. With playwright's option
     * `serviceWorkers: 'block'`, the first takes the service workers' API
     * away: the pages see a browser without it.
     */
    initScripts: serviceWorkers === 'block' ? ['delete Navigator.prototype.serviceWorker;'] : [],
    /** Routes, the network's listeners and offline. */
    network: new Network(),
    /** The proxies that add the init scripts and see the network, by the origin each stands for. */
    proxies: new Map(),
    /** A blank window kept when the last page closed (closing a session's last window ends it), for the next page. */
    spare: null,
  };
  const context = {
    async newPage() {
      let handle = state.spare ?? state.current;
      if (state.spare) state.spare = null;
      else if (state.pages.length > 0) handle = await session.newWindow(NEW_PAGE[engine]);
      const page = new Page(state, handle, context);
      state.pages.push(page);
      await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      await session.stop();
      await Promise.all([...state.proxies.values()].map(async (proxy) => (await proxy).close()));
      await Promise.all(state.folders.map((dir) => rm(dir, { recursive: true, force: true })));
    },
    /** Runs `fn(arg)` (or a script's text) before each later document's own scripts, as playwright's. */
    async addInitScript(fn, arg) {
      state.initScripts.push(typeof fn === 'function' ? `(${fn})(${JSON.stringify(arg ?? null)});` : String(fn));
    },
    /**
     * The clipboard's permissions only: WebDriver cannot grant any, and
     * none is needed for what the tests do with it (writing after a click;
     * reading back what was written, which the page hook keeps).
     */
    async grantPermissions(permissions) {
      const others = permissions.filter((permission) => !permission.startsWith('clipboard-'));
      if (others.length > 0) unsupported(`granting ${others.join(', ')}`)();
    },
    async route(matcher, handler) {
      state.network.route(matcher, handler);
    },
    async unroute(matcher, handler) {
      state.network.unroute(matcher, handler);
    },
    /**
     * Offline for the pages opened through the proxies (see the top of this
     * file): their requests fail, and, as in playwright's, the pages are
     * told (navigator.onLine, an 'offline' or 'online' event), the open ones
     * at once and the documents loaded later by the init script.
     */
    async setOffline(offline) {
      state.network.setOffline(offline);
      const told = state.initScripts.indexOf(OFFLINE_HOOK);
      if (offline && told < 0) state.initScripts.push(OFFLINE_HOOK);
      if (!offline && told >= 0) state.initScripts.splice(told, 1);
      for (const page of state.pages.filter((page) => !page.closed && page.href.startsWith('http'))) {
        await page.evaluate(
          (isOffline) => {
            Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => !isOffline });
            dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
          },
          offline,
        );
      }
    },
    on(event, listener) {
      if (!state.network.gives(event)) unsupported(`the context's '${event}' event`)();
      state.network.on(event, listener);
    },
    off(event, listener) {
      if (state.network.gives(event)) state.network.off(event, listener);
    },
    newCDPSession: unsupported('the Chrome DevTools Protocol'),
  };
  return context;
}

class Page {
  constructor(state, handle, context) {
    this.state = state;
    this.handle = handle;
    this.ownContext = context;
    this.listeners = { console: [], pageerror: [], worker: [] };
    this.keyboard = { press: (key) => this.press(key) };
    this.mouse = { click: (x, y) => this.clickAt(x, y) };
    this.closed = false;
    this.href = 'about:blank';
    /** The viewport's size when narrower than the window can be: the page is then shown in an iframe of it. */
    this.frame = null;
  }

  context() {
    return this.ownContext;
  }

  /** Sends a command to this page's window (to its frame, when it has one). */
  async command(method, path, body) {
    if (this.state.current !== this.handle) {
      await this.state.session.command('POST', '/window', { handle: this.handle });
      this.state.current = this.handle;
      if (this.frame) await this.enterFrame();
    }
    return this.state.session.command(method, path, body);
  }

  /** The frame page's iframe (see setViewportSize), WebDriver's context left at the window's top document. */
  async frameElement() {
    await this.command('POST', '/frame', { id: null });
    return this.command('POST', '/execute/sync', { script: "return document.querySelector('iframe')", args: [] });
  }

  /** Makes the frame page's iframe WebDriver's current context. */
  async enterFrame() {
    await this.command('POST', '/frame', { id: await this.frameElement() });
  }

  /**
   * The console and page errors of this page; the workers it starts (from
   * the page's next command after, each with its url() alone; a listener
   * added after the page's first address sees those of the context's later
   * documents); the network's events of every page of its context (see
   * webdriver-network.mjs).
   */
  on(event, listener) {
    if (this.state.network.gives(event)) return this.state.network.on(event, listener, { pageOnly: true });
    if (event === 'worker' && !this.state.initScripts.includes(WORKER_HOOK)) this.state.initScripts.push(WORKER_HOOK);
    if (!this.listeners[event]) unsupported(`the page's '${event}' event`)();
    this.listeners[event].push(listener);
  }

  off(event, listener) {
    if (this.state.network.gives(event)) return this.state.network.off(event, listener);
    this.listeners[event] = this.listeners[event]?.filter((other) => other !== listener);
  }

  /** A route of the page's whole context. */
  async route(matcher, handler) {
    this.state.network.route(matcher, handler);
  }

  async unroute(matcher, handler) {
    this.state.network.unroute(matcher, handler);
  }

  emit(problems) {
    for (const problem of problems) {
      if (problem.error != null) {
        for (const listener of this.listeners.pageerror) listener(new Error(problem.error));
      } else {
        const message = { type: () => problem.type, text: () => problem.text, location: () => ({}) };
        for (const listener of this.listeners.console) listener(message);
      }
    }
  }

  /** Runs `fn` (a function or an expression's text) in the page with `arg`, as playwright's page.evaluate. */
  async evaluate(fn, arg) {
    const result = await this.command('POST', '/execute/sync', {
      script: script(String(fn)),
      args: [arg === undefined ? null : arg],
    });
    // Firefox answers null for a script its page's navigation cut short.
    if (result === null) throw new Error('page.evaluate: the page navigated away');
    this.emit(result.problems);
    for (const started of result.workers) {
      const url = await this.asTestKnowsIt(started);
      for (const listener of this.listeners.worker) listener({ url: () => url });
    }
    this.href = await this.asTestKnowsIt(result.href);
    if ('error' in result) throw new Error(`page.evaluate: ${result.error}`);
    return result.undefined ? undefined : result.value;
  }

  /** Polls `fn(arg)` until it is truthy; resolves to a handle of that value. */
  async waitForFunction(fn, arg, { timeout = TIMEOUT } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      try {
        const value = await this.evaluate(fn, arg);
        if (value) return { jsonValue: async () => value, dispose: async () => {} };
      } catch (error) {
        // A page navigating away (a reload, a new address) ends the script: try again.
        if (!(error instanceof WebDriverError) && !/page\.evaluate/.test(error.message)) throw error;
        if (Date.now() > end) throw error;
      }
      if (Date.now() > end) throw new Error(`page.waitForFunction: timeout ${timeout} ms exceeded`);
      await sleep(50);
    }
  }

  waitForTimeout(ms) {
    return sleep(ms);
  }

  /**
   * `url`, or its address through the proxy of its origin (started once per
   * origin) when the context has init scripts or watches the network, or
   * `always`.
   */
  async throughProxy(url, { always = false } = {}) {
    const address = new URL(url);
    const { proxies, initScripts, network } = this.state;
    if ((!always && initScripts.length === 0 && !network.watched) || !/^https?:$/.test(address.protocol)) return url;
    if (!proxies.has(address.origin)) {
      const initScript = () => (initScripts.length > 0 ? [PROBLEMS_HOOK, ...initScripts].join('\n') : '');
      proxies.set(address.origin, startProxy(address.origin, { initScript, ...network.hooks() }));
    }
    const proxy = await proxies.get(address.origin);
    return proxy.origin + address.href.slice(address.origin.length);
  }

  /** `href` (a blob: one too) as the test knows it: a proxy's origin given back as the origin it stands for. */
  async asTestKnowsIt(href) {
    const [, blob = '', address] = /^(blob:)?(.*)$/s.exec(href);
    for (const [origin, proxy] of this.state.proxies) {
      const through = (await proxy).origin;
      if (address === through || address.startsWith(`${through}/`)) return blob + origin + address.slice(through.length);
    }
    return href;
  }

  async goto(url) {
    if (this.frame && /^https?:/.test(url)) {
      const src = await this.throughProxy(url, { always: true });
      await this.command('POST', '/url', { url: framed(new URL(src).origin, src, this.frame) });
      await this.enterFrame();
      await this.evaluate('0');
      return;
    }
    await this.command('POST', '/url', { url: await this.throughProxy(url) });
    this.href = await this.asTestKnowsIt(await this.command('GET', '/url'));
  }

  /**
   * Reloads the page, as its own location.reload() (WebDriver's refresh
   * passes by Firefox's service workers; in a frame, it would load the
   * frame page's first address).
   */
  async reload() {
    await this.evaluate(() => {
      window.__webdriverReloading = true;
      setTimeout(() => location.reload());
    });
    await this.waitForFunction(() => !window.__webdriverReloading && document.readyState === 'complete');
  }

  /** The page's address when last seen (after a navigation or a script): playwright's page.url() answers at once. */
  url() {
    return this.href;
  }

  title() {
    return this.command('GET', '/title');
  }

  /** The document loaded; for 'networkidle', also no request through the proxies for 500 ms. */
  async waitForLoadState(state) {
    await this.waitForFunction(() => document.readyState === 'complete');
    if (state !== 'networkidle') return;
    const proxies = await Promise.all(this.state.proxies.values());
    let quietSince = Date.now();
    const end = Date.now() + TIMEOUT;
    while (Date.now() - quietSince < 500) {
      if (Date.now() > end) throw new Error(`page.waitForLoadState('networkidle'): timeout ${TIMEOUT} ms exceeded`);
      if (proxies.some((proxy) => proxy.inflight() > 0)) quietSince = Date.now();
      await sleep(50);
    }
  }

  /**
   * Sizes the window so that its viewport is `width` × `height`: the window
   * larger by what its frame takes (learned from the engine's first window,
   * see windowFrames). The page sees a new size a moment after WebKitGTK's
   * window has it: it is waited for (a second at most) before the frame is
   * measured again. A width the window cannot take (narrower than its
   * smallest: a phone's) is given, before the page's first address, by an
   * iframe of that size at the window's top left corner, in which the page
   * is then opened and every command runs (the proxy serves the page around
   * it); later, or a height the window cannot take, throws Unsupported,
   * never a page measured at another size.
   */
  async setViewportSize({ width, height }) {
    if (this.frame) return this.sizeFrame({ width, height });
    const { engine } = this.state;
    const known = windowFrames.get(engine) ?? { width: 0, height: 0, narrowest: 0 };
    const frame = { ...known };
    const target = { width: Math.max(width, known.narrowest), height };
    let inner;
    for (let tries = 0; tries < 3; tries++) {
      await this.command('POST', '/window/rect', { width: target.width + frame.width, height: target.height + frame.height });
      inner = await this.innerSizeOnceIs(target);
      if (inner.width === target.width && inner.height === target.height) break;
      frame.width = Math.max(0, frame.width + target.width - inner.width);
      frame.height = Math.max(0, frame.height + target.height - inner.height);
    }
    if (inner.width === width && inner.height === height) {
      windowFrames.set(engine, { ...known, width: frame.width, height: frame.height });
    } else if (inner.width > width && inner.height === height && this.href === 'about:blank') {
      windowFrames.set(engine, { ...known, height: frame.height, narrowest: inner.width });
      this.frame = { width, height };
    } else {
      unsupported(`a ${width}×${height} viewport (the window's is ${inner.width}×${inner.height}): one`)();
    }
  }

  /** The viewport's size once it is `size`, or as it is after a second of waiting for it. */
  async innerSizeOnceIs(size) {
    const end = Date.now() + 1000;
    for (;;) {
      const [width, height] = await this.evaluate(() => [innerWidth, innerHeight]);
      if ((width === size.width && height === size.height) || Date.now() > end) return { width, height };
      await sleep(50);
    }
  }

  /** Sizes the page's iframe (and the window, if it must be larger). */
  async sizeFrame({ width, height }) {
    this.frame = { width, height };
    const { session } = this.state;
    await this.command('POST', '/frame', { id: null });
    const rect = await session.command('GET', '/window/rect');
    const [innerWidth, innerHeight] = await session.command('POST', '/execute/sync', { script: 'return [innerWidth, innerHeight]', args: [] });
    if (innerWidth < width || innerHeight < height) {
      await session.command('POST', '/window/rect', {
        width: rect.width + Math.max(0, width - innerWidth),
        height: rect.height + Math.max(0, height - innerHeight),
      });
    }
    await session.command('POST', '/execute/sync', {
      script: "Object.assign(document.querySelector('iframe').style, { width: arguments[0] + 'px', height: arguments[1] + 'px' })",
      args: [width, height],
    });
    await this.enterFrame();
    await this.waitForFunction(([w, h]) => innerWidth === w && innerHeight === h, [width, height], { timeout: 5000 });
  }

  /** The viewport's picture (the frame's, when the page has one). */
  async screenshot({ path } = {}) {
    let png;
    if (this.frame) {
      const iframe = await this.frameElement();
      png = Buffer.from(await this.command('GET', `/element/${iframe[ELEMENT]}/screenshot`), 'base64');
      await this.enterFrame();
    } else {
      png = Buffer.from(await this.command('GET', '/screenshot'), 'base64');
    }
    if (path) await writeFile(path, png);
    return png;
  }

  /** Closes the page's window; the context lives on, as playwright's, with a blank window when this was its last. */
  async close() {
    const others = this.state.pages.some((page) => page !== this && !page.closed);
    const spare = others ? null : await this.state.session.newWindow('tab');
    await this.command('DELETE', '/window');
    this.closed = true;
    const open = this.state.pages.find((page) => !page.closed);
    const next = open?.handle ?? spare;
    await this.state.session.command('POST', '/window', { handle: next });
    this.state.current = next;
    this.state.spare = spare;
    if (open?.frame) await open.enterFrame();
  }

  locator(selector) {
    return new Locator(this, [selector]);
  }

  getByRole(role, options) {
    return new RoleLocator(this, [], role, options);
  }

  /**
   * What the engine's accessibility tree says of each element `selector`
   * finds: its computed role and name (WebDriver's own commands), and
   * whether it is disabled. Not playwright's: it reads that tree through CDP.
   */
  async accessibility(selector) {
    const elements = await this.evaluate(
      `(selector) => [...document.querySelectorAll(selector)].map((element) => [element, element.disabled === true || element.getAttribute('aria-disabled') === 'true'])`,
      selector,
    );
    const nodes = [];
    for (const [element, disabled] of elements) {
      const id = element[ELEMENT];
      const role = await this.command('GET', `/element/${id}/computedrole`);
      const name = await this.command('GET', `/element/${id}/computedlabel`);
      nodes.push({ role, name, disabled });
    }
    return nodes;
  }

  /** The first element `selector` finds, as a handle that takes its own picture (its only method), or null. */
  async $(selector) {
    const element = await this.evaluate('(selector) => document.querySelector(selector)', selector);
    if (!element) return null;
    return { screenshot: async () => Buffer.from(await this.command('GET', `/element/${element[ELEMENT]}/screenshot`), 'base64') };
  }

  /** `fn(element, arg)` on the first element `selector` finds, as playwright's page.$eval. */
  $eval(selector, fn, arg) {
    return this.evaluate(
      `([selector, arg]) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error('no element matches ' + selector);
        return (${fn})(element, arg ?? undefined);
      }`,
      [selector, arg ?? null],
    );
  }

  /** `fn(elements, arg)` on every element `selector` finds, as playwright's page.$$eval. */
  $$eval(selector, fn, arg) {
    return this.evaluate(
      `([selector, arg]) => (${fn})([...document.querySelectorAll(selector)], arg ?? undefined)`,
      [selector, arg ?? null],
    );
  }

  /** Presses `key` (a character or playwright's name, with modifiers joined by '+', e.g. 'Shift+Tab'). */
  async press(key) {
    const parts = key.length > 1 ? key.split('+') : [key];
    const codes = parts.map((part) => KEYS[part] ?? part);
    const actions = [
      ...codes.map((value) => ({ type: 'keyDown', value })),
      ...codes.reverse().map((value) => ({ type: 'keyUp', value })),
    ];
    await this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  /** Clicks the viewport's point (x, y) with the mouse. */
  async clickAt(x, y) {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
  }

  click(selector, options) {
    return this.locator(selector).click(options);
  }
  check(selector) {
    return this.locator(selector).check();
  }
  focus(selector) {
    return this.locator(selector).focus();
  }
  fill(selector, text) {
    return this.locator(selector).fill(text);
  }
  selectOption(selector, value) {
    return this.locator(selector).selectOption(value);
  }
  textContent(selector) {
    return this.locator(selector).textContent();
  }
  innerText(selector) {
    return this.locator(selector).innerText();
  }
  inputValue(selector) {
    return this.locator(selector).inputValue();
  }
  getAttribute(selector, name) {
    return this.locator(selector).getAttribute(name);
  }
  isVisible(selector) {
    return this.locator(selector).isVisible();
  }
  isHidden(selector) {
    return this.locator(selector).isHidden();
  }
  isDisabled(selector) {
    return this.locator(selector).isDisabled();
  }
  isEnabled(selector) {
    return this.locator(selector).isEnabled();
  }
  isChecked(selector) {
    return this.locator(selector).isChecked();
  }
  waitForSelector(selector, options) {
    return this.locator(selector).waitFor(options);
  }

  /**
   * Chooses files in the file input `selector`, as playwright's
   * setInputFiles: each a path or { name, buffer }, written to a temporary
   * folder first (WebDriver sends a file input the paths of files). The
   * folder stays until the context closes: Firefox reads a chosen file
   * from disk only when the page reads it.
   */
  async setInputFiles(selector, files) {
    const dir = await mkdtemp(join(tmpdir(), 'mancala-files-'));
    this.state.folders.push(dir);
    const paths = [];
    for (const file of [files].flat()) {
      if (typeof file === 'string') {
        paths.push(file);
      } else {
        paths.push(join(dir, file.name));
        await writeFile(paths.at(-1), file.buffer);
      }
    }
    const locator = this.locator(selector);
    await locator.waitFor({ state: 'attached' });
    const element = await this.evaluate(`(chain) => (${QUERY})(chain)[0]`, locator.chain);
    await this.command('POST', `/element/${element[ELEMENT]}/value`, { text: paths.join('\n') });
  }

  /**
   * The next file the page offers as a download (the page hook keeps them,
   * in order, and counts those handed out), as playwright's Download: its name and a path to its
   * content. Other events are not available.
   */
  async waitForEvent(event, { timeout = TIMEOUT } = {}) {
    if (event !== 'download') unsupported(`waiting for the page's '${event}' event`)();
    await this.waitForFunction(() => window.__webdriverDownloads.length > (window.__webdriverDownloadsTaken ?? 0), null, { timeout });
    const { name, text } = await this.evaluate(() => {
      window.__webdriverDownloadsTaken = (window.__webdriverDownloadsTaken ?? 0) + 1;
      return window.__webdriverDownloads[window.__webdriverDownloadsTaken - 1];
    });
    const dir = await mkdtemp(join(tmpdir(), 'mancala-download-'));
    this.state.folders.push(dir);
    const path = join(dir, 'download');
    await writeFile(path, text);
    return { suggestedFilename: () => name, path: async () => path };
  }

  emulateMedia = unsupported('media emulation');
  tap = unsupported('touch');
}

/** A chain of CSS selectors, as playwright's locator (each inside the first match of the one before). */
class Locator {
  constructor(page, chain) {
    this.page = page;
    this.chain = chain;
  }

  locator(selector) {
    return new Locator(this.page, [...this.chain, selector]);
  }

  /** The elements inside this one (its shadow tree's too) of `role` named `name`, as playwright's getByRole. */
  getByRole(role, options) {
    return new RoleLocator(this.page, this.chain, role, options);
  }

  /** Runs `body(element, arg, visible)` on the first match once there is one (waiting up to the timeout). */
  async onElement(body, arg, { timeout = TIMEOUT } = {}) {
    const handle = await this.page.waitForFunction(
      `async ([chain, arg]) => { const r = await (${onFirst(body)})([chain, arg]); return r === null ? null : { r }; }`,
      [this.chain, arg],
      { timeout },
    );
    return (await handle.jsonValue()).r;
  }

  /** The first match's value of `body`, or `otherwise` at once when nothing matches. */
  async now(body, otherwise) {
    const value = await this.page.evaluate(onFirst(body), [this.chain, null]);
    return value ?? otherwise;
  }

  /** `fn(element, arg)` on the first match, as playwright's locator.evaluate. */
  async evaluate(fn, arg) {
    const { r } = await this.onElement(`async (element, arg) => ({ r: await (${fn})(element, arg ?? undefined) })`, arg ?? null);
    return r;
  }

  async count() {
    return this.page.evaluate(`(chain) => (${QUERY})(chain).length`, this.chain);
  }

  async waitFor({ state = 'visible', timeout = TIMEOUT } = {}) {
    const test = {
      attached: '(element) => true',
      visible: '(element, arg, visible) => visible() || null',
      hidden: '(element, arg, visible) => !visible() || null',
    }[state];
    if (state === 'detached' || state === 'hidden') {
      const end = Date.now() + timeout;
      while ((await this.count()) > 0 && (state === 'detached' || (await this.isVisible()))) {
        if (Date.now() > end) throw new Error(`waiting for ${this.chain.join(' ')} to be ${state}: timeout`);
        await sleep(50);
      }
      return null;
    }
    await this.onElement(test, null, { timeout });
    return this;
  }

  /**
   * Clicks the first match, once it is visible and stable (as playwright's
   * actionability checks: its box unchanged over two animation frames, so
   * that a card re-rendered or a button moved by a message does not take the
   * click elsewhere): WebDriver's element click (scrolled into view, at its
   * centre) retried while something covers it, or the mouse at `position`
   * from its top left corner.
   */
  async click({ position, timeout = TIMEOUT } = {}) {
    const end = Date.now() + timeout;
    // Visible, stable and the reference taken in one command.
    const element = await this.onElement(
      `async (element, arg, visible) => (visible() && (await (${STABLE})(element)) ? element : null)`,
      null,
      { timeout },
    );
    if (position) {
      const box = await this.page.evaluate((el) => {
        el.scrollIntoView({ block: 'nearest' });
        const { x, y } = el.getBoundingClientRect();
        return { x, y };
      }, element);
      return this.page.clickAt(box.x + position.x, box.y + position.y);
    }
    for (;;) {
      try {
        return await this.page.command('POST', `/element/${element[ELEMENT]}/click`);
      } catch (error) {
        const retry = ['element click intercepted', 'element not interactable'].includes(error.error);
        if (!retry || Date.now() > end) throw error;
        // WebKit's own scrolling does not reach an element inside a scrolled dialog in a frame.
        if (error.error === 'element not interactable') await this.page.evaluate((el) => el.scrollIntoView({ block: 'center' }), element);
        await sleep(100);
      }
    }
  }

  async check() {
    if (!(await this.isChecked())) await this.click();
  }

  async focus() {
    await this.onElement('(element) => { element.focus(); return true; }', null);
  }

  /** As playwright's fill: the value set and an input event sent. */
  async fill(text) {
    await this.onElement(
      `(element, text) => {
        element.focus();
        element.value = text;
        element.dispatchEvent(new Event('input', { bubbles: true }));
        element.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      }`,
      text,
    );
  }

  /**
   * As playwright's selectOption: the option chosen, by its value (a string
   * or { value }), its label ({ label }) or its place ({ index }), with input
   * and change events; resolves to its value, in a list.
   */
  async selectOption(option) {
    const chosen = await this.onElement(
      `(element, option) => {
        const wanted = typeof option === 'string' ? { value: option } : option;
        const options = [...element.options];
        const found =
          'index' in wanted ? options[wanted.index]
          : 'label' in wanted ? options.find((o) => o.label === wanted.label)
          : options.find((o) => o.value === wanted.value);
        if (!found) throw new Error('no option ' + JSON.stringify(option));
        element.value = found.value;
        element.dispatchEvent(new Event('input', { bubbles: true }));
        element.dispatchEvent(new Event('change', { bubbles: true }));
        return { value: found.value };
      }`,
      option,
    );
    return [chosen.value];
  }

  textContent() {
    return this.onElement('(element) => element.textContent');
  }
  innerText() {
    return this.onElement('(element) => element.innerText');
  }
  inputValue() {
    return this.onElement('(element) => element.value');
  }
  async getAttribute(name) {
    const { value } = await this.onElement('(element, name) => ({ value: element.getAttribute(name) })', name);
    return value;
  }
  boundingBox() {
    return this.onElement('(element) => { const { x, y, width, height } = element.getBoundingClientRect(); return { x, y, width, height }; }');
  }
  isVisible() {
    return this.now('(element, arg, visible) => visible()', false);
  }
  async isHidden() {
    return !(await this.isVisible());
  }
  isChecked() {
    return this.onElement("(element) => ({ checked: element.checked || element.getAttribute('aria-checked') === 'true' })").then(
      ({ checked }) => checked,
    );
  }
  isDisabled() {
    return this.onElement('(element) => ({ disabled: element.disabled === true })').then(({ disabled }) => disabled);
  }
  async isEnabled() {
    return !(await this.isDisabled());
  }
}

/** The elements that may have each role the tests look for (the engine's accessibility tree has the last word). */
const ROLE_CANDIDATES = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]',
  slider: 'input[type="range"], [role="slider"]',
};

/**
 * Playwright's getByRole, for what the tests do with it (count and click):
 * the elements inside the first match of `chain` (the document when it is
 * empty), shadow trees included, that are rendered and not aria-hidden
 * (as playwright's, which leaves out what the accessibility tree hides),
 * whose computed role (WebDriver's, from the engine's accessibility tree)
 * is `role` and whose computed name is `name` (or contains it, ignoring
 * case, unless `exact`).
 */
class RoleLocator {
  constructor(page, chain, role, { name, exact = false } = {}) {
    if (!ROLE_CANDIDATES[role]) unsupported(`getByRole('${role}')`)();
    Object.assign(this, { page, chain, role, name, exact });
  }

  /** References to the matching elements. */
  async elements() {
    const candidates = await this.page.evaluate(
      `([chain, selector]) => {
        const scope = chain.length ? (${QUERY})(chain)[0] : document;
        const found = [];
        const walk = (root) => {
          found.push(...root.querySelectorAll(selector));
          for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
        };
        if (scope) {
          walk(scope);
          if (scope.shadowRoot) walk(scope.shadowRoot);
        }
        return found.filter((element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'));
      }`,
      [this.chain, ROLE_CANDIDATES[this.role]],
    );
    const matches = [];
    for (const element of candidates) {
      const id = element[ELEMENT];
      if ((await this.page.command('GET', `/element/${id}/computedrole`)) !== this.role) continue;
      const label = await this.page.command('GET', `/element/${id}/computedlabel`);
      const named = this.name === undefined || (this.exact ? label === this.name : label.toLowerCase().includes(this.name.toLowerCase()));
      if (named) matches.push(element);
    }
    return matches;
  }

  async count() {
    return (await this.elements()).length;
  }

  /** Clicks the one match once there is one, as WebDriver's element click. */
  async click({ timeout = TIMEOUT } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      const matches = await this.elements();
      if (matches.length > 1) throw new Error(`getByRole('${this.role}', '${this.name}'): ${matches.length} elements match`);
      if (matches.length === 1) return this.page.command('POST', `/element/${matches[0][ELEMENT]}/click`);
      if (Date.now() > end) throw new Error(`getByRole('${this.role}', '${this.name}'): nothing matches`);
      await sleep(100);
    }
  }
}
