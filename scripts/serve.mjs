#!/usr/bin/env node
// Serves dist/ (or the directory given as the first argument) over HTTP on
// 127.0.0.1, port $PORT or 8080 (0 picks a free one), and prints the URL.
// `--base /some/sub/path/` serves it under that path instead of `/`, as a
// static host serving the site from a sub-folder would (anything outside it
// is 404). `--extra FILE` (repeatable) also serves FILE at the base plus its
// name, as if it were in the directory (the benchmarks' bare pages,
// tests/bench/, which never ship in dist/). Every response says `Cache-Control: no-cache`, so a rebuilt game
// is never stale; unchanged files still answer 304 to a conditional request.
// `--cors` lets pages of any origin read every file (`Access-Control-Allow-Origin: *`),
// as the public npm CDNs serve packages (tests/e2e/embed-cdn.test.mjs).
// `--parent PID` ties the server to the process that started it: it stops
// when it is no longer PID's child (PID ended, however: signal, SIGKILL,
// a closed terminal), so that nothing is left serving after `npm start` or
// a test run is ended (scripts/start.sh, scripts/test-e2e.sh pass their PID).
// SIGINT and SIGTERM stop it too.
// Text and wasm are sent gzipped to a browser that accepts it, as static
// hosts send them, so that what a page's load costs here is what it costs
// there.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const usage = 'usage: serve.mjs [DIR] [--base /sub/path/] [--extra FILE]... [--cors] [--parent PID]';
let options;
try {
  options = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string', default: '/' },
      extra: { type: 'string', multiple: true },
      cors: { type: 'boolean', default: false },
      parent: { type: 'string' },
    },
  });
} catch (error) {
  console.error(`serve: ${error.message}\n${usage}`);
  process.exit(2);
}
const base = options.values.base.replace(/\/*$/, '/');
const parent = options.values.parent === undefined ? undefined : Number(options.values.parent);
let problem;
if (!base.startsWith('/')) problem = 'the base must start with /';
else if (options.positionals.length > 1) problem = 'one directory at most';
else if (parent !== undefined && !(Number.isInteger(parent) && parent > 0)) problem = 'the parent must be a process id';
if (problem) {
  console.error(`serve: ${problem}\n${usage}`);
  process.exit(2);
}
const root = resolve(options.positionals[0] ?? join(fileURLToPath(import.meta.url), '..', '..', 'dist'));
/** The extra files by the name they are served under. */
const extras = new Map((options.values.extra ?? []).map((file) => [`/${basename(file)}`, resolve(file)]));
/** What every response says besides its own headers. */
const common = { 'Cache-Control': 'no-cache', ...(options.values.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.ogn': 'text/plain; charset=utf-8',
};

/** The types sent gzipped: the rest (images) are compressed already. */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.wasm', '.svg', '.webmanifest', '.txt', '.ts', '.ogn']);
/** @type {Map<string, {mtime: number, body: Buffer}>} Each file gzipped, kept until it changes. */
const gzipped = new Map();

/** The gzipped bytes of `file` (last modified at `mtime`), made once per change. */
async function gzippedFile(file, mtime) {
  const kept = gzipped.get(file);
  if (kept?.mtime === mtime) return kept.body;
  const body = gzipSync(await readFile(file));
  gzipped.set(file, { mtime, body });
  return body;
}

/**
 * The file a URL path under `base` names inside `root`; null if the path is
 * malformed or would leave `root`, undefined if it is outside `base`.
 */
function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return undefined;
  let path;
  try {
    path = decodeURIComponent(urlPath.slice(base.length - 1));
  } catch {
    return null;
  }
  if (extras.has(path)) return extras.get(path);
  const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

function send(response, status, text) {
  response.writeHead(status, { ...common, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'method not allowed\n');
  const { pathname } = new URL(request.url, 'http://localhost');
  if (`${pathname}/` === base) {
    response.writeHead(301, { Location: base });
    return response.end();
  }
  const file = fileFor(pathname);
  if (file === undefined) return send(response, 404, 'not found\n');
  if (!file) return send(response, 400, 'bad path\n');
  let info;
  try {
    info = await stat(file);
  } catch {
    return send(response, 404, 'not found\n');
  }
  if (info.isDirectory()) {
    response.writeHead(301, { Location: `${request.url.split('?')[0]}/` });
    return response.end();
  }
  const modified = info.mtime.toUTCString();
  const headers = {
    ...common,
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Last-Modified': modified,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers['if-modified-since'] === modified) {
    response.writeHead(304, headers);
    return response.end();
  }
  if (COMPRESSED.has(extname(file))) {
    headers.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const body = await gzippedFile(file, info.mtimeMs);
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      return response.end(request.method === 'HEAD' ? undefined : body);
    }
  }
  response.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (request.method === 'HEAD') return response.end();
  createReadStream(file).pipe(response);
});

server.on('error', (error) => {
  console.error(`serve: ${error.code === 'EADDRINUSE' ? `port ${port} is in use; set PORT to another` : error.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}${base}`);
});

/** Stops serving and exits, closing the connections still open. */
function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);

// A process whose parent ends is handed to another (init, or a subreaper):
// its parent id changes, whatever ended the parent. Checked at once too, for
// a parent that ended while this was starting (npm killed during the build).
if (parent !== undefined) {
  const orphaned = () => process.ppid !== parent;
  if (orphaned()) {
    console.error(`serve: process ${parent}, which started this server, has ended; not serving`);
    process.exit(1);
  }
  const watch = setInterval(() => {
    if (orphaned()) {
      clearInterval(watch);
      console.error(`serve: process ${parent}, which started this server, has ended; stopping`);
      stop();
    }
  }, 500).unref();
}
