import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openImageStorage } from '../store/open.server.js';
import { createDiskImageStorage, type ImageStorage } from './storage.js';

let dir: string;
let storage: ImageStorage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-'));
  storage = createDiskImageStorage(join(dir, 'media'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const read = async (path: string) => {
  const stream = await storage.get(path);
  return stream ? text(stream) : null;
};

describe('disk image storage', () => {
  it('gives back what was put, and null for what was not', async () => {
    await storage.put('event/u1/abc-320.webp', Buffer.from('small'), 'image/webp');
    await storage.put('event/u1/abc-800.webp', Buffer.from('large'), 'image/webp');
    expect(await read('event/u1/abc-320.webp')).toBe('small');
    expect(await read('event/u1/abc-800.webp')).toBe('large');
    expect(await read('event/u1/abc-1600.webp')).toBeNull();
    expect(await read('event/u1')).toBeNull(); // a folder is not an image
    expect(await readdir(join(dir, 'media/event/u1'))).toEqual(['abc-320.webp', 'abc-800.webp']);
  });

  it('deletes a folder, or the names in a folder that start alike, and nothing else', async () => {
    for (const path of ['avatar/u1/a-96.webp', 'avatar/u1/a-256.webp', 'avatar/u1/b-96.webp', 'avatar/u2/c-96.webp', 'event/u1/d-320.webp']) {
      await storage.put(path, Buffer.from(path), 'image/webp');
    }
    await storage.delete('avatar/u1/a-');
    expect(await readdir(join(dir, 'media/avatar/u1'))).toEqual(['b-96.webp']);
    await storage.delete('avatar/u1/');
    expect(await readdir(join(dir, 'media/avatar'))).toEqual(['u2']);
    expect(await read('event/u1/d-320.webp')).toBe('event/u1/d-320.webp');
    await expect(storage.delete('avatar/nobody/')).resolves.toBeUndefined();
  });

  it('refuses every path that could leave its folder or reach a hidden file', async () => {
    await writeFile(join(dir, 'secret.txt'), 'secret');
    await writeFile(join(dir, 'media-secret.txt'), 'secret');
    for (const path of ['../secret.txt', 'event/../../secret.txt', '/etc/passwd', '..', '.', 'event//x.webp', 'event/.hidden', 'event\\..\\..\\secret.txt', '../media-secret.txt', '']) {
      expect(await storage.get(path), path).toBeNull();
      await expect(storage.put(path, Buffer.from('x'), 'image/webp'), path).rejects.toThrow(/Not a media path/);
    }
    for (const prefix of ['', '/', '../', 'event/../../', 'event/..', '../media-']) {
      await expect(storage.delete(prefix), prefix).rejects.toThrow(/Not a media prefix/);
    }
    expect(await readdir(dir)).toEqual(['media-secret.txt', 'secret.txt']);
  });
});

describe('openImageStorage', () => {
  it('keeps the images of the embedded store in media/ next to its file', async () => {
    const images = await openImageStorage({ STORE_FILE: join(dir, 'data', 'magazin.sqlite') });
    await images.put('avatar/u1/a-96.webp', Buffer.from('avatar'), 'image/webp');
    expect(await readdir(join(dir, 'data', 'media', 'avatar', 'u1'))).toEqual(['a-96.webp']);
  });
});
