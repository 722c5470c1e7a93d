import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../domain/records.js';
import { StoreUnavailableError } from '../../domain/repositories.js';
import { describeStoreContract } from '../contract.js';
import { parseQuery } from '../../domain/search.js';
import {
  articles,
  cities,
  claims,
  contactMessages,
  crafts,
  discoveryEvents,
  discoveryVenues,
  event,
  logEntries,
  mail,
  profiles,
  stephansplatz,
  venue,
  venueChanges,
} from '../contract.scenarios.js';
import { paidVoucher, promo } from '../contract.vouchers.js';
import { migrations } from './migrations.js';
import { embeddedDatabase, openEmbeddedStore } from './store.js';

describeStoreContract('embedded (in memory)', async () => openEmbeddedStore({ file: ':memory:' }));

describe('embedded store on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'magazin-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A child process running one of the racer fixtures beside this file. */
  const racer = (fixture: string, args: string[]) =>
    spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(`./${fixture}`, import.meta.url)), ...args], { stdio: ['pipe', 'pipe', 'inherit'] });

  /** Waits until every racer is ready, lets them all go at once and waits until each is done. */
  async function race(racers: ReturnType<typeof racer>[]): Promise<void> {
    const said = (child: ReturnType<typeof racer>, word: string) =>
      new Promise<void>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(word)) resolve();
        });
        child.on('exit', (code) => reject(new Error(`racer exited with ${code} before "${word}": ${output}`)));
      });
    await Promise.all(racers.map((child) => said(child, 'ready')));
    const done = racers.map((child) => said(child, 'done'));
    for (const child of racers) child.stdin.write('go\n');
    await Promise.all(done);
  }

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

  it('migrates a store written before discovery: coordinates, prices and search terms are filled in', async () => {
    const file = join(dir, 'v1.sqlite');
    const old = new Database(file);
    old.exec(migrations[0]!.sql);
    old.pragma('user_version = 1');
    const [v] = discoveryVenues;
    const { geo: _geo, ...e } = discoveryEvents.find((ev) => ev.venueSlug === v!.slug)!;
    old.prepare('INSERT INTO venues (slug, published, name_sort, kind, city_slug, updated_at, data) VALUES (?, 1, ?, ?, ?, 0, ?)').run(
      v!.slug,
      v!.nameSort,
      v!.kind,
      v!.citySlug,
      JSON.stringify(v),
    );
    old.prepare('INSERT INTO events (slug, published, venue_slug, city_slug, starts_at, ends_at, updated_at, data) VALUES (?, 1, ?, ?, ?, ?, 0, ?)').run(
      e.slug,
      e.venueSlug,
      e.citySlug,
      e.startsAt.getTime(),
      e.endsAt.getTime(),
      JSON.stringify(e),
    );
    old.close();

    const store = openEmbeddedStore({ file });
    try {
      const near = { center: stephansplatz, radiusKm: 5 };
      expect((await store.venues.list({ near, text: parseQuery('Töpfern', crafts)! }, { first: 5 })).items.map((x) => x.slug)).toEqual([v!.slug]);
      expect((await store.events.list({ near, maxPriceCents: 0 }, { first: 5 })).items.map((x) => x.slug)).toEqual([e.slug]);
    } finally {
      await store.close();
    }
  });

  it('migrates a store written with date columns (version 4) to whole records in data, reading back every record as written', async () => {
    const file = join(dir, 'v4.sqlite');
    const old = new Database(file);
    old.exec(readFileSync(new URL('./v4-store.fixture.sql', import.meta.url), 'utf8'));
    // Bookings were columns only: what they held is what must come back.
    type BookingRow = { id: string; event_slug: string; uid: string; status: BookingRecord['status']; created_at: number; updated_at: number };
    const bookings = (old.prepare('SELECT * FROM bookings ORDER BY created_at').all() as BookingRow[]).map(
      (row): BookingRecord => ({
        id: row.id,
        eventSlug: row.event_slug,
        uid: row.uid,
        status: row.status,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      }),
    );
    old.close();
    expect(bookings.map((b) => b.status)).toEqual(['CANCELLED', 'CONFIRMED', 'WAITLISTED']);

    const store = openEmbeddedStore({ file });
    try {
      const written = { ...discoveryEvents.find((e) => e.slug === 'drehscheibe-1')!, ownerUid: 'u-anna', review: 'PUBLISHED' as const };
      expect(await store.crafts.listAll()).toEqual(crafts.slice(0, 2).sort((a, b) => a.position - b.position));
      expect(await store.cities.listAll()).toEqual(cities.slice(0, 1));
      expect(await store.venues.getBySlugs([discoveryVenues[0]!.slug])).toEqual([{ ...discoveryVenues[0]!, ownerUids: ['u-anna'] }]);
      expect(await store.events.getBySlugs([written.slug])).toEqual([{ ...written, seatsLeft: 0 }]);
      expect(await store.articles.getBySlugs([articles[0]!.slug])).toEqual([articles[0]]);
      expect(await store.bookings.byEvent(written.slug)).toEqual(bookings);
      expect(await store.profiles.getByUids([profiles[0]!.uid])).toEqual([profiles[0]]);
      expect(await store.moderation.claimsByIds([claims[0]!.id])).toEqual([claims[0]]);
      expect(await store.moderation.venueChangesBySlugs([venueChanges[0]!.venueSlug])).toEqual([venueChanges[0]]);
      expect((await store.moderation.log({ first: 5, offset: 0 })).items).toEqual([logEntries[0]]);
      expect((await store.moderation.contactMessages({}, { first: 5, offset: 0 })).items).toEqual([contactMessages[0]]);
      expect(await store.mail.list({}, 5)).toEqual([mail('mail-1', 'anna@example.at', '2026-02-01T00:00:00.000Z')]);
      // Lists, keys and seat transactions keep working on the migrated rows.
      expect((await store.events.list({ endsAfter: new Date('2026-03-01T00:00:00Z') }, { first: 5 })).items.map((e) => e.slug)).toEqual([written.slug]);
      const promoted = await store.bookings.cancel(bookings[1]!.id, new Date('2026-03-02T00:00:00Z'), () => []);
      expect(promoted.promotions).toEqual([{ booking: { ...bookings[2], status: 'CONFIRMED', updatedAt: new Date('2026-03-02T00:00:00Z') }, order: null }]);
    } finally {
      await store.close();
    }
  });

  it('counts statements and rows read when given stats', async () => {
    const stats = { queries: 0, documents: 0 };
    const store = openEmbeddedStore({ file: ':memory:', stats });
    await store.venues.upsertMany(discoveryVenues);
    const page = await store.venues.list({ near: { center: stephansplatz, radiusKm: 25 } }, { first: 20 });
    expect(page.items).toHaveLength(4);
    expect(stats).toEqual({ queries: 2, documents: 5 }); // the count and the page
    await store.close();
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

  it('maps a file it may not write to StoreUnavailableError, and reads still work', async () => {
    const file = join(dir, 'read-only.sqlite');
    await openEmbeddedStore({ file }).close();
    // A file opened read-only is what SQLite makes of a file or mount the process may not write (SQLITE_READONLY).
    const store = openEmbeddedStore({ file });
    embeddedDatabase(store)!.pragma('query_only = ON');
    try {
      await expect(store.venues.upsertMany([venue('a', 'A', 'a')])).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.venues.getBySlugs(['a'])).resolves.toEqual([null]);
      await expect(store.probeWrite()).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.ping()).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('fails the write probe of a file that cannot grow', async () => {
    const store = openEmbeddedStore({ file: join(dir, 'full.sqlite') });
    const db = embeddedDatabase(store)!;
    // As on a full disk: SQLITE_FULL for every write that needs another page.
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    try {
      await expect(store.probeWrite()).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.ping()).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('never oversells when other processes book the last seats on the same file at the same time', async () => {
    const file = join(dir, 'race.sqlite');
    const store = openEmbeddedStore({ file, busyTimeoutMs: 20_000 });
    const last = event('letzte-plaetze', '2026-04-01T10:00:00.000Z', 2, { seatsLeft: 3 });
    await store.events.upsertMany([last]);
    const racers = ['a', 'b', 'c'].map((prefix) => racer('booking-racer.fixture.ts', [file, last.slug, prefix, '8']));
    try {
      await race(racers);

      const all = await store.bookings.byEvent(last.slug);
      expect(all).toHaveLength(24);
      // A paid event: the three seats are held for payment, each with one order.
      expect(all.filter((b) => b.status === 'HELD')).toHaveLength(3);
      expect(all.filter((b) => b.status === 'WAITLISTED')).toHaveLength(21);
      expect((await store.orders.byEvent(last.slug)).map((o) => o.status)).toEqual(['RESERVED', 'RESERVED', 'RESERVED']);
      expect((await store.events.getBySlugs([last.slug]))[0]?.seatsLeft).toBe(0);
    } finally {
      for (const child of racers) child.kill();
      await store.close();
    }
  });

  it('numbers the documents two processes issue for one issuer at the same time 1 to 20, without gaps or twins', async () => {
    const file = join(dir, 'invoice-race.sqlite');
    const store = openEmbeddedStore({ file, busyTimeoutMs: 20_000 });
    const racers = ['a', 'b'].map((prefix) => racer('invoice-racer.fixture.ts', [file, 'organiser:anna', prefix, '10']));
    try {
      await race(racers);
      const { items, totalCount } = await store.invoices.list({ first: 50, offset: 0 });
      expect(totalCount).toBe(20);
      expect(items.map((document) => document.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await store.invoices.ofParty('a', 50)).toHaveLength(10);
    } finally {
      for (const child of racers) child.kill();
      await store.close();
    }
  });

  it('never lets processes applying one voucher and one promo code to their held seats at once take more balance or uses than there are', async () => {
    const file = join(dir, 'code-race.sqlite');
    const store = openEmbeddedStore({ file, busyTimeoutMs: 20_000 });
    const slug = 'gutschein-prozesse';
    await store.events.upsertMany([event(slug, '2026-04-01T10:00:00.000Z', 2, { ownerUid: 'u-orga', capacity: 8, seatsLeft: 8, price: { amountCents: 6_500, currency: 'EUR' } })]);
    const gift = paidVoucher('gift-processes', 20_000);
    const code = promo('u-orga', 'DREIMAL', { maxUses: 3, discount: { kind: 'AMOUNT', cents: 2_000 } });
    await store.vouchers.create(gift);
    await store.promoCodes.create(code);
    const orders: string[] = [];
    for (let i = 0; i < 8; i++) orders.push((await store.bookings.book(slug, `u-${i}`, new Date(Date.parse('2026-03-01T12:00:00.000Z') + i), () => [])).order!.id);
    const racers = [orders.slice(0, 4), orders.slice(4)].map((mine) => racer('code-racer.fixture.ts', [file, gift.id, code.key, ...mine]));
    try {
      await race(racers);
      const [after] = await store.vouchers.getByIds([gift.id]);
      const held = await store.orders.byEvent(slug);
      const parts = held.reduce((sum, order) => sum + (order.voucher?.cents ?? 0), 0);
      // Never below zero, and what the orders hold is exactly what left the voucher.
      expect(after!.balanceCents).toBeGreaterThanOrEqual(0);
      expect(after!.balanceCents + parts).toBe(20_000);
      expect(after!.entries.reduce((sum, entry) => sum + entry.cents, 0)).toBe(-parts);
      expect(held.filter((order) => order.voucher).length).toBeGreaterThanOrEqual(3);
      const discounted = held.filter((order) => order.discount).map((order) => order.id);
      expect(discounted).toHaveLength(3);
      expect((await store.promoCodes.get(code.key))!.uses.map((use) => use.orderId).sort()).toEqual(discounted.sort());
    } finally {
      for (const child of racers) child.kill();
      await store.close();
    }
  });

  it('keeps one active booking per person and event even against a direct insert (partial unique index)', async () => {
    const store = openEmbeddedStore({ file: join(dir, 'unique.sqlite') });
    const raw = new Database(join(dir, 'unique.sqlite'));
    try {
      await store.events.upsertMany([event('kurs', '2026-04-01T10:00:00.000Z', 2)]);
      await store.bookings.book('kurs', 'u-1', new Date('2026-03-01T00:00:00Z'), () => []);
      const insert = raw.prepare(`INSERT INTO bookings (id, event_slug, uid, status, created_at, updated_at) VALUES (?, 'kurs', 'u-1', ?, 0, 0)`);
      expect(() => insert.run('dup', 'WAITLISTED')).toThrow(/UNIQUE/);
      expect(() => insert.run('old', 'CANCELLED')).not.toThrow();
    } finally {
      raw.close();
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
