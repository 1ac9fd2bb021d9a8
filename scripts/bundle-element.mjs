#!/usr/bin/env node
// Writes DIR/www/embed/mancala-board.min.js (default dist/): the element as
// one minified module for pages that load it by a script tag, from the
// built site's modules. The modes of a board come in it; what a board only
// sometimes needs stays out: the engine's client (a board playing the
// computer) and each language's texts. Those imports name their files
// (www/embed/, for bundlers), so here they are left as imports of the
// site's own modules, their paths made relative to the bundle, which sits
// in www/embed/ as the module it is built from, so that every other
// relative URL holds in it too.
// Usage: node scripts/bundle-element.mjs [DIR]
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const outfile = join(dir, 'www/embed/mancala-board.min.js');
const ON_DEMAND = /(^|\/)(engine\/engine-client\.js|i18n\/locales\/shared\/[a-z]+\.js)$/;

/** An esbuild plugin: the on-demand modules stay separate files, imported from the bundle. */
const onDemand = {
  name: 'on-demand',
  setup(bundle) {
    bundle.onResolve({ filter: ON_DEMAND }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const path = relative(dirname(outfile), resolve(args.resolveDir, args.path));
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

await build({
  entryPoints: [join(dir, 'www/embed/mancala-board.js')],
  bundle: true,
  minify: true,
  format: 'esm',
  outfile,
  logLevel: 'warning',
  plugins: [onDemand],
});
