// Child process for the concurrency test in store.test.ts: opens its own connection to the store file, says
// "ready", waits for "go" on stdin, then books a seat for each of its people as fast as it can.
import { once } from 'node:events';
import { openEmbeddedStore } from './store.js';

const [file, eventSlug, prefix, count] = process.argv.slice(2);
if (!file || !eventSlug || !prefix || !count) throw new Error('usage: booking-racer.fixture.ts FILE EVENT PREFIX COUNT');
const store = openEmbeddedStore({ file, busyTimeoutMs: 20_000 });
process.stdout.write('ready\n');
await once(process.stdin, 'data');
for (let i = 0; i < Number(count); i++) {
  await store.bookings.book(eventSlug, `${prefix}-${i}`, new Date(Date.parse('2026-03-01T12:00:00.000Z') + i), () => []);
}
await store.close();
process.stdout.write('done\n');
