import { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../domain/repositories.js';
import {
  firestoreEmulatorMissing,
  startFirestoreEmulator,
  uniqueProjectId,
  type FirestoreEmulator,
} from '../../../test/firestore-emulator.js';
import { describeStoreContract } from '../contract.js';
import { createFirebaseStore } from './store.js';

describe.skipIf(firestoreEmulatorMissing())('Firestore store against the emulator', () => {
  let emulator: FirestoreEmulator;
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    console.info(`Firestore emulator at ${emulator.host}, ready after ${emulator.startupMs} ms`);
  });
  afterAll(() => emulator?.stop());

  // Every test gets a project of its own: an empty database without deleting anything.
  const connect = (projectId: string, host = emulator.host) => new Firestore({ projectId, host, ssl: false });
  describeStoreContract('firebase (Firestore emulator)', async () => createFirebaseStore(connect(uniqueProjectId())));

  it('maps an unreachable Firestore to StoreUnavailableError', async () => {
    // The client prefers FIRESTORE_EMULATOR_HOST over its settings; hide it while connecting to a closed port.
    const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    const db = connect(uniqueProjectId(), '127.0.0.1:1');
    if (emulatorHost) process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
    const store = createFirebaseStore(db, { timeoutMs: 1000 });
    const started = Date.now();
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(5000);
    // Not closed: terminate() would wait for the client's own retries, which keep going in the background.
  });
});
