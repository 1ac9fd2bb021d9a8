import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
const ext = process.argv.slice(2);
const result = await esbuild.build({ entryPoints: ['dist/www/main.js'], bundle: true, splitting: true, minify: true, format: 'esm', outdir: '/tmp/sz/b2', write: false, metafile: true, chunkNames: '[name]-[hash]', logLevel: 'error',
  plugins: [{ name: 'x', setup(b) { b.onResolve({ filter: /.*/ }, (a) => ext.some((e) => a.path.endsWith(e)) ? { path: a.path, external: true } : undefined); } }] });
let total = 0;
const main = result.outputFiles.find((f) => f.path.endsWith('/main.js'));
const meta = result.metafile.outputs;
const key = Object.keys(meta).find((k) => k.endsWith('/main.js'));
const statics = meta[key].imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path);
for (const f of result.outputFiles) { const rel = f.path.slice(f.path.indexOf('/tmp/sz/b2/') + 11); if (f.path === main.path || statics.some((s) => s.endsWith(rel))) total += gzipSync(f.contents, { level: 9 }).length; }
console.log('first-load JS gz', total);
