// Where the files of a multipart request wait while it is handled: in temporary files, not in memory, so that a
// request holds a few buffers' worth of an upload however large the file (the uploads API, the pages' form posts).
// Each file is named at random in os.tmpdir(), readable by this process's user alone (0600), and removed when the
// request is over, whatever its end: answered, refused, over a limit or abandoned by the client.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoreUnavailableError } from '../domain/repositories.js';

/** A written temporary file: where it is and how many bytes it has. */
export interface TempFile {
  path: string;
  size: number;
}

/** One request's temporary files; `removeAll()` once the request is over (in a `finally`). */
export interface TempFiles {
  /**
   * Writes `source` into a new temporary file. A failing disk (full, read-only) rejects with StoreUnavailableError,
   * as the image storage does, and leaves no file.
   */
  write(source: Readable): Promise<TempFile>;
  /** Stops the writes still under way and removes every file this request wrote. */
  removeAll(): Promise<void>;
}

/** File system failures that mean "no file can be written here right now" (see uploads.ts, STORAGE_FAULTS). */
const DISK_FAULTS = ['ENOSPC', 'EDQUOT', 'EROFS', 'EIO'];

export function createTempFiles(): TempFiles {
  const files = new Map<string, { source: Readable; closed: Promise<void> }>();
  return {
    async write(source) {
      const path = join(tmpdir(), `upload-${randomUUID()}`);
      // 'wx': never an existing file (a name someone else chose); mode 0600: no other user reads the upload.
      const sink = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      files.set(path, { source, closed: new Promise((resolve) => sink.once('close', () => resolve())) });
      try {
        await pipeline(source, sink);
        return { path, size: sink.bytesWritten };
      } catch (error) {
        await rm(path, { force: true }).catch(() => undefined);
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && DISK_FAULTS.includes(code)) {
          throw new StoreUnavailableError(`Uploads cannot be written to ${tmpdir()}: ${(error as Error).message}`, { cause: error });
        }
        throw error;
      }
    },
    async removeAll() {
      // A write under way when the client went away or a limit stopped the reading never ends by itself.
      for (const { source } of files.values()) if (!source.readableEnded) source.destroy();
      await Promise.all(
        [...files].map(async ([path, { closed }]) => {
          await closed; // after the file is closed, so that no late open creates it again
          await rm(path, { force: true });
        }),
      );
      files.clear();
    },
  };
}
