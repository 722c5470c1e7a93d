// The ports of gift vouchers and promo codes (domain/vouchers.ts, domain/promo-codes.ts). Using a voucher or a code
// for an order is an order change (OrderRepository.change reads the voucher or code the change names, or the order's,
// and writes it with the order in one transaction); these ports keep the records and a voucher purchase's own life.
import type { PromoCodeRecord } from '../promo-codes.js';
import type { MailRecord } from '../records.js';
import type { VoucherChange, VoucherRecord, VoucherStatus } from '../vouchers.js';
import type { Page } from './pages.js';

/** The outcome of VoucherRepository.change. */
export interface VoucherChangeResult {
  voucher: VoucherRecord;
  /** False when the change did not apply (planVoucherChange): nothing was written. */
  changed: boolean;
  /** The voucher's state before the change. */
  before: VoucherStatus;
  /** True when the provider's event id was handled before: nothing was written. */
  duplicateEvent: boolean;
}

export interface VoucherRepository {
  /** Stores a new purchase. Throws ConflictError('CODE_TAKEN') when its id or code is taken (the caller draws a new code). */
  create(voucher: VoucherRecord): Promise<void>;
  getByIds(ids: readonly string[]): Promise<(VoucherRecord | null)[]>;
  /** The voucher with this normalized code, or null. */
  byCode(code: string): Promise<VoucherRecord | null>;
  /** The vouchers a person bought, newest first. */
  byBuyer(uid: string): Promise<VoucherRecord[]>;
  /**
   * Applies `change` by planVoucherChange in one transaction with its mails. With `providerEventId`, an id seen before
   * (for an order or a voucher) changes nothing (`duplicateEvent`). Throws NotFoundError for an unknown voucher.
   */
  change(
    id: string,
    change: VoucherChange,
    now: Date,
    options: { providerEventId?: string },
    mails: (result: VoucherChangeResult) => MailRecord[],
  ): Promise<VoucherChangeResult>;
  /** Vouchers in these states, oldest update first: the sweep's work (checkouts to reconcile, refunds to make). */
  inStatus(statuses: readonly VoucherStatus[], limit: number): Promise<VoucherRecord[]>;
  /** Paid vouchers to be mailed to their recipient whose day has come (sendOn ≤ now) and that were not mailed yet. */
  dueDeliveries(now: Date, limit: number): Promise<VoucherRecord[]>;
  /** The editors' list, newest first, one page with the total. */
  list(page: { first: number; offset: number }): Promise<Page<VoucherRecord>>;
}

export interface PromoCodeRepository {
  /** Stores a new code. Throws ConflictError('CODE_TAKEN') when its key exists. */
  create(record: PromoCodeRecord): Promise<void>;
  get(key: string): Promise<PromoCodeRecord | null>;
  /** An organiser's codes (null: the site-wide ones), newest first. */
  byOwner(ownerUid: string | null): Promise<PromoCodeRecord[]>;
  /**
   * Changes a code's settings in one transaction with the uses as stored then (whatever `update` returns for them), so
   * an edit never loses a use taken meanwhile. Throws NotFoundError for an unknown key.
   */
  update(key: string, update: (record: PromoCodeRecord) => PromoCodeRecord, now: Date): Promise<PromoCodeRecord>;
}
