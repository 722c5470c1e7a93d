import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseStore, openStoreFromEnv } from './open.server.js';

describe('chooseStore', () => {
  it('picks the embedded store at .data/magazin.sqlite when nothing is configured', () => {
    expect(chooseStore({})).toEqual({ adapter: 'embedded', file: '.data/magazin.sqlite' });
    expect(chooseStore({ STORE_FILE: '/srv/magazin.sqlite' })).toEqual({ adapter: 'embedded', file: '/srv/magazin.sqlite' });
  });

  it.each([
    [{ GCLOUD_PROJECT: 'magazin-prod' }, { adapter: 'firebase', projectId: 'magazin-prod' }],
    [{ FIREBASE_PROJECT_ID: 'magazin-prod' }, { adapter: 'firebase', projectId: 'magazin-prod' }],
    [{ FIREBASE_CONFIG: '{"projectId":"magazin-prod"}' }, { adapter: 'firebase' }],
    [{ GOOGLE_APPLICATION_CREDENTIALS: '/keys/sa.json' }, { adapter: 'firebase' }],
    [{ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, { adapter: 'firebase', projectId: 'demo-magazin', emulatorHost: '127.0.0.1:8080' }],
    [
      { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', GCLOUD_PROJECT: 'demo-x' },
      { adapter: 'firebase', projectId: 'demo-x', emulatorHost: '127.0.0.1:8080' },
    ],
  ])('picks firebase for %o', (env, choice) => {
    expect(chooseStore(env)).toEqual(choice);
  });

  it('follows an explicit STORE_ADAPTER either way, and rejects an unknown one', () => {
    expect(chooseStore({ STORE_ADAPTER: 'embedded', GCLOUD_PROJECT: 'magazin-prod' })).toMatchObject({ adapter: 'embedded' });
    expect(chooseStore({ STORE_ADAPTER: 'firebase', FIREBASE_PROJECT_ID: 'p' })).toEqual({ adapter: 'firebase', projectId: 'p' });
    expect(() => chooseStore({ STORE_ADAPTER: 'postgres' })).toThrow(/STORE_ADAPTER/);
  });
});

describe('openStoreFromEnv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'magazin-open-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens a working embedded store at STORE_FILE', async () => {
    const store = await openStoreFromEnv({ STORE_FILE: join(dir, 'data', 'magazin.sqlite') });
    expect(store.adapter).toBe('embedded');
    expect(await store.isEmpty()).toBe(true);
    await store.close();
  });

  it('opens a Firestore store for an emulator host (without contacting it)', async () => {
    const store = await openStoreFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' });
    expect(store.adapter).toBe('firebase');
    await store.close();
  });
});
