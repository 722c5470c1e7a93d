import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../../components/render-page.testing';
import { sampleGiftVoucher } from '../../../features/vouchers/sample-gift-voucher.testing';
import type { AppViewer, Data } from './+data';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Mia';
const now = '2026-11-22T12:00:00.000Z';
const pageViewer = testViewer({ name: hostile });

function event(slug: string, startsAt: string, extra: Record<string, unknown> = {}) {
  const end = new Date(Date.parse(startsAt) + 3 * 3600_000).toISOString();
  return { slug, title: `Kurs ${slug}`, startsAt, endsAt: end, timeZone: 'Europe/Vienna', status: 'SCHEDULED', venue: { name: 'Atelier' }, ...extra };
}

/** A published course of mine, as the events of /app's query are. */
const course = (slug: string, startsAt: string) => ({ ...event(slug, startsAt), sessions: [], review: 'PUBLISHED' }) as AppViewer['events'][number];

function viewer(overrides: Partial<AppViewer> = {}): AppViewer {
  const made = {
    uid: 'u1',
    role: 'USER',
    profile: { name: hostile },
    bookings: [
      { id: 'b-past', status: 'CONFIRMED', event: event('alt', '2026-10-01T16:00:00.000Z') },
      { id: 'b-late', status: 'WAITLISTED', event: event('spaet', '2026-12-20T16:00:00.000Z') },
      { id: 'b-soon', status: 'CONFIRMED', event: event('bald', '2026-11-30T16:00:00.000Z') },
      { id: 'b-off', status: 'CANCELLED', event: event('weg', '2026-12-01T16:00:00.000Z') },
    ],
    events: [
      { ...event('meins', '2026-12-05T13:00:00.000Z'), review: 'IN_REVIEW' },
      { ...event('abgesagt', '2026-12-06T13:00:00.000Z', { status: 'CANCELLED' }), review: 'PUBLISHED' },
    ],
    venues: [{ slug: 'atelier-x', name: 'Atelier X' }],
    attention: [
      { kind: 'EVENT_REJECTED', subjectId: 'meins', note: 'Bitte Preis angeben', count: null },
      { kind: 'MODERATION_QUEUE', subjectId: null, note: null, count: 3 },
    ],
    ...overrides,
  } as AppViewer;
  // A booking holds one seat without a name unless the test says otherwise.
  return { ...made, bookings: made.bookings.map((booking) => Object.assign({ seats: 1, seatNames: [{ seat: 0, name: null }] }, booking)) };
}

const noRadar: Data['radar'] = { alerts: [], error: null, crafts: [] };
const noSavedAnswers: Data['savedAnswers'] = { answers: [], error: null };
const noInvoices: Data['invoices'] = { documents: [], error: null };
const noVouchers: Data['vouchers'] = { vouchers: [], error: null };
const page = (data: Omit<Data, 'radar' | 'savedAnswers' | 'invoices' | 'vouchers' | 'embedOrigin'> & Partial<Data>, extra: Record<string, unknown> = {}) => ({
  Page,
  url: '/app',
  data: { radar: noRadar, savedAnswers: noSavedAnswers, invoices: noInvoices, vouchers: noVouchers, embedOrigin: 'https://selbstgemacht.example', ...data },
  extra: { viewer: pageViewer, ...extra },
});

describe('/app', () => {
  it('gives an organiser the code of their course widget, in the language and colours chosen, without JavaScript', async () => {
    const { container, errors } = await renderAndHydrate({ ...page({ viewer: viewer(), error: null, now }), url: '/app?embedLang=en&embedTheme=dark' });
    expect(errors).toEqual([]);
    const code = container.querySelector<HTMLTextAreaElement>('#embed-organiser textarea[readonly]')!;
    expect(code.value).toBe(
      '<iframe src="https://selbstgemacht.example/en/embed/organiser/u1?theme=dark" title="Nächste Kurse – Magazin für Selbstgemachtes" width="100%" height="480" loading="lazy" style="border: 0"></iframe>',
    );
    expect(container.querySelector('#embed-organiser form')?.getAttribute('method')).toBe('get');
    expect(container.querySelector('#embed-organiser form')?.getAttribute('action')).toBe('/app#embed-organiser');
    const preview = [...container.querySelectorAll('#embed-organiser a')].find((link) => link.textContent === 'So sieht es auf deiner Website aus');
    expect(preview?.getAttribute('href')).toBe('/en/embed/organiser/u1?theme=dark');
    expect(preview?.getAttribute('target')).toBe('_blank');
    // Someone who keeps no courses has nothing to show on their website.
    expect(await renderPage(page({ viewer: viewer({ events: [] }), error: null, now }))).not.toContain('embed-organiser');
  });

  it('lists the receipts of paid seats with their PDFs, a credit note with what it corrects, and no section without any', async () => {
    const receipt = { number: 'R-7K3M9Q2X-000001', kind: 'RECEIPT' as const, corrects: null, correctsKind: null, issuedAt: '2026-11-20T10:00:00.000Z', issuerName: 'Olgas Töpferstube', recipientName: 'Mia', amountCents: 4_500, currency: 'EUR', pdfUrl: '/invoices/R-7K3M9Q2X-000001.pdf', event: { slug: 'drehen', title: 'Drehen an der Scheibe' } };
    const credit = { ...receipt, number: 'R-7K3M9Q2X-000002', kind: 'CREDIT_NOTE' as const, corrects: receipt.number, correctsKind: 'RECEIPT' as const, pdfUrl: '/invoices/R-7K3M9Q2X-000002.pdf' };
    const { container, errors } = await renderAndHydrate(page({ viewer: viewer(), error: null, now, invoices: { documents: [credit, receipt], error: null } }));
    expect(errors).toEqual([]);
    const items = [...container.querySelectorAll('#invoices-participant ~ ul li')].map((item) => item.textContent);
    expect(container.querySelector('#invoices-participant')?.textContent).toBe('Belege');
    expect(items).toEqual([
      'Stornorechnung R-7K3M9Q2X-000002 (PDF) vom 20. November 2026, -€\u00a045,00 · zu R-7K3M9Q2X-000001 · Kurs „Drehen an der Scheibe“',
      'Rechnung R-7K3M9Q2X-000001 (PDF) vom 20. November 2026, €\u00a045,00 · Kurs „Drehen an der Scheibe“',
    ]);
    const link = container.querySelector<HTMLAnchorElement>('a[href="/invoices/R-7K3M9Q2X-000001.pdf"]')!;
    expect(link.getAttribute('download')).toBe('R-7K3M9Q2X-000001.pdf');
    expect(await renderPage(page({ viewer: viewer(), error: null, now }))).not.toContain('invoices-participant');
  });

  it('lists the gift vouchers I bought, each linked to its page, with what is left of a redeemable one', async () => {
    const bought = sampleGiftVoucher;
    const course = { ...bought, id: 'gift-2', kind: 'COURSE' as const, course: { title: 'Drehen an der Scheibe' }, valueCents: 6_500, status: 'AWAITING_PAYMENT' as const, recipientName: 'Jo' };
    const { container } = await renderAndHydrate(page({ viewer: viewer(), error: null, now, vouchers: { vouchers: [course, bought], error: null } }));
    const section = container.querySelector('#app-vouchers')!.closest('section')!;
    expect(container.querySelector('#app-vouchers')?.textContent).toBe('Meine Gutscheine');
    expect([...section.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Gutschein für Jo – €\u00a065, Drehen an der Scheibe (Wartet auf Bezahlung)',
      'Gutschein für Lena – €\u00a050, noch €\u00a015 (Einlösbar)',
    ]);
    expect(section.querySelector('a[href="/vouchers/gift-1"]')?.textContent).toBe('Gutschein für Lena');
    expect(section.querySelector('a[href="/vouchers"]')?.textContent).toBe('Einen Kurs verschenken');
    expect(await renderPage(page({ viewer: viewer(), error: null, now }))).toContain('Du hast noch keinen Gutschein gekauft.');
  });

  it('offers paying for a seat held in a paid course', async () => {
    const held = viewer({ bookings: [{ id: 'b-held', status: 'HELD', order: { id: 'o-7' }, event: event('bezahlt', '2026-12-02T16:00:00.000Z') }] } as Partial<AppViewer>);
    const html = await renderPage(page({ viewer: held, error: null, now }));
    expect(html).toContain('reserviert, noch nicht bezahlt');
    expect(html).toContain('href="/payment?order=o-7"');
  });

  it('shows the seats of a booking of several and offers giving up each, saying whether its share comes back', async () => {
    const seats = [
      { seat: 0, name: 'Lea' },
      { seat: 2, name: null },
    ];
    const order = { id: 'o-9', status: 'COMPLETED', amountCents: 9_000, currency: 'EUR' };
    const two = (refundOnCancel: boolean) =>
      viewer({ bookings: [{ id: 'b-9', status: 'CONFIRMED', seats: 2, seatNames: seats, refundOnCancel, order, event: event('zu-zweit', '2026-12-05T16:00:00.000Z') }] } as Partial<AppViewer>);
    const { container } = await renderAndHydrate(page({ viewer: two(true), error: null, now }));
    expect(container.querySelector('.app-list__seats')?.textContent).toBe('2 Plätze: Lea');
    expect(container.querySelector('details.app-list__action summary')?.textContent).toBe('Einzelne Plätze stornieren');
    const forms = [...container.querySelectorAll<HTMLFormElement>('details.app-list__action form')];
    expect(forms.map((form) => [form.querySelector('button')?.textContent, form.querySelector<HTMLInputElement>('input[name="seat"]')?.value])).toEqual([
      ['Platz von Lea stornieren', '0'],
      ['Platz 3 stornieren', '2'],
    ]);
    expect(forms[0]!.querySelector<HTMLInputElement>('input[name="_form"]')?.value).toBe('cancelSeats');
    expect(forms[0]!.querySelector('input[name="expectRefund"]')).not.toBeNull();
    expect(container.textContent).toContain('Du bekommst den Anteil des Platzes zurück');

    const late = await renderPage(page({ viewer: two(false), error: null, now }));
    expect(late).toContain('Platz von Lea ohne Erstattung stornieren');
    expect(late).toContain('sein Anteil wird nicht erstattet');
  });

  it('says where the money of a cancelled paid booking stands: being refunded, refunded, or stuck', async () => {
    const order = (id: string, status: string) => ({ id, status, amountCents: 2_550, currency: 'EUR' });
    const refunds = viewer({
      bookings: [
        { id: 'b-1', status: 'CANCELLED', order: order('o-1', 'REFUNDED'), event: event('eins', '2026-12-02T16:00:00.000Z') },
        { id: 'b-2', status: 'CANCELLED', order: order('o-2', 'REFUND_PENDING'), event: event('zwei', '2026-12-03T16:00:00.000Z') },
        { id: 'b-3', status: 'CANCELLED', order: order('o-3', 'REFUND_FAILED'), event: event('drei', '2026-12-04T16:00:00.000Z') },
        { id: 'b-4', status: 'CONFIRMED', order: order('o-4', 'COMPLETED'), event: event('vier', '2026-12-05T16:00:00.000Z') },
      ],
    } as Partial<AppViewer>);
    const { container } = await renderAndHydrate(page({ viewer: refunds, error: null, now }));
    expect([...container.querySelectorAll('.refund-state')].map((state) => state.textContent)).toEqual([
      '€\u00a025,50 erstattet',
      '€\u00a025,50 werden dir erstattet',
      'Die Erstattung von €\u00a025,50 hängt – die Redaktion kümmert sich darum',
    ]);
  });

  it('greets by name as text, lists upcoming bookings first with a cancel form, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate(page({ viewer: viewer(), error: null, now }));
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(`Hallo, ${hostile}!`);
    expect(container.querySelector('script')).toBeNull();
    // The ways on include the organiser's payouts and promo codes.
    expect(container.querySelector('.app-actions a[href="/app/promo-codes"]')?.textContent).toBe('Rabattcodes');
    const bookings = [...container.querySelectorAll('#app-bookings + ul > li')];
    expect(bookings.map((item) => item.querySelector('a')?.textContent)).toEqual(['Kurs bald', 'Kurs weg', 'Kurs spaet', 'Kurs alt']);
    expect(bookings.map((item) => item.querySelector('.status')?.textContent)).toEqual(['gebucht', 'storniert', 'auf der Warteliste', 'gebucht']);
    // Only active upcoming bookings can be cancelled.
    expect(bookings.map((item) => item.querySelector('form input[name="booking"]')?.getAttribute('value') ?? null)).toEqual(['b-soon', null, 'b-late', null]);
    expect(bookings[0]!.querySelector('form')?.getAttribute('method')).toBe('post');
    expect(bookings[0]!.querySelector('button')?.getAttribute('aria-label')).toBe('Buchung für „Kurs bald“ stornieren');
  });

  it('shows my events with their review state, my venues and what needs attention', async () => {
    const html = await renderPage(page({ viewer: viewer(), error: null, now }));
    const container = document.createElement('div');
    container.innerHTML = html;
    const events = [...container.querySelectorAll('ul[aria-labelledby="app-events-upcoming"] > li')];
    expect(events.map((item) => item.querySelector('.status')?.textContent)).toEqual(['in Prüfung', 'abgesagt']);
    expect(events[0]!.querySelector('a')?.getAttribute('href')).toBe('/profile/event/meins');
    expect(container.querySelector('a[href="/venue_profile?venue=atelier-x"]')?.textContent).toBe('Bearbeiten');
    expect(container.querySelector('a[href="/venue_preview?venue=atelier-x"]')?.textContent).toBe('Vorschau');
    const attention = container.querySelector('.app-attention')!.textContent;
    expect(attention).toContain('„meins“ wurde nicht freigegeben: Bitte Preis angeben');
    expect(attention).toContain('3 Beiträge warten auf die Redaktion.');
    expect(container.querySelector('a[href="/makeevent"]')).not.toBeNull();
    // „Dein Ort“ is reachable from the page's actions and from the header, for owners and claimants alike.
    expect(container.querySelector('.app-actions a[href="/venue_profile"]')?.textContent).toBe('Dein Ort');
    expect(container.querySelector('.account-menu a[href="/venue_profile"]')?.textContent).toBe('Dein Ort');
    // The moderation link is for editors only.
    expect(container.querySelector('.app-actions a[href="/admin"]')).toBeNull();
    const editor = await renderPage(page({ viewer: viewer(), error: null, now }, { viewer: { ...pageViewer, role: 'EDITOR' } }));
    expect(editor).toContain('href="/admin"');
  });

  it('groups my courses: upcoming and running ones first, soonest first, then the past ones folded, latest first', async () => {
    const mine = viewer({
      events: [
        course('letzte-woche', '2026-11-15T13:00:00.000Z'),
        course('naechste-woche', '2026-11-29T13:00:00.000Z'),
        // Began an hour ago and runs until 14:00: still with the upcoming ones.
        course('laeuft', '2026-11-22T11:00:00.000Z'),
        course('oktober', '2026-10-04T13:00:00.000Z'),
      ],
    });
    const { container, errors } = await renderAndHydrate(page({ viewer: mine, error: null, now }));
    expect(errors).toEqual([]);
    const titles = (list: string) => [...container.querySelectorAll(`ul[aria-labelledby="${list}"] > li a`)].map((link) => link.textContent);
    expect(container.querySelector('#app-events-upcoming')?.textContent).toBe('Kommend und laufend (2)');
    expect(titles('app-events-upcoming')).toEqual(['Kurs laeuft', 'Kurs naechste-woche']);
    const past = container.querySelector('details.app-events-past')!;
    expect(past.hasAttribute('open')).toBe(false);
    expect(past.querySelector('summary')?.textContent).toBe('Vorbei (2)');
    expect(titles('app-events-past')).toEqual(['Kurs letzte-woche', 'Kurs oktober']);

    const onlyPast = await renderPage(page({ viewer: viewer({ events: [course('oktober', '2026-10-04T13:00:00.000Z')] }), error: null, now }));
    expect(onlyPast).toContain('Gerade steht kein Kurs von dir an.');
  });

  it('invites to book and to add events when there is nothing yet, in English under /en', async () => {
    const html = await renderPage({ ...page({ viewer: viewer({ bookings: [], events: [], venues: [], attention: [] }), error: null, now }), locale: 'en' });
    expect(html).toContain('You have not booked anything yet.');
    expect(html).toContain('You have not added a course yet.');
    expect(html).not.toContain('My places');
    expect(html).toContain('href="/en/events"');
  });

  it('explains a failed load', async () => {
    const html = await renderPage(page({ viewer: null, error: 'STORE_UNAVAILABLE', now }));
    expect(html).toContain('Diese Inhalte können wir gerade nicht laden.');
  });

  it('shows a refused cancellation above the lists', async () => {
    const html = await renderPage(page({ viewer: viewer(), error: null, now }, { formState: { values: {}, errors: [], code: 'FORBIDDEN', form: 'cancelBooking' } }));
    expect(html).toContain('Das darfst du leider nicht.');
  });
});
