// Reads a QR code from a picture in the browser: the browser's own BarcodeDetector where it has one that reads QR
// codes (Chromium on Android and macOS), else jsQR (a maintained pure-JavaScript decoder, loaded only when needed and
// only on the check-in page). A photo the detector finds nothing in is given to jsQR too: headless and desktop
// Chromium may offer the detector without a working backend.

/** The part of the browser's BarcodeDetector this uses (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = (new (options: { formats: string[] }) => BarcodeDetectorLike) & { getSupportedFormats(): Promise<string[]> };

let detector: Promise<BarcodeDetectorLike | null> | undefined;

/** The browser's QR detector, or null when it has none (asked once). */
function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  detector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

/** The picture's pixels, drawn at most `maxSide` wide or high (a phone photo of 12 MP decodes as well at 1,200). */
function pixelsOf(source: CanvasImageSource, size: { width: number; height: number }, maxSide = 1200): ImageData | null {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** jsQR over the picture's pixels: the code's text, or null. */
async function decodeWithJsQr(source: CanvasImageSource, size: { width: number; height: number }): Promise<string | null> {
  const pixels = pixelsOf(source, size);
  if (!pixels) return null;
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The QR code's text in a video frame or picture, or null when none is found. */
export async function decodeQr(source: HTMLVideoElement | ImageBitmap): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const [found] = await native.detect(source);
      if (found?.rawValue) return found.rawValue;
    } catch {
      // A detector without a working backend: jsQR below.
    }
  }
  const size = source instanceof HTMLVideoElement ? { width: source.videoWidth, height: source.videoHeight } : { width: source.width, height: source.height };
  if (!size.width || !size.height) return null;
  return decodeWithJsQr(source, size);
}

/** The QR code's text in a chosen photo file, or null when the file is no picture or shows no code. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    return await decodeQr(bitmap);
  } finally {
    bitmap.close();
  }
}
