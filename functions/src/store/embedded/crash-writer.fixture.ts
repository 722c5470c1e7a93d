// Child process for the crash test in store.test.ts: commits the crafts, says so, then writes many venues in one
// upsertMany, during which the test kills it with SIGKILL.
import { crafts, venue } from '../contract.scenarios.js';
import { openEmbeddedStore } from './store.js';

const file = process.argv[2];
if (!file) throw new Error('usage: crash-writer.fixture.ts FILE');
const store = openEmbeddedStore({ file });
await store.crafts.upsertMany(crafts);
const venues = Array.from({ length: 50_000 }, (_, i) => venue(`v-${i}`, `Venue ${i}`, `venue ${i}`));
process.stdout.write('committed\n');
await new Promise((resolve) => setTimeout(resolve, 20));
await store.venues.upsertMany(venues);
process.stdout.write('finished\n');
