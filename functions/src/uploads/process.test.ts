import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../services/errors.js';
import { processImage, variantWidths } from './process.js';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3264c8' } }).jpeg();

const sizes = (variants: { width: number; height: number }[]) => variants.map(({ width, height }) => [width, height]);

describe('processImage', () => {
  it('makes 320, 800 and 1600 wide WebP copies of an event image, keeping its aspect ratio', async () => {
    const variants = await processImage(await photo(2000, 1000).toBuffer(), 'event');
    expect(sizes(variants)).toEqual([
      [320, 160],
      [800, 400],
      [1600, 800],
    ]);
    for (const variant of variants) expect((await sharp(variant.bytes).metadata()).format).toBe('webp');
  });

  it('never enlarges: a 1000 px wide venue image stops at its own width', async () => {
    expect(sizes(await processImage(await photo(1000, 750).toBuffer(), 'venue'))).toEqual([
      [320, 240],
      [800, 600],
      [1000, 750],
    ]);
    expect(sizes(await processImage(await photo(200, 100).toBuffer(), 'event'))).toEqual([[200, 100]]);
  });

  it('crops avatars square at 96 and 256, or at the shorter side of a smaller picture', async () => {
    expect(sizes(await processImage(await photo(600, 400).toBuffer(), 'avatar'))).toEqual([
      [96, 96],
      [256, 256],
    ]);
    expect(sizes(await processImage(await photo(150, 120).toBuffer(), 'avatar'))).toEqual([
      [96, 96],
      [120, 120],
    ]);
  });

  it('turns the picture upright by its EXIF orientation, then drops EXIF (GPS included) and every other metadata', async () => {
    // 400 x 200 as stored, orientation 6: the camera was turned, the picture is 200 wide and 400 high.
    const withExif = await photo(400, 200)
      .withExif({
        IFD0: { Make: 'Kamera', Model: 'Sucher 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 12/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '16/1 22/1 20/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(withExif).metadata();
    expect(source.orientation).toBe(6);
    expect(source.exif?.toString('latin1')).toContain('Kamera');
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPSInfo tag (0x8825, little-endian)

    const variants = await processImage(withExif, 'event');
    expect(sizes(variants)).toEqual([[200, 400]]);
    const output = await sharp(variants[0]!.bytes).metadata();
    expect(output.exif).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.icc).toBeUndefined();
    expect(variants[0]!.bytes.toString('latin1')).not.toContain('Kamera');
  });

  it('refuses a file whose pixel data is cut off behind a valid header', async () => {
    const whole = await photo(800, 600).toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const error = await processImage(cut, 'event').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fields).toEqual([{ field: 'image', code: 'INVALID_IMAGE' }]);
  });
});

describe('variantWidths', () => {
  it('lists each target below the largest size the source reaches, then that size', () => {
    expect(variantWidths('event', 5000)).toEqual([320, 800, 1600]);
    expect(variantWidths('event', 800)).toEqual([320, 800]);
    expect(variantWidths('venue', 321)).toEqual([320, 321]);
    expect(variantWidths('avatar', 50)).toEqual([50]);
  });
});
