// The response cache as app.server.ts wires it: the web's SSR handler over the real API and an embedded store, the
// cache tied to the store's public content version. A write through the store (the way every service writes) shows
// in the next response, with no service telling the cache anything.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache } from '../../web/server/response-cache.js';
import { createSsrHandler } from '../../web/server/ssr-handler.js';
import type { Store } from './domain/repositories.js';
import { apiOver, openSeededStore, type GraphQLApi } from './graphql/api.testing.js';

let store: Store;
let api: GraphQLApi;
let server: Server;
let base: string;
let executions = 0;

beforeAll(async () => {
  const opened = await openSeededStore();
  store = opened.store;
  api = await apiOver(store, opened.identity);
  const handler = createSsrHandler({
    graphql: (request, headers, socketAddress) => {
      executions += 1;
      return api.execute(request, headers, socketAddress);
    },
    // Reads the version on every request: a change shows at once (deployed: within the check interval).
    responseCache: createResponseCache({ contentVersion: () => store.contentVersion.current(), checkIntervalMs: 0 }),
  });
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.stop();
  await store.close();
});

describe('the public content cache over the store', () => {
  it('serves an event’s calendar again without GraphQL, and afresh after the event was changed through the store', async () => {
    const path = '/events/kurs-1/event.ics';
    const first = await fetch(base + path);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Kurs 1 bei');
    const afterFirst = executions;
    expect(afterFirst).toBeGreaterThan(0);
    await fetch(base + path);
    expect(executions).toBe(afterFirst);

    const [event] = await store.events.getBySlugs(['kurs-1']);
    await store.write([{ put: 'event', record: { ...event!, title: { ...event!.title, de: 'Drehen am Rad' } } }]);
    expect(await (await fetch(base + path)).text()).toContain('Drehen am Rad');
    expect(executions).toBeGreaterThan(afterFirst);
  });

  it('keeps serving from the cache across writes no cached response shows', async () => {
    const path = '/events/kurs-2/event.ics';
    await fetch(base + path);
    const before = executions;
    await store.write([{ put: 'mail', record: { id: 'm-1', to: 'a@example.org', message: { subject: 'Hallo', text: 'Hallo', html: '<p>Hallo</p>' }, template: 'signInLink', createdAt: new Date() } }]);
    await fetch(base + path);
    expect(executions).toBe(before);
  });
});
