// The browser side of the photo palette: decodes a chosen file in the page (nothing is sent anywhere) and draws
// it small, once for the clustering (a few thousand pixels say as much about the colours as millions, in a
// fraction of the time) and once for the picture shown beside the palette.

/** The longest side of the copy the colours are taken from: 160 px, about 25,000 pixels at most. */
export const analysisSide = 160;

/** The photo could not be decoded (a format the browser does not read, such as HEIC, or a damaged file). */
export class UndecodablePhotoError extends Error {
  constructor(cause: unknown) {
    super('the photo could not be decoded', { cause });
    this.name = 'UndecodablePhotoError';
  }
}

/** Decodes `blob` in the browser; EXIF rotation is applied, as a photo app would show it. */
export async function decodePhoto(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new UndecodablePhotoError(error);
  }
}

/** Width and height of `image` scaled to fit `side` on its longer side (never enlarged). */
export function fitted(image: { width: number; height: number }, side: number): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
}

/** Draws `image` into `canvas`, resized to fit `side`, smoothed the way a good downscale is. */
export function drawFitted(canvas: HTMLCanvasElement, image: ImageBitmap, side: number): CanvasRenderingContext2D {
  const { width, height } = fitted(image, side);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new UndecodablePhotoError(new Error('no 2D canvas'));
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return context;
}

/** The RGBA pixels of a copy of `image` no longer than `analysisSide` on either side. */
export function photoPixels(image: ImageBitmap): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  const context = drawFitted(canvas, image, analysisSide);
  return context.getImageData(0, 0, canvas.width, canvas.height).data;
}
