// How a checkout's state and the webhook's checkout events become an order's or a voucher purchase's change.
import { describe, expect, it } from 'vitest';
import { checkoutEventChange, checkoutPayment } from './checkout-changes.js';
import type { ProviderEvent, SessionState } from './payment-provider.js';

const session = (fields: Partial<SessionState> = {}): SessionState => ({
  id: 'cs_1',
  status: 'complete',
  orderId: 'o1',
  paid: true,
  paymentId: 'pi_1',
  amountCents: 6_500,
  currency: 'eur',
  ...fields,
});
const event = (type: ProviderEvent['type'], fields: Partial<SessionState> = {}): ProviderEvent => ({ id: 'evt_1', type, session: session(fields) });

describe('checkoutPayment', () => {
  it('is the payment taken, an amount or currency left out matching no price', () => {
    expect(checkoutPayment(session())).toEqual({ kind: 'PAID', paymentId: 'pi_1', amountCents: 6_500, currency: 'eur' });
    expect(checkoutPayment(session({ amountCents: null, currency: null }))).toEqual({ kind: 'PAID', paymentId: 'pi_1', amountCents: -1, currency: '' });
  });

  it('is nothing while the money is not taken or has no payment to refer to', () => {
    expect(checkoutPayment(session({ paid: false, status: 'open' }))).toBeNull();
    expect(checkoutPayment(session({ paymentId: null }))).toBeNull();
  });
});

describe('checkoutEventChange', () => {
  it('pays on a completed session or a later succeeded payment, not on a completed one still pending', () => {
    expect(checkoutEventChange(event('checkout.session.completed'), 'cs_1')).toMatchObject({ kind: 'PAID', paymentId: 'pi_1' });
    expect(checkoutEventChange(event('checkout.session.async_payment_succeeded'), undefined)).toMatchObject({ kind: 'PAID', paymentId: 'pi_1' });
    expect(checkoutEventChange(event('checkout.session.completed', { paid: false }), 'cs_1')).toBeNull();
  });

  it('ends only the open checkout, and ignores a failed payment', () => {
    const expired = event('checkout.session.expired', { status: 'expired', paid: false, paymentId: null });
    expect(checkoutEventChange(expired, 'cs_1')).toEqual({ kind: 'EXPIRE' });
    expect(checkoutEventChange(expired, 'cs_2')).toBeNull();
    expect(checkoutEventChange(expired, undefined)).toBeNull();
    expect(checkoutEventChange(event('checkout.session.async_payment_failed', { paid: false }), 'cs_1')).toBeNull();
  });
});
