// Draws the extension icons (16, 32, 48, 128 px) into public/icons: a rounded tile with a 3×3 box grid and one
// highlighted box. The 128 px one has 96 px of art in 16 px of transparent padding, as the Chrome Web Store asks
// (its listing and the extensions page draw a frame or shadow around it); the toolbar's sizes are full-bleed. Rendered by hand into RGBA pixels and encoded as PNG with node:zlib, so no image dependency.
// The play app's icons (app/public/icons, issue 28 §3) are the same art: 192 and 512 px full-bleed ("any"), and maskable
// ones whose tile colour fills the square and whose art sits in the middle 80 %, the safe zone a launcher's mask keeps.
// Run: node scripts/draw-icons.mjs (the PNGs are committed; rerun only to change the design).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const OUT_DIR = resolve(import.meta.dirname, '../public/icons');
const APP_DIR = resolve(import.meta.dirname, '../app/public/icons');
const APP_SIZES = [192, 512];
const SIZES = [16, 32, 48, 128];
/** Transparent padding each side, in pixels, by icon size. */
const PADDING = { 128: 16 };

const TILE = [37, 99, 235]; // blue
const LINE = [255, 255, 255];
const HIGHLIGHT = [147, 197, 253]; // light blue: the centre box

/** Coverage (0..1) of a rounded square of side 1 at (x, y) in unit coordinates, antialiased by supersampling. */
function insideTile(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** The colour at unit coordinates, or null outside the tile. */
function colourAt(x, y, size) {
  if (!insideTile(x, y, 0.18)) return null;
  const margin = 0.16;
  const inner = 1 - 2 * margin;
  const u = (x - margin) / inner;
  const v = (y - margin) / inner;
  if (u < 0 || u > 1 || v < 0 || v > 1) return TILE;
  // Grid lines at 0, 1/3, 2/3, 1; at least one pixel wide at small sizes so the motif stays readable.
  const half = Math.max(0.035, 0.6 / (size * inner));
  const nearLine = (t) => [0, 1 / 3, 2 / 3, 1].some((p) => Math.abs(t - p) <= half);
  if (nearLine(u) || nearLine(v)) return LINE;
  if (u > 1 / 3 && u < 2 / 3 && v > 1 / 3 && v < 2 / 3) return HIGHLIGHT;
  return TILE;
}

/** The icon's RGBA pixels; `maskable`: the tile's colour everywhere, the art in the middle 80 %. */
function render(size, maskable = false) {
  const samples = 4;
  const pad = maskable ? Math.round(size * 0.1) : (PADDING[size] ?? 0);
  const art = size - 2 * pad;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px - pad + (sx + 0.5) / samples) / art;
          const y = (py - pad + (sy + 0.5) / samples) / art;
          const colour =
            (x >= 0 && x <= 1 && y >= 0 && y <= 1 ? colourAt(x, y, art) : null) ?? (maskable ? TILE : null);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (sum[3] === 0) continue;
      pixels[i] = Math.round(sum[0] / sum[3]);
      pixels[i + 1] = Math.round(sum[1] / sum[3]);
      pixels[i + 2] = Math.round(sum[2] / sum[3]);
      pixels[i + 3] = Math.round((255 * sum[3]) / (samples * samples));
    }
  }
  return pixels;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** PNG: 8-bit RGBA, no interlace, every scanline with filter 0. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const size of SIZES) {
  const file = resolve(OUT_DIR, `icon-${size}.png`);
  writeFileSync(file, encodePng(size, render(size)));
  console.log(`wrote ${file}`);
}
mkdirSync(APP_DIR, { recursive: true });
for (const size of APP_SIZES) {
  for (const maskable of [false, true]) {
    const file = resolve(APP_DIR, `${maskable ? 'maskable' : 'icon'}-${size}.png`);
    writeFileSync(file, encodePng(size, render(size, maskable)));
    console.log(`wrote ${file}`);
  }
}
