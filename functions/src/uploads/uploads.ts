// Uploading an image, from a file to its stored sizes, and what the services need around it: whether a submitted URL
// names one of the person's own uploads, and removing everything a person uploaded.
//
// URLs: /media/{purpose}/{uid}/{id}-{width}.webp, one file per size. The URL of an upload names its largest size;
// since the sizes below it follow from the purpose (process.ts, variantWidths), the URL alone gives the srcset.
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { ImageRecord } from '../domain/records.js';
import { InvalidInputError } from '../services/errors.js';
import { checkImage } from './check.js';
import { IMAGE_PURPOSES, processImage, variantWidths, type ImagePurpose } from './process.js';
import { isSafeName, type ImageStorage } from './storage.js';

export interface UploadDeps {
  images: ImageStorage;
}

/**
 * A file as a form or multipart request delivered it, written to a temporary file at `path` (http/temp-files.ts;
 * the caller removes it) so that no request holds a whole image in memory. Only the file's content is trusted
 * (checkImage sniffs the type); an empty `path` is no file at all.
 */
export interface UploadedFile {
  path: string;
  filename: string;
  mimeType: string;
}

/** What an upload returns: its URL (the largest size) with that size's dimensions and every size as a srcset. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  srcset: string;
}

const URL_PATTERN = /^\/media\/([a-z]+)\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)-(\d+)\.webp$/;

/**
 * Checks, resizes and stores `file` for the signed-in `viewer`. Throws InvalidInputError: field `purpose`
 * (OUT_OF_RANGE) or `image` (REQUIRED for an empty file field, UNSUPPORTED_TYPE, IMAGE_TOO_LARGE, INVALID_IMAGE).
 * Either every size is stored or none is.
 */
export async function saveUpload(
  deps: UploadDeps,
  viewer: { uid: string },
  purpose: string,
  file: UploadedFile,
): Promise<UploadedImage> {
  if (!isPurpose(purpose)) {
    throw new InvalidInputError(`purpose must be one of ${IMAGE_PURPOSES.join(', ')}.`, [{ field: 'purpose', code: 'OUT_OF_RANGE' }]);
  }
  if (!file.path || (await stat(file.path)).size === 0) throw new InvalidInputError('Choose an image.', [{ field: 'image', code: 'REQUIRED' }]);
  if (!isSafeName(viewer.uid)) throw new Error(`A uid unfit for a media path: ${JSON.stringify(viewer.uid)}`);
  const folder = `${purpose}/${viewer.uid}/`;
  // Both read the file from disk (sharp decodes from the path), never the whole file into a buffer.
  await checkImage(file.path);
  const variants = await processImage(file.path, purpose);
  const id = randomBytes(9).toString('base64url');
  const pathOf = (width: number) => `${folder}${id}-${width}.webp`;
  // Settled, not Promise.all: cleaning up while another size is still being written would leave that one behind.
  const stored = await Promise.allSettled(variants.map((variant) => deps.images.put(pathOf(variant.width), variant.bytes, 'image/webp')));
  const failed = stored.find((result) => result.status === 'rejected');
  if (failed) {
    await deps.images.delete(`${folder}${id}-`).catch(() => undefined);
    throw failed.reason; // StoreUnavailableError when the storage cannot take files (storage.ts, storage-bucket.server.ts)
  }
  const largest = variants[variants.length - 1]!;
  return {
    url: `/media/${pathOf(largest.width)}`,
    width: largest.width,
    height: largest.height,
    srcset: variants.map((variant) => `/media/${pathOf(variant.width)} ${variant.width}w`).join(', '),
  };
}

/**
 * The image a submitted URL names when it is one of `uid`'s uploads for `purpose` (else null, and the service
 * answers INVALID_IMAGE): the services store `{ ...uploadedImage(url, uid, purpose), alt }` as the ImageRecord.
 */
export function uploadedImage(url: string, uid: string, purpose: ImagePurpose): Pick<ImageRecord, 'url' | 'width' | 'srcset'> | null {
  const match = URL_PATTERN.exec(url);
  if (!match || match[1] !== purpose || match[2] !== uid) return null;
  const width = Number(match[4]);
  const widths = variantWidths(purpose, width);
  if (widths[widths.length - 1] !== width) return null;
  const base = url.slice(0, url.lastIndexOf('-') + 1);
  return { url, width, srcset: widths.map((w) => `${base}${w}.webp ${w}w`).join(', ') };
}

/** Removes the images `uid` uploaded for these purposes (default: all of them). */
export async function deleteUploads(deps: UploadDeps, uid: string, purposes: readonly ImagePurpose[] = IMAGE_PURPOSES): Promise<void> {
  if (!isSafeName(uid)) throw new Error(`A uid unfit for a media path: ${JSON.stringify(uid)}`);
  for (const purpose of purposes) await deps.images.delete(`${purpose}/${uid}/`);
}

/** Removes every size of the upload a URL names (a replaced avatar); URLs that name no upload are left alone. */
export async function deleteUpload(deps: UploadDeps, url: string): Promise<void> {
  const match = URL_PATTERN.exec(url);
  if (!match) return;
  await deps.images.delete(`${match[1]}/${match[2]}/${match[3]}-`);
}

function isPurpose(value: string): value is ImagePurpose {
  return (IMAGE_PURPOSES as readonly string[]).includes(value);
}
