// Cloud Storage out of reach: the errors @google-cloud/storage really produces (its client talks to a stand-in server
// here, or to a port nobody listens on) become StoreUnavailableError; a denied permission stays an error of ours.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, Storage } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../domain/repositories.js';
import { createBucketImageStorage } from './storage-bucket.server.js';

let server: Server;
let endpoint: string;
let closedEndpoint: string;
/** The stand-in for the Cloud Storage JSON API: the status and error every request gets. */
let status = 503;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: status, message: `status ${status}` } })),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  closedEndpoint = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The adapter on a real client; no retries, so that each failure shows at once (in production the SDK retries first). */
const storageAt = (apiEndpoint: string) => {
  const client = new Storage({ apiEndpoint, projectId: 'demo-media', retryOptions: { autoRetry: false } });
  return createBucketImageStorage(() => client.bucket('bilder'));
};
const failure = (promise: Promise<unknown>) => promise.then(() => 'succeeded', (error: unknown) => error);

describe('Cloud Storage image storage when the service cannot serve', () => {
  it('answers StoreUnavailableError for 429 and 5xx, on writing, reading and removing', async () => {
    const images = storageAt(endpoint);
    for (const code of [429, 500, 503]) {
      status = code;
      const put = await failure(images.put('event/u1/abc-320.webp', Buffer.from('webp'), 'image/webp'));
      expect(put, `put ${code}`).toBeInstanceOf(StoreUnavailableError);
      // The SDK's own error is kept as the cause.
      expect((put as Error).cause).toBeInstanceOf(ApiError);
      expect((put as Error).cause).toMatchObject({ code });
      expect(await failure(images.get('event/u1/abc-320.webp')), `get ${code}`).toBeInstanceOf(StoreUnavailableError);
      expect(await failure(images.delete('event/u1/')), `delete ${code}`).toBeInstanceOf(StoreUnavailableError);
    }
  });

  it('answers StoreUnavailableError when the connection is refused', async () => {
    const put = await failure(storageAt(closedEndpoint).put('event/u1/abc-320.webp', Buffer.from('webp'), 'image/webp'));
    expect(put).toBeInstanceOf(StoreUnavailableError);
  });

  it('keeps a denied permission or a missing bucket an error of ours', async () => {
    const images = storageAt(endpoint);
    for (const code of [403, 404]) {
      status = code;
      const put = await failure(images.put('event/u1/abc-320.webp', Buffer.from('webp'), 'image/webp'));
      expect(put, `put ${code}`).toBeInstanceOf(ApiError);
      expect(put).not.toBeInstanceOf(StoreUnavailableError);
    }
  });
});
