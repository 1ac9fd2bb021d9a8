// @ts-check
/**
 * The evaluation graph of a reviewed game: South's advantage in seeds after
 * each ply, an SVG that stays crisp at any size (its strokes keep their
 * width however it is stretched) and takes its colours from the page's
 * theme (CSS classes, see the review section of www/style.css). Marked
 * moves are dots; the ply shown is a vertical line. It is focusable: Left
 * and Right step a ply, Home and End go to the start and the end, and a
 * click or tap picks the nearest ply; each calls `onPick(ply)`.
 */

const SVG = 'http://www.w3.org/2000/svg';

/** The graph's scale: advantages beyond this many seeds are drawn at the edge. */
export const CLAMP_SEEDS = 10;

/** Width and height of the drawing's own coordinates (stretched to the element's box). */
const WIDTH = 1000;
const HEIGHT = 200;
/** Room at the edges, in those coordinates, so that a dot on an edge shows whole. */
const PAD_X = 12;
const PAD_Y = 12;

/**
 * @param {string} name
 * @param {Record<string, string | number>} attributes
 */
function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/**
 * The graph, in `host`.
 * @param {HTMLElement} host
 * @param {{onPick: (ply: number) => void, label: string}} options
 */
export function createGraph(host, { onPick, label }) {
  const svg = svgElement('svg', {
    class: 'review-graph-svg',
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    preserveAspectRatio: 'none',
    role: 'img',
    'aria-hidden': 'true',
  });
  host.replaceChildren(svg);
  host.tabIndex = 0;
  host.setAttribute('role', 'slider');
  host.setAttribute('aria-label', label);
  host.setAttribute('aria-valuemin', '0');

  /** @type {number[]} */
  let points = [];
  let current = 0;

  const x = (/** @type {number} */ ply) =>
    points.length < 2 ? PAD_X : PAD_X + (ply * (WIDTH - 2 * PAD_X)) / (points.length - 1);
  const y = (/** @type {number} */ seeds) =>
    HEIGHT / 2 - (Math.max(-CLAMP_SEEDS, Math.min(CLAMP_SEEDS, seeds)) * (HEIGHT - 2 * PAD_Y)) / (2 * CLAMP_SEEDS);

  /**
   * Draws `evaluations` (seeds for South, index 0 the start) with dots at
   * the plies of `marks` (ply -> mark kind), `shown` the ply on the board.
   * @param {number[]} evaluations
   * @param {Map<number, string>} marks
   * @param {number} shown
   * @param {string} valueText what the slider says of the ply shown
   */
  function draw(evaluations, marks, shown, valueText) {
    points = evaluations;
    current = shown;
    host.setAttribute('aria-valuemax', String(Math.max(0, points.length - 1)));
    host.setAttribute('aria-valuenow', String(shown));
    host.setAttribute('aria-valuetext', valueText);
    const line = points.map((seeds, ply) => `${x(ply).toFixed(1)},${y(seeds).toFixed(1)}`).join(' ');
    const middle = HEIGHT / 2;
    const children = [
      // South's advantage is drawn upwards.
      svgElement('rect', { class: 'review-graph-south', x: 0, y: 0, width: WIDTH, height: middle }),
      svgElement('rect', { class: 'review-graph-north', x: 0, y: middle, width: WIDTH, height: middle }),
      svgElement('polygon', {
        class: 'review-graph-area',
        points: `0,${middle} ${line} ${x(points.length - 1).toFixed(1)},${middle}`,
      }),
      svgElement('line', { class: 'review-graph-axis', x1: 0, y1: middle, x2: WIDTH, y2: middle }),
      svgElement('polyline', { class: 'review-graph-line', points: line }),
      svgElement('line', { class: 'review-graph-cursor', x1: x(shown), y1: 0, x2: x(shown), y2: HEIGHT }),
    ];
    for (const [ply, kind] of marks) {
      // A dot stretched with the drawing would be an ellipse: a zero-length
      // line with round caps and a fixed stroke width stays round.
      const [px, py] = [x(ply), y(points[ply] ?? 0)];
      children.push(
        svgElement('line', { class: `review-graph-mark review-graph-${kind}`, x1: px, y1: py, x2: px, y2: py }),
      );
    }
    for (const element of children) element.setAttribute('vector-effect', 'non-scaling-stroke');
    svg.replaceChildren(...children);
  }

  /** @param {number} ply */
  const pick = (ply) => {
    if (!points.length) return;
    const next = Math.max(0, Math.min(points.length - 1, ply));
    if (next !== current) onPick(next);
  };

  host.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[event.key];
    if (step) pick(current + step);
    else if (event.key === 'Home') pick(0);
    else if (event.key === 'End') pick(points.length - 1);
    else return;
    event.preventDefault();
  });
  host.addEventListener('click', (event) => {
    const box = svg.getBoundingClientRect();
    if (!box.width || points.length < 2) return;
    const inside = (event.clientX - box.left) / box.width - PAD_X / WIDTH;
    pick(Math.round((inside / (1 - (2 * PAD_X) / WIDTH)) * (points.length - 1)));
  });

  return {
    draw,
    /** @param {string} text */
    setLabel(text) {
      host.setAttribute('aria-label', text);
    },
  };
}
