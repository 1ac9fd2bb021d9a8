/**
 * Draws the board on a canvas at the device's pixel density. The wood,
 * holes and pit letters are drawn once per size into a background image;
 * each frame copies it and draws seeds, counts, highlights and whatever the
 * animation shows (the hand, seeds in flight, a banner).
 */

import { pitLetterOf } from './layout.js';
import { createSeedSprites, seedPlacement, spriteCorner } from './seeds.js';

/**
 * @typedef {import('./layout.js').Layout} Layout
 * @typedef {import('./seeds.js').SeedSprites} SeedSprites
 * @typedef {import('./layout.js').Slot} Slot
 * @typedef {import('./layout.js').Point} Point
 * @typedef {import('./timeline.js').Step} Step
 * @typedef {import('./timeline.js').Flight} Flight
 * @typedef {import('./player.js').View} View
 * @typedef {import('./state.js').Texts} Texts
 * @typedef {CanvasRenderingContext2D} Context
 * @typedef {(width: number, height: number) => HTMLCanvasElement} CreateCanvas
 */

/** The resolution of the board's shadow, as a share of the canvas's (see boardShadow). */
const SHADOW_SCALE = 0.25;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
/**
 * The colours of the board (the classic wooden one); a host may override any
 * of them (see createRenderer and themes.js). `wood` and `hole` are
 * gradients of three stops, `grain` the strength of the wood grain (0: none).
 */
export const COLOURS = Object.freeze({
  wood: ['#8a5a30', '#7d4e25', '#6a4020'],
  grain: 1,
  hole: ['#5a3416', '#45260f', '#2c1707'],
  holeRim: '#e9c89a',
  boardRim: 'rgba(255, 220, 170, 0.35)',
  legal: '#ffd66b',
  /** The focus ring, drawn by the board's twin (twin.js) as an outline. */
  focus: '#ffffff',
  hover: 'rgba(255, 236, 190, 0.55)',
  hint: '#7fe0c4',
  refused: '#ff6a55',
  badge: 'rgba(36, 19, 8, 0.82)',
  badgeText: '#fff4dc',
  letter: '#fff4dc',
  hand: 'rgba(255, 244, 220, 0.2)',
  handRim: 'rgba(255, 244, 220, 0.9)',
  handBadge: '#fff4dc',
  handBadgeText: '#3a1f0b',
  banner: 'rgba(32, 17, 7, 0.86)',
  bannerText: '#fff4dc',
  changed: '#fff4dc',
});

/**
 * A full set of colours, as COLOURS.
 * @typedef {{ -readonly [Name in keyof typeof COLOURS]: (typeof COLOURS)[Name] extends number ? number : (typeof COLOURS)[Name] extends string ? string : string[] }} Colours
 */

const font = (/** @type {number} */ weight, /** @type {number} */ size) => `${weight} ${Math.round(size)}px ${FONT}`;

/**
 * `gradient` with colour `stops` ([offset, colour] pairs) added.
 * @param {CanvasGradient} gradient
 * @param {[number, string][]} stops
 */
function withStops(gradient, stops) {
  for (const [offset, colour] of stops) gradient.addColorStop(offset, colour);
  return gradient;
}

/**
 * Traces the outline of `slot`, `grow` pixels bigger.
 * @param {Context} ctx
 * @param {Slot} slot
 */
function slotPath(ctx, slot, grow = 0) {
  ctx.beginPath();
  if (slot.store) {
    const w = slot.rx + grow;
    const h = slot.ry + grow;
    ctx.roundRect(slot.x - w, slot.y - h, 2 * w, 2 * h, Math.min(w, h));
  } else {
    ctx.ellipse(slot.x, slot.y, slot.rx + grow, slot.ry + grow, 0, 0, 2 * Math.PI);
  }
}

/** A repeatable number in [0, 1) for wood grain. */
function grainNoise(/** @type {number} */ i) {
  const x = Math.sin(i * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

/**
 * Makes `ctx` (`scale` canvas pixels per unit) paint only the shadow of what
 * is traced next: the shape out of view, its shadow moved back. Shadow
 * sizes are in canvas pixels.
 * @param {Context} ctx @param {number} scale @param {string} colour @param {number} blur @param {number} [drop]
 */
function shadowOnly(ctx, scale, colour, blur, drop = 0) {
  const away = 2 * ctx.canvas.width;
  ctx.translate(-away / scale, 0);
  ctx.fillStyle = ctx.strokeStyle = '#000'; // the shadow takes colour's alpha
  ctx.shadowColor = colour;
  ctx.shadowBlur = blur;
  ctx.shadowOffsetX = away;
  ctx.shadowOffsetY = drop;
}

/**
 * The board's drop shadow as an image at SHADOW_SCALE of the canvas's
 * resolution (as soft from far fewer pixels to blur), and where it goes.
 * @param {Layout} layout @param {number} dpr @param {CreateCanvas} createCanvas
 */
function boardShadow({ board, cell }, dpr, createCanvas) {
  const scale = dpr * SHADOW_SCALE;
  const room = (cell * 0.5) / dpr;
  const x = board.x - room;
  const y = board.y - room;
  const w = board.w + 2 * room;
  const h = board.h + 2 * room;
  const image = createCanvas(Math.ceil(w * scale), Math.ceil(h * scale));
  const ctx = /** @type {Context} */ (image.getContext('2d'));
  ctx.setTransform(scale, 0, 0, scale, -x * scale, -y * scale);
  shadowOnly(ctx, scale, 'rgba(30, 14, 4, 0.45)', cell * 0.25 * SHADOW_SCALE, cell * 0.08 * SHADOW_SCALE);
  ctx.beginPath();
  ctx.roundRect(board.x, board.y, board.w, board.h, board.radius);
  ctx.fill();
  return { image, x, y, w, h };
}

/**
 * @param {Context} ctx
 * @param {Layout} layout
 * @param {Colours} colours
 * @param {number} dpr
 * @param {CreateCanvas} createCanvas
 */
function drawWood(ctx, layout, colours, dpr, createCanvas) {
  const { board, cell } = layout;
  const shadow = boardShadow(layout, dpr, createCanvas);
  ctx.drawImage(shadow.image, shadow.x, shadow.y, shadow.w, shadow.h);
  ctx.beginPath();
  ctx.roundRect(board.x, board.y, board.w, board.h, board.radius);
  const [top, middle, bottom] = colours.wood;
  ctx.fillStyle = withStops(ctx.createLinearGradient(0, board.y, 0, board.y + board.h), [
    [0, top],
    [0.5, middle],
    [1, bottom],
  ]);
  ctx.fill();

  ctx.save();
  ctx.beginPath();
  ctx.roundRect(board.x, board.y, board.w, board.h, board.radius);
  ctx.clip();
  for (let i = 0; i < 46; i++) {
    const y = board.y + grainNoise(i) * board.h;
    const amplitude = cell * (0.03 + grainNoise(i + 100) * 0.08);
    const waves = 1 + grainNoise(i + 200) * 3;
    const alpha = (0.08 + grainNoise(i + 400) * 0.12) * colours.grain;
    ctx.strokeStyle = `rgba(${grainNoise(i + 300) > 0.5 ? '70, 38, 14' : '196, 140, 86'}, ${alpha})`;
    ctx.lineWidth = 0.6 + grainNoise(i + 500) * cell * 0.03;
    ctx.beginPath();
    for (let x = 0; x <= board.w; x += cell / 6) {
      const yy = y + Math.sin((x / board.w) * Math.PI * waves + i) * amplitude;
      if (x === 0) ctx.moveTo(board.x + x, yy);
      else ctx.lineTo(board.x + x, yy);
    }
    ctx.stroke();
  }
  ctx.restore();

  ctx.strokeStyle = colours.boardRim;
  ctx.lineWidth = Math.max(1, cell * 0.02);
  ctx.beginPath();
  ctx.roundRect(board.x + 1, board.y + 1, board.w - 2, board.h - 2, board.radius);
  ctx.stroke();
}

/**
 * @param {Context} ctx
 * @param {Slot} slot
 * @param {number} cell
 * @param {Colours} colours
 * @param {number} dpr the canvas's pixels per CSS pixel
 */
function drawHole(ctx, slot, cell, colours, dpr) {
  slotPath(ctx, slot);
  const { x, y, rx, ry } = slot;
  const [inner, middle, edge] = colours.hole;
  ctx.fillStyle = withStops(
    ctx.createRadialGradient(x, y + ry * 0.25, Math.min(rx, ry) * 0.2, x, y, Math.max(rx, ry) * 1.05),
    [
      [0, inner],
      [0.75, middle],
      [1, edge],
    ],
  );
  ctx.fill();
  // Inner shadow under the top rim: the outline, shifted down and blurred,
  // seen through the hole. The blur is a shadow's, cheaper to paint than a
  // filter's.
  ctx.save();
  slotPath(ctx, slot);
  ctx.clip();
  ctx.translate(0, cell * 0.08);
  shadowOnly(ctx, dpr, 'rgba(15, 6, 0, 0.5)', 2 * Math.max(1, cell * 0.03));
  slotPath(ctx, slot, cell * 0.05);
  ctx.lineWidth = cell * 0.16;
  ctx.stroke();
  ctx.restore();
  slotPath(ctx, slot);
  ctx.strokeStyle = colours.holeRim;
  ctx.lineWidth = Math.max(1, cell * 0.025);
  ctx.stroke();
}

/**
 * One hole the shape of `slot` in an image of its own, `margin` CSS pixels
 * around it for the rim.
 * @param {Slot} slot
 * @param {number} cell
 * @param {Colours} colours
 * @param {number} dpr
 * @param {CreateCanvas} createCanvas
 */
function holeImage(slot, cell, colours, dpr, createCanvas) {
  const margin = Math.ceil(Math.max(1, cell * 0.025));
  const image = createCanvas(Math.ceil(2 * (slot.rx + margin) * dpr), Math.ceil(2 * (slot.ry + margin) * dpr));
  const ctx = /** @type {Context} */ (image.getContext('2d'));
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  drawHole(ctx, { ...slot, x: slot.rx + margin, y: slot.ry + margin }, cell, colours, dpr);
  return { image, margin };
}

/**
 * The wood, holes and letters. A hole's blurred shadow costs more than the
 * rest: each shape of hole is drawn once, copied at whole device pixels.
 * @param {Context} ctx
 * @param {Layout} layout
 * @param {Colours} colours
 * @param {number} dpr
 * @param {CreateCanvas} createCanvas
 */
function drawBackground(ctx, layout, colours, dpr, createCanvas) {
  drawWood(ctx, layout, colours, dpr, createCanvas);
  /** @type {ReturnType<typeof holeImage>[]} The pits', the stores' (all of one size). */
  const holes = [];
  for (const slot of layout.slots) {
    const hole = (holes[Number(Boolean(slot.store))] ??= holeImage(slot, layout.cell, colours, dpr, createCanvas));
    const { image, margin } = hole;
    const left = Math.round((slot.x - slot.rx - margin) * dpr) / dpr;
    const top = Math.round((slot.y - slot.ry - margin) * dpr) / dpr;
    ctx.drawImage(image, left, top, image.width / dpr, image.height / dpr);
  }
  ctx.fillStyle = colours.letter;
  ctx.font = font(700, layout.fontSize * 0.9);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let pit = 0; pit < 12; pit++) {
    const label = layout.labels[pit];
    ctx.fillText(pitLetterOf(pit), label.x - layout.cell * 0.27, label.y);
  }
}

/**
 * @param {Context} ctx
 * @param {Layout} layout
 * @param {Colours} colours
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
function badge(ctx, layout, colours, x, y, text) {
  const size = layout.fontSize;
  ctx.font = font(700, size);
  const width = Math.max(size * 1.5, ctx.measureText(text).width + size * 0.8);
  const height = size * 1.35;
  ctx.fillStyle = colours.badge;
  ctx.beginPath();
  ctx.roundRect(x - width / 2, y - height / 2, width, height, height / 2);
  ctx.fill();
  ctx.fillStyle = colours.badgeText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + size * 0.04);
}

/**
 * @param {Context} ctx
 * @param {Slot} slot
 * @param {string} colour
 * @param {number} width
 * @param {number} grow
 * @param {number[]} [dash]
 */
function ring(ctx, slot, colour, width, grow, dash = []) {
  ctx.save();
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  slotPath(ctx, slot, grow);
  ctx.stroke();
  ctx.restore();
}

/**
 * Where the hand is during `step` at progress `t`, as a point.
 * @param {Layout} layout
 * @param {Step & {slot: number}} step
 * @param {number} t
 * @returns {Point}
 */
function handPoint(layout, step, t) {
  const { slots, cell } = layout;
  if (step.type !== 'drop') return { x: slots[step.slot].x, y: slots[step.slot].y };
  const hops = step.path.length - 1;
  const along = Math.min(hops - 1e-9, t * hops);
  const hop = Math.floor(along);
  const u = along - hop;
  const a = slots[step.path[hop]];
  const b = slots[step.path[hop + 1]];
  const eased = u * u * (3 - 2 * u);
  return {
    x: a.x + (b.x - a.x) * eased,
    y: a.y + (b.y - a.y) * eased - Math.sin(Math.PI * u) * cell * 0.28,
  };
}

/**
 * The pit the hand is over during `step` at progress `t`.
 * @param {{path: number[]}} step
 * @param {number} t
 */
function pitUnderHand(step, t) {
  const hops = step.path.length - 1;
  return step.path[Math.min(hops, Math.round(t * hops))];
}

/**
 * What a frame shows (see the renderer's `draw`).
 * @typedef {object} Scene
 * @property {ArrayLike<number>} counts the 14 counts
 * @property {Set<number>} legal the pits ringed as playable
 * @property {number} hover the pit under the mouse, or -1
 * @property {number | null} hint the pit marked as the suggested move, or null
 * @property {{pit: number, strength: number} | null} refused a pit flashed as refused, fading out
 * @property {{slots: number[], strength: number} | null} changed slots a move changed, fading out
 * @property {View | null} animation the player's view of the animation running
 * @property {Texts} texts the board's texts, for its banners
 */

/**
 * A renderer for `canvas`, drawing with COLOURS and any of them `overridden`;
 * with `numerals`, each pit and store shows its count as a numeral instead
 * of seeds.
 * @param {HTMLCanvasElement} canvas
 * @param {Partial<Colours>} [overridden]
 * @param {{numerals?: boolean}} [options]
 */
export function createRenderer(canvas, overridden = {}, { numerals = false } = {}) {
  const ctx = /** @type {Context} */ (canvas.getContext('2d'));
  const background = document.createElement('canvas');
  const bg = /** @type {Context} */ (background.getContext('2d'));
  /**
   * The layout drawn for and the seed images of its size: null before the
   * first `resize`.
   * @type {{layout: Layout, sprites: SeedSprites} | null}
   */
  let sized = null;
  let dpr = 1;
  /** @type {Colours} */
  let colours = { ...COLOURS, ...overridden };
  let showNumerals = numerals;
  /** What the last frame drew (see `drawn`). */
  let drawnSeeds = 0;
  let movingSeeds = 0;
  let changedSlots = 0;

  /** @param {Layout} layout */
  function drawBackgroundImage(layout) {
    bg.setTransform(1, 0, 0, 1, 0, 0);
    bg.clearRect(0, 0, background.width, background.height);
    bg.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawBackground(bg, layout, colours, dpr, createCanvas);
  }

  /** @type {CreateCanvas} */
  const createCanvas = (w, h) => Object.assign(document.createElement('canvas'), { width: w, height: h });

  /**
   * @param {SeedSprites} sprites
   * @param {number} x
   * @param {number} y
   * @param {number} sprite
   */
  function drawSeed(sprites, x, y, sprite, alpha = 1, moving = false) {
    if (showNumerals) return;
    drawnSeeds++;
    if (moving) movingSeeds++;
    const { atlas, cell, size } = sprites;
    const { sx, sy } = spriteCorner(sprites, sprite);
    ctx.globalAlpha = alpha;
    ctx.drawImage(atlas, sx, sy, cell, cell, x - size / 2, y - size / 2, size, size);
    ctx.globalAlpha = 1;
  }

  /**
   * @param {NonNullable<typeof sized>} frame
   * @param {number} slot
   * @param {number} count
   */
  function drawSlotSeeds({ layout, sprites }, slot, count) {
    const shape = layout.slots[slot];
    // A store lying across the board holds its seeds turned a quarter turn,
    // kept clear of the count at its end.
    const away = shape.across ? Math.sign(shape.x - layout.labels[slot].x) : 0;
    for (let i = 0; i < count; i++) {
      const p = seedPlacement(slot, i);
      if (shape.across) {
        drawSeed(sprites, shape.x + (p.dy * 0.78 + away * 0.14) * shape.rx, shape.y + p.dx * shape.ry, p.sprite);
      } else {
        drawSeed(sprites, shape.x + p.dx * shape.rx, shape.y + p.dy * shape.ry, p.sprite);
      }
    }
  }

  /**
   * The count of `slot` as a numeral in its middle (numerals mode).
   * @param {Layout} layout
   * @param {number} slot
   * @param {number} count
   */
  function drawNumeral(layout, slot, count) {
    const shape = layout.slots[slot];
    ctx.font = font(800, Math.min(shape.rx, shape.ry, layout.cell * 0.45) * 1.15);
    ctx.fillStyle = colours.letter;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(count), shape.x, shape.y + layout.fontSize * 0.05);
  }

  /**
   * @param {NonNullable<typeof sized>} frame
   * @param {import('./timeline.js').LiftStep | import('./timeline.js').DropStep} step
   * @param {number} t
   */
  function drawHand({ layout, sprites }, step, t) {
    const { cell, seedRadius } = layout;
    const held = step.type === 'lift' ? step.seeds : step.held;
    if (!held) return;
    const point = handPoint(layout, step, t);
    const rise = step.type === 'lift' ? t : 1;
    const y = point.y - cell * 0.18 * rise;
    const radius = cell * 0.3;
    ctx.fillStyle = colours.hand;
    ctx.strokeStyle = colours.handRim;
    ctx.lineWidth = Math.max(1.5, cell * 0.035);
    ctx.beginPath();
    ctx.arc(point.x, y, radius, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    const shown = Math.min(held, 7);
    for (let i = 0; i < shown; i++) {
      const angle = i * 2.4;
      const r = shown === 1 ? 0 : seedRadius * 1.4 * Math.sqrt(i + 0.3);
      drawSeed(sprites, point.x + Math.cos(angle) * r, y + Math.sin(angle) * r, i * 3 + 1, 1, true);
    }
    const size = layout.fontSize * 0.95;
    ctx.font = font(800, size);
    const label = String(held);
    const w = Math.max(size * 1.4, ctx.measureText(label).width + size * 0.7);
    const bx = point.x + radius * 0.8;
    const by = y - radius * 0.8;
    ctx.fillStyle = colours.handBadge;
    ctx.beginPath();
    ctx.roundRect(bx - w / 2, by - size * 0.65, w, size * 1.3, size * 0.65);
    ctx.fill();
    ctx.fillStyle = colours.handBadgeText;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, bx, by + size * 0.04);
  }

  /**
   * @param {NonNullable<typeof sized>} frame
   * @param {Flight} flight
   * @param {number} t
   * @param {number} stagger
   */
  function drawFlight({ layout, sprites }, flight, t, stagger) {
    const { slots, cell } = layout;
    const from = slots[flight.from];
    const to = slots[flight.to];
    if (showNumerals) {
      const u = Math.min(1, t);
      const eased = u * u * (3 - 2 * u);
      const x = from.x + (to.x - from.x) * eased;
      const y = from.y + (to.y - from.y) * eased - Math.sin(Math.PI * eased) * cell * 0.6;
      if (u < 1) badge(ctx, layout, colours, x, y, String(flight.seeds));
      return;
    }
    const shown = Math.min(flight.seeds, 10);
    for (let i = 0; i < shown; i++) {
      const u = Math.max(0, Math.min(1, (t - (i / shown) * stagger) / (1 - stagger)));
      const eased = u * u * (3 - 2 * u);
      const x = from.x + (to.x - from.x) * eased;
      const y = from.y + (to.y - from.y) * eased - Math.sin(Math.PI * eased) * cell * 0.6;
      drawSeed(sprites, x, y, flight.from * 5 + i, u >= 1 ? 0 : 1, true);
    }
  }

  /**
   * @param {Layout} layout
   * @param {string} text
   */
  function drawBanner(layout, text) {
    const { board, middleY, fontSize } = layout;
    const size = fontSize * 1.05;
    ctx.font = font(700, size);
    const width = ctx.measureText(text).width + size * 1.6;
    const height = size * 1.9;
    const x = board.x + board.w / 2;
    ctx.fillStyle = colours.banner;
    ctx.beginPath();
    ctx.roundRect(x - width / 2, middleY - height / 2, width, height, height / 2);
    ctx.fill();
    ctx.fillStyle = colours.bannerText;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x, middleY + size * 0.05);
  }

  /**
   * @param {NonNullable<typeof sized>} frame
   * @param {View} animation
   * @param {Texts} texts
   */
  function drawAnimation(frame, animation, texts) {
    const { layout } = frame;
    const { step, t, lap, laps } = animation;
    const line = (/** @type {number} */ width) => Math.max(1.5, layout.cell * width);
    if (step?.type === 'lift' || step?.type === 'relay') {
      ring(ctx, layout.slots[step.slot], colours.legal, line(0.05), layout.cell * 0.03);
    }
    if (step?.type === 'drop') {
      const over = pitUnderHand(step, t);
      for (const skipped of step.skipped) {
        if (skipped === over) {
          ring(ctx, layout.slots[skipped], colours.refused, line(0.04), layout.cell * 0.03, [6, 5]);
        }
      }
    }
    if (step?.type === 'announce') drawBanner(layout, step.key !== undefined ? texts(step.key) : (step.text ?? ''));
    else if (step?.type === 'capture') drawBanner(layout, texts('board.capture', { count: step.seeds }));
    else if (laps > 1 && lap > 0) drawBanner(layout, texts('anim.lap-of', { lap, laps }));
    if (step?.type === 'lift' || step?.type === 'drop') drawHand(frame, step, t);
    if (step?.type === 'capture') drawFlight(frame, step, t, 0.4);
    if (step?.type === 'sweep') step.flights.forEach((f) => drawFlight(frame, f, t, 0.3));
  }

  return {
    /**
     * Sizes the canvas for `layout` at `newDpr` and redraws the background.
     * @param {Layout} layout
     * @param {number} newDpr
     */
    resize(layout, newDpr) {
      dpr = newDpr;
      const w = Math.max(1, Math.round(layout.width * dpr));
      const h = Math.max(1, Math.round(layout.height * dpr));
      canvas.width = background.width = w;
      canvas.height = background.height = h;
      drawBackgroundImage(layout);
      sized = { layout, sprites: createSeedSprites(layout.seedRadius, dpr, createCanvas) };
    },

    /**
     * Draws with COLOURS and any of them `overridden` from now on.
     * @param {Partial<Colours>} overridden
     */
    setColours(overridden) {
      colours = { ...COLOURS, ...overridden };
      if (sized) drawBackgroundImage(sized.layout);
    },

    /**
     * Shows counts as numerals (true) or as seeds (false) from now on.
     * @param {boolean} on
     */
    setNumerals(on) {
      showNumerals = on;
    },

    /**
     * What the last frame drew: `{seeds, moving, changed}`, the number of
     * seed images, of those in the hand or in flight, and of slots marked
     * as changed by a move.
     */
    get drawn() {
      return { seeds: drawnSeeds, moving: movingSeeds, changed: changedSlots };
    },

    /**
     * Draws one frame of `scene` (see Scene).
     * @param {Scene} scene
     */
    draw(scene) {
      if (!sized) return;
      const { layout } = sized;
      const { counts, legal, hover, hint, refused, changed, animation, texts } = scene;
      drawnSeeds = 0;
      movingSeeds = 0;
      changedSlots = changed ? changed.slots.length : 0;
      const line = (/** @type {number} */ width) => Math.max(1.5, layout.cell * width);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(background, 0, 0);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);

      for (const pit of legal) ring(ctx, layout.slots[pit], colours.legal, line(0.045), layout.cell * 0.02);
      if (hint !== null) ring(ctx, layout.slots[hint], colours.hint, line(0.06), layout.cell * 0.045);
      if (hover >= 0 && legal.has(hover)) ring(ctx, layout.slots[hover], colours.hover, line(0.1), layout.cell * -0.02);

      for (let slot = 0; slot < 14; slot++) {
        if (showNumerals) drawNumeral(layout, slot, counts[slot]);
        else drawSlotSeeds(sized, slot, counts[slot]);
      }
      for (let slot = 0; slot < 14 && !showNumerals; slot++) {
        const label = layout.labels[slot];
        // A pit's count sits right of its letter, clear of it with two digits too.
        const offset = slot < 12 ? layout.cell * 0.15 : 0;
        badge(ctx, layout, colours, label.x + offset, label.y, String(counts[slot]));
      }

      if (changed) {
        ctx.globalAlpha = changed.strength;
        for (const slot of changed.slots) ring(ctx, layout.slots[slot], colours.changed, line(0.05), layout.cell * 0.03);
        ctx.globalAlpha = 1;
      }
      if (refused) {
        ctx.globalAlpha = refused.strength;
        ring(ctx, layout.slots[refused.pit], colours.refused, line(0.07), layout.cell * 0.03);
        ctx.globalAlpha = 1;
      }
      if (animation) drawAnimation(sized, animation, texts);
    },
  };
}
