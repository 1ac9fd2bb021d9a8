// Playwright's view of the network for a WebDriver context (webdriver-page.mjs):
// routes (route, unroute; a route's fulfill, continue, abort and fallback),
// the 'request' and 'response' events, and offline. It sees what its
// proxies (webdriver-proxy.mjs) pass, that is the requests to the origins
// the context's pages were opened at, whichever page or worker made them
// (a service worker's included); a request to another origin goes
// straight to it, unseen. Routes and listeners are the context's: one
// added through a page applies to every page of its context, except that,
// as in playwright, a page's listeners are not told of the requests its
// service worker makes: its script's (asked for with the header
// 'Service-Worker: script') and those the script makes (known by their
// referrer, the script's address).

/** Playwright's glob: `**` any characters, `*` any but '/', `{a,b}` either; the rest literal. */
function globToRegExp(glob) {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (c === '*') {
      source += '[^/]*';
    } else if (c === '{') {
      braces++;
      source += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (c === ',' && braces > 0) {
      source += '|';
    } else {
      source += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/** A test of an address for `matcher`: a glob, a RegExp or a function of a URL, as playwright's. */
function matcherOf(matcher) {
  if (typeof matcher === 'function') return (url) => matcher(new URL(url));
  const pattern = matcher instanceof RegExp ? matcher : globToRegExp(matcher);
  return (url) => {
    pattern.lastIndex = 0;
    return pattern.test(url);
  };
}

/** A request as playwright's Request shows it. */
class Request {
  constructor({ url, method, headers }, fromServiceWorker) {
    this.address = url;
    this.verb = method;
    this.sent = headers;
    this.fromServiceWorker = fromServiceWorker;
  }
  url() {
    return this.address;
  }
  method() {
    return this.verb;
  }
  headers() {
    return this.sent;
  }
}

/** A response as playwright's Response shows it. */
class Response {
  constructor(request, { status, headers, body }) {
    this.sentFor = request;
    this.code = status;
    this.received = headers;
    this.content = body;
  }
  request() {
    return this.sentFor;
  }
  url() {
    return this.sentFor.url();
  }
  status() {
    return this.code;
  }
  ok() {
    return this.code >= 200 && this.code < 300;
  }
  headers() {
    return this.received;
  }
  async body() {
    return this.content;
  }
  async text() {
    return this.content.toString('utf8');
  }
}

/** What a route's handler decides: given to `decide` once. */
class Route {
  constructor(request, decide) {
    this.sentFor = request;
    this.decide = decide;
  }
  request() {
    return this.sentFor;
  }
  /** Answers with `body` (a string or Buffer), `status` (200), `contentType` and `headers`. */
  async fulfill({ status = 200, contentType, headers = {}, body = '' } = {}) {
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    if (contentType) lower['content-type'] = contentType;
    this.decide({ status, headers: lower, body });
  }
  async continue() {
    this.decide(null);
  }
  async abort() {
    this.decide('abort');
  }
  /** Leaves the request to the routes added before this one. */
  async fallback() {
    this.decide(FALLBACK);
  }
}

const FALLBACK = Symbol('fallback');

export class Network {
  constructor() {
    /** Newest first: the route added last is asked first, as playwright's. */
    this.routes = [];
    /** Each event's listeners, as { listener, pageOnly }. */
    this.listeners = { request: [], response: [] };
    /** The addresses of the service workers' scripts fetched, as the origin's. */
    this.serviceWorkers = new Set();
    this.isOffline = false;
    /** Whether anything has asked to see the network: pages opened from then on go through a proxy. */
    this.watched = false;
  }

  route(matcher, handler) {
    this.watched = true;
    this.routes.unshift({ matcher, matches: matcherOf(matcher), handler });
  }

  /** Removes the routes added with `matcher` (and `handler`, if given). */
  unroute(matcher, handler) {
    this.routes = this.routes.filter((route) => route.matcher !== matcher || (handler && route.handler !== handler));
  }

  /** Whether `event` is one this module gives. */
  gives(event) {
    return event in this.listeners;
  }

  /** Adds `listener` of `event`; a page's (`pageOnly`) is not told of a service worker's requests. */
  on(event, listener, { pageOnly = false } = {}) {
    this.watched = true;
    this.listeners[event].push({ listener, pageOnly });
  }

  off(event, listener) {
    this.listeners[event] = this.listeners[event].filter((entry) => entry.listener !== listener);
  }

  /** Tells `event`'s listeners of `subject` (a request or a response), made for `request`. */
  emit(event, subject, request) {
    for (const { listener, pageOnly } of this.listeners[event]) {
      if (!(pageOnly && request.fromServiceWorker)) listener(subject);
    }
  }

  setOffline(offline) {
    this.watched = true;
    this.isOffline = offline;
  }

  /** The hooks of a proxy (webdriver-proxy.mjs) that reports to this network. */
  hooks() {
    return {
      offline: () => this.isOffline,
      uncached: () => this.routes.length > 0,
      exchange: async (seen) => {
        if (seen.headers['service-worker'] === 'script') this.serviceWorkers.add(seen.url);
        const request = new Request(seen, this.serviceWorkers.has(seen.url) || this.serviceWorkers.has(seen.headers.referer));
        seen.request = request;
        this.emit('request', request, request);
        for (const route of [...this.routes]) {
          if (!route.matches(request.url())) continue;
          const decision = await new Promise((resolve) => {
            Promise.resolve()
              .then(() => route.handler(new Route(request, resolve), request))
              .catch((error) => {
                console.error(`webdriver-network: a route's handler failed: ${error.stack ?? error}`);
                resolve('abort');
              });
          });
          if (decision !== FALLBACK) return decision;
        }
        return null;
      },
      responded: (seen, answer) => {
        this.emit('response', new Response(seen.request, answer), seen.request);
      },
    };
  }
}
