import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../domain/repositories.js';
import { describeStoreContract } from '../contract.js';
import { crafts, venue } from '../contract.scenarios.js';
import { migrations } from './migrations.js';
import { openEmbeddedStore } from './store.js';

describeStoreContract('embedded (in memory)', async () => openEmbeddedStore({ file: ':memory:' }));

describe('embedded store on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'magazin-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates its folder, migrates, and keeps data across restarts', async () => {
    const file = join(dir, 'nested', 'magazin.sqlite');
    const first = openEmbeddedStore({ file });
    await first.crafts.upsertMany(crafts);
    await first.close();

    const second = openEmbeddedStore({ file });
    expect(await second.isEmpty()).toBe(false);
    expect(await second.crafts.listAll()).toHaveLength(crafts.length);
    await second.close();

    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(migrations.at(-1)?.version);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('reports a file it cannot open as unavailable', () => {
    const notAFolder = join(dir, 'plain-file');
    writeFileSync(notAFolder, '');
    expect(() => openEmbeddedStore({ file: join(notAFolder, 'magazin.sqlite') })).toThrow(StoreUnavailableError);
  });

  it('maps a lock held past the busy timeout to StoreUnavailableError', async () => {
    const file = join(dir, 'locked.sqlite');
    const store = openEmbeddedStore({ file, busyTimeoutMs: 50 });
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      await expect(store.venues.upsertMany([venue('a', 'A', 'a')])).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      other.exec('ROLLBACK');
      other.close();
      await store.close();
    }
  });

  it('loses nothing that was committed and keeps nothing half-written when the process dies mid-write', async () => {
    const file = join(dir, 'crash.sqlite');
    const writer = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./crash-writer.fixture.ts', import.meta.url)), file],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      writer.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // Kill it while the big transaction is running.
        if (output.includes('committed')) setTimeout(() => writer.kill('SIGKILL'), 200);
      });
      writer.on('exit', () => resolve());
      writer.on('error', reject);
    });
    expect(output).toBe('committed\n'); // killed before the venues finished

    const store = openEmbeddedStore({ file });
    try {
      expect(await store.crafts.listAll()).toHaveLength(crafts.length);
      expect((await store.venues.list({}, { first: 1 })).totalCount).toBe(0);
    } finally {
      await store.close();
    }
  });
});
