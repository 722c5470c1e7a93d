import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Atelier';
const viewer = testViewer({ role: 'VENUE_OWNER' });

const liveVenue = {
  slug: 'atelier-x',
  name: 'Atelier X',
  kind: 'WORKSHOP' as const,
  description: 'Live-Text',
  descriptionSource: { de: 'Live-Text', en: 'Live text' },
  website: 'https://atelier.example',
  socialLinks: [],
  crafts: [{ slug: 'naehen' }],
  address: { street: 'Gasse 1', postalCode: '1070', locality: 'Wien' },
  contact: { email: 'hallo@atelier.example', phone: null },
  openingHours: [{ day: 'TUESDAY' as const, opens: '10:00', closes: '18:00' }],
  openStudioHours: [],
  equipment: ['KILN'],
  images: [{ url: '/media/venue/u1/a-800.webp', alt: 'Werkbank' }],
  accessibility: { stepFree: false, lift: null, accessibleToilet: true, seating: null, quietSpace: null, hearingLoop: null, noteDe: 'Zwei Stufen am Eingang.', noteEn: null },
};

function data(change: Extract<Data, { failed: null }>['change'] = null, premium: Extract<Data, { failed: null }>['premium'] = null): Data {
  return {
    failed: null,
    premium,
    venues: [
      { slug: 'atelier-x', name: 'Atelier X' },
      { slug: 'laden-y', name: hostile },
    ],
    venue: liveVenue,
    change,
    claims: [{ id: 'c1', state: 'REJECTED', reviewNote: 'Nicht belegt', createdAt: '2026-11-01T10:00:00.000Z', venue: { slug: 'laden-z', name: hostile } }],
    crafts: [
      { slug: 'toepfern-keramik', name: 'Töpfern & Keramik' },
      { slug: 'naehen', name: 'Nähen' },
    ],
    equipment: ['KILN', 'LOOM'],
    claimable: [{ slug: 'laden-z', name: hostile, locality: 'Graz' }],
    embedOrigin: 'https://selbstgemacht.example',
    figures: [
      { month: '2026-10', venuePageViews: 0, eventPageViews: 0, bookings: 0, radarMatches: 0 },
      { month: '2026-11', venuePageViews: 120, eventPageViews: 34, bookings: 5, radarMatches: 2 },
    ],
  } as Data;
}

const rejectedChange = {
  state: 'REJECTED' as const,
  reviewNote: 'Bitte echte Öffnungszeiten',
  updatedAt: '2026-11-20T10:00:00.000Z',
  venue: { ...liveVenue, name: hostile, description: 'Geänderter Text', descriptionSource: { de: 'Geänderter Text', en: null }, openStudioHours: [{ day: 'FRIDAY' as const, opens: '18:00', closes: '22:00' }] },
};

describe('/venue_profile', () => {
  it('gives the owner the code of the venue’s course widget, keeping the venue chosen', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venue_profile?venue=atelier-x&embedTheme=light', data: data(), extra: { viewer } });
    expect(errors).toEqual([]);
    const snippet = container.querySelector('#embed-atelier-x')!;
    expect(snippet.querySelector<HTMLTextAreaElement>('textarea[readonly]')!.value).toBe(
      '<iframe src="https://selbstgemacht.example/embed/venue/atelier-x?theme=light" title="Kurse bei Atelier X – Magazin für Selbstgemachtes" width="100%" height="480" loading="lazy" style="border: 0"></iframe>',
    );
    expect(snippet.querySelector('form')?.getAttribute('action')).toBe('/venue_profile#embed-atelier-x');
    expect(snippet.querySelector<HTMLInputElement>('input[type="hidden"][name="venue"]')?.value).toBe('atelier-x');
    expect(snippet.querySelector<HTMLSelectElement>('select[name="embedTheme"]')?.value).toBe('light');
    expect(snippet.querySelector('a[target="_blank"]')?.getAttribute('href')).toBe('/embed/venue/atelier-x?theme=light');
  });

  it('starts the form from the open change, says why it was rejected, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venue_profile', data: data(rejectedChange), extra: { viewer } });
    expect(errors).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('.status-box')?.textContent).toContain('Deine letzten Änderungen wurden abgelehnt.');
    expect(container.querySelector('.status-box')?.textContent).toContain('Begründung der Redaktion: „Bitte echte Öffnungszeiten“');
    expect(container.querySelector('a[href="/venue_preview?venue=atelier-x"]')?.textContent).toBe('Vorschau ansehen');
    const form = container.querySelector<HTMLFormElement>('form[enctype="multipart/form-data"]')!;
    expect(form.getAttribute('action')).toBe('/venue_profile?venue=atelier-x');
    expect(form.querySelector<HTMLInputElement>('input[name="slug"]')!.value).toBe('atelier-x');
    expect(form.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe(hostile);
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="description"]')!.value).toBe('Geänderter Text');
    expect(form.querySelector<HTMLInputElement>('input[name="hours.TUESDAY"]')!.value).toBe('10:00–18:00');
    expect(form.querySelector<HTMLInputElement>('input[name="studio.FRIDAY"]')!.value).toBe('18:00–22:00');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="equipment"]')].map((box) => [box.parentElement?.textContent?.trim(), box.checked])).toEqual([
      ['Brennofen', true],
      ['Webstuhl', false],
    ]);
    // Accessibility: each feature „ja“, „nein“ or „keine Angabe“ as the venue says, and its note.
    const answer = (feature: string) => form.querySelector<HTMLInputElement>(`input[name="accessibility.${feature}"]:checked`)?.parentElement?.textContent?.trim();
    expect([answer('stepFree'), answer('accessibleToilet'), answer('hearingLoop')]).toEqual(['nein', 'ja', 'keine Angabe']);
    expect(form.querySelector('input[name="accessibility.stepFree"]')?.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Stufenlos erreichbar');
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="accessibility.note"]')!.value).toBe('Zwei Stufen am Eingang.');
    expect([...form.querySelectorAll('button[name="intent"]')].map((button) => button.textContent)).toEqual(['Entwurf speichern', 'Vorschau ansehen', 'Zur Prüfung einreichen']);
    // Two venues: a way to switch; my claims with their state.
    expect(container.querySelector('a[href="/venue_profile?venue=laden-y"]')?.textContent).toBe(hostile);
    expect(container.querySelector('#venue-claims')?.parentElement?.textContent).toContain(`${hostile}: abgelehnt`);
  });

  it('shows the venue’s monthly figures as a chart with a table, explains they come with Premium, or says they cannot be loaded', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venue_profile', data: data(), extra: { viewer } });
    expect(errors).toEqual([]);
    const figures = container.querySelector('.venue-figures')!;
    expect(figures.querySelector('h2')?.textContent).toBe('Deine Zahlen');
    expect(figures.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Aufrufe deiner Seiten: insgesamt 154 in 2 Monaten.');
    expect(figures.querySelectorAll('svg rect.chart-bar')).toHaveLength(2);
    expect([...figures.querySelectorAll('table.figures-months tbody tr')].map((row) => row.textContent)).toEqual(['Oktober 20260000', 'November 20261203452']);
    // An owner without Premium is not shown figures (FORBIDDEN): the page says what Premium would show.
    const withoutPremium = await renderPage({ Page, url: '/venue_profile', data: { ...data(), figures: null } as Data, extra: { viewer } });
    expect(withoutPremium).toContain('solange dein Ort Premium hat.');
    expect(withoutPremium).toContain('href="/venue-benefits#benefits-premium"');
    expect(withoutPremium).not.toContain('nicht geladen werden');
    const running = { status: 'ACTIVE' as const, plan: 'premium-monthly', featured: true, currentPeriodEnd: '2026-12-31T10:00:00.000Z', cancelAtPeriodEnd: false, invoices: [] };
    const failed = await renderPage({ Page, url: '/venue_profile', data: { ...data(null, running), figures: null } as Data, extra: { viewer } });
    expect(failed).toContain('Deine Zahlen können gerade nicht geladen werden.');
  });

  it('shows the venue’s Premium with its renewal and a cancel button, its end once cancelled, or what Premium brings', async () => {
    const running = { status: 'ACTIVE' as const, plan: 'premium-monthly', featured: true, currentPeriodEnd: '2026-12-31T10:00:00.000Z', cancelAtPeriodEnd: false, invoices: [] };
    const { container, errors } = await renderAndHydrate({ Page, url: '/venue_profile', data: data(null, running), extra: { viewer } });
    expect(errors).toEqual([]);
    const box = container.querySelector('section[aria-labelledby="venue-premium"]')!;
    expect(box.textContent).toContain('Premium monatlich läuft und verlängert sich am 31. Dezember 2026.');
    const form = box.querySelector('form')!;
    expect(form.querySelector('input[name="_form"]')!.getAttribute('value')).toBe('premiumCancel');
    expect(form.querySelector('input[name="slug"]')!.getAttribute('value')).toBe('atelier-x');
    expect(form.querySelector('button')!.textContent).toBe('Premium kündigen');
    expect(box.querySelector('h3')).toBeNull();
    const cancelled = await renderPage({ Page, url: '/venue_profile', data: data(null, { ...running, cancelAtPeriodEnd: true }), extra: { viewer } });
    expect(cancelled).toMatch(/gekündigt und endet am (<!-- -->)?31\. Dezember 2026/);
    expect(cancelled).not.toContain('Premium kündigen');
    const none = await renderPage({ Page, locale: 'en', url: '/venue_profile', data: data(), extra: { viewer } });
    expect(none).toContain('Your venue has no Premium.');
    expect(none).toContain('href="/en/venue-benefits"');
  });

  it('lists the venue’s Premium invoices with their PDFs to download', async () => {
    const invoice = { number: 'P-000042', issuedAt: '2026-11-30T10:00:00.000Z', periodStart: '2026-11-30T10:00:00.000Z', periodEnd: '2026-12-30T10:00:00.000Z', amountCents: 2_880, currency: 'EUR', pdfUrl: '/invoices/premium/atelier-x/P-000042.pdf' };
    const running = { status: 'ACTIVE' as const, plan: 'premium-monthly', featured: true, currentPeriodEnd: '2026-12-30T10:00:00.000Z', cancelAtPeriodEnd: false, invoices: [invoice] };
    const { container, errors } = await renderAndHydrate({ Page, url: '/venue_profile', data: data(null, running), extra: { viewer } });
    expect(errors).toEqual([]);
    const box = container.querySelector('section[aria-labelledby="venue-premium"]')!;
    expect(box.querySelector('h3')?.textContent).toBe('Rechnungen');
    const link = box.querySelector('li a')!;
    expect([link.getAttribute('href'), link.getAttribute('download'), link.textContent]).toEqual(['/invoices/premium/atelier-x/P-000042.pdf', 'P-000042.pdf', 'Rechnung P-000042 (PDF)']);
    expect(box.querySelector('li')!.textContent!.replace(/\s+/g, ' ')).toBe('Rechnung P-000042 (PDF) vom 30. November 2026, € 28,80');
    const ended = await renderPage({ Page, locale: 'en', url: '/venue_profile', data: data(null, { ...running, status: 'ENDED', featured: false }), extra: { viewer } });
    expect(ended).toContain('Invoice P-000042 (PDF)');
  });

  it('explains the image limit: one picture without Premium (with a link to what Premium brings), twelve with it', async () => {
    const images = (html: string) => {
      const from = html.slice(Math.max(html.indexOf('<legend>Bilder'), html.indexOf('<legend>Images')));
      return from.slice(0, from.indexOf('</fieldset>'));
    };
    const free = images(await renderPage({ Page, url: '/venue_profile', data: data(), extra: { viewer } }));
    expect(free).toContain('Ohne Premium zeigt deine Seite ein Bild – das erste hier. Mit Premium werden es bis zu 12');
    expect(free).toContain('bleiben deine weiteren Bilder gespeichert');
    expect(free).toContain('href="/venue-benefits#benefits-premium"');
    expect(free).toContain('JPEG, PNG oder WebP, je höchstens 8');
    const running = { status: 'ACTIVE' as const, plan: 'premium-monthly', featured: true, currentPeriodEnd: '2026-12-31T10:00:00.000Z', cancelAtPeriodEnd: false, invoices: [] };
    const premium = images(await renderPage({ Page, locale: 'en', url: '/venue_profile', data: data(null, running), extra: { viewer } }));
    expect(premium).toContain('Your venue has Premium: your page shows up to 12 images');
    expect(premium).toContain('When Premium ends, all images stay stored; only the first is shown then.');
    expect(premium).not.toContain('venue-benefits');
  });

  it('starts from the listed venue when nothing is open and offers no preview', async () => {
    const html = await renderPage({ Page, url: '/venue_profile', data: data(), extra: { viewer } });
    expect(html).toContain('Die Seite ist so veröffentlicht, wie du sie unten siehst.');
    expect(html).toContain('Live-Text');
    expect(html).toMatch(/<textarea[^>]*name="descriptionEn"[^>]*>Live text<\/textarea>/);
    expect(html).not.toContain('href="/venue_preview');
  });

  it('keeps what was typed and shows a day’s error there', async () => {
    const formState = { form: 'venue', values: { name: 'Neu', 'hours.MONDAY': 'vormittags', equipment: 'LOOM' }, errors: [{ field: 'hours.MONDAY', code: 'INVALID_HOURS' }] };
    const { container } = await renderAndHydrate({ Page, url: '/venue_profile', data: data(), extra: { viewer, formState } });
    const field = container.querySelector('input[name="hours.MONDAY"]')!;
    expect((field as HTMLInputElement).value).toBe('vormittags');
    expect(field.closest('.form-field')?.querySelector('.form-field__error')?.textContent).toContain('Bitte schreib die Zeiten so');
    expect([...container.querySelectorAll<HTMLInputElement>('input[name="equipment"]')].map((box) => box.checked)).toEqual([false, true]);
    expect(container.querySelector('form[action="/venue_profile"] .form-errors')).toBeNull();
  });

  it('invites people without a venue to claim one', async () => {
    const none = { ...data(), venues: [], venue: null } as Data;
    const { container } = await renderAndHydrate({ Page, url: '/venue_profile', data: none, extra: { viewer: { ...viewer, role: 'USER' } } });
    expect(container.textContent).toContain('Du betreust noch keinen Ort.');
    const claim = container.querySelector<HTMLFormElement>('form[action="/venue_profile"]')!;
    expect(claim.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('claim');
    expect([...claim.querySelectorAll('select[name="venue"] option')].map((option) => option.textContent)).toEqual(['Bitte wählen', `${hostile} (Graz)`]);
    expect(claim.querySelector('textarea[name="message"]')).not.toBeNull();
  });

  it('explains a failed load and still offers the claim form', async () => {
    const html = await renderPage({ Page, url: '/venue_profile', data: { failed: 'STORE_UNAVAILABLE', claimable: [] } as Data, extra: { viewer } });
    expect(html).toContain('Diese Inhalte können wir gerade nicht laden.');
    expect(html).toContain('Anfrage senden');
  });

  it('speaks English under /en', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/venue_profile', data: data(), extra: { viewer } });
    expect(html).toContain('Your venue');
    expect(html).toContain('action="/en/venue_profile?venue=atelier-x"');
    expect(html).toContain('Kiln');
  });
});
