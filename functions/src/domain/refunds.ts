// What orders of seats and voucher purchases share: how they are paid at the provider's checkout and refunded.

/** Refund attempts before an order (or a voucher purchase) is left REFUND_FAILED for an editor to settle by hand. */
export const REFUND_ATTEMPTS = 5;

/** A purchase's checkout at the provider, its payment and its refund, as orders and voucher purchases keep them. */
export interface ProviderPayment {
  /** 'stripe' or 'test' (or the demo's), once a checkout was opened. */
  provider?: string;
  /** The provider's checkout session and where the person pays. */
  sessionId?: string;
  checkoutUrl?: string;
  /** The provider's payment (Stripe: the PaymentIntent), once paid: what a refund refers to. */
  paymentId?: string;
  paidAt?: Date;
  refundReason?: string;
  refundAttempts: number;
  refundId?: string;
}
