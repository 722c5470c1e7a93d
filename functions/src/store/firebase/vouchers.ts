// Gift vouchers and promo codes in Firestore. vouchers/{id} holds a purchase with its balance and entries;
// voucherCodes/{code} names the voucher of a code, created with it in one batch, so that no two vouchers share a
// code; promoCodes/{key} holds a code with its uses (a key `${scope}:${code}` is a valid document id: no '/').
// `change` is one transaction that reads the voucher and the provider's event id (in paymentEvents, which orders
// share: an event id applies once, to an order or a voucher) and writes what planVoucherChange returns with the
// mails. Orders change vouchers and codes in their own transactions (orders.ts writes them with voucherDocument).
// A voucher due to be mailed to its recipient carries `deliveryDueAt` (its day), and only then, so that
// dueDeliveries is one range query on one field. All three collections are closed to clients (firestore.rules).
import type { DocumentData } from 'firebase-admin/firestore';
import type { PromoCodeRecord } from '../../domain/promo-codes.js';
import { ConflictError, NotFoundError } from '../../domain/repositories.js';
import type { PromoCodeRepository, VoucherChangeResult, VoucherRepository } from '../../domain/repositories/vouchers.js';
import { planVoucherChange, type VoucherRecord } from '../../domain/vouchers.js';
import { fromDocument, toDocument } from './documents.js';
import { Code, codeOf } from './errors.js';
import type { FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';

/** When a paid voucher's recipient mail is due and not written yet: its day; else null. */
function deliveryDueAt(voucher: VoucherRecord): Date | null {
  const { delivery } = voucher;
  return voucher.status === 'ACTIVE' && delivery.kind === 'RECIPIENT' && !delivery.sentAt ? delivery.sendOn : null;
}

/** A voucher's document: the record, and `deliveryDueAt` while its recipient mail is due (left out otherwise). */
export function voucherDocument(voucher: VoucherRecord): DocumentData {
  return toDocument(voucher, (record) => {
    const due = deliveryDueAt(record);
    return due ? { deliveryDueAt: due } : {};
  });
}

const codeTaken = (error: unknown, what: string): unknown =>
  codeOf(error) === Code.ALREADY_EXISTS ? new ConflictError('CODE_TAKEN', `${what} exists already`) : error;

export function voucherRepository(kernel: FirebaseKernel): VoucherRepository {
  const { guard, db, read } = kernel;
  const { mail, paymentEvents, voucherCodes, vouchers } = kernel.collections;
  return {
    // One batch of two creates: both documents are written, or neither when the id or the code exists.
    create: (voucher) =>
      guard(async () => {
        try {
          await db.batch().create(vouchers.doc(voucher.id), voucherDocument(voucher)).create(voucherCodes.doc(voucher.code), { voucherId: voucher.id }).commit();
        } catch (error) {
          throw codeTaken(error, `A voucher with id ${voucher.id} or its code`);
        }
      }, false),
    getByIds: (ids) => guard(() => kernel.byKeys<VoucherRecord>(vouchers, ids)),
    byCode: (code) => guard(async () => (await read<VoucherRecord>(vouchers.where('code', '==', code).limit(1)))[0] ?? null),
    byBuyer: (uid) => guard(() => read<VoucherRecord>(vouchers.where('buyerUid', '==', uid).orderBy('createdAt', 'desc'))),
    change: (id, change, now, options, mails) =>
      guard(
        () =>
          runTransaction(db, async (tx): Promise<VoucherChangeResult> => {
            const data = (await tx.get(vouchers.doc(id))).data();
            if (!data) throw new NotFoundError(`No voucher ${id}`);
            const voucher = fromDocument<VoucherRecord>(data);
            const seen = options.providerEventId ? (await tx.get(paymentEvents.doc(options.providerEventId))).exists : false;
            if (seen) return { voucher, changed: false, before: voucher.status, duplicateEvent: true };
            const planned = planVoucherChange(voucher, change, now);
            const result: VoucherChangeResult = { ...planned, before: voucher.status, duplicateEvent: false };
            if (options.providerEventId) tx.create(paymentEvents.doc(options.providerEventId), { voucherId: id, at: now });
            if (!result.changed) return result;
            tx.set(vouchers.doc(id), voucherDocument(result.voucher));
            for (const m of mails(result)) tx.set(mail.doc(m.id), mailDocument(m));
            return result;
          }),
        false,
      ),
    inStatus: (statuses, limit) => guard(() => read<VoucherRecord>(vouchers.where('status', 'in', [...statuses]).orderBy('updatedAt').limit(limit))),
    // Only a voucher whose mail is due carries the field, so one inequality on it finds them (single-field index).
    dueDeliveries: (now, limit) => guard(() => read<VoucherRecord>(vouchers.where('deliveryDueAt', '<=', now).orderBy('deliveryDueAt').limit(limit))),
    list: ({ first, offset }) => guard(() => kernel.page<VoucherRecord>(vouchers.orderBy('createdAt', 'desc'), { first, offset })),
  };
}

export function promoCodeRepository(kernel: FirebaseKernel): PromoCodeRepository {
  const { guard, db, read } = kernel;
  const { promoCodes } = kernel.collections;
  return {
    create: (record) =>
      guard(async () => {
        try {
          await promoCodes.doc(record.key).create(toDocument(record));
        } catch (error) {
          throw codeTaken(error, `The promo code ${record.key}`);
        }
      }, false),
    get: (key) => guard(async () => (await kernel.byKeys<PromoCodeRecord>(promoCodes, [key]))[0] ?? null),
    // `== null` is sent as IS_NULL, which the index serves as equality: the site-wide codes.
    byOwner: (ownerUid) => guard(() => read<PromoCodeRecord>(promoCodes.where('ownerUid', '==', ownerUid).orderBy('createdAt', 'desc'))),
    // The uses are those read in the transaction: a use an order took meanwhile makes it run again, never lost.
    update: (key, update, now) =>
      guard(
        () =>
          runTransaction(db, async (tx) => {
            const data = (await tx.get(promoCodes.doc(key))).data();
            if (!data) throw new NotFoundError(`No promo code ${key}`);
            const stored = fromDocument<PromoCodeRecord>(data);
            const updated: PromoCodeRecord = { ...update(stored), key, uses: stored.uses, updatedAt: now };
            tx.set(promoCodes.doc(key), toDocument(updated));
            return updated;
          }),
        false,
      ),
  };
}
