import { describe, expect, it } from 'vitest';
import { hexToOklch } from './colour-science';
import { HARMONY_OFFSETS, generatePalette } from './harmony';
import { HARMONY_RULES } from './palette-model';

const hueDistance = (a: number, b: number) => {
  const d = Math.abs(((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
};

describe('generatePalette', () => {
  it('starts with the base and places the hues at the rule offsets', () => {
    const base = '#2b6cb0';
    const baseHue = hexToOklch(base).h;
    for (const rule of HARMONY_RULES) {
      const palette = generatePalette({ base, rule, seed: 0 });
      expect(palette).toHaveLength(5);
      expect(palette[0]).toBe(base);
      palette.slice(1).forEach((hex, index) => {
        // Gamut mapping and 8-bit rounding move a hue by a few degrees at most.
        expect(hueDistance(hexToOklch(hex).h, baseHue + (HARMONY_OFFSETS[rule][index] ?? NaN)), `${rule} slot ${index + 1}`).toBeLessThan(4);
      });
    }
  });

  it('the offsets are the textbook ones', () => {
    expect(HARMONY_OFFSETS.complementary).toContain(180);
    expect(HARMONY_OFFSETS.triad.slice(0, 2)).toEqual([120, 240]);
    expect(HARMONY_OFFSETS['split-complementary'].slice(0, 2)).toEqual([150, 210]);
    expect([...HARMONY_OFFSETS.tetrad].sort((a, b) => a - b)).toEqual([0, 90, 180, 270]);
    expect(HARMONY_OFFSETS.analogous.every((offset) => Math.abs(offset) <= 60)).toBe(true);
    expect(new Set(HARMONY_OFFSETS.monochrome)).toEqual(new Set([0]));
  });

  it('is deterministic for a seed, varies within the rule across seeds', () => {
    const options = { base: '#c0552b', rule: 'triad' as const };
    expect(generatePalette({ ...options, seed: 4711 })).toEqual(generatePalette({ ...options, seed: 4711 }));
    expect(generatePalette({ ...options, seed: 4711 })).not.toEqual(generatePalette({ ...options, seed: 4712 }));
    const baseHue = hexToOklch(options.base).h;
    for (let seed = 1; seed < 40; seed += 1) {
      generatePalette({ ...options, seed })
        .slice(1)
        .forEach((hex, index) => {
          expect(hueDistance(hexToOklch(hex).h, baseHue + (HARMONY_OFFSETS.triad[index] ?? NaN))).toBeLessThan(12);
        });
    }
  });

  it('keeps locked colours, and locking does not change the other slots', () => {
    const current = ['#c0552b', '#123456', '#abcdef', '#fedcba', '#654321'];
    const unlocked = generatePalette({ base: '#c0552b', rule: 'analogous', seed: 99, current });
    const locked = generatePalette({ base: '#c0552b', rule: 'analogous', seed: 99, current, locked: [2] });
    expect(locked[2]).toBe('#abcdef');
    expect(locked.filter((_, i) => i !== 2)).toEqual(unlocked.filter((_, i) => i !== 2));
  });

  it('keeps the size of the current palette (2–8)', () => {
    expect(generatePalette({ base: '#c0552b', rule: 'tetrad', seed: 1, current: Array(8).fill('#000000') })).toHaveLength(8);
    expect(generatePalette({ base: '#c0552b', rule: 'tetrad', seed: 1, size: 30 })).toHaveLength(8);
    expect(generatePalette({ base: '#c0552b', rule: 'tetrad', seed: 1, size: 1 })).toHaveLength(2);
  });

  it('gives a very light or dark base companions that are still colours of the palette', () => {
    for (const base of ['#fafafa', '#0a0a0a', '#fff44f']) {
      const palette = generatePalette({ base, rule: 'monochrome', seed: 0 });
      expect(new Set(palette).size).toBe(5);
    }
  });
});
