// Turns a checked upload into the WebP sizes the pages show: turned upright by its EXIF orientation, every piece of
// metadata dropped (sharp writes none unless asked: no GPS position, camera or date leaves the server), never
// enlarged. Avatars are square crops; event and venue images keep their aspect ratio.
import sharp from 'sharp';
import { imageError, MAX_IMAGE_PIXELS } from './check.js';

// libvips keeps the files it read open for reuse (20 by default); an upload's temporary file is read once and then
// removed, and an open handle would keep its disk space taken until evicted.
sharp.cache({ files: 0 });

export const IMAGE_PURPOSES = ['avatar', 'event', 'venue'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** Target widths per purpose, smallest first (avatars: square sides). */
export const IMAGE_WIDTHS: Record<ImagePurpose, readonly number[]> = {
  avatar: [96, 256],
  event: [320, 800, 1600],
  venue: [320, 800, 1600],
};

export interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The widths an image of `sourceWidth` (upright) gets: each target below the largest one it reaches, then that
 * largest one, capped at the source's own width. The largest width alone therefore names every size
 * (see uploads.ts, srcsetFor).
 */
export function variantWidths(purpose: ImagePurpose, sourceWidth: number): number[] {
  const targets = IMAGE_WIDTHS[purpose];
  const largest = Math.min(sourceWidth, targets[targets.length - 1]!);
  return [...targets.filter((width) => width < largest), largest];
}

/**
 * The sizes of an image (already through checkImage) for `purpose`, smallest first. Given a file's path (an upload
 * waiting in its temporary file), sharp reads the file itself: the upload is never a buffer of ours.
 */
export async function processImage(image: string | Uint8Array, purpose: ImagePurpose): Promise<ImageVariant[]> {
  try {
    const source = sharp(image, { autoOrient: true, limitInputPixels: MAX_IMAGE_PIXELS });
    const { autoOrient } = await source.metadata();
    const square = purpose === 'avatar';
    const sourceWidth = square ? Math.min(autoOrient.width, autoOrient.height) : autoOrient.width;
    return await Promise.all(
      variantWidths(purpose, sourceWidth).map(async (width) => {
        const { data, info } = await source
          .clone()
          .resize(square ? { width, height: width, fit: 'cover' } : { width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
  } catch {
    // Pixel data sharp cannot decode (a truncated or damaged file behind a valid header).
    throw imageError('INVALID_IMAGE', 'The image cannot be read.');
  }
}
