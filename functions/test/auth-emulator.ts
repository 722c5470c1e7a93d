// The Firebase Auth emulator of firebase-tools (a dev dependency; runs offline) for the firebase identity adapter's
// tests. Started programmatically in a child process: the `firebase emulators:start` CLI adds a hub, a logger and
// network look-ups, and takes far longer. Startup is dominated by compiling the emulator's API schema (several
// seconds of CPU), so it is started lazily: auth-emulator-global-setup.ts runs a tiny broker that spawns one
// emulator for the whole run the first time a test file asks for it (authEmulatorHost()), and stops it at the end.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the broker auth-emulator-global-setup.ts runs; GET answers the emulator's host:port once it is up. */
    authEmulatorBroker?: string;
  }
}

/** The project id the emulator and the tests use (`demo-` tells Firebase tools there is no real project). */
export const AUTH_EMULATOR_PROJECT = 'demo-magazin';

export interface AuthEmulator {
  /** host:port, the form FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  startupMs: number;
  stop(): Promise<void>;
}

/** Starts the emulator in a child process on a free loopback port. Rejects (with its output) when it cannot. */
export async function spawnAuthEmulator(timeoutMs = 210_000): Promise<AuthEmulator> {
  const server = createRequire(import.meta.url).resolve('firebase-tools/lib/emulator/auth/server.js');
  const script = `require(${JSON.stringify(server)}).createApp(${JSON.stringify(AUTH_EMULATOR_PROJECT)}).then((app) => {
    const listener = app.listen(0, '127.0.0.1', () => console.log('AUTH_EMULATOR_PORT=' + listener.address().port));
  }, (error) => { console.error(error); process.exit(1); });`;
  const started = Date.now();
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Auth emulator did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`)), timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /AUTH_EMULATOR_PORT=(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Auth emulator exited (${code}) before it started:\n${output.slice(-2000)}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    throw error;
  });
  return {
    host: `127.0.0.1:${port}`,
    startupMs: Date.now() - started,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * host:port of the run's Auth emulator: FIREBASE_AUTH_EMULATOR_HOST when set (e.g. one of `firebase
 * emulators:start`), else the one the global setup's broker starts on first request. A failure to start fails the
 * test (in CI and locally alike: the emulator is a dev dependency, so a missing one is a broken install).
 */
export async function authEmulatorHost(): Promise<string> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const broker = inject('authEmulatorBroker');
  if (!broker) throw new Error('No Auth emulator: run through vitest.config.ts (its global setup starts one) or set FIREBASE_AUTH_EMULATOR_HOST.');
  const response = await fetch(broker);
  const text = await response.text();
  if (!response.ok) throw new Error(text);
  return text;
}

/** Deletes every account of the project in the emulator. */
export async function clearAuthEmulator(host: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the Auth emulator failed: ${response.status} ${await response.text()}`);
}
