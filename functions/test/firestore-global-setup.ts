// Vitest global setup: one Firestore emulator for the whole run instead of one per test file. Test files reach it
// through startFirestoreEmulator(), which prefers this shared one. Test files use project ids of their own, so
// they never see each other's documents. (FIRESTORE_EMULATOR_HOST is left alone on purpose: setting it would switch
// every openStoreFromEnv() in the run to Firestore.)
import type { TestProject } from 'vitest/node';
import { findFirestoreEmulator, spawnFirestoreEmulator } from './firestore-emulator.js';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // Without an emulator, the test files themselves skip (or fail in CI) with a clear message.
  if (process.env.FIRESTORE_EMULATOR_HOST || !findFirestoreEmulator()) return undefined;
  const emulator = await spawnFirestoreEmulator();
  console.info(`Firestore emulator for the test run at ${emulator.host}, ready after ${emulator.startupMs} ms`);
  project.provide('firestoreEmulatorHost', emulator.host);
  return () => emulator.stop();
}
