// The checks an uploaded file passes before anything decodes it: its size, its type by its first bytes (the declared
// type and the file name are the sender's word and prove nothing), and its dimensions from the header, so that a small
// file announcing a gigantic image (a decompression bomb) is refused before sharp allocates its pixels.
import { open, stat } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { InvalidInputError } from '../services/errors.js';

/** The largest file accepted, in bytes. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** The most pixels an image may have (a 8000 x 5000 photo); sharp refuses to decode more (limitInputPixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageType = 'jpeg' | 'png' | 'webp';

export interface CheckedImage {
  type: ImageType;
  /** As stored in the file, before any EXIF rotation. */
  width: number;
  height: number;
}

const FIELD = 'image';

export function imageError(code: 'INVALID_IMAGE' | 'IMAGE_TOO_LARGE' | 'UNSUPPORTED_TYPE', message: string): InvalidInputError {
  return new InvalidInputError(message, [{ field: FIELD, code }]);
}

/** JPEG, PNG or WebP by their signatures, else null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Throws InvalidInputError (field `image`: UNSUPPORTED_TYPE, IMAGE_TOO_LARGE or INVALID_IMAGE) unless the image (a
 * file's path, or its bytes) is a JPEG, PNG or WebP of at most MAX_IMAGE_BYTES whose header sharp reads and whose
 * pixels stay within MAX_IMAGE_PIXELS. Of a file, only its first bytes and its header are read.
 * Damage past the header shows when the image is decoded (process.ts reports it as INVALID_IMAGE too).
 */
export async function checkImage(image: string | Uint8Array): Promise<CheckedImage> {
  const size = typeof image === 'string' ? (await stat(image)).size : image.byteLength;
  if (size > MAX_IMAGE_BYTES) throw imageError('IMAGE_TOO_LARGE', `Images may have at most ${MAX_IMAGE_BYTES} bytes.`);
  const type = sniffImageType(typeof image === 'string' ? await firstBytes(image, 12) : image);
  if (!type) throw imageError('UNSUPPORTED_TYPE', 'Only JPEG, PNG and WebP images are accepted.');
  let metadata: Metadata;
  try {
    // The header alone: sharp's own pixel limit would make a bomb look unreadable rather than too large.
    metadata = await sharp(image, { limitInputPixels: false }).metadata();
  } catch {
    throw imageError('INVALID_IMAGE', 'The image cannot be read.');
  }
  const { width, height } = metadata;
  if (metadata.format !== type || !width || !height) throw imageError('INVALID_IMAGE', 'The image cannot be read.');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw imageError('IMAGE_TOO_LARGE', `Images may have at most ${MAX_IMAGE_PIXELS} pixels.`);
  }
  return { type, width, height };
}

async function firstBytes(path: string, count: number): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
