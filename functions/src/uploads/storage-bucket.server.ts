// Images in Cloud Storage (the firebase adapter): object media/{path} for the media path {path}. firebase-admin writes
// with the service account, which storage.rules do not restrict; the rules govern direct client access.
// Cloud Storage out of reach (after the SDK's own retries) is StoreUnavailableError, as a full disk is for the disk
// storage: the upload answers 503 STORE_UNAVAILABLE with Retry-After instead of 500.
import type { Readable } from 'node:stream';
import type { Bucket } from '@google-cloud/storage';
import { StoreUnavailableError } from '../domain/repositories.js';
import { isSafePath, isSafePrefix, type ImageStorage } from './storage.js';

const objectName = (path: string) => `media/${path}`;

/**
 * What @google-cloud/storage itself retries as passing trouble (its RETRYABLE_ERR_FN_DEFAULT: a request timeout, the
 * rate limit (429), the service's 5xx, a connection reset), and besides a connection refused or timed out, or a name
 * that did not resolve. A denied permission (403), a missing bucket (404) or a bad request stay errors of ours.
 */
const UNAVAILABLE_STATUSES = [408, 429, 500, 502, 503, 504];
const CONNECTION_FAULTS = ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND'];

function toStorageError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const unavailable =
    (typeof code === 'number' && UNAVAILABLE_STATUSES.includes(code)) ||
    (typeof code === 'string' && (UNAVAILABLE_STATUSES.includes(Number(code)) || CONNECTION_FAULTS.includes(code.toUpperCase())));
  if (!unavailable) return error;
  return new StoreUnavailableError(`Cloud Storage is unavailable: ${(error as Error).message}`, { cause: error });
}

/** `bucket` is called on each use, so that a missing bucket setting fails uploads, not the server's start. */
export function createBucketImageStorage(bucket: () => Bucket): ImageStorage {
  const storage: ImageStorage = {
    async put(path, bytes, contentType) {
      if (!isSafePath(path)) throw new Error(`Not a media path: ${JSON.stringify(path)}`);
      await bucket()
        .file(objectName(path))
        .save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { contentType, resumable: false });
    },
    async get(path) {
      if (!isSafePath(path)) return null;
      const file = bucket().file(objectName(path));
      const [exists] = await file.exists();
      return exists ? (file.createReadStream() as Readable) : null;
    },
    async delete(prefix) {
      if (!isSafePrefix(prefix)) throw new Error(`Not a media prefix: ${JSON.stringify(prefix)}`);
      await bucket().deleteFiles({ prefix: objectName(prefix) });
    },
  };
  return {
    put: (...args) => storage.put(...args).catch((error: unknown) => Promise.reject(toStorageError(error))),
    get: (...args) => storage.get(...args).catch((error: unknown) => Promise.reject(toStorageError(error))),
    delete: (...args) => storage.delete(...args).catch((error: unknown) => Promise.reject(toStorageError(error))),
  };
}
