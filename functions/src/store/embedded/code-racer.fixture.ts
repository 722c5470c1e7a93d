// Child process for the voucher and promo code race in store.test.ts: opens its own connection to the store file,
// says "ready", waits for "go" on stdin, then applies the voucher and then the promo code to each of its orders as
// fast as it can.
import { once } from 'node:events';
import { openEmbeddedStore } from './store.js';

const [file, voucherId, promoKey, ...orderIds] = process.argv.slice(2);
if (!file || !voucherId || !promoKey || orderIds.length === 0) throw new Error('usage: code-racer.fixture.ts FILE VOUCHER PROMO ORDER...');
const store = openEmbeddedStore({ file, busyTimeoutMs: 20_000 });
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const at = new Date('2026-03-01T12:05:00.000Z');
for (const orderId of orderIds) {
  await store.orders.change(orderId, { kind: 'APPLY_VOUCHER', voucherId }, at, {}, () => []);
  await store.orders.change(orderId, { kind: 'APPLY_PROMO', promoKey }, at, {}, () => []);
}
await store.close();
process.stdout.write('done\n');
