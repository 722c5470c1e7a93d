// Opens the store the configuration asks for. A Firebase project (id, config, credentials) or a Firestore emulator
// host selects `firebase`; nothing selects `embedded`, a SQLite file under .data/. STORE_ADAPTER overrides both.
import { dirname, join } from 'node:path';
import type { Store, StoreAdapterName } from '../domain/repositories.js';
import { createDiskImageStorage, type ImageStorage } from '../uploads/storage.js';

type Env = Record<string, string | undefined>;

export type StoreChoice =
  | { adapter: 'embedded'; file: string }
  | { adapter: 'firebase'; projectId?: string; emulatorHost?: string };

/** Project id for an emulator-only setup: the `demo-` prefix tells Firebase tools it has no real project behind it. */
const EMULATOR_PROJECT_ID = 'demo-magazin';

/** The decision alone, without opening anything. */
export function chooseStore(env: Env): StoreChoice {
  const explicit = env.STORE_ADAPTER?.trim();
  if (explicit && explicit !== 'embedded' && explicit !== 'firebase') {
    throw new Error(`STORE_ADAPTER must be "embedded" or "firebase", not "${explicit}"`);
  }
  const firebaseConfigured = ['FIRESTORE_EMULATOR_HOST', 'GCLOUD_PROJECT', 'FIREBASE_CONFIG', 'GOOGLE_APPLICATION_CREDENTIALS', 'FIREBASE_PROJECT_ID'].some(
    (name) => Boolean(env[name]),
  );
  const adapter: StoreAdapterName = (explicit as StoreAdapterName | undefined) || (firebaseConfigured ? 'firebase' : 'embedded');
  if (adapter === 'embedded') return { adapter, file: env.STORE_FILE || '.data/magazin.sqlite' };
  const projectId =
    env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || (env.FIRESTORE_EMULATOR_HOST && !env.FIREBASE_CONFIG ? EMULATOR_PROJECT_ID : undefined);
  return {
    adapter,
    ...(projectId ? { projectId } : {}),
    ...(env.FIRESTORE_EMULATOR_HOST ? { emulatorHost: env.FIRESTORE_EMULATOR_HOST } : {}),
  };
}

export async function openStoreFromEnv(env: Env = process.env): Promise<Store> {
  const choice = chooseStore(env);
  if (choice.adapter === 'embedded') {
    const { openEmbeddedStore } = await import('./embedded/store.js');
    return openEmbeddedStore({ file: choice.file });
  }
  const { openFirebaseStore } = await import('./firebase/store.js');
  return openFirebaseStore(await firestoreOf(choice));
}

/**
 * Brings the chosen store's data up to date and returns its version. The embedded store migrates whenever it is
 * opened; Firestore only here (`npm run migrate`, a deploy step), so that opening it never waits on the network.
 */
export async function migrateStoreFromEnv(env: Env = process.env): Promise<number> {
  const choice = chooseStore(env);
  if (choice.adapter === 'embedded') {
    const store = await openStoreFromEnv(env);
    await store.close();
    const { migrations } = await import('./embedded/migrations.js');
    return migrations.at(-1)!.version;
  }
  const { migrateFirestore } = await import('./firebase/migrations.js');
  return migrateFirestore(await firestoreOf(choice));
}

// Loaded only when chosen: firebase-admin is heavy, and the embedded server never needs it. The live bus
// (live/open.server.ts) opens its Firestore here too.
export async function firestoreOf(choice: Extract<StoreChoice, { adapter: 'firebase' }>) {
  const [{ getApps, initializeApp }, { Firestore, getFirestore }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/firestore')]);
  if (choice.emulatorHost) return new Firestore({ projectId: choice.projectId, host: choice.emulatorHost, ssl: false });
  // firebase-admin finds the project and credentials itself (FIREBASE_CONFIG, GOOGLE_APPLICATION_CREDENTIALS, or
  // the Cloud Functions runtime).
  return getFirestore(getApps()[0] ?? initializeApp(choice.projectId ? { projectId: choice.projectId } : undefined));
}

/**
 * Where uploaded images go, chosen with the store: the folder media/ next to the embedded store's file (.data/media),
 * or with firebase the Cloud Storage bucket STORAGE_BUCKET, else the project's default bucket from FIREBASE_CONFIG
 * (as Cloud Functions set it).
 */
export async function openImageStorage(env: Env = process.env): Promise<ImageStorage> {
  const choice = chooseStore(env);
  if (choice.adapter === 'embedded') return createDiskImageStorage(mediaFolderOf(choice.file));
  const [{ getApps, initializeApp }, { getStorage }, { createBucketImageStorage }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/storage'),
    import('../uploads/storage-bucket.server.js'),
  ]);
  // FIREBASE_CONFIG is JSON or the name of a JSON file; only the JSON form carries the bucket here.
  const config = env.FIREBASE_CONFIG?.trim().startsWith('{') ? (JSON.parse(env.FIREBASE_CONFIG) as { storageBucket?: string }) : {};
  const bucketName = env.STORAGE_BUCKET || config.storageBucket;
  return createBucketImageStorage(() =>
    getStorage(getApps()[0] ?? initializeApp(choice.projectId ? { projectId: choice.projectId } : undefined)).bucket(bucketName),
  );
}

/** The folder of the embedded store's uploaded images: media/ beside its file (the backup takes it along). */
export function mediaFolderOf(storeFile: string): string {
  return join(dirname(storeFile), 'media');
}
