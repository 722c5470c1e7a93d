// The embedded store's backup and restore (backup.ts): a backup taken while another process writes holds every
// write committed before it began, and restores into a store that opens and passes its checks; a restore refuses an
// open store, a damaged backup and one from newer code without touching anything, and keeps what it replaces.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessage, crafts } from '../contract.scenarios.js';
import { BACKUP_DATABASE, BackupCheckError, backupEmbeddedStore, restoreEmbeddedStore, StoreInUseError } from './backup.js';
import { migrations } from './migrations.js';
import { openEmbeddedStore } from './store.js';

const dir = mkdtempSync(join(tmpdir(), 'magazin-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let cases = 0;
/** A folder of its own per test: the store's file, its media/ and room for backups. */
function place(): { folder: string; storeFile: string; media: string } {
  const folder = join(dir, `case-${(cases += 1)}`);
  mkdirSync(folder, { recursive: true });
  return { folder, storeFile: join(folder, 'magazin.sqlite'), media: join(folder, 'media') };
}

async function storeWithMessages(storeFile: string, ids: string[]): Promise<void> {
  const store = openEmbeddedStore({ file: storeFile });
  await store.crafts.upsertMany(crafts);
  await store.write(ids.map((id) => ({ put: 'contactMessage' as const, record: contactMessage(id, '2026-02-01T12:00:00.000Z', false) })));
  await store.close();
}

function messageIds(storeFile: string): string[] {
  const db = new Database(storeFile, { readonly: true });
  try {
    return (db.prepare('SELECT id FROM contact_messages ORDER BY id').all() as { id: string }[]).map((row) => row.id);
  } finally {
    db.close();
  }
}

describe('embedded store backup', () => {
  it('loses no write committed before the backup began while another process keeps writing', async () => {
    const live = place();
    const writer = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./backup-writer.fixture.ts', import.meta.url)), live.storeFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let lastCommitted = -1;
    let buffered = '';
    const reached = (count: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => lastCommitted >= count && resolve();
        writer.stdout.on('data', check);
        writer.once('exit', (code) => reject(new Error(`the writer stopped (${code}) at ${lastCommitted}`)));
        check();
      });
    writer.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      if (lines.length > 0) lastCommitted = Number(lines.at(-1));
    });
    try {
      await reached(200);
      const committedBefore = lastCommitted;
      const backup = await backupEmbeddedStore(live.storeFile, live.media, join(live.folder, 'backup'));
      // The writer kept going during and after the backup: the site is not held up by it.
      await reached(committedBefore + 100);
      // Nor can a restore pull the file from under the writing process.
      await expect(restoreEmbeddedStore(backup.folder, live.storeFile, live.media)).rejects.toThrow(StoreInUseError);
      writer.kill('SIGKILL');

      const fresh = place();
      const restored = await restoreEmbeddedStore(backup.folder, fresh.storeFile, fresh.media);
      expect(restored.version).toBe(migrations.at(-1)!.version);
      expect(restored.keptDatabase).toBeUndefined(); // nothing was there to keep

      const store = openEmbeddedStore({ file: fresh.storeFile });
      try {
        const ids = messageIds(fresh.storeFile);
        const people = ids.length;
        // Everyone up to the backup's start, and after them only whole people in order: no gap, nothing torn.
        expect(people).toBeGreaterThan(committedBefore);
        expect(new Set(ids)).toEqual(new Set(Array.from({ length: people }, (_, person) => `m-${person}`)));
        const [kurs] = await store.events.getBySlugs(['kurs']);
        const bookings = await store.bookings.byEvent('kurs');
        // The booking of the person after the last whole one may have committed without their message.
        expect([people, people + 1]).toContain(bookings.length);
        expect(kurs!.capacity - kurs!.seatsLeft).toBe(bookings.length);
        expect(new Set(bookings.map((booking) => booking.status))).toEqual(new Set([bookings[0]!.status]));
        expect(['CONFIRMED', 'HELD']).toContain(bookings[0]!.status); // each holds a seat
        const booked = new Set(bookings.map((booking) => booking.uid));
        expect(Array.from({ length: people }, (_, person) => `u-${person}`).filter((uid) => !booked.has(uid))).toEqual([]);
        await expect(store.ping()).resolves.toBeUndefined();
      } finally {
        await store.close();
      }
    } finally {
      writer.kill('SIGKILL');
    }
  });

  it('takes the uploaded images along, and a restore keeps the store and images it replaces beside them', async () => {
    const live = place();
    await storeWithMessages(live.storeFile, ['m-old']);
    mkdirSync(join(live.media, 'avatar', 'u-1'), { recursive: true });
    writeFileSync(join(live.media, 'avatar', 'u-1', 'a-320.webp'), 'image');
    writeFileSync(join(live.media, 'avatar', 'u-1', 'b-320.webp.123.partial'), 'half an image');
    const backup = await backupEmbeddedStore(live.storeFile, live.media, join(live.folder, 'backup'));
    expect(backup.images).toBe(1);
    expect(readdirSync(join(backup.folder, 'media', 'avatar', 'u-1'))).toEqual(['a-320.webp']);

    // Life goes on after the backup: a new message and a new image, then the restore.
    await storeWithMessages(live.storeFile, ['m-new']);
    writeFileSync(join(live.media, 'avatar', 'u-1', 'c-320.webp'), 'newer image');
    const restored = await restoreEmbeddedStore(backup.folder, live.storeFile, live.media, new Date('2026-11-28T23:30:00Z'));

    expect(messageIds(live.storeFile)).toEqual(['m-old']);
    expect(readdirSync(join(live.media, 'avatar', 'u-1'))).toEqual(['a-320.webp']);
    expect(restored).toMatchObject({
      keptDatabase: `${live.storeFile}.before-restore-2026-11-28T23-30-00Z`,
      keptMedia: `${live.media}.before-restore-2026-11-28T23-30-00Z`,
      images: 1,
    });
    expect(messageIds(restored.keptDatabase!)).toEqual(['m-new', 'm-old']);
    expect(readFileSync(join(restored.keptMedia!, 'avatar', 'u-1', 'c-320.webp'), 'utf8')).toBe('newer image');
  });

  it('refuses to restore over a store that is open elsewhere, and replaces nothing', async () => {
    const live = place();
    await storeWithMessages(live.storeFile, ['m-1']);
    const backup = await backupEmbeddedStore(live.storeFile, live.media, join(live.folder, 'backup'));
    await storeWithMessages(live.storeFile, ['m-2']);
    const running = openEmbeddedStore({ file: live.storeFile });
    try {
      await expect(restoreEmbeddedStore(backup.folder, live.storeFile, live.media)).rejects.toThrow(StoreInUseError);
      expect(await running.moderation.contactMessages({}, { first: 10, offset: 0 })).toMatchObject({ totalCount: 2 });
    } finally {
      await running.close();
    }
    expect(readdirSync(live.folder).sort()).toEqual(['backup', 'magazin.sqlite']);
  });

  it('refuses a damaged backup and one from newer code before touching the store', async () => {
    const live = place();
    await storeWithMessages(live.storeFile, ['m-1']);
    const backup = await backupEmbeddedStore(live.storeFile, live.media, join(live.folder, 'backup'));
    const backupFile = join(backup.folder, BACKUP_DATABASE);

    const newer = join(live.folder, 'newer.sqlite');
    copyFileSync(backupFile, newer);
    const db = new Database(newer);
    db.pragma(`user_version = ${migrations.at(-1)!.version + 1}`);
    db.close();
    await expect(restoreEmbeddedStore(newer, live.storeFile, live.media)).rejects.toThrow(/newer than this code/);

    truncateSync(backupFile, Math.floor(statSync(backupFile).size / 2));
    await expect(restoreEmbeddedStore(backup.folder, live.storeFile, live.media)).rejects.toThrow(BackupCheckError);

    const notAStore = join(live.folder, 'notes.sqlite');
    writeFileSync(notAStore, 'these are not the pages of a database '.repeat(200));
    await expect(restoreEmbeddedStore(notAStore, live.storeFile, live.media)).rejects.toThrow(BackupCheckError);

    expect(readdirSync(live.folder).sort()).toEqual(['backup', 'magazin.sqlite', 'newer.sqlite', 'notes.sqlite']);
    expect(messageIds(live.storeFile)).toEqual(['m-1']);
  });
});
