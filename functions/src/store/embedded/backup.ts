// Backup and restore of the embedded store (`npm run backup`, `npm run restore`). A backup is a folder: the SQLite
// file, copied with SQLite's online backup API while the site keeps running, and a copy of the uploaded images
// (media/ beside the store's file). Restoring checks the backup first and keeps whatever it replaces beside it.
import { constants } from 'node:fs';
import { access, copyFile, cp, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.js';

/** The name of the SQLite file inside a backup folder. */
export const BACKUP_DATABASE = 'store.sqlite';
/** The folder of images inside a backup folder (the same layout as the store's own media/). */
export const BACKUP_MEDIA = 'media';

/** A backup that is not whole, not a store, or from a newer version of the code: nothing was replaced. */
export class BackupCheckError extends Error {}

/** The store's file is open elsewhere (the site, `npm run dev`, another command): nothing was replaced. */
export class StoreInUseError extends Error {}

export interface BackupResult {
  folder: string;
  /** The schema version (PRAGMA user_version) of the copied database. */
  version: number;
  bytes: number;
  images: number;
}

export interface RestoreResult {
  version: number;
  /** Where the replaced store file went (its -wal and -shm beside it), if there was one. */
  keptDatabase?: string;
  /** Where the replaced media folder went, if the backup brought images and there was a folder to replace. */
  keptMedia?: string;
  /** Images put in place; null when the backup holds none (a bare .sqlite file), so media/ was left alone. */
  images: number | null;
}

/** `2026-11-28T23-05-00Z`: sortable, and a valid file name everywhere. */
export function timestampForFileName(at: Date): string {
  return `${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

/**
 * Copies the store at `storeFile` (and the images in `mediaFolder`) into the new folder `target`. Safe while the site
 * writes: the database is copied in one step of SQLite's backup, a read transaction on the write-ahead log, which
 * sees exactly the commits made before it began and does not hold up writers. Images are copied afterwards, so that
 * every image the copied database names is among them (they are written aside and renamed; half-written `.partial`
 * files are skipped).
 */
export async function backupEmbeddedStore(storeFile: string, mediaFolder: string, target: string): Promise<BackupResult> {
  if (!(await exists(storeFile))) throw new Error(`There is no store at ${storeFile} (STORE_FILE chooses another)`);
  if (await exists(target)) throw new Error(`${target} exists already: a backup goes into a new folder`);
  const source = new Database(storeFile, { fileMustExist: true, timeout: 5000 });
  const copy = join(target, BACKUP_DATABASE);
  try {
    await mkdir(target, { recursive: true });
    // The first step only counts the pages; the answer makes the second copy all of them at once. Many small steps
    // would start over whenever the site commits in between, and under steady writes might never finish.
    await source.backup(copy, { progress: () => 0x7fffffff });
  } catch (error) {
    // The folder is new (checked above): a half-made backup must not be mistaken for one later.
    await rm(target, { recursive: true, force: true });
    throw error;
  } finally {
    source.close();
  }
  const version = checkDatabase(copy);
  let images = 0;
  if (await exists(mediaFolder)) {
    await cp(mediaFolder, join(target, BACKUP_MEDIA), { recursive: true, preserveTimestamps: true, filter: (path) => !path.endsWith('.partial') });
    images = await countFiles(join(target, BACKUP_MEDIA));
  }
  return { folder: target, version, bytes: (await stat(copy)).size, images };
}

/**
 * Puts the backup `backup` (a backup folder, or a bare SQLite file) in place of the store at `storeFile` and its
 * images in `mediaFolder`. Refuses while anything has the store's file open, and before replacing anything checks a
 * copy of the backup (integrity, a schema this code can migrate); the copy, not the backup, goes into place. The
 * replaced file (with its -wal and -shm) and media folder are renamed to `….before-restore-<time>` beside them.
 */
export async function restoreEmbeddedStore(backup: string, storeFile: string, mediaFolder: string, at = new Date()): Promise<RestoreResult> {
  const isFolder = (await stat(backup)).isDirectory();
  const backupDatabase = isFolder ? join(backup, BACKUP_DATABASE) : backup;
  if (!(await exists(backupDatabase))) throw new BackupCheckError(`${backup} holds no ${BACKUP_DATABASE}: not a backup of npm run backup`);
  const backupMedia = isFolder && (await exists(join(backup, BACKUP_MEDIA))) ? join(backup, BACKUP_MEDIA) : null;

  const storeExists = await exists(storeFile);
  if (storeExists) refuseIfInUse(storeFile);

  await mkdir(dirname(storeFile), { recursive: true });
  const staged = join(dirname(storeFile), `.${basename(storeFile)}.restoring-${process.pid}`);
  let version: number;
  try {
    await copyFile(backupDatabase, staged);
    version = checkDatabase(staged);
    await syncFile(staged);
  } catch (error) {
    await rm(staged, { force: true });
    await Promise.all(['-wal', '-shm'].map((suffix) => rm(staged + suffix, { force: true })));
    throw error;
  }

  const aside = `.before-restore-${timestampForFileName(at)}`;
  const result: RestoreResult = { version, images: null };
  if (storeExists) {
    // A WAL left by a crash holds committed data: it moves with its file, which opens with it as before.
    for (const suffix of ['', '-wal', '-shm']) {
      if (await exists(storeFile + suffix)) await rename(storeFile + suffix, storeFile + aside + suffix);
    }
    result.keptDatabase = storeFile + aside;
  }
  await rename(staged, storeFile);
  await syncFile(dirname(storeFile));

  if (backupMedia) {
    if (await exists(mediaFolder)) {
      await rename(mediaFolder, mediaFolder + aside);
      result.keptMedia = mediaFolder + aside;
    }
    await cp(backupMedia, mediaFolder, { recursive: true, preserveTimestamps: true });
    result.images = await countFiles(mediaFolder);
  }
  return result;
}

/**
 * Checks a store file the way a restore must before trusting it: SQLite's integrity check, foreign keys, and a
 * schema version this code knows (older ones are migrated when the store next opens). Returns the version.
 */
export function checkDatabase(file: string): number {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupCheckError(`${file} cannot be opened as SQLite: ${(error as Error).message}`);
  }
  try {
    const latest = migrations.at(-1)!.version;
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]?.integrity_check !== 'ok') {
      throw new BackupCheckError(`${file} is damaged: ${integrity.map((row) => row.integrity_check).slice(0, 5).join('; ')}`);
    }
    const orphans = db.pragma('foreign_key_check') as unknown[];
    if (orphans.length > 0) throw new BackupCheckError(`${file} has ${orphans.length} rows whose linked row is missing`);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < 1) throw new BackupCheckError(`${file} is not a store of this site (schema version ${version})`);
    if (version > latest) throw new BackupCheckError(`${file} is at schema version ${version}, newer than this code's ${latest}: restore it with the code that wrote it`);
    return version;
  } catch (error) {
    if (error instanceof BackupCheckError) throw error;
    // A file that is not a database at all fails on its first read (SQLITE_NOTADB), not on open.
    throw new BackupCheckError(`${file} cannot be read as a store: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Any open connection (the site's, even idle) holds a lock on a WAL database that an exclusive transaction in
 * exclusive locking mode cannot get past; with no wait, that tells at once whether the file is in use.
 */
function refuseIfInUse(storeFile: string): void {
  const probe = new Database(storeFile, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new StoreInUseError(`${storeFile} is in use (the site, npm run dev or another command has it open): stop it, then restore`);
    }
    throw error;
  } finally {
    probe.close();
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path, constants.F_OK).then(
    () => true,
    () => false,
  );
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Flushes a file (or a folder's entries, after a rename) to the disk, so that a power cut after "done" loses nothing. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
