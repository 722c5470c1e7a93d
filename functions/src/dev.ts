// `npm run dev`: the API and the web app with Vite's hot reload on one port, over the embedded store
// (.data/dev.sqlite unless the environment selects another), seeded with demo content when empty.
import { resolve } from 'node:path';
import express from 'express';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app.server.js';
import { privateCookieResponses } from './http/private-cookies.js';
import { openIdentityFromEnv } from './identity/open.server.js';
import { extendDemoSchedule, extendDemoScheduleDaily } from './seed/demo-schedule-keeper.js';
import { seedDemoPeople } from './seed/demo-people.js';
import { keepDemoLive } from './seed/demo-live.js';
import { seedDemoContent } from './seed/seed.js';
import { announceChanged } from './services/live.js';
import { openLiveBusFromEnv } from './live/open.server.js';
import { chooseStore, openStoreFromEnv } from './store/open.server.js';

const port = Number(process.env.PORT ?? 3000);
const store = await openStoreFromEnv({ ...process.env, STORE_FILE: resolve(process.env.STORE_FILE ?? '.data/dev.sqlite') });
const seeded = await store.isEmpty();
if (seeded) await seedDemoContent(store);
await extendDemoSchedule(store);
extendDemoScheduleDaily(store);

// vike expects to run from the web app's root.
process.chdir(new URL('../../web/', import.meta.url).pathname);
const vite = await createViteServer({ server: { middlewareMode: true } });
const identity = await openIdentityFromEnv(process.env, store);
if (seeded) await seedDemoPeople(store, identity);
const live = await openLiveBusFromEnv(process.env, chooseStore(process.env));
keepDemoLive(store, (eventSlug) => announceChanged({ store, live }, eventSlug));
// No page cache: Vite serves edited components at once, and a cached page would hide them until content changes.
const app = await createApp(store, identity, live, { buildId: 'dev', builtAt: new Date() }, { cachePages: false });
const server = express();
server.use(privateCookieResponses);
server.use(vite.middlewares);
// The API explorer's bundle, which `npm run dev` builds once at start (web/explorer/build.mjs) as the web build does.
server.use('/graphql/explorer', express.static(new URL('../../web/dist/client/graphql/explorer/', import.meta.url).pathname));
server.use(app.api.router);
server.use(app.ssr);
server.listen(port, () => console.log(`Dev server with hot reload at http://localhost:${port} (store: ${store.adapter}, identity: ${identity.adapter})`));
