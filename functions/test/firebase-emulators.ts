// Runs the deployable package (functions/lib, built by `npm run build`) the way Firebase serves it: firebase-tools'
// Functions emulator runs `api` and `ssr`, its Hosting emulator serves the client build and applies firebase.json's
// rewrites and headers, its Auth emulator stands in for Firebase Auth, and Firestore is the Google Cloud CLI's
// emulator (firebase-tools' own would need a download and Java). All of it offline, for a `demo-` project: no
// credentials, and firebase-tools refuses to reach any real service of such a project.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = new URL('../../', import.meta.url).pathname;

export interface FirebaseEmulators {
  /** Where Hosting serves the site, e.g. http://127.0.0.1:41234. */
  hostingUrl: string;
  /** The Auth emulator, e.g. http://127.0.0.1:41235 (its REST API, out-of-band codes at /emulator/v1/projects/{id}/oobCodes). */
  authUrl: string;
  /** Everything firebase-tools printed so far (for failure messages). */
  output(): string;
  /** Ends firebase-tools and every process it started, and removes its folder. */
  stop(): Promise<void>;
}

export interface FirebaseEmulatorOptions {
  /** Must start with `demo-`. The functions read and write this project's data in the Firestore emulator. */
  projectId: string;
  /** host:port of the Firestore emulator. */
  firestoreHost: string;
  /** Where Cloud Storage is (STORAGE_EMULATOR_HOST, e.g. storage-stand-in.ts's URL); the functions' uploads go there. */
  storageEmulatorHost?: string;
  /** Pay through the built-in test provider (TEST_PAYMENT_PROVIDER), its events signed with this secret. */
  testPayments?: { webhookSecret: string };
  timeoutMs?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Settings of the environment that would point the functions elsewhere than the emulators, or at real services. */
const FOREIGN_SETTINGS = [
  'NODE_ENV', // vitest's "test"; the Functions emulator sets none, and the package must not need one
  'STORE_ADAPTER',
  'STORE_FILE',
  'IDENTITY_ADAPTER',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'GCLOUD_PROJECT',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_CONFIG',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'DATABASE_URL',
  'STORAGE_BUCKET',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'TEST_PAYMENT_PROVIDER',
  'SITE_URL',
];

/**
 * Starts the Functions, Hosting and Auth emulators on free ports over the built package; resolves once they are
 * ready. The configuration is the repo's firebase.json with other ports, written to a folder of its own.
 */
export async function startFirebaseEmulators(options: FirebaseEmulatorOptions): Promise<FirebaseEmulators> {
  if (!options.projectId.startsWith('demo-')) throw new Error('The emulators run a demo- project only');
  const dir = mkdtempSync(join(tmpdir(), 'magazin-firebase-'));

  // The functions' source folder. The Functions emulator reads secrets from `.secret.local` in that folder (else it
  // asks Secret Manager), and the test must not write into the build: so a folder of its own whose entry re-exports
  // the built package, with the package's manifest and the repo's node_modules, where firebase-tools looks for the
  // firebase-functions SDK. The bundle itself loads from functions/lib and resolves its imports from there.
  const source = join(dir, 'functions');
  mkdirSync(source);
  copyFileSync(join(repoRoot, 'functions/lib/package.json'), join(source, 'package.json'));
  writeFileSync(join(source, 'index.js'), `export * from ${JSON.stringify(pathToFileURL(join(repoRoot, 'functions/lib/index.js')).href)};\n`);
  // Every secret the functions declare, each with a value: the emulator asks Secret Manager for every one that is
  // missing or empty, at every new worker, which fails offline and slows the worker's start. A single space is no
  // key to the functions (as deploy notes say for secrets left off): no Stripe and no language model, as on a site
  // that has none.
  const secrets = {
    LIVE_TICKET_SECRET: randomBytes(32).toString('base64'),
    STRIPE_SECRET_KEY: ' ',
    STRIPE_WEBHOOK_SECRET: options.testPayments?.webhookSecret ?? ' ',
    STRIPE_CONNECT_WEBHOOK_SECRET: ' ',
    GEMINI_API_KEY: ' ',
    ANTHROPIC_API_KEY: ' ',
  };
  writeFileSync(join(source, '.secret.local'), Object.entries(secrets).map(([name, value]) => `${name}=${JSON.stringify(value)}\n`).join(''));
  symlinkSync(join(repoRoot, 'node_modules'), join(source, 'node_modules'), 'dir');

  const repoConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { public: string } & Record<string, unknown>;
    functions: Array<Record<string, unknown>>;
  };
  const host = '127.0.0.1';
  const [hub, logging, functions, hosting, auth, eventarc, tasks] = await Promise.all(Array.from({ length: 7 }, freePort));
  const config = {
    hosting: { ...repoConfig.hosting, public: relative(dir, join(repoRoot, repoConfig.hosting.public)) },
    functions: repoConfig.functions.map(({ predeploy: _predeploy, ...rest }) => ({ ...rest, source: 'functions' })),
    emulators: {
      singleProjectMode: true,
      hub: { host, port: hub },
      logging: { host, port: logging },
      functions: { host, port: functions },
      hosting: { host, port: hosting },
      auth: { host, port: auth },
      eventarc: { host, port: eventarc },
      tasks: { host, port: tasks },
      ui: { enabled: false },
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: options.firestoreHost,
    // Nothing may leave the machine (checked with strace once). firebase-tools fetches its message of the day from
    // firebase-public.firebaseio.com unless CI is set, and its update check (update-notifier) asks the npm registry.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    // The Functions emulator runs `npm show firebase-functions` to compare the SDK with the newest one: offline,
    // npm answers at once from its cache or not at all, instead of waiting on the network.
    npm_config_offline: 'true',
    // Google's auth library (in firebase-tools and the functions' firebase-admin) probes for the Compute Engine
    // metadata server (metadata.google.internal, 169.254.169.254) while looking for credentials; a demo project
    // needs none.
    METADATA_SERVER_DETECTION: 'none',
    // How long a new worker of the Functions emulator may take to load the bundle before its request fails (30 s by
    // default, in seconds here): every concurrent request starts one, and on a loaded CI machine that took longer.
    FUNCTIONS_DISCOVERY_TIMEOUT: '120',
  };
  for (const name of FOREIGN_SETTINGS) delete env[name];
  // The public origin, as an operator sets it: the links in mails and the test checkout point at Hosting, and form
  // posts from there pass the origin check.
  env.SITE_URL = `http://${host}:${hosting}`;
  if (options.storageEmulatorHost) env.STORAGE_EMULATOR_HOST = options.storageEmulatorHost;
  if (options.testPayments) env.TEST_PAYMENT_PROVIDER = 'true';

  const cli = join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const args = [cli, 'emulators:start', '--only', 'functions,hosting,auth', '--project', options.projectId, '--config', join(dir, 'firebase.json')];
  // Its own process group: the emulators start worker processes, and stop() ends them all with the group.
  const child: ChildProcess = spawn(process.execPath, args, { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const signalGroup = (signal: NodeJS.Signals | 0): boolean => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false; // no process of the group is left
    }
  };
  const killOnExit = () => signalGroup('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (signalGroup('SIGTERM')) {
      // firebase-tools shuts its emulators down on SIGTERM; whatever is still there after that is killed.
      const deadline = Date.now() + 10_000;
      while (signalGroup(0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      signalGroup('SIGKILL');
    }
    if (child.exitCode === null && child.signalCode === null) await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!output.includes('All emulators ready')) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase emulators did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { hostingUrl: `http://${host}:${hosting}`, authUrl: `http://${host}:${auth}`, output: () => output, stop };
}
