// Compiles the wasm bytes from the page's data block (base64) while the
// game's code loads; www/main.js hands the compiled module to the bindings'
// init and, through scripts/single-file/resources.js, to the workers.
window.mancalaEngineModule = WebAssembly.compile(
  Uint8Array.from(
    atob(/** @type {HTMLElement} */ (document.getElementById('mancala-engine')).textContent),
    (c) => c.charCodeAt(0),
  ),
);
