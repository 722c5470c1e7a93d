import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { StoreChoice } from '../store/open.server.js';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId } from '../../test/firestore-emulator.js';
import { chooseLiveBus, openLiveBusFromEnv } from './open.server.js';

const embeddedStore: StoreChoice = { adapter: 'embedded', file: '.data/magazin.sqlite' };
const firebaseStore: StoreChoice = { adapter: 'firebase', projectId: 'magazin-prod' };

describe('chooseLiveBus', () => {
  const dir = mkdtempSync(join(tmpdir(), 'magazin-live-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('picks the in-process bus with the embedded store, whatever Firebase settings there are', () => {
    expect(chooseLiveBus({}, embeddedStore)).toEqual({ adapter: 'embedded' });
    expect(
      chooseLiveBus({ DATABASE_URL: 'https://magazin.firebaseio.com', FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' }, embeddedStore),
    ).toEqual({ adapter: 'embedded' });
  });

  it('picks the Firestore bus with the firebase store, counting watchers in the Realtime Database: DATABASE_URL first, then FIREBASE_CONFIG’s databaseURL', () => {
    const configured = { FIREBASE_CONFIG: '{"projectId":"magazin-prod","databaseURL":"https://magazin-prod.europe-west1.firebasedatabase.app"}' };
    expect(chooseLiveBus(configured, firebaseStore)).toEqual({
      adapter: 'firestore',
      databaseURL: 'https://magazin-prod.europe-west1.firebasedatabase.app',
    });
    expect(chooseLiveBus({ ...configured, DATABASE_URL: 'https://other.firebaseio.com' }, firebaseStore)).toEqual({
      adapter: 'firestore',
      databaseURL: 'https://other.firebaseio.com',
    });
  });

  it('reads FIREBASE_CONFIG from the file it names', () => {
    const file = join(dir, 'firebase-config.json');
    writeFileSync(file, JSON.stringify({ projectId: 'magazin-prod', databaseURL: 'https://magazin-prod.firebaseio.com' }));
    expect(chooseLiveBus({ FIREBASE_CONFIG: file }, firebaseStore)).toEqual({ adapter: 'firestore', databaseURL: 'https://magazin-prod.firebaseio.com' });
  });

  it('uses the emulator’s database of the store’s project (or the demo project) when only the emulator host is set', () => {
    expect(chooseLiveBus({ FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' }, firebaseStore)).toEqual({
      adapter: 'firestore',
      databaseURL: 'http://127.0.0.1:9000?ns=magazin-prod',
    });
    expect(chooseLiveBus({ FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' }, { adapter: 'firebase' })).toEqual({
      adapter: 'firestore',
      databaseURL: 'http://127.0.0.1:9000?ns=demo-magazin',
    });
  });

  it('ignores the production address the Functions emulator writes into FIREBASE_CONFIG for a demo project', () => {
    const demoStore: StoreChoice = { adapter: 'firebase', projectId: 'demo-magazin', emulatorHost: '127.0.0.1:8080' };
    const emulated = { FIREBASE_CONFIG: '{"projectId":"demo-magazin","databaseURL":"https://demo-magazin.firebaseio.com"}' };
    expect(chooseLiveBus(emulated, demoStore)).toEqual({ adapter: 'firestore', databaseURL: null });
    expect(chooseLiveBus({ ...emulated, FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' }, demoStore)).toEqual({
      adapter: 'firestore',
      databaseURL: 'http://127.0.0.1:9000?ns=demo-magazin',
    });
    expect(chooseLiveBus({ ...emulated, DATABASE_URL: 'http://127.0.0.1:9000?ns=other' }, demoStore)).toEqual({
      adapter: 'firestore',
      databaseURL: 'http://127.0.0.1:9000?ns=other',
    });
  });

  it('picks the Firestore bus with counts per instance when the firebase store has no Realtime Database', () => {
    expect(chooseLiveBus({}, firebaseStore)).toEqual({ adapter: 'firestore', databaseURL: null });
    expect(chooseLiveBus({ FIREBASE_CONFIG: '{"projectId":"magazin-prod"}' }, firebaseStore)).toEqual({ adapter: 'firestore', databaseURL: null });
  });
});

describe('openLiveBusFromEnv', () => {
  it('opens a working in-process bus for the embedded store', async () => {
    const bus = await openLiveBusFromEnv({}, embeddedStore);
    const change = await bus.publish('toepfern');
    expect(await bus.versions(['toepfern'])).toEqual([change.version]);
    await bus.close();
  });

  it.skipIf(firestoreEmulatorMissing())('opens the Firestore bus for a firebase store on the emulator, and warns that watchers are counted per instance', async () => {
    const emulator = await startFirestoreEmulator();
    const store: StoreChoice = { adapter: 'firebase', projectId: uniqueProjectId('demo-live'), emulatorHost: emulator.host };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [one, other] = [await openLiveBusFromEnv({}, store), await openLiveBusFromEnv({}, store)];
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Realtime Database.*per instance/));
    warn.mockRestore();
    // Two buses of one project are two instances: a change on one reaches the other.
    const heard: number[] = [];
    other.subscribe((change) => heard.push(change.version));
    const change = await one.publish('toepfern');
    await vi.waitFor(() => expect(heard).toEqual([change.version]), { timeout: 10_000 });
    await one.close();
    await other.close();
  });
});
