// Opens the LiveBus that goes with the store. A firebase store runs on many function instances, whose changes must
// reach each other's streams: with a Realtime Database configured, the firebase bus. Everything else (the embedded
// store, one server) gets the in-process bus.
import { readFileSync } from 'node:fs';
import type { LiveBus } from '../domain/live.js';
import type { StoreChoice } from '../store/open.server.js';

type Env = Record<string, string | undefined>;

export type LiveBusChoice = { adapter: 'embedded' } | { adapter: 'firebase'; databaseURL: string };

/** Namespace of the emulator's database when no project names one (as the store's emulator project). */
const EMULATOR_NAMESPACE = 'demo-magazin';

/**
 * The decision alone, without opening anything. The database is DATABASE_URL, else the project's default database
 * from FIREBASE_CONFIG (JSON or the name of a JSON file, as Cloud Functions set it); with
 * FIREBASE_DATABASE_EMULATOR_HOST and neither, the emulator's database of the store's project. A `demo-` project's
 * FIREBASE_CONFIG is ignored.
 */
export function chooseLiveBus(env: Env, store: StoreChoice): LiveBusChoice {
  if (store.adapter !== 'firebase') return { adapter: 'embedded' };
  // A `demo-` project exists only in emulators, so FIREBASE_CONFIG's databaseURL names no database: the Functions
  // emulator puts the production address there whenever no Database emulator runs (and FIREBASE_DATABASE_EMULATOR_HOST
  // when one does). Connecting would reach out to Google and never get an answer.
  const demoProject = store.projectId?.startsWith('demo-') ?? false;
  const databaseURL = env.DATABASE_URL?.trim() || (demoProject ? undefined : databaseUrlOfFirebaseConfig(env.FIREBASE_CONFIG));
  if (databaseURL) return { adapter: 'firebase', databaseURL };
  const emulatorHost = env.FIREBASE_DATABASE_EMULATOR_HOST?.trim();
  if (emulatorHost) return { adapter: 'firebase', databaseURL: `http://${emulatorHost}?ns=${store.projectId ?? EMULATOR_NAMESPACE}` };
  return { adapter: 'embedded' };
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
  if (choice.adapter === 'embedded') {
    if (store.adapter === 'firebase') {
      // Works on one instance; with several, a change reaches only the streams of the instance that made it.
      console.warn('No Realtime Database configured (DATABASE_URL, FIREBASE_CONFIG databaseURL): live updates stay within this instance');
    }
    const { openEmbeddedLiveBus } = await import('./embedded.js');
    return openEmbeddedLiveBus();
  }
  // Loaded only when chosen, like the firebase store: the embedded server never needs firebase-admin.
  const [{ getApps, initializeApp }, { getDatabaseWithUrl }, { openFirebaseLiveBus }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/database'),
    import('./firebase.js'),
  ]);
  const app = getApps()[0] ?? initializeApp(store.adapter === 'firebase' && store.projectId ? { projectId: store.projectId } : undefined);
  return openFirebaseLiveBus(getDatabaseWithUrl(choice.databaseURL, app));
}
