#!/usr/bin/env node
// Lets a page's Content Security Policy (its <meta http-equiv=
// "Content-Security-Policy">) allow exactly the page's own inline scripts
// and styles: adds the SHA-256 of each inline <script> to `script-src` and
// of each <style> to `style-src`. Data blocks (<script type="application/
// octet-stream">, ...) are not run and need nothing.
// Usage: node scripts/csp-hashes.mjs FILE.html... (rewrites each file)
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const CSP_META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const RUNS = /^\s*(type="(module|text\/javascript)")?\s*$/;

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `policy` with `sources` added to `directive`, which it must have (replacing its 'none'). */
function allow(policy, directive, sources) {
  if (!sources.length) return policy;
  const pattern = new RegExp(`(^|;)(\\s*${directive})( [^;]*)`);
  if (!pattern.test(policy)) throw new Error(`the policy has no ${directive}`);
  return policy.replace(pattern, (_, start, name, list) => `${start}${name}${list.replace(" 'none'", '')} ${sources.join(' ')}`);
}

/** `html` whose policy allows its inline scripts and styles by hash. */
export function allowInline(html) {
  if (!CSP_META.test(html)) throw new Error('the page has no Content-Security-Policy meta tag');
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, attributes]) => RUNS.test(attributes));
  const styles = [...html.matchAll(INLINE_STYLE)];
  return html.replace(CSP_META, (_, start, policy, end) => {
    const withScripts = allow(policy, 'script-src', scripts.map(([, , body]) => hash(body)));
    return start + allow(withScripts, 'style-src', styles.map(([, body]) => hash(body))) + end;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) {
    try {
      await writeFile(file, allowInline(await readFile(file, 'utf8')));
    } catch (error) {
      console.error(`csp-hashes: ${file}: ${error.message}`);
      process.exit(1);
    }
  }
}
