import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../../../server/form-request.testing';
import { action } from './+action';

const seller: Array<[string, string]> = [
  ['_form', 'seller'],
  ['name', 'Olgas Keramik'],
  ['street', 'Neubaugasse 12'],
  ['postalCode', '1070'],
  ['city', 'Wien'],
  ['country', 'AT'],
  ['vatKind', 'REGISTERED'],
  ['vatId', 'ATU12345678'],
  ['vatPercent', '20'],
];
const unavailable = { errors: [{ message: 'Stripe: timeout', extensions: { code: 'PAYMENT_UNAVAILABLE' } }] };

describe('POST /app/payouts', () => {
  it('sends the seller’s details and goes on to Stripe’s onboarding, or to the test provider’s page on this site', async () => {
    const toStripe = fakeFormRequest({ path: '/app/payouts', fields: seller, answers: { StartPayoutOnboarding: { data: { startPayoutOnboarding: { onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1/abc' } } } } });
    expect(await action(toStripe.request)).toEqual({ kind: 'redirect', location: 'https://connect.stripe.com/setup/e/acct_1/abc', paymentProvider: true });
    expect(toStripe.calls[0]!.variables.input).toEqual({ vatKind: 'REGISTERED', name: 'Olgas Keramik', street: 'Neubaugasse 12', postalCode: '1070', city: 'Wien', country: 'AT', vatId: 'ATU12345678', vatPercent: 20 });

    const small = fakeFormRequest({
      path: '/app/payouts',
      fields: [...seller.filter(([name]) => name !== 'vatKind'), ['vatKind', 'SMALL_BUSINESS']],
      answers: { StartPayoutOnboarding: { data: { startPayoutOnboarding: { onboardingUrl: 'http://localhost:3000/payment/test-onboarding?account=acct_test_1' } } } },
    });
    expect(await action(small.request)).toEqual({ kind: 'redirect', location: '/payment/test-onboarding?account=acct_test_1' });
    // A Kleinunternehmer sends no VAT number or rate, whatever the hidden fields hold.
    expect(small.calls[0]!.variables.input).not.toHaveProperty('vatId');
  });

  it('shows the API’s field errors at the seller form, and words Stripe out of reach for the account', async () => {
    const bad = fakeFormRequest({ path: '/app/payouts', fields: seller, answers: { StartPayoutOnboarding: badInput(['input.vatId', 'INVALID_VAT_ID']) } });
    expect(await action(bad.request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'seller', errors: [{ field: 'vatId', code: 'INVALID_VAT_ID' }] } });
    const down = fakeFormRequest({ path: '/app/payouts', fields: [['_form', 'dashboard']], answers: { PayoutDashboardLink: unavailable } });
    expect(await action(down.request)).toMatchObject({ kind: 'render', formState: { form: 'dashboard', code: 'PAYOUTS_UNAVAILABLE' } });
  });

  it('refreshes the account’s state and comes back with a notice; signed out, asks to sign in first', async () => {
    const refresh = fakeFormRequest({ path: '/app/payouts', locale: 'en', fields: [['_form', 'refresh']], answers: { RefreshPayoutAccount: { data: { refreshPayoutAccount: { status: 'ACTIVE' } } } } });
    expect(await action(refresh.request)).toEqual({ kind: 'redirect', location: '/en/app/payouts?done=payoutsRefreshed' });
    const signedOut = fakeFormRequest({ path: '/app/payouts', fields: [['_form', 'refresh']], signedIn: false });
    expect(await action(signedOut.request)).toMatchObject({ kind: 'redirect' });
    expect(signedOut.calls).toEqual([]);
  });
});
