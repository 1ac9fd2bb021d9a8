// For the JavaScript type check (tsconfig.json): what scripts/single-file.mjs
// gives the code of dist/mancala.html.

declare module 'mancala:worker-sources' {
  /** Each worker's bundled code, by its file name in www/. */
  const sources: Record<'worker.js' | 'tables-worker.js', string>;
  export default sources;
}
