#!/usr/bin/env node
// Draws the app icons into DIR (default dist/icons/) from one description:
// a wooden board with two rows of three pits. Writes icon.svg (any size),
// icon-192.png and icon-512.png (rounded corners) and icon-maskable-512.png
// (the wood fills the square; the pits stay inside the central safe zone
// that platforms may crop to a circle). PNGs are written by hand (RGBA,
// zlib from node), so the build needs no image library.
// Usage: node scripts/icons.mjs [DIR]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const WOOD = [0x8f, 0x5a, 0x2c];
const PIT = [0x3d, 0x21, 0x0c];
const SEED = [0xf3, 0xe3, 0xc4];
/** Corner radius of the rounded icons, as a fraction of the side. */
const CORNER = 0.22;
/** Samples per pixel along each axis, for smooth edges. */
const SAMPLES = 4;
/** Pits and seeds as circles: centre x, centre y and radius, fractions of the side. */
const PITS = [0.3, 0.5, 0.7].flatMap((x) => [0.4, 0.6].map((y) => ({ x, y, r: 0.085 })));
const SEEDS = [
  { x: 0.28, y: 0.39, r: 0.025 },
  { x: 0.52, y: 0.62, r: 0.025 },
  { x: 0.69, y: 0.38, r: 0.025 },
];

const hex = ([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

function svg() {
  const circles = (list, color) =>
    list.map(({ x, y, r }) => `<circle cx="${x * 100}" cy="${y * 100}" r="${r * 100}" fill="${hex(color)}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="${CORNER * 100}" fill="${hex(WOOD)}"/>` +
    `${circles(PITS, PIT)}${circles(SEEDS, SEED)}</svg>\n`
  );
}

const inCircle = (x, y, { x: cx, y: cy, r }) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** Inside the square with corners of radius `corner` (fractions of the side)? */
function inRoundedSquare(x, y, corner) {
  const dx = Math.max(corner - x, x - (1 - corner), 0);
  const dy = Math.max(corner - y, y - (1 - corner), 0);
  return dx * dx + dy * dy <= corner * corner;
}

/** The colour at (x, y) in fractions of the side, or null outside the icon. */
function colorAt(x, y, corner) {
  if (!inRoundedSquare(x, y, corner)) return null;
  if (SEEDS.some((seed) => inCircle(x, y, seed))) return SEED;
  if (PITS.some((pit) => inCircle(x, y, pit))) return PIT;
  return WOOD;
}

/** RGBA pixels of a `size`-pixel icon. */
function pixels(size, corner) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const color = colorAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, corner);
          if (!color) continue;
          for (let c = 0; c < 3; c++) sum[c] += color[c];
          sum[3] += 255;
        }
      }
      const covered = sum[3] / 255;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[at + c] = covered ? Math.round(sum[c] / covered) : 0;
      rgba[at + 3] = Math.round(sum[3] / SAMPLES ** 2);
    }
  }
  return rgba;
}

/** The CRC-32 that PNG chunks end with (node's zlib.crc32 is not in every Node 20). */
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/** A PNG file of `size` x `size` RGBA pixels. */
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1)); // each row: filter 0, then its pixels
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function main() {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/icons', import.meta.url));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'icon.svg'), svg());
  for (const size of [192, 512]) await writeFile(join(dir, `icon-${size}.png`), png(size, pixels(size, CORNER)));
  await writeFile(join(dir, 'icon-maskable-512.png'), png(512, pixels(512, 0)));
}

main().catch((error) => {
  console.error(`icons: ${error.message}`);
  process.exit(1);
});
