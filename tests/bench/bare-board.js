// The board of the first-frame benchmark's yardsticks (bare.html): a
// canvas with a wooden rectangle, 14 round holes and their counts, drawn in
// an animation frame as the board is (www/board/board.js, drawFrame), then
// the board's mark, 'board-first-frame'. No wasm, no stylesheet: inline, the
// least a page can do to draw a board; as a module file, the least a page
// that loads its code can do.

const canvas = document.querySelector('canvas');
const dpr = devicePixelRatio || 1;
canvas.width = canvas.clientWidth * dpr;
canvas.height = canvas.clientHeight * dpr;
const context = canvas.getContext('2d');

function draw() {
  const { width, height } = canvas;
  const pit = Math.min(width / 8, height / 2) / 2.4;
  context.fillStyle = '#f4ecdf';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#9c6b3c';
  context.beginPath();
  context.roundRect(width * 0.02, height * 0.05, width * 0.96, height * 0.9, pit / 2);
  context.fill();
  context.fillStyle = '#6b4423';
  context.font = `${pit * 0.6}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // 12 pits in two rows and a store at each end.
  for (let i = 0; i < 14; i++) {
    const store = i >= 12;
    const x = store ? (i === 12 ? width * 0.07 : width * 0.93) : width * (0.16 + (0.68 * (i % 6)) / 5);
    const y = store || i < 6 ? height / 2 + (store ? 0 : height / 4.5) : height / 2 - height / 4.5;
    context.beginPath();
    context.arc(x, y, pit, 0, 2 * Math.PI);
    context.fill();
    context.save();
    context.fillStyle = '#f4ecdf';
    context.fillText(store ? '0' : '4', x, y);
    context.restore();
  }
}

requestAnimationFrame(() => {
  draw();
  performance.mark('board-first-frame');
});
