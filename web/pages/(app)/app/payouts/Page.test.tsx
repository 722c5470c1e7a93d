import { describe, expect, it } from 'vitest';
import { renderAndHydrate, testViewer } from '../../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const viewer = testViewer();
const figures = (sold: number, net: number, refunded = 0, discountCents = 0) => ({
  seatsSold: sold,
  salesCents: sold * 4_500,
  discountCents,
  feeCents: sold * 345,
  seatsRefunded: refunded,
  refundedCents: refunded * 4_500,
  feeRefundedCents: refunded * 345,
  refundsPendingCents: 0,
  netCents: net,
});

function data(overrides: Partial<Data> = {}): Data {
  return {
    viewer: { uid: 'olga', email: 'olga@example.org', profile: { name: 'Olga' } },
    error: null,
    account: null,
    fee: { percent: 7, fixedCents: 30, exampleFeeCents: 310 },
    sales: { currency: 'EUR', paidOutCents: 0, notPaidOutCents: 0, totals: figures(0, 0), months: [], payouts: [] },
    onboarding: null,
    invoices: { documents: [], error: null },
    ...overrides,
  };
}

const account = (status: 'DETAILS_MISSING' | 'PENDING' | 'ACTIVE' | 'RESTRICTED') => ({
  status,
  canTakePayments: status === 'ACTIVE',
  payoutsEnabled: status === 'ACTIVE',
  requirementsDue: status === 'RESTRICTED' ? ['individual.verification.document'] : [],
  updatedAt: '2026-11-29T10:00:00.000Z',
  seller: { name: 'Olgas Keramik', address: ['Neubaugasse 12', '1070 Wien'], country: 'AT', vatKind: 'REGISTERED' as const, vatId: 'ATU12345678', vatPercent: 20 },
});

describe('/app/payouts', () => {
  it('before onboarding: says free courses need nothing, shows the fee with its example, and offers the seller form', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/app/payouts', data: data(), extra: { viewer } });
    expect(errors).toEqual([]);
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Noch nicht eingerichtet.');
    expect(container.textContent).toMatch(/7\s%\sdes Preises plus €\s0,30/);
    expect(container.textContent).toMatch(/Kurs um €\s40,00 beträgt die Gebühr €\s3,10, du bekommst €\s36,90/);
    const form = container.querySelector<HTMLFormElement>('form.account-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('input[name="name"]')?.defaultValue).toBe('Olga');
    expect(form.querySelector('button')?.textContent).toBe('Speichern und Konto bei Stripe einrichten');
    expect(container.textContent).toContain('Noch keine verkauften Plätze.');
    expect(container.querySelector('a[href="/app/promo-codes"]')?.textContent).toBe('Rabattcodes für deine Kurse');
    // No account yet: nothing to refresh, no dashboard.
    expect(container.querySelector('input[name="_form"][value="dashboard"]')).toBeNull();
  });

  it('prefills the seller’s details and names each state, with the dashboard once details were given', async () => {
    for (const [status, text] of [
      ['DETAILS_MISSING', 'Angaben fehlen.'],
      ['PENDING', 'Wird geprüft.'],
      ['ACTIVE', 'Aktiv.'],
      ['RESTRICTED', 'Eingeschränkt.'],
    ] as const) {
      const { container } = await renderAndHydrate({ Page, url: '/app/payouts', data: data({ account: account(status) }), extra: { viewer } });
      expect(container.querySelector('[role="status"]')?.textContent, status).toContain(text);
      expect(!!container.querySelector('input[name="_form"][value="dashboard"]'), status).toBe(status !== 'DETAILS_MISSING');
      expect(container.querySelector<HTMLInputElement>('input[name="postalCode"]')?.defaultValue).toBe('1070');
      expect(container.querySelector<HTMLInputElement>('input[name="city"]')?.defaultValue).toBe('Wien');
      expect(container.querySelector<HTMLInputElement>('input[name="vatId"]')?.defaultValue).toBe('ATU12345678');
    }
  });

  it('lists sales per month and course, what was refunded and paid out, in English too', async () => {
    const sales = {
      currency: 'EUR',
      paidOutCents: 4_155,
      notPaidOutCents: 4_155,
      totals: figures(3, 8_310, 1),
      months: [
        {
          month: '2026-11',
          paidOutCents: 4_155,
          failedPayoutCents: 0,
          figures: figures(3, 8_310, 1),
          courses: [
            { event: { slug: 'olga-kurs', title: 'Drehen für Anfänger' }, figures: figures(3, 8_310, 1) },
            { event: { slug: 'olga-rabatt', title: 'Glasieren' }, figures: figures(0, 0, 0, 450) },
          ],
        },
      ],
      payouts: [{ id: 'po_1', amountCents: 4_155, currency: 'EUR', status: 'PAID', arrivalDate: '2026-11-28T00:00:00.000Z', failureMessage: null }],
    };
    const { container } = await renderAndHydrate({ Page, locale: 'en', url: '/app/payouts', data: data({ account: account('ACTIVE'), sales }), extra: { viewer } });
    const rows = [...container.querySelectorAll('table tbody tr')].map((row) => row.textContent);
    expect(rows[0]).toMatch(/November 2026/);
    expect(rows[1]).toContain('Drehen für Anfänger');
    expect(rows[1]).toContain('€135.00');
    expect(rows[1]).toContain('€83.10');
    // Her own codes' discounts are shown beside the sales they lowered, only where there were any.
    expect(rows[1]).not.toContain('promo codes');
    expect(rows[2]).toContain('(your promo codes: −€4.50)');
    expect(container.querySelector('a[href="/en/events/olga-kurs"]')).not.toBeNull();
    expect(container.querySelector('.payouts-list')?.textContent).toContain('€41.55, in your account on 28 November 2026');
  });

  it('lists the invoices issued in the organiser’s name and the fee invoices to them, with their PDFs, in English too', async () => {
    const receipt = { number: 'R-7K3M9Q2X-000001', kind: 'RECEIPT' as const, corrects: null, correctsKind: null, issuedAt: '2026-11-20T10:00:00.000Z', issuerName: 'Olgas Keramik', recipientName: 'Anna', amountCents: 4_500, currency: 'EUR', pdfUrl: '/invoices/R-7K3M9Q2X-000001.pdf', event: { slug: 'olga-kurs', title: 'Drehen für Anfänger' } };
    const fee = { ...receipt, number: 'G-000001', kind: 'FEE_INVOICE' as const, issuerName: 'Selbstgemacht Medien GmbH', recipientName: 'Olgas Keramik', amountCents: 345, pdfUrl: '/invoices/G-000001.pdf' };
    const { container } = await renderAndHydrate({ Page, locale: 'en', url: '/app/payouts', data: data({ account: account('ACTIVE'), invoices: { documents: [fee, receipt], error: null } }), extra: { viewer } });
    expect([...container.querySelectorAll('#invoices-organiser ~ ul li')].map((item) => item.textContent)).toEqual([
      'Platform fee invoice G-000001 (PDF) of 20 November 2026, €3.45 · course “Drehen für Anfänger”',
      'Invoice R-7K3M9Q2X-000001 (PDF) of 20 November 2026, €45.00 · course “Drehen für Anfänger” · to Anna',
    ]);
    expect(container.querySelector('a[href="/invoices/G-000001.pdf"]')?.getAttribute('download')).toBe('G-000001.pdf');
    // Before onboarding there is nothing to list.
    const before = await renderAndHydrate({ Page, url: '/app/payouts', data: data(), extra: { viewer } });
    expect(before.container.querySelector('#invoices-organiser')).toBeNull();
  });
});
