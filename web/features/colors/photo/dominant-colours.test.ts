import { describe, expect, it } from 'vitest';
import { colourDistance, dominantColours, lightness } from './dominant-colours';

/** RGBA bytes of an image made of flat areas: `count` pixels of each hex colour, in order. */
function flatImage(areas: Array<[hex: string, count: number]>): Uint8ClampedArray {
  const bytes: number[] = [];
  for (const [hex, count] of areas) {
    const value = Number.parseInt(hex.slice(1), 16);
    for (let i = 0; i < count; i++) bytes.push(value >> 16, (value >> 8) & 0xff, value & 0xff, 255);
  }
  return Uint8ClampedArray.from(bytes);
}

/** A photo-like image: a smooth two-way gradient with a little deterministic grain, `size`² pixels. */
function gradientImage(size: number): Uint8ClampedArray {
  const bytes = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const grain = ((x * 7 + y * 13) % 9) - 4;
      bytes[i] = (255 * x) / size + grain;
      bytes[i + 1] = (255 * y) / size + grain;
      bytes[i + 2] = 255 - (200 * (x + y)) / (2 * size) + grain;
      bytes[i + 3] = 255;
    }
  }
  return bytes;
}

describe('the dominant colours of an image', () => {
  it('finds the three colours of an image of three flat colours, largest share first', () => {
    const image = flatImage([
      ['#2a6f97', 300],
      ['#f4d35e', 500],
      ['#9c2c2c', 200],
    ]);
    const colours = dominantColours(image, 3);
    expect(colours.map((colour) => colour.hex)).toEqual(['#f4d35e', '#2a6f97', '#9c2c2c']);
    expect(colours.map((colour) => colour.share)).toEqual([0.5, 0.3, 0.2]);
  });

  it('gives no more colours than the image has, and none for an image without opaque pixels', () => {
    expect(dominantColours(flatImage([['#ffffff', 10], ['#000000', 10]]), 6).map((colour) => colour.hex)).toEqual(['#ffffff', '#000000']);
    expect(dominantColours(new Uint8ClampedArray([10, 20, 30, 0, 40, 50, 60, 100]), 5)).toEqual([]);
  });

  it('leaves transparent pixels out of the shares', () => {
    const image = new Uint8ClampedArray([...flatImage([['#336699', 3]]), 255, 0, 0, 0]);
    expect(dominantColours(image, 5)).toEqual([{ hex: '#336699', share: 1 }]);
  });

  it('respects k: exactly k distinct colours for a photo-like image, from 5 to 8', () => {
    const image = gradientImage(64);
    for (const k of [5, 6, 7, 8]) {
      const colours = dominantColours(image, k);
      expect(colours).toHaveLength(k);
      expect(new Set(colours.map((colour) => colour.hex)).size).toBe(k);
      expect(colours.reduce((sum, colour) => sum + colour.share, 0)).toBeCloseTo(1, 10);
      // Largest share first.
      expect(colours.map((colour) => colour.share)).toEqual([...colours.map((colour) => colour.share)].sort((x, y) => y - x));
    }
  });

  it('is deterministic: the same pixels give the same palette, whatever order they come in', () => {
    const image = gradientImage(48);
    const first = dominantColours(image, 6);
    expect(dominantColours(image, 6)).toEqual(first);
    // The same pixels, rows reversed.
    const reversed = new Uint8ClampedArray(image.length);
    const row = 48 * 4;
    for (let y = 0; y < 48; y++) reversed.set(image.subarray(y * row, (y + 1) * row), (47 - y) * row);
    expect(dominantColours(reversed, 6)).toEqual(first);
  });

  it('groups by perceived difference (OKLab), not by distance in RGB numbers', () => {
    // In RGB numbers the green is nearest the dark grey (164 apart, against 261 to the cyan); to the eye the bright
    // green and the cyan belong together and the dark grey stands apart. Two colours must join them that way.
    const image = flatImage([
      ['#00c800', 100],
      ['#3c3c3c', 100],
      ['#00ffff', 100],
    ]);
    const colours = dominantColours(image, 2);
    expect(colours).toHaveLength(2);
    const grey = colours.find((colour) => colour.hex === '#3c3c3c');
    expect(grey?.share).toBeCloseTo(1 / 3);
    const greenCyan = colours.find((colour) => colour !== grey)!;
    expect(greenCyan.share).toBeCloseTo(2 / 3);
    expect(colourDistance(greenCyan.hex, '#00c800')).toBeLessThan(colourDistance('#00c800', '#3c3c3c'));
  });

  it('finds flat colours again after slight noise (a JPEG’s), within a just-visible difference', () => {
    const colours = ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#f4f1de', '#5b8e7d'];
    const bytes: number[] = [];
    colours.forEach((hex, c) => {
      const value = Number.parseInt(hex.slice(1), 16);
      for (let i = 0; i < 400; i++) {
        const noise = ((i * 31 + c * 17) % 7) - 3;
        bytes.push((value >> 16) + noise, ((value >> 8) & 0xff) - noise, (value & 0xff) + noise, 255);
      }
    });
    const found = dominantColours(Uint8ClampedArray.from(bytes), 6);
    expect(found).toHaveLength(6);
    for (const hex of colours) {
      const nearest = Math.min(...found.map((colour) => colourDistance(colour.hex, hex)));
      expect(nearest, hex).toBeLessThan(0.02);
    }
  });

  it('measures OKLab distance: none between equal colours, about 1 between black and white', () => {
    expect(colourDistance('#7f7f7f', '#7f7f7f')).toBe(0);
    expect(colourDistance('#000000', '#ffffff')).toBeCloseTo(1, 3);
    expect(() => colourDistance('nope', '#ffffff')).toThrow(/not a colour/);
  });

  it('tells OKLab lightness: 0 for black, 1 for white, yellow lighter than blue', () => {
    expect(lightness('#000000')).toBeCloseTo(0, 6);
    expect(lightness('#ffffff')).toBeCloseTo(1, 6);
    expect(lightness('#ffff00')).toBeGreaterThan(lightness('#0000ff'));
  });

  it('refuses a k that is not a positive whole number', () => {
    expect(() => dominantColours(flatImage([['#ffffff', 1]]), 0)).toThrow(RangeError);
    expect(() => dominantColours(flatImage([['#ffffff', 1]]), 2.5)).toThrow(RangeError);
  });
});
