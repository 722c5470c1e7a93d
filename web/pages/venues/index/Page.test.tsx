import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const base: Data = {
  filters: { city: 'wien', kind: 'workshop' },
  crafts: [{ slug: 'holz', name: 'Holz' }],
  cities: [{ slug: 'wien', name: 'Wien' }],
  venues: [
    { slug: 'span', name: 'Span & Co', kind: 'WORKSHOP', crafts: [], address: { district: null, locality: 'Wien' } },
  ] as never,
  totalCount: 21,
  nextCursor: 'c20',
  error: null,
};

describe('venue list', () => {
  it('hydrates without warnings, keeps the filters in the form and pages with ?after=', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues?city=wien&kind=workshop', data: base });
    expect(errors).toEqual([]);
    // (happy-dom does not derive <select>.value from the server's selected attribute, so the attribute is checked.)
    expect(container.querySelector('select[name="city"] option[selected]')?.getAttribute('value')).toBe('wien');
    expect(container.querySelector('select[name="kind"] option[selected]')?.getAttribute('value')).toBe('workshop');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/venues?city=wien&kind=workshop&after=c20');
    expect(container.textContent).toContain('21 Orte gefunden');
  });

  it('offers the first page again from later pages', async () => {
    const html = await renderPage({ Page, locale: 'en', data: { ...base, filters: { ...base.filters, after: 'c20' }, nextCursor: null } });
    expect(html).toContain('href="/en/venues?city=wien&amp;kind=workshop"');
    expect(html).not.toContain('rel="next"');
  });

  it('explains an empty result and a store outage', async () => {
    expect(await renderPage({ Page, data: { ...base, venues: [], totalCount: 0, nextCursor: null } })).toContain(
      'Zu diesen Filtern haben wir noch keinen Ort.',
    );
    expect(await renderPage({ Page, data: { ...base, venues: [], error: 'STORE_UNAVAILABLE' } })).toContain(
      'Diese Inhalte können wir gerade nicht laden.',
    );
  });
});
