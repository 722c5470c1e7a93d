// Which files the photo palette takes, told apart before any decoding: a picture the browser can read, up to
// 20 MB. A file that passes may still fail to decode (a HEIC photo, a broken download): read-photo.ts says so then.

/** Larger photos are refused: decoding a 100-megapixel picture can take the tab's memory on a phone. */
export const maxPhotoBytes = 20 * 1024 * 1024;

export type PhotoProblem = 'notImage' | 'tooLarge' | 'empty' | 'undecodable';

/** Picture formats browsers decode, by name, for files the system gives no type (some Android file pickers). */
const pictureNames = /\.(?:jpe?g|png|webp|gif|avif|bmp)$/i;

/** What is wrong with `file` for the palette, or null when it is worth decoding. */
export function photoFileProblem(file: { name: string; type: string; size: number }): Exclude<PhotoProblem, 'undecodable'> | null {
  // A drawing (SVG) is an image but no photo: it has no pixels until drawn, and may hold scripts.
  const picture = file.type ? file.type.startsWith('image/') && file.type !== 'image/svg+xml' : pictureNames.test(file.name);
  if (!picture) return 'notImage';
  if (file.size === 0) return 'empty';
  if (file.size > maxPhotoBytes) return 'tooLarge';
  return null;
}
