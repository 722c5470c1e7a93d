// Starts the real Firestore emulator that ships with the Google Cloud CLI, for the Firestore store's contract tests
// and the security rules tests. An emulator that is already running is used instead: FIRESTORE_EMULATOR_HOST (for
// example one started by `firebase emulators:start`), or the one firestore-global-setup.ts started for the run.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the emulator started by firestore-global-setup.ts, when the run uses it. */
    firestoreEmulatorHost?: string;
  }
}

export interface FirestoreEmulator {
  /** host:port, the form FIRESTORE_EMULATOR_HOST takes. */
  host: string;
  hostname: string;
  port: number;
  projectId: string;
  /** Milliseconds from spawn until the emulator answered (0 when an already running one was used). */
  startupMs: number;
  stop(): Promise<void>;
}

let binary: string | null | undefined;

/** The emulator's launcher inside the Google Cloud SDK, or null when the SDK or its emulator component is missing. */
export function findFirestoreEmulator(): string | null {
  if (binary !== undefined) return binary;
  try {
    const sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const candidate = join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator');
    binary = sdkRoot && existsSync(candidate) ? candidate : null;
  } catch {
    binary = null;
  }
  return binary;
}

/**
 * Why Firestore tests cannot run here, or undefined when they can. Use with `describe.skipIf(...)`. In CI a missing
 * emulator is a failure, not a skip: this throws.
 */
export function firestoreEmulatorMissing(): string | undefined {
  if (runningEmulator() || findFirestoreEmulator()) return undefined;
  const reason =
    'Firestore emulator not found: install the Google Cloud CLI with the cloud-firestore-emulator component ' +
    '(`gcloud components install cloud-firestore-emulator`, or apt package google-cloud-cli-firestore-emulator), ' +
    'or set FIRESTORE_EMULATOR_HOST to a running emulator.';
  if (process.env.CI === 'true') throw new Error(reason);
  console.warn(`Skipping Firestore tests. ${reason}`);
  return reason;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function answersOk(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

/** A project id of its own for each caller, so test files never see each other's documents. */
export function uniqueProjectId(prefix = 'demo-test'): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Deletes every document of the project in the emulator. */
export async function clearFirestore(host: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: ${response.status} ${await response.text()}`);
}

function runningEmulator(): string | undefined {
  return process.env.FIRESTORE_EMULATOR_HOST || inject('firestoreEmulatorHost');
}

function parseHost(host: string): { hostname: string; port: number } {
  const url = new URL(`http://${host}`);
  return { hostname: url.hostname, port: Number(url.port) };
}

interface EmulatorOptions {
  projectId?: string;
  /** A rules file to load at start (tests can also load rules at run time, as @firebase/rules-unit-testing does). */
  rules?: string;
  timeoutMs?: number;
}

/** The emulator already running for this run if there is one (stop() then leaves it running), else a new one. */
export async function startFirestoreEmulator(options: EmulatorOptions = {}): Promise<FirestoreEmulator> {
  const running = runningEmulator();
  if (!running) return spawnFirestoreEmulator(options);
  const projectId = options.projectId ?? uniqueProjectId();
  return { host: running, ...parseHost(running), projectId, startupMs: 0, stop: async () => {} };
}

/** Always starts a new emulator process on a free port. */
export async function spawnFirestoreEmulator(options: EmulatorOptions = {}): Promise<FirestoreEmulator> {
  const projectId = options.projectId ?? uniqueProjectId();
  const launcher = findFirestoreEmulator();
  if (!launcher) throw new Error(firestoreEmulatorMissing() ?? 'Firestore emulator not found');
  const hostname = '127.0.0.1';
  const port = await freePort();
  const host = `${hostname}:${port}`;
  const args = ['start', `--host=${hostname}`, `--port=${port}`, ...(options.rules ? [`--rules=${options.rules}`] : [])];
  const started = Date.now();
  // Its own process group, so that stop() ends the launcher script and the Java process it starts.
  const child: ChildProcess = spawn(launcher, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => kill('SIGKILL');
  process.once('exit', killOnExit);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = started + (options.timeoutMs ?? 30_000);
  while (!(await answersOk(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      kill('SIGKILL');
      process.off('exit', killOnExit);
      throw new Error(`Firestore emulator did not start on ${host}:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    host,
    hostname,
    port,
    projectId,
    startupMs: Date.now() - started,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
