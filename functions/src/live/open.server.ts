// Opens the LiveBus that goes with the store. A firebase store runs on many function instances, whose changes must
// reach each other's streams: the Firestore bus, over the store's own database. Its watcher counts are added up over
// the instances in the Realtime Database when one is configured, else each instance counts its own. The embedded
// store (one server) gets the in-process bus.
import { readFileSync } from 'node:fs';
import type { LiveBus } from '../domain/live.js';
import { firestoreOf, type StoreChoice } from '../store/open.server.js';

type Env = Record<string, string | undefined>;

export type LiveBusChoice =
  | { adapter: 'embedded' }
  /** `databaseURL`: the Realtime Database that counts watchers over all instances; null, each instance its own. */
  | { adapter: 'firestore'; databaseURL: string | null };

/** Namespace of the emulator's database when no project names one (as the store's emulator project). */
const EMULATOR_NAMESPACE = 'demo-magazin';

/**
 * The decision alone, without opening anything. The Realtime Database is DATABASE_URL, else the project's default
 * database from FIREBASE_CONFIG (JSON or the name of a JSON file, as Cloud Functions set it); with
 * FIREBASE_DATABASE_EMULATOR_HOST and neither, the emulator's database of the store's project. A `demo-` project's
 * FIREBASE_CONFIG is ignored.
 */
export function chooseLiveBus(env: Env, store: StoreChoice): LiveBusChoice {
  if (store.adapter !== 'firebase') return { adapter: 'embedded' };
  return { adapter: 'firestore', databaseURL: databaseUrlOf(env, store) };
}

function databaseUrlOf(env: Env, store: Extract<StoreChoice, { adapter: 'firebase' }>): string | null {
  // A `demo-` project exists only in emulators, so FIREBASE_CONFIG's databaseURL names no database: the Functions
  // emulator puts the production address there whenever no Database emulator runs (and FIREBASE_DATABASE_EMULATOR_HOST
  // when one does). Connecting would reach out to Google and never get an answer.
  const demoProject = store.projectId?.startsWith('demo-') ?? false;
  const databaseURL = env.DATABASE_URL?.trim() || (demoProject ? undefined : databaseUrlOfFirebaseConfig(env.FIREBASE_CONFIG));
  if (databaseURL) return databaseURL;
  const emulatorHost = env.FIREBASE_DATABASE_EMULATOR_HOST?.trim();
  if (emulatorHost) return `http://${emulatorHost}?ns=${store.projectId ?? EMULATOR_NAMESPACE}`;
  return null;
}

function databaseUrlOfFirebaseConfig(config: string | undefined): string | undefined {
  const text = config?.trim();
  if (!text) return undefined;
  const json = text.startsWith('{') ? text : readFileSync(text, 'utf8');
  const { databaseURL } = JSON.parse(json) as { databaseURL?: unknown };
  return typeof databaseURL === 'string' && databaseURL ? databaseURL : undefined;
}

export async function openLiveBusFromEnv(env: Env, store: StoreChoice): Promise<LiveBus> {
  const choice = chooseLiveBus(env, store);
  if (choice.adapter === 'embedded' || store.adapter !== 'firebase') {
    const { openEmbeddedLiveBus } = await import('./embedded.js');
    return openEmbeddedLiveBus();
  }
  // Loaded only when chosen, like the firebase store: the embedded server never needs firebase-admin.
  const [{ openFirestoreLiveBus }, firestore] = await Promise.all([import('./firestore.js'), firestoreOf(store)]);
  if (!choice.databaseURL) {
    // Changes and notices still reach every instance; only the "watching now" figure is each instance's own.
    console.warn('No Realtime Database configured (DATABASE_URL, FIREBASE_CONFIG databaseURL): live watcher counts are per instance');
    return openFirestoreLiveBus(firestore);
  }
  const [{ getApps, initializeApp }, { getDatabaseWithUrl }, { openDatabaseWatcherCounts }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/database'),
    import('./presence.database.js'),
  ]);
  const app = getApps()[0] ?? initializeApp(store.projectId ? { projectId: store.projectId } : undefined);
  return openFirestoreLiveBus(firestore, { watcherCounts: openDatabaseWatcherCounts(getDatabaseWithUrl(choice.databaseURL, app)) });
}
