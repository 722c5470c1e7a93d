import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import { sampleGiftVoucher } from '../../../features/vouchers/sample-gift-voucher.testing';
import type { Data } from './+data';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Titel';
const editor = { uid: 'e1', name: 'Eva', role: 'EDITOR', avatarUrl: null };
const admin = { ...editor, role: 'ADMIN' };

const queue: Data = {
  kind: 'queue',
  tab: 'queue',
  queue: {
    events: [
      {
        slug: 'drehen',
        title: hostile,
        description: 'Erster Absatz.\n\n<img src=x onerror=alert(1)>',
        startsAt: '2026-12-05T13:00:00.000Z',
        endsAt: '2026-12-05T16:00:00.000Z',
        // A course of two dates: the queue shows the first and how many follow.
        sessions: [
          { startsAt: '2026-12-05T13:00:00.000Z', endsAt: '2026-12-05T16:00:00.000Z' },
          { startsAt: '2026-12-12T13:00:00.000Z', endsAt: '2026-12-12T16:00:00.000Z' },
        ],
        timeZone: 'Europe/Vienna',
        venue: { name: 'Atelier X' },
        crafts: [{ name: 'Töpfern & Keramik' }],
        organiser: { name: 'Lena Organisatorin' },
      },
    ],
    venueChanges: [{ state: 'PENDING', updatedAt: '2026-11-20T10:00:00.000Z', venue: { slug: 'laden-y', name: 'Laden Y' }, author: { name: hostile } }],
    claims: [],
  },
};

const users: Data = {
  kind: 'users',
  tab: 'users',
  offset: 0,
  users: {
    totalCount: 2,
    users: [
      { uid: 'e1', email: 'eva@example.com', name: 'Eva', role: 'EDITOR', trustedOrganiser: false, createdAt: '2026-01-01T00:00:00.000Z' },
      { uid: 'u2', email: 'mia@example.com', name: hostile, role: 'USER', trustedOrganiser: true, createdAt: '2026-02-01T00:00:00.000Z' },
    ],
  },
};

describe('/admin', () => {
  it('lists the queue with a way to read each item and approve or reject it, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/admin', data: queue, extra: { viewer: editor } });
    expect(errors).toEqual([]);
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
    expect(container.querySelector('.admin-tabs a[aria-current="page"]')?.textContent).toBe('Zu prüfen');
    const event = container.querySelector('#queue-events')!.parentElement!;
    expect(event.querySelector('h3')?.textContent).toBe(hostile);
    expect(event.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(event.textContent).toContain('Eingereicht von Lena Organisatorin');
    expect(event.textContent).toMatch(/Samstag, 5. Dezember 2026, 14:00–17:00\u00a0Uhr( \(.+?\))? \(und 1 weiterer Termin\)/);
    expect(event.querySelector('a[href="/profile/event/drehen"]')).not.toBeNull();
    const form = event.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/admin');
    expect(form.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('event:drehen');
    expect([...form.querySelectorAll('button[name="decision"]')].map((button) => button.getAttribute('value'))).toEqual(['APPROVE', 'REJECT']);
    const change = container.querySelector('#queue-changes')!.parentElement!;
    expect(change.textContent).toContain(`von ${hostile}`);
    expect(change.querySelector('a[href="/venue_preview?venue=laden-y"]')).not.toBeNull();
    expect(container.querySelector('#queue-claims')!.parentElement!.textContent).toContain('Hier wartet gerade nichts.');
  });

  it('shows a missing reason at the item that was rejected, and only there', async () => {
    const formState = { form: 'event:drehen', values: { note: '' }, errors: [{ field: 'note', code: 'REQUIRED' }] };
    const { container } = await renderAndHydrate({ Page, url: '/admin', data: queue, extra: { viewer: editor, formState } });
    const invalid = [...container.querySelectorAll('.form-field--invalid textarea[name="note"]')];
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.closest('form')?.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('event:drehen');
    expect(invalid[0]!.closest('.form-field')?.textContent).toContain('Bitte füll dieses Feld aus.');
  });

  it('lets admins change roles (not their own) and editors only trust organisers', async () => {
    const asAdmin = await renderAndHydrate({ Page, url: '/admin?tab=users', data: users, extra: { viewer: admin } });
    expect(asAdmin.errors).toEqual([]);
    const roleForms = [...asAdmin.container.querySelectorAll('input[name="_form"][value^="role:"]')].map((input) => input.getAttribute('value'));
    expect(roleForms).toEqual(['role:u2']);
    expect(asAdmin.container.querySelector('form[action="/admin?tab=users"]')).not.toBeNull();
    const asEditor = await renderPage({ Page, url: '/admin?tab=users', data: users, extra: { viewer: editor } });
    expect(asEditor).not.toContain('value="role:');
    expect(asEditor).toContain('value="trusted:u2"');
    expect(asEditor).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Titel');
    expect(asEditor).toContain('Vertrauen entziehen');
  });

  it('lists contact messages as text with a way to mark them handled', async () => {
    const messages: Data = {
      kind: 'messages',
      tab: 'messages',
      offset: 0,
      messages: {
        totalCount: 2,
        messages: [
          { id: 'm1', name: 'Ida', email: 'ida@example.com', subject: hostile, message: '<b>Hallo</b>', handled: false, createdAt: '2026-11-20T10:00:00.000Z' },
          { id: 'm2', name: 'Jo', email: 'jo@example.com', subject: 'Danke', message: 'Super', handled: true, createdAt: '2026-11-19T10:00:00.000Z' },
        ],
      },
    };
    const { container } = await renderAndHydrate({ Page, url: '/admin?tab=messages', data: messages, extra: { viewer: editor } });
    expect(container.querySelector('b, script')).toBeNull();
    expect(container.querySelector('.admin-message')?.textContent).toBe('<b>Hallo</b>');
    expect([...container.querySelectorAll('input[name="_form"]')].map((input) => input.getAttribute('value'))).toEqual(['handled:m1']);
    expect(container.textContent).toContain('Erledigt.');
  });

  it('shows the log with who, what and when, and pages through long lists', async () => {
    const log: Data = {
      kind: 'log',
      tab: 'log',
      offset: 50,
      log: {
        totalCount: 120,
        entries: [{ id: 'l1', subject: 'EVENT', subjectId: 'drehen', action: 'REJECT', note: hostile, at: '2026-11-20T10:00:00.000Z', actor: { name: 'Eva' } }],
      },
    };
    const { container } = await renderAndHydrate({ Page, url: '/admin?tab=log&page=2', data: log, extra: { viewer: editor } });
    const row = [...container.querySelectorAll('.data-table tbody td')].map((cell) => cell.textContent);
    expect(row).toEqual(['20.11.2026, 11:00\u00a0Uhr', 'Eva', 'abgelehnt · Kurs drehen', hostile]);
    expect(container.querySelector('.pagination')?.textContent).toContain('Seite 2 von 3');
    expect(container.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/admin?tab=log&page=1');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/admin?tab=log&page=3');
    expect(container.querySelector('script')).toBeNull();
  });

  it('lists orders with person, event, amount, state in words and last entry, filters them, and offers a refund for paid and failed ones', async () => {
    const order = (id: string, status: string, fields: Record<string, unknown> = {}) => ({
      id,
      status,
      amountCents: 4_550,
      currency: 'EUR',
      createdAt: '2026-11-20T10:00:00.000Z',
      refundReason: null,
      person: { name: hostile, email: 'ida@example.com' },
      event: { slug: 'drehen', title: 'Drehen am Abend' },
      log: [{ at: '2026-11-20T10:05:00.000Z', note: 'paid' }],
      ...fields,
    });
    const orders = {
      kind: 'orders',
      tab: 'orders',
      filter: 'paid',
      offset: 0,
      orders: {
        totalCount: 60,
        orders: [
          order('o1', 'COMPLETED'),
          order('o2', 'REFUND_FAILED', { refundReason: 'BOOKING_CANCELLED', log: [{ at: '2026-11-21T09:00:00.000Z', note: 'refund failed 5 times: card expired' }] }),
          order('o3', 'EXPIRED', { person: null }),
        ],
      },
    } as Data;
    const { container, errors } = await renderAndHydrate({ Page, url: '/admin?tab=orders&status=paid', data: orders, extra: { viewer: editor } });
    expect(errors).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('.admin-tabs a[aria-current="page"]')?.textContent).toBe('Bestellungen');
    expect(container.querySelector('.admin-filters a[aria-current="page"]')?.getAttribute('href')).toBe('/admin?tab=orders&status=paid');
    const rows = [...container.querySelectorAll('.admin-orders tbody tr')];
    const cells = (row: Element) => [...row.querySelectorAll('td')].slice(0, 6).map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual(['20.11.2026, 11:00\u00a0Uhr', `${hostile}ida@example.com`, 'Drehen am Abend', '€\u00a045,50', 'bezahlt', '20.11.2026, 11:05\u00a0Uhr: paid']);
    expect(rows[0]!.querySelector('a[href="/events/drehen"]')).not.toBeNull();
    expect(cells(rows[1]!)[4]).toBe('Erstattung fehlgeschlagenGrund: vor der Stornofrist storniert');
    expect(cells(rows[2]!)[1]).toBe('–');
    const forms = [...container.querySelectorAll('.admin-orders form')];
    expect(forms.map((form) => form.querySelector('input[name="_form"]')?.getAttribute('value'))).toEqual(['refund:o1', 'refund:o2']);
    expect(forms[0]!.getAttribute('action')).toBe('/admin?tab=orders&status=paid');
    expect(forms[0]!.textContent).toContain('Erstatten');
    expect(forms[1]!.querySelector('input[name="retry"]')).not.toBeNull();
    expect(forms[1]!.textContent).toContain('Erstattung erneut versuchen');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/admin?tab=orders&status=paid&page=2');
    // A refund without a reason comes back with the error at that order's form.
    const formState = { form: 'refund:o1', values: { reason: '' }, errors: [{ field: 'reason', code: 'REQUIRED' }] };
    const rejected = await renderAndHydrate({ Page, url: '/admin?tab=orders&status=paid', data: orders, extra: { viewer: editor, formState } });
    const invalid = [...rejected.container.querySelectorAll('.form-field--invalid textarea[name="reason"]')];
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.closest('form')?.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('refund:o1');
    const english = await renderPage({ Page, locale: 'en', url: '/admin?tab=orders', data: { ...orders, filter: null } as Data, extra: { viewer: editor } });
    expect(english).toContain('refund failed');
    expect(english).toContain('Try the refund again');
  });

  it('lists every invoice document with its PDF, kind, issuer, recipient, course and amount, a page at a time', async () => {
    const receipt = { number: 'R-7K3M9Q2X-000001', kind: 'RECEIPT', corrects: null, correctsKind: null, issuedAt: '2026-11-20T10:00:00.000Z', issuerName: 'Olgas Keramik', recipientName: hostile, amountCents: 4_500, currency: 'EUR', pdfUrl: '/invoices/R-7K3M9Q2X-000001.pdf', event: { slug: 'drehen', title: 'Drehen am Abend' } };
    const credit = { ...receipt, number: 'R-7K3M9Q2X-000002', kind: 'CREDIT_NOTE', corrects: receipt.number, correctsKind: 'RECEIPT', recipientName: '', event: null, pdfUrl: '/invoices/R-7K3M9Q2X-000002.pdf' };
    const invoices = { kind: 'invoices', tab: 'invoices', offset: 0, invoices: { totalCount: 51, documents: [credit, receipt] } } as Data;
    const { container, errors } = await renderAndHydrate({ Page, url: '/admin?tab=invoices', data: invoices, extra: { viewer: editor } });
    expect(errors).toEqual([]);
    expect(container.querySelector('.admin-tabs a[aria-current="page"]')?.textContent).toBe('Rechnungen');
    const rows = [...container.querySelectorAll('.admin-invoices tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['R-7K3M9Q2X-000002', '20.11.2026, 11:00\u00a0Uhr', 'Stornorechnung zu R-7K3M9Q2X-000001', 'Olgas Keramik', '–', '–', '-€\u00a045,00'],
      ['R-7K3M9Q2X-000001', '20.11.2026, 11:00\u00a0Uhr', 'Rechnung', 'Olgas Keramik', hostile, 'Drehen am Abend', '€\u00a045,00'],
    ]);
    expect(container.querySelector('a[href="/invoices/R-7K3M9Q2X-000001.pdf"]')?.getAttribute('download')).toBe('R-7K3M9Q2X-000001.pdf');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/admin?tab=invoices&page=2');
  });

  it('lists every venue’s Premium invoices with the PDF, venue, buyer, period and amount', async () => {
    const invoice = {
      number: 'P-000002',
      issuedAt: '2026-11-20T10:00:00.000Z',
      periodStart: '2026-11-20T10:00:00.000Z',
      periodEnd: '2026-12-20T10:00:00.000Z',
      amountCents: 2_400,
      currency: 'EUR',
      pdfUrl: '/invoices/premium/atelier-x/P-000002.pdf',
      buyerName: hostile,
      venue: { slug: 'atelier-x', name: 'Atelier X' },
    };
    const premium = { kind: 'premium', tab: 'premium', offset: 0, premiumInvoices: { totalCount: 1, invoices: [invoice, { ...invoice, number: 'P-000001', buyerName: null, venue: null }] } } as Data;
    const { container, errors } = await renderAndHydrate({ Page, url: '/admin?tab=premium', data: premium, extra: { viewer: editor } });
    expect(errors).toEqual([]);
    expect(container.querySelector('.admin-tabs a[aria-current="page"]')?.textContent).toBe('Premium-Rechnungen');
    const rows = [...container.querySelectorAll('.admin-invoices tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['P-000002', '20.11.2026, 11:00\u00a0Uhr', 'Atelier X', hostile, '20.11.2026 – 20.12.2026', '€\u00a024,00']);
    expect(rows[1]!.slice(2, 4)).toEqual(['–', '–']);
    expect(container.querySelector('a[href="/invoices/premium/atelier-x/P-000002.pdf"]')?.getAttribute('download')).toBe('P-000002.pdf');
    expect(container.querySelector('a[href="/venues/atelier-x"]')).not.toBeNull();
  });

  it('lists the site-wide promo codes as paid by the platform, with a switch each and the form without courses', async () => {
    const promo = {
      kind: 'promo',
      tab: 'promo',
      promoCodes: [
        {
          id: 'site:WILLKOMMEN',
          code: 'WILLKOMMEN',
          fundedBy: 'PLATFORM',
          discountKind: 'AMOUNT',
          percent: null,
          amountCents: 1_000,
          maxUses: 100,
          perPersonLimit: 1,
          validFrom: null,
          validUntil: '2026-12-31T22:59:59.999Z',
          events: [],
          active: true,
          usesCount: 12,
          createdAt: '2026-11-29T10:00:00.000Z',
        },
      ],
    } as Data;
    const { container, errors } = await renderAndHydrate({ Page, url: '/admin?tab=promo', data: promo, extra: { viewer: editor } });
    expect(errors).toEqual([]);
    expect(container.querySelector('.admin-tabs a[aria-current="page"]')?.textContent).toBe('Rabattcodes');
    expect(container.querySelector('#admin-promo-codes')?.textContent).toBe('Rabattcodes der Plattform (1)');
    const cells = [...container.querySelectorAll('table.promo-codes tbody td')].map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['WILLKOMMEN', '€\u00a010,00von der Plattform bezahlt', '12 von 100einmal pro Person', 'bis 31.12.2026', 'Alle Kurse mit Preis']);
    const toggle = container.querySelector<HTMLFormElement>('form[aria-label="Code WILLKOMMEN ausschalten"]')!;
    expect(toggle.getAttribute('action')).toBe('/admin?tab=promo');
    expect(new FormData(toggle).get('_form')).toBe('promoActive:site:WILLKOMMEN');
    const form = container.querySelector<HTMLFormElement>('form.promo-code-form')!;
    expect(new FormData(form).get('_form')).toBe('promo:new');
    expect(form.querySelector('input[name="eventSlugs"]')).toBeNull();
    expect(form.textContent).toContain('Den Nachlass zahlt die Plattform: Veranstalter:innen bekommen ihren Anteil wie beim vollen Preis.');
  });

  it('lists the gift vouchers sold with state, value, balance and only the code’s end, a page at a time, in English too', async () => {
    const voucher = sampleGiftVoucher;
    const course = { ...voucher, id: 'gift-2', code: null, kind: 'COURSE', course: { slug: 'drehen', title: 'Drehen für Anfänger' }, balanceCents: 5_000, status: 'AWAITING_PAYMENT' };
    const vouchers = { kind: 'vouchers', tab: 'vouchers', offset: 0, giftVouchers: { totalCount: 51, vouchers: [voucher, course] } } as Data;
    const { container, errors } = await renderAndHydrate({ Page, locale: 'en', url: '/admin?tab=vouchers', data: vouchers, extra: { viewer: editor } });
    expect(errors).toEqual([]);
    const rows = [...container.querySelectorAll('.admin-vouchers tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['20 Nov 2026, 11:00', 'Redeemable', 'A value', '€50.00', '€15.00', '…2PFC', '31 Dec 2056, 23:59']);
    expect(rows[1]!.slice(1, 3)).toEqual(['Awaiting payment', 'Course “Drehen für Anfänger”']);
    expect(rows[1]![5]).toBe('–');
    expect(container.textContent).not.toContain('K7QM3V');
    expect(container.querySelector('a[href="/en/events/drehen"]')).not.toBeNull();
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/en/admin?tab=vouchers&page=2');
  });

  it('explains a section that could not be loaded, in English too', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/admin?tab=users', data: { kind: 'error', tab: 'users', error: 'STORE_UNAVAILABLE' }, extra: { viewer: editor } });
    expect(html).toContain('People and roles');
    expect(html).toContain('href="/en/admin?tab=log"');
    expect(html).toContain('We can’t load this content right now.');
  });

  it('draws the site’s figures as SVG charts with tables, in German and English, and hydrates cleanly', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count: i === 23 ? 40 : i % 3 }));
    const figures: Data = {
      kind: 'figures',
      tab: 'figures',
      figures: {
        from: '2026-11-01',
        to: '2026-11-30',
        viewsPerDay: days,
        topPages: [
          { path: '/venues/oelmuehle', count: 30 },
          { path: '/', count: 12 },
        ],
        topReferrers: [{ key: 'google.com', count: 9 }],
        topLanguages: [
          { key: 'de', count: 50 },
          { key: 'en', count: 18 },
        ],
        emptySearches: [{ term: hostile, count: 4 }],
        bookingsPerWeek: Array.from({ length: 12 }, (_, i) => ({ day: `2026-09-${String(i + 1).padStart(2, '0')}`, count: 0 })),
      },
    };
    const { container, errors } = await renderAndHydrate({ Page, url: '/admin?tab=figures', data: figures, extra: { viewer: editor } });
    expect(errors).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    const charts = [...container.querySelectorAll('svg[role="img"]')];
    expect(charts.map((svg) => svg.getAttribute('aria-label'))).toEqual([
      'Seitenaufrufe pro Tag: insgesamt 68, die meisten (40) am 24. November 2026.',
      '2 Seiten, vorne „/venues/oelmuehle“ mit 30 Aufrufen.',
      `Ein Suchbegriff ohne Treffer, am häufigsten „${hostile}“ (4-mal).`,
      'Eine Website, vorne „google.com“ mit 9 Aufrufen.',
      '2 Sprachen, vorne „de“ mit 50 Aufrufen.',
    ]);
    expect(charts[0]!.querySelectorAll('rect.chart-bar')).toHaveLength(30);
    expect(container.querySelectorAll('details.chart-table table')).toHaveLength(5);
    // No bookings in these weeks: a sentence instead of an empty chart.
    expect(container.textContent).toContain('In diesen Wochen wurde nichts gebucht.');
    expect(container.querySelector('a[aria-current="page"]')?.textContent).toBe('Zahlen');
    const html = await renderPage({ Page, locale: 'en', url: '/admin?tab=figures', data: figures, extra: { viewer: editor } });
    expect(html).toContain('Page views per day: 68 in all, the most (40) on 24 November 2026.');
    expect(html).toContain('Searches without results');
  });
});
