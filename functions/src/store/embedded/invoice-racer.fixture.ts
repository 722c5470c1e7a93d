// Child process for the invoice numbering race in store.test.ts: opens its own connection to the store file, says
// "ready", waits for "go" on stdin, then issues its documents for one issuer as fast as it can.
import { once } from 'node:events';
import { openEmbeddedStore } from './store.js';

const [file, issuerKey, prefix, count] = process.argv.slice(2);
if (!file || !issuerKey || !prefix || !count) throw new Error('usage: invoice-racer.fixture.ts FILE ISSUER PREFIX COUNT');
const store = openEmbeddedStore({ file, busyTimeoutMs: 20_000 });
process.stdout.write('ready\n');
await once(process.stdin, 'data');
for (let i = 0; i < Number(count); i++) {
  const sourceKey = `receipt:${prefix}-${i}`;
  await store.invoices.issue(
    issuerKey,
    sourceKey,
    (number) => ({ id: `${prefix}-${i}`, issuerKey, number, sourceKey, partyUids: [prefix], issuedAt: new Date(Date.parse('2026-03-01T12:00:00.000Z') + i) }),
    () => [],
  );
}
await store.close();
process.stdout.write('done\n');
