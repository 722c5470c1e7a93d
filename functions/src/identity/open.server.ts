// Opens the identity provider the configuration asks for, next to the store (store/open.server.ts): Firebase Auth
// when the store is Firestore or an Auth emulator is configured, else accounts in the embedded store's file.
// IDENTITY_ADAPTER overrides.
import type { Store } from '../domain/repositories.js';
import type { IdentityAdapterName, IdentityProvider } from './identity.js';

type Env = Record<string, string | undefined>;

export function chooseIdentity(env: Env, store: Pick<Store, 'adapter'>): IdentityAdapterName {
  const explicit = env.IDENTITY_ADAPTER?.trim();
  if (explicit && explicit !== 'embedded' && explicit !== 'firebase') {
    throw new Error(`IDENTITY_ADAPTER must be "embedded" or "firebase", not "${explicit}"`);
  }
  if (explicit) return explicit as IdentityAdapterName;
  return store.adapter === 'firebase' || env.FIREBASE_AUTH_EMULATOR_HOST ? 'firebase' : 'embedded';
}

export async function openIdentityFromEnv(env: Env, store: Store): Promise<IdentityProvider> {
  if (chooseIdentity(env, store) === 'embedded') {
    const [{ embeddedDatabase }, { createEmbeddedIdentity }] = await Promise.all([
      import('../store/embedded/store.js'),
      import('./embedded.js'),
    ]);
    const db = embeddedDatabase(store);
    if (!db) throw new Error('The embedded identity keeps its accounts in the embedded store: use STORE_ADAPTER=embedded');
    return createEmbeddedIdentity(db);
  }
  const [{ getApps, initializeApp }, { getAuth }, { createFirebaseIdentity }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
    import('./firebase.js'),
  ]);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  const apiKey = env.FIREBASE_API_KEY ?? (emulatorHost ? 'emulator' : undefined);
  if (!apiKey) throw new Error('The firebase identity needs FIREBASE_API_KEY (the web API key of the Firebase project)');
  const projectId = env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || (emulatorHost ? 'demo-magazin' : undefined);
  // The same firebase-admin app as the Firestore store when there is one.
  const app = getApps()[0] ?? initializeApp(projectId ? { projectId } : undefined);
  return createFirebaseIdentity({
    auth: getAuth(app),
    apiKey,
    ...(emulatorHost ? { emulatorHost } : {}),
    google: env.GOOGLE_SIGN_IN === 'true',
    ...(env.SITE_URL ? { continueUrl: new URL('/login/link', env.SITE_URL).href } : {}),
  });
}
