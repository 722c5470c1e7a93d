// Vitest global setup: a broker on a loopback port that starts ONE Auth emulator for the run when a test file first
// asks for it (authEmulatorHost() in auth-emulator.ts), so runs without firebase identity tests pay nothing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { spawnAuthEmulator, type AuthEmulator } from './auth-emulator.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let emulator: Promise<AuthEmulator> | undefined;
  const broker = createServer((_req, res) => {
    emulator ??= spawnAuthEmulator().then((started) => {
      console.info(`Auth emulator for the test run at ${started.host}, ready after ${started.startupMs} ms`);
      return started;
    });
    emulator.then(
      (started) => res.end(started.host),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('authEmulatorBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}/`);
  return async () => {
    broker.close();
    await (await emulator?.catch(() => undefined))?.stop();
  };
}
