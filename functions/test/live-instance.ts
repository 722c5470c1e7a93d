// One server instance as a Cloud Function instance of `api` is one: the store, identity and live bus the environment
// selects (live/open.server.ts, the same choice cloud-functions.ts makes), composed by createApp, serving its API
// router (/graphql, /graphql/stream, uploads, analytics) on PORT (0: a free one). Prints `listening on <port>` once
// it serves. Started twice, as separate processes over one Firestore emulator, by live-instances.test.ts; runs from
// source through tsx, so it needs no build.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createApp } from '../src/app.server.js';
import { openIdentityFromEnv } from '../src/identity/open.server.js';
import { openLiveBusFromEnv } from '../src/live/open.server.js';
import { chooseStore, openStoreFromEnv } from '../src/store/open.server.js';

const store = await openStoreFromEnv();
const identity = await openIdentityFromEnv(process.env, store);
const live = await openLiveBusFromEnv(process.env, chooseStore(process.env));
const app = await createApp(store, identity, live, { buildId: 'live-instance', builtAt: new Date() });
const server = express().use(app.api.router).listen(Number(process.env.PORT ?? 0), '127.0.0.1');
await once(server, 'listening');
console.log(`listening on ${(server.address() as AddressInfo).port}`);

process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void Promise.all([app.close(), live.close()]).finally(() => process.exit(0));
});
