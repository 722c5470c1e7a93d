import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../components/render-page.testing';
import { testVenuePage } from '../../features/venues/venue-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Atelier';
const viewer = testViewer({ role: 'VENUE_OWNER' });

function data(): Data {
  return {
    slug: 'atelier-x',
    error: null,
    change: {
      state: 'DRAFT',
      reviewNote: null,
      page: testVenuePage({ name: hostile, description: 'Neuer Text.', openingHours: [{ day: 'TUESDAY', opens: '10:00', closes: '18:00' }] }),
    },
  };
}

describe('/venue_preview', () => {
  it('renders the changed venue like its public page under a „not published“ banner, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venue_preview?venue=atelier-x', data: data(), extra: { viewer } });
    expect(errors).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe(hostile);
    expect(container.querySelector('.sample-banner')?.textContent).toContain('Vorschau – noch nicht veröffentlicht.');
    expect(container.querySelector('.sample-banner a')?.getAttribute('href')).toBe('/venue_profile?venue=atelier-x');
    expect(container.textContent).toContain('Neuer Text.');
    expect(container.querySelector('.opening-hours__today')?.textContent).toBe('Dienstag (heute)10:00–18:00\u00a0Uhr');
    // A preview has no feed to subscribe to yet.
    expect(container.querySelector('a[type="text/calendar"]')).toBeNull();
  });

  it('says when there is nothing to preview, without telling whose venue it is', async () => {
    const html = await renderPage({ Page, url: '/venue_preview?venue=laden-y', data: { slug: 'laden-y', change: null, error: null }, extra: { viewer } });
    expect(html).toContain('Keine Vorschau');
    expect(html).toContain('href="/venue_profile?venue=laden-y"');
    const failed = await renderPage({ Page, url: '/venue_preview?venue=laden-y', data: { slug: 'laden-y', change: null, error: 'STORE_UNAVAILABLE' }, extra: { viewer } });
    expect(failed).toContain('Diese Inhalte können wir gerade nicht laden.');
  });

  it('speaks English under /en', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/venue_preview?venue=atelier-x', data: data(), extra: { viewer } });
    expect(html).toContain('Preview – not published yet.');
    expect(html).toContain('href="/en/venue_profile?venue=atelier-x"');
  });
});
