import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../components/render-page.testing';
import type { OrderData as Data } from './+data';
import Page from './+Page';
import TestCheckoutPage from './test-checkout/+Page';
import type { Data as TestCheckoutData } from './test-checkout/+data';

const now = '2026-12-01T10:00:00.000Z';
const order = (fields: Partial<Data['order']> = {}): Data['order'] => ({
  id: 'o-1',
  status: 'AWAITING_PAYMENT',
  amountCents: 6_500,
  seats: 1,
  payableCents: 6_500,
  discountCents: 0,
  discountCode: null,
  discountFundedBy: null,
  voucherCents: 0,
  voucherCodeHint: null,
  cardCents: 6_500,
  currency: 'EUR',
  holdUntil: '2026-12-01T10:12:00.000Z',
  paidAt: null,
  refundReason: null,
  event: { slug: 'drehen', title: 'Drehen an der Scheibe', startsAt: '2026-12-05T17:00:00.000Z', timeZone: 'Europe/Vienna', venue: { name: 'Tonwerk' } },
  ...fields,
});

describe('/payment', () => {
  it('shows what is paid, the amount and how long the seat is held, as plain forms; hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/payment?order=o-1', data: { order: order(), result: null, now } satisfies Data });
    expect(errors).toEqual([]);
    const text = container.textContent!;
    expect(text).toContain('Drehen an der Scheibe, Tonwerk');
    expect(text).toMatch(/€\s65,00/);
    expect(text).toContain('bis 11:12 Uhr');
    const [code, pay, giveUp] = [...container.querySelectorAll<HTMLFormElement>('form')];
    expect(code!.querySelector('input[name="code"]')).toBeTruthy();
    expect(pay!.getAttribute('action')).toBe('/payment?order=o-1');
    expect(pay!.querySelector('input[name="_form"]')).toBeTruthy();
    expect(pay!.querySelector('button')!.textContent).toMatch(/65,00.*bezahlen/);
    expect(giveUp!.querySelector('button')!.textContent).toBe('Platz doch nicht nehmen');
  });

  it('shows the seats of an order of several with their price each', async () => {
    const html = await renderPage({ Page, url: '/payment?order=o-1', data: { order: order({ seats: 2, amountCents: 9_000, payableCents: 9_000, cardCents: 9_000 }), result: null, now } satisfies Data });
    expect(html).toMatch(/2 Plätze × (<!-- -->)?€\s45,00(<!-- -->)? = (<!-- -->)?€\s90,00/);
    // The hold and the way out speak of both seats.
    expect(html.replace(/<!-- -->/g, '')).toContain('Wir halten deine 2 Plätze bis');
    expect(html).toContain('Plätze doch nicht nehmen');
    expect(await renderPage({ Page, url: '/payment?order=o-1', data: { order: order(), result: null, now } satisfies Data })).not.toContain('×');
  });

  it('says a declined payment can be tried again, and what happens after paying, an expired hold and a refund', async () => {
    expect(await renderPage({ Page, url: '/payment', data: { order: order(), result: 'declined', now } })).toContain('Die Zahlung wurde abgelehnt');
    expect(await renderPage({ Page, url: '/payment', data: { order: order({ status: 'COMPLETED' }), result: 'returned', now } })).toContain('dein Platz ist fix');
    const expired = await renderPage({ Page, url: '/payment', data: { order: order({ holdUntil: '2026-12-01T09:59:00.000Z' }), result: null, now } });
    expect(expired).toContain('Die Reservierung ist abgelaufen');
    expect(expired).not.toContain('<form');
    const refunded = await renderPage({ Page, locale: 'en', url: '/en/payment', data: { order: order({ status: 'REFUNDED' }), result: null, now } });
    expect(refunded).toContain('The amount has been refunded.');
    expect(refunded).toContain('href="/en/events/drehen"');
  });

  it('says why the money goes back, as the refund mail does', async () => {
    const why = (refundReason: string, locale: 'de' | 'en' = 'de') =>
      renderPage({ Page, locale, url: locale === 'en' ? '/en/payment' : '/payment', data: { order: order({ status: 'REFUNDED', refundReason }), result: null, now } }).then(
        (html) => html.replaceAll('<!-- -->', ''),
      );
    expect(await why('LATE_PAYMENT')).toContain('Deine Zahlung kam erst an, nachdem die Reservierung abgelaufen war');
    expect(await why('LATE_PAYMENT', 'en')).toContain('Your payment arrived after the hold had ended');
    expect(await why('EVENT_CANCELLED: Die Kursleiterin ist krank.')).toContain('Der Kurs wurde abgesagt. Begründung: „Die Kursleiterin ist krank.“');
    expect(await why('EVENT_CANCELLED: ')).not.toContain('Begründung');
    const calledOff = await why('EVENT_CANCELLED: MINIMUM_NOT_REACHED');
    expect(calledOff).toContain('weil sich zu wenige angemeldet haben');
    expect(calledOff).not.toContain('MINIMUM_NOT_REACHED');
    expect(await why('Doppelt gebucht')).toContain('Begründung: „Doppelt gebucht“');
  });
});

describe('/payment with a gift voucher or promo code', () => {
  it('offers the code field while the seat is held, and after a refusal shows its message at the field, the pay form clean', async () => {
    const formState = { form: 'code', values: { code: 'SOMMER' }, errors: [{ field: 'code', code: 'CODE_EXPIRED' }] };
    const { container, errors } = await renderAndHydrate({ Page, url: '/payment?order=o-1', data: { order: order(), result: null, now } satisfies Data, extra: { formState } });
    expect(errors).toEqual([]);
    const codeForm = container.querySelector<HTMLFormElement>('main form.payment-code')!;
    expect(codeForm.getAttribute('action')).toBe('/payment?order=o-1');
    expect(codeForm.querySelector('input[name="_form"]')).toMatchObject({ value: 'code' });
    const field = codeForm.querySelector<HTMLInputElement>('input[name="code"]')!;
    expect(container.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Gutschein- oder Rabattcode');
    expect(field.value).toBe('SOMMER');
    expect(codeForm.textContent).toContain('Dieser Code ist abgelaufen.');
    const pay = [...container.querySelectorAll('main form')].find((form) => form.querySelector('input[value="pay"]'))!;
    expect(pay.querySelector('.form-errors')).toBeNull();
  });

  it('shows the price, the discount with its code, the voucher’s part and what is left for the card, which the pay button names', async () => {
    const discounted = order({ payableCents: 5_850, discountCents: 650, discountCode: 'SOMMER-10', discountFundedBy: 'ORGANISER', voucherCents: 2_000, voucherCodeHint: '2PFC', cardCents: 3_850 });
    const html = (await renderPage({ Page, url: '/payment?order=o-1', data: { order: discounted, result: null, now } })).replaceAll('<!-- -->', '');
    expect(html).toMatch(/Betrag<\/dt><dd>€\s65,00<\/dd>/);
    expect(html).toMatch(/Rabatt \(SOMMER-10\)<\/dt><dd>−€\s6,50<\/dd>/);
    expect(html).toMatch(/Gutschein \(…2PFC\)<\/dt><dd>−€\s20,00<\/dd>/);
    expect(html).toMatch(/Mit Karte zu zahlen<\/dt><dd><strong>€\s38,50<\/strong><\/dd>/);
    expect(html).toMatch(/<button type="submit" class="button">€\s38,50 bezahlen<\/button>/);
    const plain = await renderPage({ Page, url: '/payment?order=o-1', data: { order: order(), result: null, now } });
    expect(plain).not.toContain('Mit Karte zu zahlen');
  });

  it('when the voucher paid all, says the seat is paid and offers no forms', async () => {
    const paid = order({ status: 'COMPLETED', voucherCents: 6_500, voucherCodeHint: '2PFC', cardCents: 0, paidAt: now });
    const html = await renderPage({ Page, locale: 'en', url: '/en/payment?order=o-1&done=codeApplied', data: { order: paid, result: null, now } });
    expect(html).toContain('The code has been applied.');
    // The layout shows the notice; the page adds no second one.
    expect(html.match(/class="flash-notice"/g)).toHaveLength(1);
    expect(html).toMatch(/Gift voucher \(…2PFC\)/);
    expect(html).not.toContain('<form');
  });
});

describe('/payment without an order to show', () => {
  it('signed out, says why signing in is needed and links to the sign-in that comes back here', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/payment?order=o-1', data: { kind: 'signedOut', signInHref: '/login?next=%2Fpayment%3Forder%3Do-1' } });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Bezahlen');
    expect(container.textContent).toContain('Zum Bezahlen musst du angemeldet sein');
    const signIn = container.querySelector('a.button')!;
    expect(signIn.textContent).toBe('Anmelden und weiter zum Bezahlen');
    expect(signIn.getAttribute('href')).toBe('/login?next=%2Fpayment%3Forder%3Do-1');
    expect(container.querySelector('form')).toBeNull();
  });

  it('signed in, says there is nothing to pay (or no such order in the account) and where bookings and courses are, in both languages', async () => {
    const none = await renderPage({ Page, url: '/payment', data: { kind: 'nothing', why: 'none' } });
    expect(none).toContain('Gerade gibt es hier nichts zu bezahlen.');
    expect(none).toContain('href="/app"');
    expect(none).toContain('href="/events"');
    const unknown = await renderPage({ Page, url: '/payment?order=x', data: { kind: 'nothing', why: 'unknown' } });
    expect(unknown).toContain('Diese Bestellung finden wir in deinem Konto nicht.');
    const english = await renderPage({ Page, locale: 'en', url: '/en/payment', data: { kind: 'nothing', why: 'none' } });
    expect(english).toContain('There is nothing to pay here right now.');
    expect(english).toContain('href="/en/app"');
  });
});

describe('/payment/test-checkout', () => {
  it('says no money moves and offers pay, decline and abandon', async () => {
    const data: TestCheckoutData = { session: { id: 'cs_test_1', description: 'Drehen an der Scheibe', amountCents: 6_500, currency: 'eur', status: 'open', subscription: false } };
    const html = await renderPage({ Page: TestCheckoutPage, url: '/payment/test-checkout?session=cs_test_1', data });
    expect(html).toContain('Testzahlung – es wird kein Geld bewegt');
    for (const button of ['Bezahlen', 'Karte abgelehnt', 'Abbrechen und zurück']) expect(html).toContain(button);
    expect(html).toContain('action="/payment/test-checkout?session=cs_test_1"');
    expect(html).not.toContain('name="buyerName"');
  });

  it('asks a Premium subscription’s payer for the name on the invoice, in the pay form only', async () => {
    const data: TestCheckoutData = { session: { id: 'cs_test_2', description: 'Premium monatlich: Tonwerk', amountCents: 2_880, currency: 'eur', status: 'open', subscription: true } };
    const { container, errors } = await renderAndHydrate({ Page: TestCheckoutPage, url: '/payment/test-checkout?session=cs_test_2', data });
    expect(errors).toEqual([]);
    const input = container.querySelector<HTMLInputElement>('input[name="buyerName"]')!;
    expect(input.closest('form')?.querySelector('button')?.textContent).toBe('Bezahlen');
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Name für die Rechnung (freiwillig)');
    expect(container.querySelectorAll('input[name="buyerName"]')).toHaveLength(1);
  });
});
