import { describe, expect, it } from 'vitest';
import { analysisSide, decodePhoto, fitted, UndecodablePhotoError } from './read-photo';

describe('reading a photo in the browser', () => {
  it('scales a photo to fit on its longer side, never up', () => {
    expect(fitted({ width: 4000, height: 3000 }, analysisSide)).toEqual({ width: 160, height: 120 });
    expect(fitted({ width: 1080, height: 1920 }, 480)).toEqual({ width: 270, height: 480 });
    expect(fitted({ width: 100, height: 50 }, analysisSide)).toEqual({ width: 100, height: 50 });
    expect(fitted({ width: 5000, height: 10 }, analysisSide)).toEqual({ width: 160, height: 1 });
  });

  it('says a file could not be decoded as its own error', async () => {
    const original = globalThis.createImageBitmap;
    globalThis.createImageBitmap = () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
    try {
      await expect(decodePhoto(new Blob(['kein Bild'], { type: 'image/jpeg' }))).rejects.toBeInstanceOf(UndecodablePhotoError);
    } finally {
      globalThis.createImageBitmap = original;
    }
  });
});
