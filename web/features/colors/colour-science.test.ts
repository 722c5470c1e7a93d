import { describe, expect, it } from 'vitest';
import { COLOUR_NAMES } from './colour-names';
import {
  apcaContrast,
  apcaLevel,
  contrastRatio,
  hexToOklch,
  nearestColourName,
  oklchToHex,
  readableOn,
  simulateDeficiency,
  wcagVerdict,
} from './colour-science';

describe('WCAG 2 contrast', () => {
  // Reference ratios as WebAIM's contrast checker and the WCAG 2 understanding documents give them.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#595959', '#ffffff', 7.0],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4.0],
    ['#008000', '#ffffff', 5.14],
  ])('%s on %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 2);
  });

  it('judges the unrounded ratio: #777 on white fails AA, #767676 passes', () => {
    expect(wcagVerdict(contrastRatio('#777', '#fff'))).toEqual({ aa: false, aaLarge: true, aaa: false, aaaLarge: false });
    expect(wcagVerdict(contrastRatio('#767676', '#fff'))).toEqual({ aa: true, aaLarge: true, aaa: false, aaaLarge: true });
    expect(wcagVerdict(21)).toEqual({ aa: true, aaLarge: true, aaa: true, aaaLarge: true });
  });
});

describe('APCA 0.0.98G-4g', () => {
  // The reference values published with the APCA reference implementation's tests (text colour first).
  it.each([
    ['#888888', '#ffffff', 63.056469930209424],
    ['#ffffff', '#888888', -68.54146436644962],
    ['#000000', '#aaaaaa', 58.146262578561334],
    ['#aaaaaa', '#000000', -56.24113336839742],
    ['#112233', '#ddeeff', 91.66830811481631],
    ['#ddeeff', '#112233', -93.06770049484275],
    ['#112233', '#444444', 8.32326136957393],
    ['#444444', '#112233', -7.526878460278154],
  ])('text %s on %s is Lc %s', (text, background, expected) => {
    expect(apcaContrast(text, background)).toBeCloseTo(expected, 10);
  });

  it('is zero for the same colour and grades by absolute Lc', () => {
    expect(apcaContrast('#777', '#777')).toBe(0);
    expect(apcaLevel(-93)).toBe('body-preferred');
    expect(apcaLevel(63)).toBe('content');
    expect(apcaLevel(8)).toBe('invisible');
  });
});

describe('OKLCH', () => {
  it('matches published values (CSS Color 4 / Björn Ottosson) for sRGB primaries', () => {
    const red = hexToOklch('#ff0000');
    expect(red.l).toBeCloseTo(0.628, 3);
    expect(red.c).toBeCloseTo(0.2577, 3);
    expect(red.h).toBeCloseTo(29.23, 1);
    const white = hexToOklch('#ffffff');
    expect(white.l).toBeCloseTo(1, 4);
    expect(white.c).toBeCloseTo(0, 4);
    const blue = hexToOklch('#0000ff');
    expect(blue.l).toBeCloseTo(0.452, 3);
    expect(blue.h).toBeCloseTo(264.05, 1);
  });

  it('round-trips hex → OKLCH → hex', () => {
    for (const { hex } of COLOUR_NAMES) expect(oklchToHex(hexToOklch(hex))).toBe(hex);
  });

  it('maps out-of-gamut colours into sRGB keeping lightness and hue close', () => {
    const hex = oklchToHex({ l: 0.7, c: 0.4, h: 150 });
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    const back = hexToOklch(hex);
    expect(back.l).toBeCloseTo(0.7, 1);
    expect(Math.abs(back.h - 150)).toBeLessThan(3);
  });
});

describe('colour vision deficiency', () => {
  it('makes red and green alike for protanopia and deuteranopia, keeps greys', () => {
    for (const kind of ['protanopia', 'deuteranopia'] as const) {
      const red = hexToOklch(simulateDeficiency('#d62728', kind));
      const green = hexToOklch(simulateDeficiency('#2ca02c', kind));
      expect(Math.abs(red.h - green.h)).toBeLessThan(30);
      expect(simulateDeficiency('#808080', kind)).toBe('#808080');
    }
    // Tritanopia confuses blue with green, not red with green.
    const red = hexToOklch(simulateDeficiency('#d62728', 'tritanopia'));
    const green = hexToOklch(simulateDeficiency('#2ca02c', 'tritanopia'));
    expect(Math.abs(red.h - green.h)).toBeGreaterThan(60);
  });
});

describe('colour names', () => {
  it('has distinct hex values and both languages', () => {
    expect(new Set(COLOUR_NAMES.map((n) => n.hex)).size).toBe(COLOUR_NAMES.length);
    expect(COLOUR_NAMES.length).toBeGreaterThanOrEqual(100);
    for (const named of COLOUR_NAMES) {
      expect(named.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(named.de && named.en).toBeTruthy();
    }
  });

  it('names a colour by the nearest entry', () => {
    expect(nearestColourName('#c0552b')).toMatchObject({ de: 'Terrakotta', en: 'Terracotta' });
    expect(nearestColourName('#010101')).toMatchObject({ de: 'Schwarz' });
    expect(nearestColourName('#0048aa')).toMatchObject({ en: 'Cobalt blue' });
  });

  it('picks readable text for a swatch', () => {
    expect(readableOn('#ffff00')).toBe('#000000');
    expect(readableOn('#000080')).toBe('#ffffff');
  });
});
