// The dominant colours of a photo: k-means over its pixels in OKLab, where equal distances look about equally
// different (in sRGB, two dark blues far apart in numbers can look the same, and two greens close in numbers not).
// Pure and deterministic: the same pixels give the same palette (k-means++ seeding draws from a fixed-seed
// generator), so a photo chosen twice shows the same colours. The browser side (read-photo.ts) hands it the RGBA
// pixels of a downscaled copy.
import { formatHex, modeOklab, modeRgb, useMode as registerMode, type Oklab } from 'culori/fn';
import { mulberry32 } from '../seeded-random';

// culori's tree-shakable build: only the colour spaces registered here reach the browser bundle.
const toOklab = registerMode(modeOklab);
registerMode(modeRgb);

export const minColours = 5;
export const maxColours = 8;

export type DominantColour = {
  /** #rrggbb, the cluster's mean, clipped into sRGB. */
  hex: string;
  /** Its part of the photo's (opaque) pixels, 0–1. */
  share: number;
};

type Point = { l: number; a: number; b: number; weight: number };

/** OKLab distance between two colours (ΔE_OK, about 0.02 for a difference one can just see). */
export function colourDistance(first: string, second: string): number {
  const x = toOklab(first);
  const y = toOklab(second);
  if (!x || !y) throw new Error(`not a colour: ${!x ? first : second}`);
  return Math.hypot(x.l - y.l, x.a - y.a, x.b - y.b);
}

/** OKLab lightness, 0 (black) to 1 (white). */
export function lightness(colour: string): number {
  const lab = toOklab(colour);
  if (!lab) throw new Error(`not a colour: ${colour}`);
  return lab.l;
}

/**
 * Groups the pixels into bins of 5 bits per channel (32,768 at most), each at the mean of its own pixels, so that
 * k-means runs over the distinct colours with their counts as weights rather than over every pixel. Pixels under
 * half opacity (a PNG's transparent background) are not part of the photo.
 */
function binPixels(rgba: ArrayLike<number>): Point[] {
  const sums = new Map<number, [number, number, number, number]>();
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3]! < 128) continue;
    const r = rgba[i]!;
    const g = rgba[i + 1]!;
    const b = rgba[i + 2]!;
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const sum = sums.get(key);
    if (sum) {
      sum[0] += r;
      sum[1] += g;
      sum[2] += b;
      sum[3] += 1;
    } else sums.set(key, [r, g, b, 1]);
  }
  // Ordered by key, so that the result does not depend on the order the pixels came in.
  return [...sums.entries()]
    .sort(([x], [y]) => x - y)
    .map(([, [r, g, b, count]]) => {
      const { l, a, b: bb } = toOklab({ mode: 'rgb', r: r / count / 255, g: g / count / 255, b: b / count / 255 });
      return { l, a, b: bb, weight: count };
    });
}

const squaredDistance = (p: { l: number; a: number; b: number }, q: { l: number; a: number; b: number }) =>
  (p.l - q.l) ** 2 + (p.a - q.a) ** 2 + (p.b - q.b) ** 2;

/** Picks an index with probability proportional to `weights` (all zero: none). */
function pick(weights: number[], random: () => number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return -1;
  let target = random() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i]!;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** k-means++: the first centre drawn by weight, each further one by weight × squared distance to the nearest. */
function seedCentres(points: Point[], k: number, random: () => number): Point[] {
  const centres: Point[] = [points[pick(points.map((p) => p.weight), random)]!];
  const nearest = points.map((p) => squaredDistance(p, centres[0]!));
  while (centres.length < k) {
    const index = pick(points.map((p, i) => p.weight * nearest[i]!), random);
    if (index < 0) break;
    const centre = points[index]!;
    centres.push(centre);
    points.forEach((p, i) => (nearest[i] = Math.min(nearest[i]!, squaredDistance(p, centre))));
  }
  return centres.map((centre) => ({ ...centre }));
}

/**
 * The `k` dominant colours of an image given as RGBA bytes (a canvas's ImageData.data), the largest share first.
 * An image with fewer distinct colours than `k` gives as many as it has.
 */
export function dominantColours(rgba: ArrayLike<number>, k: number): DominantColour[] {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a positive whole number, not ${k}`);
  const points = binPixels(rgba);
  const total = points.reduce((sum, p) => sum + p.weight, 0);
  if (total === 0) return [];
  const centres = points.length <= k ? points.map((p) => ({ ...p })) : seedCentres(points, k, mulberry32(0x5e1b57));
  const assignment = new Int32Array(points.length).fill(-1);
  for (let round = 0; round < 100; round++) {
    let changed = false;
    points.forEach((p, i) => {
      let best = 0;
      let bestDistance = Infinity;
      centres.forEach((centre, c) => {
        const distance = squaredDistance(p, centre);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = c;
        }
      });
      if (assignment[i] !== best) {
        assignment[i] = best;
        changed = true;
      }
    });
    if (!changed) break;
    // Each centre moves to the weighted mean of its points; one left without points keeps its place.
    const sums = centres.map(() => ({ l: 0, a: 0, b: 0, weight: 0 }));
    points.forEach((p, i) => {
      const sum = sums[assignment[i]!]!;
      sum.l += p.l * p.weight;
      sum.a += p.a * p.weight;
      sum.b += p.b * p.weight;
      sum.weight += p.weight;
    });
    sums.forEach((sum, c) => {
      if (sum.weight > 0) centres[c] = { l: sum.l / sum.weight, a: sum.a / sum.weight, b: sum.b / sum.weight, weight: sum.weight };
    });
  }
  const weights = centres.map(() => 0);
  points.forEach((p, i) => (weights[assignment[i]!]! += p.weight));
  return centres
    .map((centre, c) => ({ centre, weight: weights[c]! }))
    .filter(({ weight }) => weight > 0)
    .sort((x, y) => y.weight - x.weight || y.centre.l - x.centre.l)
    .map(({ centre, weight }) => ({ hex: formatHex({ mode: 'oklab', l: centre.l, a: centre.a, b: centre.b } satisfies Oklab), share: weight / total }));
}
