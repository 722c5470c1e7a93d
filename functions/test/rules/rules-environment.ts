// Shared setup of the rules tests: the rule files of the repository, and for the Firestore rules an emulator with
// @firebase/rules-unit-testing's environment per test file, the test's documents written (rules off) before each test.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from '../firestore-emulator.js';

/** A file at the root of the repository (firestore.rules, storage.rules, database.rules.json). */
export function repoFile(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../../${name}`, import.meta.url)), 'utf8');
}

/**
 * Call inside the test file's describe: starts the emulator with firestore.rules before its tests, stops it after
 * them, and writes `documents` (path → data) into an empty database before each test. `client(uid, claims)` is a
 * Firestore client signed in as `uid`, or signed out without one.
 */
export function useFirestoreRules(projectName: string, documents: Record<string, object>) {
  let emulator: FirestoreEmulator;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator({ projectId: `demo-${projectName}-${process.pid}` });
    env = await initializeTestEnvironment({
      projectId: emulator.projectId,
      firestore: { host: emulator.hostname, port: emulator.port, rules: repoFile('firestore.rules') },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
    await emulator?.stop();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      const db = admin.firestore() as unknown as Firestore;
      for (const [path, data] of Object.entries(documents)) await setDoc(doc(db, path), data);
    });
  });

  return {
    client(uid?: string, claims?: Record<string, unknown>): Firestore {
      const context = uid === undefined ? env.unauthenticatedContext() : env.authenticatedContext(uid, claims);
      return context.firestore() as unknown as Firestore;
    },
  };
}
