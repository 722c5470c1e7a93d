// Where uploaded images live. Paths are relative to the media root and are the same everywhere: the URL
// /media/{path}, the file {dir}/{path} on disk (embedded), the object media/{path} in Cloud Storage (firebase).
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { StoreUnavailableError } from '../domain/repositories.js';

export interface ImageStorage {
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored at `path` (or `path` is not a valid path). */
  get(path: string): Promise<Readable | null>;
  /**
   * Removes everything whose path starts with `prefix`: a folder (`avatar/{uid}/`) or the names in one folder
   * that start alike (`avatar/{uid}/{id}-`, every size of one image).
   */
  delete(prefix: string): Promise<void>;
}

/** One path segment: letters, digits, `.`, `_`, `-`, not starting with a dot (so never `.` or `..`). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** True for one path segment, such as a uid or a file name. */
export function isSafeName(name: string): boolean {
  return SEGMENT.test(name);
}

/** True for `a/b/c.webp`-shaped paths: no empty, dot-led or unusual segments, no leading or trailing slash. */
export function isSafePath(path: string): boolean {
  const segments = path.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment));
}

/** A prefix below at least one folder: `folder/` or `folder/name-start`, the folder a safe path. */
export function isSafePrefix(prefix: string): boolean {
  const { folder, start } = splitPrefix(prefix);
  return isSafePath(folder) && (start === '' || SEGMENT.test(start));
}

function splitPrefix(prefix: string): { folder: string; start: string } {
  const slash = prefix.lastIndexOf('/');
  return { folder: prefix.slice(0, Math.max(slash, 0)), start: prefix.slice(slash + 1) };
}

/**
 * File system failures that mean "nothing can be stored here right now": a full disk or quota, a read-only mount or
 * folder, a failing device, a media folder that is gone or is no folder. A folder the server may not write to counts
 * too (EACCES, EPERM, and ENOENT, which Node's recursive mkdir reports for a parent it may not write to): the data
 * store answers STORE_UNAVAILABLE for the same fault of its file, and an upload must not be the one write that
 * answers 500 when the store's folder turns read-only. The log line names the cause for the operator.
 */
const DISK_FAULTS = ['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EACCES', 'EPERM', 'ENOENT', 'ENOTDIR'];

/** A storage that cannot take files is unavailable (STORE_UNAVAILABLE), as the data store is when it cannot write. */
function toStorageError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !DISK_FAULTS.includes(code)) return error;
  return new StoreUnavailableError(`Image storage cannot write: ${(error as Error).message}`, { cause: error });
}

/** Files under `dir` (the embedded store's folder's media/, .data/media by default). */
export function createDiskImageStorage(dir: string): ImageStorage {
  const root = resolve(dir);
  const fileOf = (path: string): string => {
    const file = resolve(join(root, path));
    // isSafePath already rules out `..`; the second look keeps that true whatever the platform's separators do.
    if (!isSafePath(path) || !file.startsWith(root + sep)) throw new Error(`Not a media path: ${JSON.stringify(path)}`);
    return file;
  };
  return {
    async put(path, bytes) {
      const file = fileOf(path);
      try {
        await mkdir(dirname(file), { recursive: true });
        // Written aside and renamed, so that a reader never sees half a file.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        throw toStorageError(error);
      }
    },
    async get(path) {
      if (!isSafePath(path)) return null;
      const file = fileOf(path);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async delete(prefix) {
      if (!isSafePrefix(prefix)) throw new Error(`Not a media prefix: ${JSON.stringify(prefix)}`);
      const { folder, start } = splitPrefix(prefix);
      const dir = fileOf(folder);
      try {
        if (!start) return await rm(dir, { recursive: true, force: true });
        const names = await readdir(dir).catch(() => []);
        await Promise.all(names.filter((name) => name.startsWith(start)).map((name) => rm(join(dir, name), { force: true })));
      } catch (error) {
        throw toStorageError(error);
      }
    },
  };
}
