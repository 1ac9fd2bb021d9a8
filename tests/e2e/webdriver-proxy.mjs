// A proxy on the loopback address in front of one origin, which puts a
// script at the top of every HTML document it passes on: how the WebDriver
// adapter (webdriver-page.mjs) gives a context's init scripts (playwright's
// context.addInitScript) a place before the page's own scripts, which
// WebDriver classic has no command for. The script is a file of the proxy's
// origin, so the page's Content-Security-Policy ('self') lets it run.

import { createServer } from 'node:http';

/** Where the proxy serves the init script, on its own origin. */
const INIT_PATH = '/__webdriver-init.js';

/** The response headers not passed on: fetch() has already decoded and measured the body. */
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * Starts a proxy for `target` (an origin such as http://127.0.0.1:8080);
 * `initScript()` gives the script's text as it is now. Resolves to
 * `{ origin, close }`.
 */
export async function startInitProxy(target, initScript) {
  const server = createServer(async (request, response) => {
    if (request.url === INIT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(initScript());
      return;
    }
    try {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'accept-encoding', 'connection'].includes(name)),
      );
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await readBody(request);
      const upstream = await fetch(new URL(request.url, target), { method: request.method, headers, body, redirect: 'manual' });
      const passed = [...upstream.headers].filter(([name]) => !DROPPED.has(name));
      let content = Buffer.from(await upstream.arrayBuffer());
      if (/^text\/html/.test(upstream.headers.get('content-type') ?? '')) {
        content = Buffer.from(withInitScript(content.toString('utf8')));
      }
      response.writeHead(upstream.status, Object.fromEntries(passed));
      response.end(request.method === 'HEAD' ? undefined : content);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`webdriver-proxy: ${error.message}`);
    }
  });
  await new Promise((resolve, reject) => server.listen(0, '127.0.0.1', resolve).on('error', reject));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
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
