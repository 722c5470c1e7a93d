// The gift voucher's fields that every list or page of vouchers shows (the buyer's on /app and /vouchers/<id>, the
// editors' on /admin): spread with @unmask, so that the generated types carry the fields themselves. The code is not
// among them: /app's list has no use for it.
import { graphql } from '../../graphql/generated';

/** What a voucher is and where it stands: its kind and course, value, balance, state and when it was bought. */
export const GiftVoucherFields = graphql(`
  fragment GiftVoucherFields on GiftVoucher {
    id
    kind
    course {
      title
    }
    valueCents
    balanceCents
    currency
    status
    createdAt
  }
`);
