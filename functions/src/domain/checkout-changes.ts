// What a provider's checkout says about the order or gift voucher purchase it was opened for, as the change both
// apply: paid, or ended unpaid. Orders and vouchers read the webhook's events and the sessions they look up alike.
import type { ProviderEvent, SessionState } from './payment-provider.js';

export type CheckoutPaid = { kind: 'PAID'; paymentId: string; amountCents: number; currency: string };
export type CheckoutChange = CheckoutPaid | { kind: 'EXPIRE' };

/**
 * The payment a checkout took, as the change PAID; null while nothing is taken. An amount or currency the provider
 * leaves out is one no price matches (-1, ''), so that such a payment is refunded rather than taken for the price.
 */
export function checkoutPayment(session: SessionState): CheckoutPaid | null {
  if (!session.paid || !session.paymentId) return null;
  return { kind: 'PAID', paymentId: session.paymentId, amountCents: session.amountCents ?? -1, currency: session.currency ?? '' };
}

/**
 * The change a verified checkout event makes to the order or purchase whose open checkout is `currentSessionId`: PAID
 * once the money is taken (a completed session whose payment is still pending, a bank transfer, is paid later by
 * async_payment_succeeded), EXPIRE when that checkout ended unpaid (an earlier checkout's end changes nothing); null
 * for anything else.
 */
export function checkoutEventChange(event: ProviderEvent, currentSessionId: string | undefined): CheckoutChange | null {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') return checkoutPayment(event.session);
  if (event.type === 'checkout.session.expired' && event.session.id === currentSessionId) return { kind: 'EXPIRE' };
  return null;
}
