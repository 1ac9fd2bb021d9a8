// Compiles the wasm bytes from the page's data block (base64) while the
// game's code loads. The single file carries one module, the full one
// (its bundle takes it for the page's pkg-page/ too): www/main.js hands it
// to the bindings' init, and scripts/single-file/resources.js to the workers.
window.mancalaPageModule = window.mancalaEngineModule = WebAssembly.compile(
  Uint8Array.from(
    atob(/** @type {HTMLElement} */ (document.getElementById('mancala-engine')).textContent),
    (c) => c.charCodeAt(0),
  ),
);
