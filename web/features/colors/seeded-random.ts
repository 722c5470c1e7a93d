// A seeded pseudo-random generator for the colour tools, so that a palette's seed (in its share URL) or a photo's
// clustering gives the same result every time. mulberry32: 32-bit state, well mixed, a few lines; the tools need
// repeatability, not cryptographic quality.

/** Numbers in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
