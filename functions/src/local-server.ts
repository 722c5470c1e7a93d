// `npm start` (through local.ts): serves the whole site on http://localhost:$PORT (default 3000) over the store the environment selects
// (the embedded SQLite store under .data/ unless Firebase is configured), seeding demo content into an empty store.
import { once } from 'node:events';
import { extendDemoSchedule, extendDemoScheduleDaily } from './seed/demo-schedule-keeper.js';
import { DEMO_PASSWORD, seedDemoPeople } from './seed/demo-people.js';
import { keepDemoLive } from './seed/demo-live.js';
import { seedDemoContent } from './seed/seed.js';
import { announceChanged } from './services/live.js';
import { decideCoursesEvery } from './services/course-decisions.js';
import { sendRadarDigestsEvery } from './services/radar-mails.js';
import { sendRemindersEvery } from './services/reminders.js';
import { sweepPaymentsEvery } from './services/payment-sweep.js';
import { openIdentityFromEnv } from './identity/open.server.js';
import { refuseUnfinishedOperator } from './operator-check.js';
import { createServerApp } from './server.js';
import { openLiveBusFromEnv } from './live/open.server.js';
import { chooseStore, openStoreFromEnv } from './store/open.server.js';
import { warnIfReadOnly } from './store/write-health.js';

const port = Number(process.env.PORT ?? 3000);
const store = await openStoreFromEnv();
// A store that cannot take changes still serves the pages: it is not seeded or brought up to date, only reported.
const writable = await warnIfReadOnly(store);
const seeded = writable && (await store.isEmpty());
if (seeded) {
  await seedDemoContent(store);
  console.log(`Seeded the ${store.adapter} store with demo content.`);
}
// A demo store started weeks after its seed still has upcoming dates, and keeps getting them while it runs.
const { added, removed } = writable ? await extendDemoSchedule(store) : { added: [], removed: [] };
if (added.length + removed.length > 0) console.log(`Demo schedule: ${added.length} events added, ${removed.length} replaced.`);
extendDemoScheduleDaily(store);
// The Restplatz-Radar's digest mails (what waited out an alert's quiet hour) go to the outbox every ten minutes.
sendRadarDigestsEvery(store);
const identity = await openIdentityFromEnv(process.env, store);
// The demo accounts (README, "Try it") come with the demo content only, and only into the embedded identity.
if (seeded) for (const email of await seedDemoPeople(store, identity)) console.log(`Demo account: ${email} (password: ${DEMO_PASSWORD})`);
const live = await openLiveBusFromEnv(process.env, chooseStore(process.env));
// The demo courses' organisers post while their courses run (only courses nobody has booked, edited or posted to).
keepDemoLive(store, (eventSlug) => announceChanged({ store, live }, eventSlug));
// Real content needs the real operator's details on the imprint: refuses to start under the demo's (operator-check.ts).
await refuseUnfinishedOperator(store);
const { app, handler } = await createServerApp(store, identity, live);
// Courses with a minimum of participants are confirmed or called off at their decision time (at start too, for
// those whose time passed while the server was down); the payers of one called off are refunded.
if (writable) decideCoursesEvery({ store, live, payments: app.payments });
// Reminders before each session go to the outbox every five minutes (at start too, for those due meanwhile).
if (writable) sendRemindersEvery(store);
// Paid seats: holds that ran out are released (at start too, for those that ended while the server was down),
// payments whose webhook never came are matched, pending refunds retried.
if (writable && app.payments) sweepPaymentsEvery({ store, payments: app.payments, live });
const server = handler.listen(port);
await once(server, 'listening');
console.log(`Magazin für Selbstgemachtes is running at http://localhost:${port} (store: ${store.adapter}, identity: ${identity.adapter})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void app.close().then(() => process.exit(0));
  });
}
