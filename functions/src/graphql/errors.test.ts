import { describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../domain/payment-provider.js';
import { formatError } from './errors.js';

describe('formatError', () => {
  it('answers a payment provider that refuses or is missing with PAYMENT_UNAVAILABLE, without its details', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const formatted = formatError({ message: 'x' }, new PaymentProviderError('Stripe checkout: connect ECONNREFUSED 10.0.0.1:443'));
    expect(formatted.extensions).toEqual({ code: 'PAYMENT_UNAVAILABLE' });
    expect(formatted.message).not.toContain('ECONNREFUSED');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
