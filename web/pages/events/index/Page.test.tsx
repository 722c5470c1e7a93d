import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fakePageContext, renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import en from '../../../locales/en.json';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const event = {
  slug: 'strickstammtisch-2026-11-24',
  title: 'Strickstammtisch',
  startsAt: '2026-11-24T17:30:00.000Z',
  endsAt: '2026-11-24T20:00:00.000Z',
  timeZone: 'Europe/Vienna',
  status: 'SCHEDULED',
  level: 'ALL_LEVELS',
  seatsLeft: 9,
  price: { amountCents: 0, currency: 'EUR' },
  venue: { slug: 'masche-und-co', name: 'Masche & Co' },
  crafts: [{ slug: 'stricken-haekeln', name: 'Stricken & Häkeln' }],
};

const base: Data = {
  scope: { basePath: '/events' },
  filters: { when: 'weekend', craft: 'stricken-haekeln', price: '35', lat: 48.2, lng: 16.37, radius: 5 },
  problems: [],
  near: { lat: 48.2, lng: 16.37, radiusKm: 5, label: null },
  crafts: [{ slug: 'stricken-haekeln', name: 'Stricken & Häkeln' }],
  cities: [{ slug: 'wien', name: 'Wien' }],
  results: [{ node: event as never, distanceKm: 1.234 }],
  totalCount: 21,
  nextCursor: 'c20',
  error: null,
};

describe('event list', () => {
  it('hydrates without warnings, keeps the filters in the form and links the next page and the event', async () => {
    const url = '/events?when=weekend&craft=stricken-haekeln&price=35&lat=48.2&lng=16.37&radius=5';
    const { container, errors } = await renderAndHydrate({ Page, url, data: base });
    expect(errors).toEqual([]);
    const selected = (name: string) => container.querySelector(`select[name="${name}"] option[selected]`)?.getAttribute('value');
    expect(selected('when')).toBe('weekend');
    expect(selected('craft')).toBe('stricken-haekeln');
    expect(selected('price')).toBe('35');
    expect(selected('radius')).toBe('5');
    expect(container.querySelector('input[name="lat"]')?.getAttribute('value')).toBe('48.2');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(`${url}&after=c20`);
    expect(container.querySelector('a[href="/events/strickstammtisch-2026-11-24"]')?.textContent).toBe('Strickstammtisch');
    const text = container.textContent ?? '';
    expect(text).toContain('21 Kurse gefunden');
    expect(text).toContain('1,2\u00a0km entfernt');
    expect(text).toContain('kostenlos · Für alle · noch 9 Plätze frei');
    expect(container.querySelector('a[href="/events.ics?craft=stricken-haekeln"]')).not.toBeNull();
  });

  it('says around which place it searches', async () => {
    const html = await renderPage({ Page, data: { ...base, filters: { place: '1070', radius: 2 }, near: { lat: 48.2, lng: 16.35, radiusKm: 2, label: '1070 Wien' } } });
    expect(html).toContain('Kurse im Umkreis von 2\u00a0km um 1070 Wien');
    expect(html).toContain('value="1070"');
    expect(html).not.toContain('name="lat"');
  });

  it('names the parameters it could not read', async () => {
    const html = await renderPage({
      Page,
      data: { ...base, filters: {}, problems: [{ param: 'from', value: '2026-02-30' }, { param: 'price', value: 'viel' }] },
    });
    expect(html).toContain('Mit „2026-02-30“ als Datum können wir nichts anfangen');
    expect(html).toContain('Mit dem Preis „viel“ können wir nichts anfangen');
  });

  it('explains empty results and a store outage, in English too', async () => {
    expect(await renderPage({ Page, locale: 'en', data: { ...base, results: [], totalCount: 0, nextCursor: null } })).toContain(
      'No courses match these filters.',
    );
    expect(await renderPage({ Page, data: { ...base, results: [], error: 'STORE_UNAVAILABLE' } })).toContain(
      'Diese Inhalte können wir gerade nicht laden.',
    );
  });

  it('links the iCal feeds in the head, keeps personal searches and problem pages out of the index', () => {
    const intl = createIntl({ locale: 'en-GB', messages: en });
    const browsing = { ...base, filters: { when: 'weekend', craft: 'stricken-haekeln' }, near: null } as const;
    const info = head!(fakePageContext({ Page, locale: 'en', data: browsing }), intl);
    expect(info.title).toBe('Stricken & Häkeln: Courses');
    expect(info.links?.map((link) => link.href)).toEqual(['/en/events.ics', '/en/events.ics?craft=stricken-haekeln']);
    expect(info.noindex).toBe(false);
    const noindex = (data: Data) => head!(fakePageContext({ Page, data }), intl).noindex;
    expect(noindex(base)).toBe(true); // around the visitor's location
    expect(noindex({ ...browsing, problems: [{ param: 'q', value: 'x' }] })).toBe(true);
  });
});
