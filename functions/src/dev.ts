// `npm run dev`: the API and the web app with Vite's hot reload on one port, over the embedded store
// (.data/dev.sqlite unless the environment selects another), seeded with demo content when empty.
import express from 'express';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app.server.js';
import { seedDemoContent } from './seed/seed.js';
import { openStoreFromEnv } from './store/open.server.js';

const port = Number(process.env.PORT ?? 3000);
const store = await openStoreFromEnv({ STORE_FILE: '.data/dev.sqlite', ...process.env });
if (await store.isEmpty()) await seedDemoContent(store);

const vite = await createViteServer({ root: new URL('../../web/', import.meta.url).pathname, server: { middlewareMode: true } });
const app = await createApp(store, { buildId: 'dev', builtAt: new Date() });
const server = express();
server.use(vite.middlewares);
server.use(app.api.router);
server.use(app.ssr);
server.listen(port, () => console.log(`Dev server with hot reload at http://localhost:${port} (store: ${store.adapter})`));
