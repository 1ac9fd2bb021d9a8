#!/usr/bin/env node
// Names the live play server of a site built for a static host: with
// MANCALA_LIVE_SERVER set (a ws: or wss: address ending in /live/v1, e.g.
// wss://play.example.org/mancala/live/v1), adds <meta name=
// "mancala-live-server" content="…"> to the page (www/live/server.js reads
// it) and lets its Content Security Policy connect there: `connect-src
// 'self'` and that server's socket and health check (https: beside wss:).
// Without it the page is left as it is: its live server is its own origin's,
// which 'self' covers, sockets included.
// Usage: MANCALA_LIVE_SERVER=wss://… node scripts/live-server.mjs FILE.html
import { readFile, writeFile } from 'node:fs/promises';

const address = process.env.MANCALA_LIVE_SERVER?.trim();
const [file] = process.argv.slice(2);
if (address && file) {
  let url;
  try {
    url = new URL(address);
  } catch {
    url = null;
  }
  if (!url || !['ws:', 'wss:'].includes(url.protocol) || !/\/live\/v1\/?$/.test(url.pathname) || url.search || url.hash) {
    console.error(`live-server: MANCALA_LIVE_SERVER must be a ws: or wss: address ending in /live/v1, not ${address}`);
    process.exit(1);
  }
  const health = `${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}`;
  const html = await readFile(file, 'utf8');
  const policy = /(<meta http-equiv="Content-Security-Policy" content="[^"]*?)(")/;
  if (!policy.test(html) || /connect-src/.test(html)) {
    console.error(`live-server: ${file} has no Content-Security-Policy without a connect-src to add to`);
    process.exit(1);
  }
  const named = html
    .replace(policy, (_, start, end) => `${start}; connect-src 'self' ${url.protocol}//${url.host} ${health}${end}`)
    .replace('<meta name="viewport"', `<meta name="mancala-live-server" content="${url.href.replace(/\/$/, '')}" /><meta name="viewport"`);
  await writeFile(file, named);
}
