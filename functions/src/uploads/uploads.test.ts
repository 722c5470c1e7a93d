import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidInputError } from '../services/errors.js';
import { createDiskImageStorage, type ImageStorage } from './storage.js';
import { deleteUploads, saveUpload, uploadedImage } from './uploads.js';

let dir: string;
let incoming: string;
let images: ImageStorage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-'));
  incoming = await mkdtemp(join(tmpdir(), 'uploads-in-'));
  images = createDiskImageStorage(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(incoming, { recursive: true, force: true });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#208040' } })
    .png()
    .toBuffer();
let written = 0;
/** The file as the upload routes hand it over: written to a file first. */
const file = async (bytes: Uint8Array | Promise<Uint8Array>) => {
  const path = join(incoming, `upload-${++written}`);
  await writeFile(path, await bytes);
  return { path, filename: 'bild.png', mimeType: 'image/png' };
};
const fields = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: unknown) => (error instanceof InvalidInputError ? error.fields : error),
  );

describe('saveUpload', () => {
  it('stores every size under the person and purpose, and answers with the largest one and a srcset', async () => {
    const saved = await saveUpload({ images }, { uid: 'u1' }, 'event', await file(png(1000, 500)));
    expect(saved).toMatchObject({ width: 1000, height: 500 });
    expect(saved.url).toMatch(/^\/media\/event\/u1\/[\w-]{12}-1000\.webp$/);
    const base = saved.url.slice(0, -'1000.webp'.length);
    expect(saved.srcset).toBe(`${base}320.webp 320w, ${base}800.webp 800w, ${base}1000.webp 1000w`);
    for (const width of [320, 800, 1000]) {
      const stored = await images.get(`${base.slice('/media/'.length)}${width}.webp`);
      expect((await sharp(await buffer(stored!)).metadata()).width).toBe(width);
    }
    // What a service makes of the URL the person submits back is the same image.
    expect(uploadedImage(saved.url, 'u1', 'event')).toEqual({ url: saved.url, width: 1000, srcset: saved.srcset });
  });

  it('refuses an unknown purpose, an empty file field and a file that is no image, storing nothing', async () => {
    expect(await fields(saveUpload({ images }, { uid: 'u1' }, 'banner', await file(png(10, 10))))).toEqual([
      { field: 'purpose', code: 'OUT_OF_RANGE' },
    ]);
    expect(await fields(saveUpload({ images }, { uid: 'u1' }, 'avatar', await file(new Uint8Array())))).toEqual([
      { field: 'image', code: 'REQUIRED' },
    ]);
    expect(await fields(saveUpload({ images }, { uid: 'u1' }, 'avatar', await file(Buffer.from('GIF89a...'))))).toEqual([
      { field: 'image', code: 'UNSUPPORTED_TYPE' },
    ]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves no size behind when storing one of them fails', async () => {
    let puts = 0;
    const failing: ImageStorage = {
      ...images,
      async put(path, bytes, contentType) {
        if (++puts === 2) throw new Error('disk full');
        await images.put(path, bytes, contentType);
      },
    };
    await expect(saveUpload({ images: failing }, { uid: 'u1' }, 'venue', await file(png(900, 300)))).rejects.toThrow('disk full');
    expect(await readdir(join(dir, 'venue/u1'))).toEqual([]);
  });
});

describe('uploadedImage', () => {
  it('accepts only the person’s own uploads for the purpose, in the shape saveUpload makes', () => {
    const url = '/media/avatar/u1/AbCdEfGh_-12-256.webp';
    expect(uploadedImage(url, 'u1', 'avatar')).toEqual({
      url,
      width: 256,
      srcset: '/media/avatar/u1/AbCdEfGh_-12-96.webp 96w, /media/avatar/u1/AbCdEfGh_-12-256.webp 256w',
    });
    expect(uploadedImage(url, 'u2', 'avatar')).toBeNull();
    expect(uploadedImage(url, 'u1', 'event')).toBeNull();
    for (const other of [
      'https://example.org/media/avatar/u1/x-256.webp',
      '/media/avatar/u1/x-256.webp?y',
      '/media/avatar/u1/../u2/x-256.webp',
      '/media/avatar/u1/x-256.png',
      '/media/avatar/u1/x-512.webp', // larger than any avatar size saveUpload makes
    ]) {
      expect(uploadedImage(other, 'u1', 'avatar'), other).toBeNull();
    }
  });
});

describe('deleteUploads', () => {
  it('removes the person’s images of every purpose and keeps everyone else’s', async () => {
    const picture = await file(png(120, 120));
    const mine = await Promise.all((['avatar', 'event', 'venue'] as const).map((purpose) => saveUpload({ images }, { uid: 'u1' }, purpose, picture)));
    const theirs = await saveUpload({ images }, { uid: 'u2' }, 'event', picture);
    await deleteUploads({ images }, 'u1');
    for (const saved of mine) expect(await images.get(saved.url.slice('/media/'.length))).toBeNull();
    expect(await images.get(theirs.url.slice('/media/'.length))).not.toBeNull();
    await expect(deleteUploads({ images }, '../u2')).rejects.toThrow(/unfit/);
  });
});
