// Gift vouchers and promo codes in the embedded store: `vouchers` (the purchase with its balance and entries in
// `data`, the code unique beside it) and `promo_codes` by key with their uses. `change` is one IMMEDIATE transaction
// that reads the voucher and the provider's event id (payment_events, shared with orders: an event id applies once, to
// an order or a voucher) and writes what planVoucherChange returns with the mails. Orders change vouchers and codes in
// their own transactions (orders.ts reads and writes them with the helpers here).
import type { PromoCodeRecord } from '../../domain/promo-codes.js';
import { ConflictError, NotFoundError, type PromoCodeRepository, type VoucherChangeResult, type VoucherRepository } from '../../domain/repositories.js';
import { planVoucherChange, type VoucherRecord } from '../../domain/vouchers.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeMail } from './mail.js';
import { fromRow, ms, toJson, type Row } from './rows.js';
import { Where } from './where.js';

/** When a paid voucher's recipient mail is due and not written yet: its day; else null (the row's delivery_due). */
function deliveryDue(voucher: VoucherRecord): number | null {
  const { delivery } = voucher;
  return voucher.status === 'ACTIVE' && delivery.kind === 'RECIPIENT' && !delivery.sentAt ? ms(delivery.sendOn) : null;
}

export function getVoucher(kernel: EmbeddedKernel, id: string): VoucherRecord | null {
  const row = kernel.prepare('SELECT data FROM vouchers WHERE id = ?').get(id) as Row | undefined;
  return row ? fromRow<VoucherRecord>(row) : null;
}

/** Writes a voucher that exists (a new one goes through VoucherRepository.create, which refuses a taken code). */
export function writeVoucher(kernel: EmbeddedKernel, voucher: VoucherRecord): void {
  kernel
    .prepare('UPDATE vouchers SET status = ?, delivery_due = ?, updated_at = ?, data = ? WHERE id = ?')
    .run(voucher.status, deliveryDue(voucher), ms(voucher.updatedAt), toJson(voucher), voucher.id);
}

export function getPromo(kernel: EmbeddedKernel, key: string): PromoCodeRecord | null {
  const row = kernel.prepare('SELECT data FROM promo_codes WHERE key = ?').get(key) as Row | undefined;
  return row ? fromRow<PromoCodeRecord>(row) : null;
}

/** Writes a promo code that exists (its owner and creation never change). */
export function writePromo(kernel: EmbeddedKernel, promo: PromoCodeRecord): void {
  kernel.prepare('UPDATE promo_codes SET data = ? WHERE key = ?').run(toJson(promo), promo.key);
}

export function voucherRepository(kernel: EmbeddedKernel): VoucherRepository {
  const { guard } = kernel;
  const list = (sql: string, params: (string | number)[]) => kernel.all(sql, params).map((row) => fromRow<VoucherRecord>(row));
  return {
    create: (voucher) =>
      kernel.transaction(() => {
        if (kernel.prepare('SELECT 1 FROM vouchers WHERE id = ? OR code = ?').get(voucher.id, voucher.code)) {
          throw new ConflictError('CODE_TAKEN', `A voucher with id ${voucher.id} or its code exists already`);
        }
        kernel
          .prepare('INSERT INTO vouchers (id, code, buyer_uid, status, delivery_due, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(voucher.id, voucher.code, voucher.buyerUid, voucher.status, deliveryDue(voucher), ms(voucher.createdAt), ms(voucher.updatedAt), toJson(voucher));
      }),
    getByIds: (ids) => guard(() => kernel.byKeys<VoucherRecord>('vouchers', 'id', ids)),
    byCode: (code) => guard(() => list('SELECT data FROM vouchers WHERE code = ?', [code])[0] ?? null),
    byBuyer: (uid) => guard(() => list('SELECT data FROM vouchers WHERE buyer_uid = ? ORDER BY created_at DESC, id DESC', [uid])),
    change: (id, change, now, options, mails) =>
      kernel.transaction((): VoucherChangeResult => {
        const voucher = getVoucher(kernel, id);
        if (!voucher) throw new NotFoundError(`No voucher ${id}`);
        const eventId = options.providerEventId;
        if (eventId && kernel.prepare('SELECT 1 FROM payment_events WHERE id = ?').get(eventId)) {
          return { voucher, changed: false, before: voucher.status, duplicateEvent: true };
        }
        const result: VoucherChangeResult = { ...planVoucherChange(voucher, change, now), before: voucher.status, duplicateEvent: false };
        if (eventId) kernel.prepare('INSERT INTO payment_events (id, order_id, at) VALUES (?, ?, ?)').run(eventId, id, ms(now));
        if (!result.changed) return result;
        writeVoucher(kernel, result.voucher);
        mails(result).forEach((mail) => writeMail(kernel, mail));
        return result;
      }),
    inStatus: (statuses, limit) =>
      guard(() => list('SELECT data FROM vouchers WHERE status IN (SELECT value FROM json_each(?)) ORDER BY updated_at, id LIMIT ?', [JSON.stringify(statuses), limit])),
    // Only a voucher whose mail is due has a delivery_due (deliveryDue), so this is one range over a partial index.
    dueDeliveries: (now, limit) =>
      guard(() => list('SELECT data FROM vouchers WHERE delivery_due <= ? ORDER BY delivery_due, id LIMIT ?', [ms(now), limit])),
    list: ({ first, offset }) => guard(() => kernel.page<VoucherRecord>('vouchers', new Where(), { orderBy: 'created_at DESC, id DESC', first, offset })),
  };
}

export function promoCodeRepository(kernel: EmbeddedKernel): PromoCodeRepository {
  const { guard } = kernel;
  return {
    create: (record) =>
      kernel.transaction(() => {
        if (getPromo(kernel, record.key)) throw new ConflictError('CODE_TAKEN', `The promo code ${record.key} exists already`);
        kernel
          .prepare('INSERT INTO promo_codes (key, owner_uid, created_at, data) VALUES (?, ?, ?, ?)')
          .run(record.key, record.ownerUid, ms(record.createdAt), toJson(record));
      }),
    get: (key) => guard(() => getPromo(kernel, key)),
    // `IS` compares null with null too: the site-wide codes.
    byOwner: (ownerUid) =>
      guard(() =>
        kernel.all('SELECT data FROM promo_codes WHERE owner_uid IS ? ORDER BY created_at DESC, key DESC', [ownerUid]).map((row) => fromRow<PromoCodeRecord>(row)),
      ),
    // The uses are those stored when the write lock is held: a use an order took before the edit is kept.
    update: (key, update, now) =>
      kernel.transaction(() => {
        const stored = getPromo(kernel, key);
        if (!stored) throw new NotFoundError(`No promo code ${key}`);
        const updated: PromoCodeRecord = { ...update(stored), key, uses: stored.uses, updatedAt: now };
        writePromo(kernel, updated);
        return updated;
      }),
  };
}
