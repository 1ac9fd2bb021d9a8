#!/usr/bin/env node
// Serves dist/ (or the directory given as the first argument) over HTTP on
// 127.0.0.1, port $PORT or 8080 (0 picks a free one), and prints the URL.
// Every response says `Cache-Control: no-cache`, so a rebuilt game is never
// stale; unchanged files still answer 304 to a conditional request.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..', 'dist'));
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
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.ogn': 'text/plain; charset=utf-8',
};

/** The file a URL path names inside `root`, or null if it would leave it. */
function fileFor(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

function send(response, status, text) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end(text);
}

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'method not allowed\n');
  const file = fileFor(new URL(request.url, 'http://localhost').pathname);
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
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'Last-Modified': modified,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers['if-modified-since'] === modified) {
    response.writeHead(304, headers);
    return response.end();
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
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
