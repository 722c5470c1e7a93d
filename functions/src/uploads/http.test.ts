import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError } from '../domain/repositories.js';
import { cloudFunctionsBodyParsing } from '../http/request-body.testing.js';
import { openIdentityFromEnv } from '../identity/open.server.js';
import { viewerByCredentials } from '../services/viewers.js';
import { UnauthenticatedError } from '../services/errors.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { createUploadsRouter, formUploads, type UploadsHttpDeps } from './http.js';
import { processImage } from './process.js';
import { createDiskImageStorage } from './storage.js';

// The real processing, watched: what it is handed shows whether a request held the whole file in memory.
vi.mock('./process.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./process.js')>();
  return { ...actual, processImage: vi.fn(actual.processImage) };
});

let dir: string;
let server: Server;
let base: string;
let deps: UploadsHttpDeps;
// Uploads wait in temporary files under os.tmpdir(): here a folder of this file's own, to see that none remain.
let uploadsDir: string;
const previousTmpdir = process.env.TMPDIR;
const leftovers = () => readdir(uploadsDir);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-http-'));
  uploadsDir = await mkdtemp(join(tmpdir(), 'uploads-waiting-'));
  process.env.TMPDIR = uploadsDir;
  await writeFile(join(dir, 'secret.webp'), 'top-secret-bytes');
  deps = {
    images: createDiskImageStorage(join(dir, 'media')),
    // The identity service's part; here one cookie stands for the signed-in person u1.
    viewerOf: async (credentials) => (credentials.sessionCookie === 'u1-session' ? { uid: 'u1' } : null),
  };
  const app = express();
  app.use(createUploadsRouter(deps));
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  await rm(dir, { recursive: true, force: true });
  await rm(uploadsDir, { recursive: true, force: true });
});

const signedIn = { cookie: '__session=u1-session' };
const upload = (file: Blob, purpose = 'event', headers: Record<string, string> = signedIn) => {
  const body = new FormData();
  body.set('purpose', purpose);
  body.set('file', file, 'bild.jpg');
  return fetch(`${base}/uploads`, { method: 'POST', body, headers });
};
const jpeg = async (width: number, height: number) =>
  new Blob([await sharp({ create: { width, height, channels: 3, background: '#804020' } }).jpeg().toBuffer()], { type: 'image/jpeg' });

/** `upload` to a server of its own over `other` deps, closed again. */
async function uploadWith(other: UploadsHttpDeps, file: Blob, purpose: string): Promise<Response> {
  const otherServer = express().use(createUploadsRouter(other)).listen(0, '127.0.0.1');
  await once(otherServer, 'listening');
  try {
    const body = new FormData();
    body.set('purpose', purpose);
    body.set('file', file, 'bild.jpg');
    return await fetch(`http://127.0.0.1:${(otherServer.address() as AddressInfo).port}/uploads`, { method: 'POST', body, headers: signedIn });
  } finally {
    otherServer.close();
  }
}

async function expectStoreUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(await response.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });
}

describe('POST /uploads', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const response = await upload(await jpeg(100, 100), 'event', {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 503 STORE_UNAVAILABLE with Retry-After when the disk is full, and keeps no part of the image', async () => {
    const media = await mkdtemp(join(tmpdir(), 'uploads-full-'));
    const disk = createDiskImageStorage(media);
    // Each size is written aside first; that file is made /dev/full, which refuses every write with ENOSPC.
    const full: UploadsHttpDeps = {
      ...deps,
      images: {
        ...disk,
        async put(path, bytes, type) {
          await mkdir(dirname(join(media, path)), { recursive: true });
          await symlink('/dev/full', `${join(media, path)}.${process.pid}.partial`);
          return disk.put(path, bytes, type);
        },
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expectStoreUnavailable(await uploadWith(full, await jpeg(400, 300), 'event'));
      expect(await readdir(join(media, 'event', 'u1'))).toEqual([]);
    } finally {
      warn.mockRestore();
      await rm(media, { recursive: true, force: true });
    }
  });

  it('answers 503 STORE_UNAVAILABLE, not a 500, when the media folder cannot be made (the store’s folder read-only or gone)', async () => {
    // The media folder's parent is a file: mkdir fails as it does under a folder the server may not write to.
    const aside = await mkdtemp(join(tmpdir(), 'uploads-blocked-'));
    const blocked = join(aside, 'not-a-folder');
    await writeFile(blocked, '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expectStoreUnavailable(await uploadWith({ ...deps, images: createDiskImageStorage(join(blocked, 'media')) }, await jpeg(200, 200), 'avatar'));
      expect(warn).toHaveBeenCalledWith('Upload not stored:', expect.stringContaining('ENOTDIR'));
    } finally {
      warn.mockRestore();
      await rm(aside, { recursive: true, force: true });
    }
  });

  it('answers 400 with the code for a file that is no JPEG, PNG or WebP, whatever its name and type say', async () => {
    const response = await upload(new Blob(['GIF89a, not really'], { type: 'image/jpeg' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'UNSUPPORTED_TYPE', message: expect.any(String) });
    const unknownPurpose = await upload(await jpeg(50, 50), 'banner');
    expect(unknownPurpose.status).toBe(400);
    expect(await unknownPurpose.json()).toMatchObject({ code: 'OUT_OF_RANGE' });
    const notMultipart = await fetch(`${base}/uploads`, { method: 'POST', body: 'purpose=event', headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notMultipart.status).toBe(400);
  });

  it('answers 413 for more than 8 MB and stores nothing', async () => {
    const big = new Blob([await (await jpeg(100, 100)).arrayBuffer(), new Uint8Array(9 * 1024 * 1024)], { type: 'image/jpeg' });
    const response = await upload(big).catch((error: unknown) => error);
    // The server stops reading: the client sees 413, or (if it was still sending) the connection closing.
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    } else {
      expect(String((response as Error).cause ?? response)).toMatch(/ECONNRESET|EPIPE|socket|closed/i);
    }
    expect(await readdir(dir)).toEqual(['secret.webp']);
    await expect.poll(leftovers).toEqual([]);
  });

  it('answers 413 while streaming a body of unannounced length, and stops reading it', async () => {
    const boundary = 'grenze';
    const request = httpRequest(`${base}/uploads`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': `multipart/form-data; boundary=${boundary}` }, // chunked: no length
    });
    // The server answers 413 and closes; the client may see the answer, or only the connection closing (EPIPE or
    // ECONNRESET while it still sends), as with any server that stops reading.
    const closed = new Promise<true>((resolve) => request.once('close', () => resolve(true)));
    let response: IncomingMessage | undefined;
    request.once('response', (answer: IncomingMessage) => (response = answer));
    request.on('error', () => undefined);
    const send = async (chunk: string | Buffer) => {
      if (!request.write(chunk)) await Promise.race([once(request, 'drain'), closed]).catch(() => undefined);
    };
    await send(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nevent\r\n`);
    await send(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const megabyte = Buffer.alloc(1024 * 1024, 0xff);
    let sent = 0;
    while (!request.socket?.destroyed && sent < 128) {
      await send(megabyte);
      sent++;
    }
    // Over 8 MB, the server stopped: what we sent beyond that was at most what the buffers on the way hold.
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve(false), 5000))])).toBe(true);
    expect(sent).toBeLessThan(48);
    if (response) expect(response.statusCode).toBe(413);
    await expect.poll(leftovers).toEqual([]);
  });

  it('removes the waiting file of a client that goes away mid-upload', async () => {
    const boundary = 'grenze';
    const request = httpRequest(`${base}/uploads`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('error', () => undefined);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nevent\r\n`);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    request.write(Buffer.alloc(256 * 1024, 0xff));
    // The upload has begun to be written aside; then the client is gone.
    await expect.poll(leftovers).toHaveLength(1);
    request.destroy();
    await expect.poll(leftovers).toEqual([]);
  });

  it('hands the image to the processing as a file on disk, never as the whole file in memory, and removes it', async () => {
    const image = await jpeg(1600, 1200);
    const seen: Array<{ input: unknown; size?: number }> = [];
    vi.mocked(processImage).mockImplementationOnce(async (input, purpose) => {
      seen.push({ input, size: typeof input === 'string' ? (await stat(input)).size : undefined });
      const actual = await vi.importActual<typeof import('./process.js')>('./process.js');
      return actual.processImage(input, purpose);
    });
    const response = await upload(image);
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ input: expect.stringContaining(uploadsDir), size: image.size }]);
    await expect.poll(leftovers).toEqual([]);
  });

  it('stores a good image and serves every size at its URL as immutable WebP', async () => {
    const response = await upload(await jpeg(1200, 900));
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { url: string; width: number; height: number; srcset: string };
    expect(saved).toMatchObject({ width: 1200, height: 900 });
    expect(saved.url).toMatch(/^\/media\/event\/u1\/[\w-]+-1200\.webp$/);
    for (const entry of saved.srcset.split(', ')) {
      const [url, width] = entry.split(' ');
      const image = await fetch(`${base}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(`${(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width}w`).toBe(width);
    }
  });
});

describe('GET /media/*', () => {
  it('answers 503 with Retry-After, never cached, when the storage cannot be read', async () => {
    const unreachable: UploadsHttpDeps = {
      ...deps,
      images: { ...deps.images, get: () => Promise.reject(new StoreUnavailableError('Cloud Storage is unavailable: 503')) },
    };
    const media = express().use(createUploadsRouter(unreachable)).listen(0, '127.0.0.1');
    await once(media, 'listening');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const response = await fetch(`http://127.0.0.1:${(media.address() as AddressInfo).port}/media/event/u1/x-320.webp`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(response.headers.get('cache-control')).toBe('no-store');
    } finally {
      warn.mockRestore();
      media.close();
    }
  });

  it('answers 404 for what is not stored and for paths outside the media folder', async () => {
    for (const path of ['/media/event/u1/nothing-320.webp', '/media/..%2Fsecret.webp', '/media/%2E%2E/secret.webp', '/media/event']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('top-secret-bytes');
    }
  });
});

describe('formUploads', () => {
  it('stores a form’s file for the person behind the request, and refuses the signed-out visitor', async () => {
    const save = formUploads(deps);
    const path = join(dir, 'ich.jpg');
    await writeFile(path, Buffer.from(await (await jpeg(300, 300)).arrayBuffer()));
    const file = { path, filename: 'ich.jpg', mimeType: 'image/jpeg' };
    const saved = await save({ headers: signedIn, purpose: 'avatar', file });
    expect(saved).toMatchObject({ url: expect.stringMatching(/^\/media\/avatar\/u1\/[\w-]+-256\.webp$/), width: 256, height: 256 });
    await expect(save({ headers: {}, purpose: 'avatar', file })).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});

describe('POST /uploads with the accounts service (as app.server.ts wires it)', () => {
  it('files the image under the uid behind the __session cookie, and refuses a forged cookie', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    const identity = await openIdentityFromEnv({}, store);
    const app = express().use(
      createUploadsRouter({ images: deps.images, viewerOf: (credentials) => viewerByCredentials(store, identity, credentials) }),
    );
    const accounts = app.listen(0, '127.0.0.1');
    await once(accounts, 'listening');
    try {
      const { user, session } = await identity.signUp('bild@example.org', 'geheim1');
      const post = (cookie: string) => {
        const body = new FormData();
        body.set('purpose', 'avatar');
        return jpeg(64, 64).then((file) => {
          body.set('file', file, 'ich.jpg');
          return fetch(`http://127.0.0.1:${(accounts.address() as AddressInfo).port}/uploads`, { method: 'POST', body, headers: { cookie } });
        });
      };
      const response = await post(`__session=${encodeURIComponent(session.cookie)}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { url: string }).url).toMatch(new RegExp(`^/media/avatar/${user.uid}/[\\w-]+-64\\.webp$`));
      expect((await post('__session=forged')).status).toBe(401);
    } finally {
      accounts.close();
      await identity.close();
      await store.close();
    }
  });
});

describe('POST /uploads on Cloud Functions, whose runtime has read the body before the router', () => {
  it('stores the image from the bytes the runtime kept, and still refuses more than 8 MB', async () => {
    const app = express().use(cloudFunctionsBodyParsing, createUploadsRouter(deps));
    const functions = app.listen(0, '127.0.0.1');
    await once(functions, 'listening');
    try {
      const url = `http://127.0.0.1:${(functions.address() as AddressInfo).port}/uploads`;
      const body = new FormData();
      body.set('purpose', 'event');
      body.set('file', await jpeg(120, 80), 'bild.jpg');
      const response = await fetch(url, { method: 'POST', body, headers: signedIn });
      expect(response.status).toBe(200);
      const saved = (await response.json()) as { url: string; width: number };
      expect(saved).toMatchObject({ url: expect.stringMatching(/^\/media\/event\/u1\/[\w-]+-120\.webp$/), width: 120 });
      expect((await fetch(base + saved.url)).status).toBe(200);

      const huge = new FormData();
      huge.set('purpose', 'event');
      huge.set('file', new Blob([Buffer.alloc(8 * 1024 * 1024 + 1)], { type: 'image/jpeg' }), 'gross.jpg');
      expect((await fetch(url, { method: 'POST', body: huge, headers: signedIn })).status).toBe(413);
      await expect.poll(leftovers).toEqual([]);
    } finally {
      functions.close();
    }
  });
});
