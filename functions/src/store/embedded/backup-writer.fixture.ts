// Child process for the backup round trip in backup.test.ts: books a seat and sends a contact message, one person
// after another, through the store's API, and prints each person's number once both writes have committed, until
// it is killed. The test takes a backup meanwhile and holds it against what was printed before.
import { contactMessage, event } from '../contract.scenarios.js';
import { openEmbeddedStore } from './store.js';

const file = process.argv[2];
if (!file) throw new Error('usage: backup-writer.fixture.ts FILE');
const store = openEmbeddedStore({ file });
const now = new Date('2026-03-01T00:00:00Z');
await store.events.upsertMany([event('kurs', '2026-04-01T10:00:00.000Z', 2, { capacity: 1_000_000, seatsLeft: 1_000_000 })]);
for (let person = 0; ; person += 1) {
  await store.bookings.book('kurs', `u-${person}`, now, () => []);
  await store.write([{ put: 'contactMessage', record: contactMessage(`m-${person}`, '2026-02-01T12:00:00.000Z', false) }]);
  process.stdout.write(`${person}\n`);
  // Yields to the event loop, so that the kill signal and the pipe keep up.
  if (person % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
}
