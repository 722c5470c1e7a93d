// Images in Cloud Storage (the firebase adapter): object media/{path} for the media path {path}. firebase-admin writes
// with the service account, which storage.rules do not restrict; the rules govern direct client access.
import type { Readable } from 'node:stream';
import type { Bucket } from '@google-cloud/storage';
import { isSafePath, isSafePrefix, type ImageStorage } from './storage.js';

const objectName = (path: string) => `media/${path}`;

/** `bucket` is called on each use, so that a missing bucket setting fails uploads, not the server's start. */
export function createBucketImageStorage(bucket: () => Bucket): ImageStorage {
  return {
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
}
