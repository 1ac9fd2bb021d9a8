#!/usr/bin/env node
// Writes DIR/www/embed/mancala-board.min.js (default dist/): the element as
// one minified module for pages that load it by a script tag, from the
// built site's modules; likewise www/embed/frame.min.js, embed.html's own
// script with the element, which DIR/embed.html then loads (one request,
// not a module waiting for each it imports). The modes of a board come in
// them; what a board only sometimes needs stays out: the engine's client (a
// board playing the computer) and each language's texts. Those imports
// name their files (www/embed/, for bundlers), so here they are left as
// imports of the site's own modules, their paths made relative to the
// bundle, which sits in www/embed/ as the module it is built from, so that
// every other relative URL holds in it too.
// Usage: node scripts/bundle-element.mjs [DIR]
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const embed = join(dir, 'www/embed');
const ON_DEMAND = /(^|\/)(engine\/engine-client\.js|i18n\/locales\/shared\/[a-z]+\.js)$/;

/** An esbuild plugin: the on-demand modules stay separate files, imported from the bundle. */
const onDemand = {
  name: 'on-demand',
  setup(bundle) {
    bundle.onResolve({ filter: ON_DEMAND }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const path = relative(embed, resolve(args.resolveDir, args.path));
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

for (const name of ['mancala-board', 'frame']) {
  await build({
    entryPoints: [join(embed, `${name}.js`)],
    bundle: true,
    minify: true,
    format: 'esm',
    outfile: join(embed, `${name}.min.js`),
    logLevel: 'warning',
    plugins: [onDemand],
  });
}
const page = join(dir, 'embed.html');
const html = await readFile(page, 'utf8');
if (!html.includes('src="www/embed/frame.js"')) throw new Error('embed.html does not load www/embed/frame.js');
await writeFile(page, html.replace('src="www/embed/frame.js"', 'src="www/embed/frame.min.js"'));
