// The vouchers a person bought, as /app lists them (<MyVouchers>), from a page query that spreads
// `myVouchers { ...MyVoucherFields @unmask }`.
import { graphql } from '../../graphql/generated';
import type { MyVoucherFieldsFragment } from '../../graphql/generated/graphql';
import { missingBecause } from '../../lib/graphql/page-data';
import type { SectionError, SectionErrors } from '../../lib/graphql/section-errors';

export const MyVoucherFields = graphql(`
  fragment MyVoucherFields on GiftVoucher {
    ...GiftVoucherFields @unmask
    recipientName
  }
`);

export type MyVoucher = MyVoucherFieldsFragment;

export type MyVouchersData = {
  /** Newest first; null when they could not be loaded (`error` says why). */
  vouchers: MyVoucher[] | null;
  error: SectionError | null;
};

export function myVouchersData(result: { myVouchers?: MyVoucher[] | null } | undefined, errors: SectionErrors): MyVouchersData {
  const vouchers = result?.myVouchers ?? null;
  return { vouchers, error: vouchers ? null : missingBecause(errors, 'myVouchers') };
}
