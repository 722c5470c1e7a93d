// Draws the sample photo of /fun/colors2 (web/public/fun/colors2-sample.png): a landscape at dusk, painted pixel by
// pixel in soft gradients, so that its colours blend like a photo's rather than sitting in flat areas (no grain:
// noise would triple the file). Made here rather than taken
// from anywhere, so that it is ours to publish. Run again after changing it:
//   npx tsx web/features/colors/photo/make-sample-photo.ts
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const width = 600;
const height = 400;

type Rgb = [number, number, number];
const mix = (x: Rgb, y: Rgb, t: number): Rgb => [0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * Math.min(1, Math.max(0, t))) as Rgb;
const smooth = (t: number) => t * t * (3 - 2 * t);

/** A repeatable hash of a position, -1 to 1: where the flowers grow. */
const grain = (x: number, y: number) => {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return (((h ^ (h >>> 16)) >>> 0) / 4294967295) * 2 - 1;
};

/** The skyline of a ridge: a few sine waves at different lengths. */
const ridge = (x: number, base: number, amplitude: number, phase: number) =>
  base + amplitude * (0.6 * Math.sin(x / 83 + phase) + 0.3 * Math.sin(x / 31 + phase * 2) + 0.1 * Math.sin(x / 11 + phase * 3));

const sun = { x: 410, y: 175, r: 34 };
const horizon = 250;

function sky(x: number, y: number): Rgb {
  const t = y / horizon;
  let colour = t < 0.55 ? mix([38, 52, 104], [150, 96, 140], smooth(t / 0.55)) : mix([150, 96, 140], [246, 162, 92], smooth((t - 0.55) / 0.45));
  const d = Math.hypot(x - sun.x, y - sun.y);
  colour = mix(colour, [255, 214, 140], Math.exp(-d / 70) * 0.8);
  if (d < sun.r) colour = mix([255, 236, 190], colour, smooth(Math.max(0, (d - sun.r + 3) / 3)));
  return colour;
}

function pixel(x: number, y: number): Rgb {
  const far = ridge(x, 200, 18, 1.3);
  const middle = ridge(x, 228, 22, 4.1);
  let colour: Rgb;
  if (y < far) colour = sky(x, y);
  else if (y < middle) colour = mix([96, 88, 128], [120, 98, 130], (y - far) / 40);
  else if (y < horizon) colour = mix([52, 78, 92], [44, 66, 78], (y - middle) / 30);
  else if (y < 320) {
    // A lake mirroring the sky, darker and rippled.
    const mirrored = 2 * horizon - y + 4 * Math.sin(y * 0.9 + x * 0.02);
    colour = mix(sky(x, Math.max(0, mirrored)), [30, 50, 70], 0.35 + (y - horizon) / 250);
  } else {
    // A meadow with poppies and buttercups.
    colour = mix([74, 110, 52], [40, 70, 34], (y - 320) / 80);
    const cell = 14;
    const cx = Math.floor(x / cell);
    const cy = Math.floor(y / cell);
    const seed = grain(cx, cy);
    const fx = cx * cell + cell / 2 + seed * 4;
    const fy = cy * cell + cell / 2 - seed * 3;
    const radius = 2.5 + (y - 320) / 30;
    if (Math.abs(seed) > 0.45 && Math.hypot(x - fx, y - fy) < radius) colour = seed > 0 ? [214, 52, 44] : [238, 196, 58];
  }
  return colour.map((value) => Math.round(Math.min(255, Math.max(0, value)))) as Rgb;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

// Rows with the "up" filter (each byte minus the one above), which suits smooth gradients.
const raw = Buffer.alloc(height * (1 + width * 3));
let previous: Rgb[] = Array.from({ length: width }, () => [0, 0, 0]);
for (let y = 0; y < height; y++) {
  const row = y * (1 + width * 3);
  raw[row] = 2;
  const current = Array.from({ length: width }, (_, x) => pixel(x, y));
  current.forEach((rgb, x) => rgb.forEach((value, i) => (raw[row + 1 + x * 3 + i] = (value - previous[x]![i]! + 256) & 0xff)));
  previous = current;
}
const header = Buffer.alloc(13);
header.writeUInt32BE(width, 0);
header.writeUInt32BE(height, 4);
header.set([8, 2, 0, 0, 0], 8);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
const target = new URL('../../../public/fun/colors2-sample.png', import.meta.url);
writeFileSync(target, png);
console.log(`${target.pathname}: ${png.length} bytes`);
