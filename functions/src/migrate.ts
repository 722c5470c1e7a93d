// `npm run migrate`: brings the stored data of the store the environment selects up to the shape this code reads
// (a deploy step for Firestore; the embedded store also migrates whenever it opens). Safe to run again.
import { migrateStoreFromEnv } from './store/open.server.js';

console.log(`Store data at version ${await migrateStoreFromEnv()}.`);
