import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead, renderPage, testViewer } from '../../components/render-page.testing';
import { sampleGiftVoucher } from '../../features/vouchers/sample-gift-voucher.testing';
import type { BuyData, BuyerVoucher, Data, VoucherData } from './+data';
import { head } from './+head';
import Page from './+Page';
import { voucherView } from './voucher-view';

const offer: BuyData['offer'] = { amountsCents: [2_500, 5_000, 7_500], minCents: 1_000, maxCents: 50_000, currency: 'EUR', validYears: 30, withdrawalDays: 14 };
const buy = (fields: Partial<BuyData> = {}): BuyData => ({ kind: 'buy', offer, course: null, courseMissing: false, today: '2026-12-01', ...fields });
const voucher = (fields: Partial<BuyerVoucher> = {}): BuyerVoucher => ({
  ...sampleGiftVoucher,
  message: 'Alles Gute!',
  recipientEmail: null,
  sendOn: null,
  sentAt: null,
  paidAt: '2026-12-01T10:00:00.000Z',
  createdAt: '2026-12-01T09:58:00.000Z',
  canWithdraw: false,
  withdrawableUntil: null,
  pdfUrl: '/vouchers/gift-1.pdf',
  uses: [],
  ...fields,
});
const text = (html: string) => html.replaceAll('<!-- -->', '');

describe('the voucher page’s views', () => {
  it('are /vouchers, /vouchers/balance and /vouchers/<id>; nothing else', () => {
    expect(voucherView('')).toEqual({ view: 'buy' });
    expect(voucherView('/')).toEqual({ view: 'buy' });
    expect(voucherView('/balance')).toEqual({ view: 'balance' });
    expect(voucherView('/gift-0b1c')).toEqual({ view: 'voucher', id: 'gift-0b1c' });
    expect(voucherView('/gift-1.pdf')).toBeNull();
    expect(voucherView('/a/b')).toBeNull();
    expect(voucherView('foo')).toBeNull();
  });

  it('are titled „Gutscheine“, „Guthaben prüfen“ and „Dein Gutschein“, the last not indexed', async () => {
    expect(await renderHead(head, { Page, url: '/vouchers', data: buy() })).toMatchObject({ title: 'Gutscheine', noindex: false });
    expect(await renderHead(head, { Page, url: '/vouchers/balance', data: { kind: 'balance' } })).toMatchObject({ title: 'Guthaben prüfen' });
    expect(await renderHead(head, { Page, url: '/vouchers/gift-1', data: { kind: 'voucher', voucher: voucher(), result: null } })).toMatchObject({ title: 'Dein Gutschein', noindex: true });
  });
});

describe('/vouchers', () => {
  it('says what a voucher is and offers the amounts, an own amount, the recipient and the delivery as one plain form; hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/vouchers', data: buy(), extra: { viewer: testViewer() } });
    expect(errors).toEqual([]);
    const page = container.textContent!;
    expect(container.querySelector('h1')?.textContent).toBe('Gutscheine');
    expect(page).toContain('30 Jahre gültig');
    expect(page).toContain('innerhalb von 14 Tagen');
    const form = container.querySelector<HTMLFormElement>('main form[method="post"]')!;
    expect(form.getAttribute('action')).toBe('/vouchers');
    const amounts = [...form.querySelectorAll<HTMLInputElement>('input[name="amountCents"]')];
    expect(amounts.map((input) => input.value)).toEqual(['2500', '5000', '7500', 'other']);
    expect(amounts.find((input) => input.checked)?.value).toBe('5000');
    expect(amounts.map((input) => input.parentElement!.textContent!.trim())).toEqual(['€\u00a025', '€\u00a050', '€\u00a075', 'Anderer Betrag']);
    const own = form.querySelector<HTMLInputElement>('input[name="customEuros"]')!;
    expect([own.min, own.max, own.step]).toEqual(['10', '500', '1']);
    expect(form.querySelector('input[name="kind"]')).toMatchObject({ type: 'hidden', value: 'VALUE' });
    expect(form.querySelector<HTMLInputElement>('input[name="delivery"][value="BUYER"]')!.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="sendOn"]')).toMatchObject({ type: 'date', min: '2026-12-01', value: '2026-12-01' });
    expect(form.querySelector('textarea[name="message"]')).toBeTruthy();
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Weiter zur Bezahlung');
    expect(page).not.toContain('Zum Kaufen meldest du dich an');
    expect(container.querySelector('a[href="/vouchers/balance"]')).toBeTruthy();
  });

  it('with ?course=, offers that course with its title and price first; a course that cannot be given is said so', async () => {
    const course = { slug: 'drehen', title: 'Drehen an der Scheibe', priceCents: 6_500, currency: 'EUR', venueName: 'Tonwerk' };
    const html = text(await renderPage({ Page, url: '/vouchers?course=drehen', data: buy({ course }) }));
    expect(html).toContain('action="/vouchers?course=drehen"');
    expect(html).toContain('Den Kurs „Drehen an der Scheibe“ bei Tonwerk (€\u00a065)');
    expect(html).toContain('<input type="radio" name="kind" checked="" value="COURSE"/>');
    expect(html).toContain('name="courseSlug" value="drehen"');
    expect(html).toContain('Zum Kaufen meldest du dich an');
    expect(await renderPage({ Page, url: '/vouchers?course=x', data: buy({ courseMissing: true }) })).toContain('Diesen Kurs finden wir nicht');
    const english = text(await renderPage({ Page, locale: 'en', url: '/en/vouchers?course=drehen', data: buy({ course }) }));
    expect(english).toContain('The course “Drehen an der Scheibe” at Tonwerk');
    expect(english).toContain('action="/en/vouchers?course=drehen"');
  });

  it('after a rejection keeps what was typed and shows the errors next to their fields', async () => {
    const formState = { form: 'buy', values: { kind: 'VALUE', amountCents: 'other', customEuros: '900', recipientName: 'Lena', delivery: 'RECIPIENT', recipientEmail: 'lena@' }, errors: [{ field: 'customEuros', code: 'OUT_OF_RANGE' }, { field: 'recipientEmail', code: 'INVALID_EMAIL' }] };
    const { container } = await renderAndHydrate({ Page, url: '/vouchers', data: buy(), extra: { viewer: testViewer(), formState } });
    const own = container.querySelector<HTMLInputElement>('input[name="customEuros"]')!;
    expect(own.value).toBe('900');
    expect(own.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(own.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe('Dieser Wert liegt außerhalb des erlaubten Bereichs.');
    expect(container.querySelector<HTMLInputElement>('input[name="amountCents"][value="other"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[name="delivery"][value="RECIPIENT"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[name="recipientName"]')!.value).toBe('Lena');
    expect(container.textContent).toContain('Das ist keine gültige E-Mail-Adresse.');
  });
});

describe('/vouchers/<id>', () => {
  const page = (fields: Partial<BuyerVoucher> = {}, extra: Partial<VoucherData> = {}, locale: 'de' | 'en' = 'de') =>
    renderPage({ Page, locale, url: '/vouchers/gift-1', data: { kind: 'voucher', voucher: voucher(fields), result: null, ...extra } satisfies Data }).then(text);

  it('shows a paid voucher: value, balance, code, validity, recipient, delivery, uses and the PDF', async () => {
    const html = await page({
      uses: [
        { at: '2026-12-03T10:00:00.000Z', cents: -3_500, event: { slug: 'drehen', title: 'Drehen an der Scheibe' } },
        { at: '2026-12-04T10:00:00.000Z', cents: 1_000, event: null },
      ],
    });
    expect(html).toContain('Gutschein für Lena');
    expect(html).toContain('Bezahlt – der Gutschein ist einlösbar.');
    expect(html).toContain('K7QM3V-XD9HTA-RW2PFC');
    expect(html).toMatch(/Guthaben<\/dt><dd>€\u00a015<\/dd>/);
    expect(html).toContain('31. Dezember 2056');
    expect(html).toContain('An dich, zum Ausdrucken oder Weitergeben');
    expect(html).toContain('href="/vouchers/gift-1.pdf"');
    expect(html).toContain('3. Dezember 2026: €\u00a035 für <a href="/events/drehen">Drehen an der Scheibe</a>');
    expect(html).toContain('4. Dezember 2026: €\u00a010 zurück für einen Kurs, den es nicht mehr gibt (erstattet)');
    expect(html).not.toContain('Vom Kauf zurücktreten');
  });

  it('after the checkout says the payment is being confirmed; unpaid it shows no code, balance or PDF', async () => {
    const html = await page({ status: 'AWAITING_PAYMENT', code: null, pdfUrl: null, paidAt: null, balanceCents: 0 }, { result: 'returned' });
    expect(html).toContain('Wir warten noch auf die Bestätigung deiner Zahlung');
    expect(html).toContain('Wartet auf Bezahlung');
    expect(html).not.toContain('Guthaben');
    expect(html).not.toContain('.pdf');
    const cancelled = await page({ status: 'AWAITING_PAYMENT', code: null, pdfUrl: null, paidAt: null, balanceCents: 0 }, { result: 'cancelled' });
    expect(cancelled).toContain('Du hast die Bezahlung abgebrochen, es wurde nichts abgebucht.');
    expect(cancelled).toContain('href="/vouchers"');
  });

  it('offers withdrawing while possible, as a form posting to this page; mailed delivery and a refund read right in English', async () => {
    const { container, errors } = await renderAndHydrate({
      Page,
      url: '/vouchers/gift-1',
      data: { kind: 'voucher', voucher: voucher({ canWithdraw: true, withdrawableUntil: '2026-12-15T10:00:00.000Z', delivery: 'RECIPIENT', recipientEmail: 'lena@example.org', sendOn: '2026-12-24' }), result: null },
      extra: { viewer: testViewer() },
    });
    expect(errors).toEqual([]);
    const form = container.querySelector<HTMLFormElement>('main form[method="post"]')!;
    expect(form.getAttribute('action')).toBe('/vouchers/gift-1');
    expect(form.querySelector('input[name="_form"]')).toMatchObject({ value: 'withdraw' });
    expect(form.textContent).toContain('Bis 15. Dezember 2026 kannst du vom Kauf zurücktreten');
    expect(container.textContent).toContain('Per E-Mail an lena@example.org am 24. Dezember 2026');
    const refunded = await page({ status: 'REFUNDED', balanceCents: 0 }, {}, 'en');
    expect(refunded).toContain('The amount has been refunded; the voucher is no longer valid.');
    expect(refunded).toContain('href="/en/app#app-vouchers"');
  });
});

describe('/vouchers/balance', () => {
  const balance = { code: 'K7QM3V-XD9HTA-RW2PFC', status: 'ACTIVE', valueCents: 5_000, balanceCents: 1_500, currency: 'EUR', validUntil: '2056-12-31T22:59:59.999Z' };

  it('asks for a code in a plain form, then shows its balance, value, validity and state below it; hydrates cleanly', async () => {
    const formState = { form: 'balance', values: { code: 'k7qm3v xd9hta rw2pfc' }, errors: [], result: balance };
    const { container, errors } = await renderAndHydrate({ Page, url: '/vouchers/balance', data: { kind: 'balance' }, extra: { formState } });
    expect(errors).toEqual([]);
    const form = container.querySelector<HTMLFormElement>('main form[method="post"]')!;
    expect(form.getAttribute('action')).toBe('/vouchers/balance');
    expect(form.querySelector<HTMLInputElement>('input[name="code"]')!.value).toBe('k7qm3v xd9hta rw2pfc');
    const answer = container.querySelector('section')!.textContent!;
    expect(answer).toContain('Gutschein K7QM3V-XD9HTA-RW2PFC');
    expect(answer).toMatch(/Guthaben€\s15Wert€\s50Gültig bis31\. Dezember 2056StandEinlösbar/);
  });

  it('says an unknown code at the field and too many attempts above the form, without an answer', async () => {
    const unknown = text(await renderPage({ Page, url: '/vouchers/balance', data: { kind: 'balance' }, extra: { formState: { form: 'balance', values: { code: 'X' }, errors: [{ field: 'code', code: 'CODE_UNKNOWN' }] } } }));
    expect(unknown).toContain('Diesen Code kennen wir nicht.');
    expect(unknown).not.toContain('<section');
    const throttled = text(await renderPage({ Page, locale: 'en', url: '/en/vouchers/balance', data: { kind: 'balance' }, extra: { formState: { form: 'balance', values: {}, errors: [], code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 600 } } }));
    expect(throttled).toContain('Too many failed attempts');
    expect(throttled).toContain('10 minutes');
  });
});
