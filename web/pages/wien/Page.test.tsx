import { createIntl } from 'react-intl';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../components/render-page.testing';
import { loadMessages } from '../../lib/i18n/messages';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const data: Data = {
  scope: { basePath: '/wien', pageCity: 'wien' },
  filters: { city: 'wien', craft: 'holz' },
  problems: [],
  near: null,
  crafts: [{ slug: 'holz', name: 'Holz' }],
  cities: [
    { slug: 'wien', name: 'Wien' },
    { slug: 'graz', name: 'Graz' },
  ],
  featured: [],
  results: [],
  totalCount: 0,
  nextCursor: 'c20',
  error: null,
  alternatives: null,
};

describe('Vienna’s landing page', () => {
  it('introduces Vienna, preselects it and keeps its links on /wien', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/wien?craft=holz', data });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Selbermachen in Wien');
    expect(container.textContent).toContain('Wien ist eine Stadt der Werkstätten');
    expect(container.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/wien');
    expect(container.querySelector('select[name="city"] option[selected]')?.getAttribute('value')).toBe('wien');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/wien?craft=holz&after=c20');
    // The city the page stands for is no filter of the visitor's: only the craft counts.
    expect(container.querySelector('details.discovery-filters-toggle > summary')?.textContent).toBe('Filter (1)');
  });

  it('speaks English under /en and has its own title', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/wien', data });
    expect(html).toContain('Making things in Vienna');
    expect(html).toContain('action="/en/wien"');
    const intl = createIntl({ locale: 'en-GB', messages: await loadMessages('en') });
    const info = head!({ data } as unknown as PageContext, intl);
    expect(info.title).toBe('Holz in Vienna: workshops, shops and courses');
    expect(info.description).toContain('all over Vienna');
  });
});
