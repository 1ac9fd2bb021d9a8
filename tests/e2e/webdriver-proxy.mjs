// A proxy on the loopback address in front of one origin: how the WebDriver
// adapter (webdriver-page.mjs) sees and steers a page's requests, which
// WebDriver classic has no command for. A page opened through it asks the
// proxy for every file of that origin, so the proxy
// - gives every HTML document the browser loads its absolute addresses of
//   the origin as its own (the page's origin is the proxy's, as far as the
//   browser knows), and puts the context's init script (playwright's
//   context.addInitScript), if it has one, at its top, as a file of the
//   proxy's own origin so that the page's Content-Security-Policy ('self')
//   lets it run. A copy of a document that a service worker fetches to keep
//   is left as it is, unless the context has init scripts: then the
//   document it serves later runs them too, and the site's service worker,
//   which checks every file against its list's hash, does not install;
// - tells the adapter of each request and response, and lets it answer a
//   request itself, hold it or refuse it (playwright's routes);
// - passes WebSockets through, unseen;
// - drops every connection while the context is offline;
// - serves a page of its own that shows another of the origin in an iframe
//   of a given size at its top left corner: a viewport narrower than the
//   engine's windows can be (a phone's), for the adapter to work in.

import { createServer } from 'node:http';
import { connect } from 'node:net';

/** Where the proxy serves the init script, on its own origin. */
const INIT_PATH = '/__webdriver-init.js';

/** Where it serves the page of one iframe (see framed()). */
const FRAME_PATH = '/__webdriver-frame.html';

/**
 * The address, on a proxy of `origin`, of a page showing `src` (an address
 * of that proxy) in an iframe of `width` × `height` CSS pixels at its top
 * left corner, so that a point of the frame's viewport is the same point
 * of the window's.
 */
export function framed(origin, src, { width, height }) {
  const address = new URL(FRAME_PATH, origin);
  address.search = new URLSearchParams({ src, width, height }).toString();
  return address.href;
}

/** The page framed() names. */
function framePage(query) {
  const { src, width, height } = Object.fromEntries(new URL(query, 'http://x').searchParams);
  const attribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>frame</title>
<style>html, body { margin: 0; padding: 0; overflow: hidden; } iframe { display: block; border: 0; }</style></head>
<body><iframe src="${attribute(src)}" style="width: ${Number(width)}px; height: ${Number(height)}px"></iframe></body></html>`;
}

/** The response headers not passed on: fetch() has already decoded and measured the body. */
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * Starts a proxy for `target` (an origin such as http://127.0.0.1:8080).
 * `hooks`, each asked anew for every request:
 * - `initScript()`: the init script's text as it is now;
 * - `offline()`: whether to drop the connection instead of answering;
 * - `exchange(request)`, with `request` as { url, method, headers } (the
 *   address as the origin's, not the proxy's): resolves to null to pass it
 *   on, `{ status, headers, body }` to answer it so, or 'abort' to drop it;
 *   it may take its time (a held route);
 * - `responded(request, response)`, with `response` as { status, headers,
 *   body } once the origin has answered;
 * - `uncached()`: whether to keep the browser from caching what it passes
 *   (as playwright's routes keep it: every later request is then seen).
 * Resolves to `{ origin, inflight, close }`: `inflight()` counts the
 * requests not yet answered.
 */
export async function startProxy(target, hooks) {
  /** The proxy's own origin, once it listens. */
  let origin;
  let inflight = 0;
  /** `address` (an origin, or an address on it) with the proxy's origin given as the target's. */
  const asTarget = (address) => (address === origin || address.startsWith(`${origin}/`) ? target + address.slice(origin.length) : address);
  const server = createServer(async (request, response) => {
    if (request.url === INIT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      // Its own fetch is not the page's: taken out of the page's resource timings.
      response.end(`${hooks.initScript()}\nperformance.clearResourceTimings();`);
      return;
    }
    if (request.url.startsWith(`${FRAME_PATH}?`)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(framePage(request.url));
      return;
    }
    if (hooks.offline()) {
      request.socket.destroy();
      return;
    }
    inflight++;
    try {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'accept-encoding', 'connection'].includes(name)),
      );
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await readBody(request);
      // The origin and the referrer as the target's, as the page's own would be.
      if (headers.origin) headers.origin = asTarget(headers.origin);
      if (headers.referer) headers.referer = asTarget(headers.referer);
      const seen = { url: new URL(request.url, target).href, method: request.method, headers };
      const answer = await hooks.exchange(seen);
      if (answer === 'abort' || hooks.offline()) {
        request.socket.destroy();
        return;
      }
      let status, passed, content;
      if (answer) {
        ({ status = 200, headers: passed = {} } = answer);
        content = Buffer.from(answer.body ?? '');
      } else {
        const upstream = await fetch(seen.url, { method: request.method, headers, body, redirect: 'manual' });
        status = upstream.status;
        passed = Object.fromEntries([...upstream.headers].filter(([name]) => !DROPPED.has(name)));
        content = Buffer.from(await upstream.arrayBuffer());
        hooks.responded(seen, { status, headers: passed, body: content });
      }
      // A document the browser loads; a copy fetched to keep (a service worker's, checked against
      // its list's hash) only when the context has init scripts, which every document must run.
      const isDocument = ['document', 'iframe', undefined].includes(headers['sec-fetch-dest']);
      if ((isDocument || hooks.initScript()) && /^text\/html/.test(passed['content-type'] ?? '')) {
        // The document's addresses of the target's origin made the proxy's, so that they stay its own.
        let html = content.toString('utf8').replaceAll(`${target}/`, `${origin}/`);
        if (hooks.initScript()) html = withInitScript(html);
        content = Buffer.from(html);
      }
      if (hooks.uncached()) passed = { ...passed, 'cache-control': 'no-store' };
      response.writeHead(status, passed);
      response.end(request.method === 'HEAD' ? undefined : content);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`webdriver-proxy: ${error.message}`);
    } finally {
      inflight--;
    }
  });
  // A WebSocket (live play): the upgrade request passed on as it came, then the bytes both ways.
  server.on('upgrade', (request, socket, head) => {
    if (hooks.offline()) return socket.destroy();
    const { hostname, port } = new URL(target);
    const upstream = connect(Number(port), hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const [name, value] = [request.rawHeaders[i], request.rawHeaders[i + 1]];
        const lower = name.toLowerCase();
        lines.push(`${name}: ${lower === 'host' ? new URL(target).host : lower === 'origin' ? asTarget(value) : value}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    for (const [one, other] of [[upstream, socket], [socket, upstream]]) one.on('error', () => other.destroy()).on('close', () => other.destroy());
  });
  await new Promise((resolve, reject) => server.listen(0, '127.0.0.1', resolve).on('error', reject));
  origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    inflight: () => inflight,
    close: () => new Promise((resolve) => server.close(resolve).closeAllConnections()),
  };
}

/** `html` with the init script as the first thing its head runs. */
function withInitScript(html) {
  const tag = `<script src="${INIT_PATH}"></script>`;
  const head = /<head\b[^>]*>/i.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length) : tag + html;
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}
