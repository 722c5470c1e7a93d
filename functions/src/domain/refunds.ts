// What refunds of orders and of voucher purchases share.

/** Refund attempts before an order (or a voucher purchase) is left REFUND_FAILED for an editor to settle by hand. */
export const REFUND_ATTEMPTS = 5;
