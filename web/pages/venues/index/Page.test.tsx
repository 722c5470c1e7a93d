import { createIntl } from 'react-intl';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { fakePageContext, renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import { loadMessages } from '../../../lib/i18n/messages';
import { data as loadData, type Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const span = (slug: string, name: string, lat: number, city = { slug: 'wien', name: 'Wien' }, district = 'Neubau (7. Bezirk)') =>
  ({ slug, name, geo: { lat, lng: 16.35 }, kind: 'WORKSHOP', crafts: [], address: { district, locality: city.name }, city }) as never;

const base: Data = {
  scope: { basePath: '/venues' },
  filters: { city: 'wien', kind: 'workshop' },
  problems: [],
  near: null,
  crafts: [{ slug: 'holz', name: 'Holz' }],
  cities: [{ slug: 'wien', name: 'Wien' }],
  featured: [],
  results: [{ node: span('span', 'Span & Co', 48.2) }],
  totalCount: 21,
  nextCursor: 'c20',
  error: null,
  alternatives: null,
};

const near: Data = {
  ...base,
  filters: { lat: 48.2003, lng: 16.3517, craft: 'holz' },
  near: { lat: 48.2003, lng: 16.3517, radiusKm: 5, label: null, postalCodes: [] },
  results: [
    { node: span('nah', 'Nah', 48.2), distanceKm: 0.35 },
    { node: span('weiter', 'Weiter', 48.21), distanceKm: 1.234 },
  ],
  totalCount: 2,
  nextCursor: null,
};

describe('venue directory', () => {
  it('offers real venues when nothing fits: further away, in the whole city, without the craft, with their counts', async () => {
    const searched = { city: 'wien', craft: 'holz', place: '1160' };
    const data: Data = {
      ...base,
      filters: searched,
      near: { lat: 48.212, lng: 16.311, radiusKm: 2, label: 'Ottakring (16. Bezirk), Wien', postalCodes: ['1160'] },
      results: [],
      totalCount: 0,
      nextCursor: null,
      alternatives: [
        { key: 'wider', filters: { ...searched, radius: 10 }, radiusKm: 10, node: span('weiter', 'Weiter weg', 48.25), distanceKm: 7.3, count: null },
        { key: 'anywhere', filters: { city: 'wien', craft: 'holz' }, radiusKm: null, node: span('irgendwo', 'Irgendwo', 48.2), distanceKm: null, count: 4 },
        { key: 'withoutCraft', filters: { city: 'wien', place: '1160' }, radiusKm: null, node: span('nebenan', 'Nebenan', 48.21), distanceKm: 0.4, count: 1 },
      ],
    };
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues?city=wien&craft=holz&place=1160', data });
    expect(errors).toEqual([]);
    const section = container.querySelector('section[aria-labelledby="alternatives-heading"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Das gibt es stattdessen');
    const links = [...section.querySelectorAll('.alternative__link a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Im Umkreis von 10\u00a0km suchen', '/venues?city=wien&craft=holz&place=1160&radius=10'],
      ['Alle 4 Orte in Wien zeigen', '/venues?city=wien&craft=holz'],
      ['Alle Handwerke zeigen (1 Ort)', '/venues?city=wien&place=1160'],
    ]);
    expect(section.textContent).toContain('7,3\u00a0km entfernt');
    const english = await renderPage({ Page, locale: 'en', url: '/venues?city=wien&craft=holz&place=1160', data });
    expect(english).toContain('Show all 4 venues in Wien');
    expect(english).toContain('Show all crafts (1 venue)');
    expect(await renderPage({ Page, data: base })).not.toContain('alternatives-heading');
  });

  it('hydrates without warnings, keeps the filters in the form and pages with ?after=', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues?city=wien&kind=workshop', data: base });
    expect(errors).toEqual([]);
    // (happy-dom does not derive <select>.value from the server's selected attribute, so the attribute is checked.)
    expect(container.querySelector('select[name="city"] option[selected]')?.getAttribute('value')).toBe('wien');
    expect(container.querySelector('select[name="kind"] option[selected]')?.getAttribute('value')).toBe('workshop');
    expect(container.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/venues');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/venues?city=wien&kind=workshop&after=c20');
    expect(container.textContent).toContain('21 Orte gefunden');
    // Headings go down one level at a time (h1, the count as h2, the cards' h3), so assistive technology can outline it.
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1), levels.join(' ')).toBe(true);
    expect(container.querySelector('h2.result-count')?.textContent).toBe('21 Orte gefunden');
    // On a phone the form is folded; its summary says how many filters narrow the list.
    expect(container.querySelector('details.discovery-filters-toggle > summary')?.textContent).toBe('Filter (2)');
    // The map beside the list explains why it is empty when no tile server is configured (as in tests).
    expect(container.querySelector('section[aria-label="Karte der Orte in der Liste"]')?.textContent).toContain('keine Karte eingerichtet');
  });

  it('offers the first page again from later pages', async () => {
    const html = await renderPage({ Page, locale: 'en', data: { ...base, filters: { ...base.filters, after: 'c20' }, nextCursor: null } });
    expect(html).toContain('href="/en/venues?city=wien&amp;kind=workshop"');
    expect(html).not.toContain('rel="next"');
  });

  it('shows distances nearest first and keeps the location in the form', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues?lat=48.2003&lng=16.3517&craft=holz', data: near });
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('.venue-card__distance')].map((el) => el.textContent)).toEqual(['350\u00a0m entfernt', '1,2\u00a0km entfernt']);
    expect(container.textContent).toContain('Orte im Umkreis von 5\u00a0km um deinen Standort, die nächsten zuerst.');
    expect(container.querySelector('input[name="lat"]')?.getAttribute('value')).toBe('48.2003');
    expect(container.querySelector('a[href="/venues?craft=holz"]')?.textContent).toBe('Umkreissuche aufheben');
    const en = await renderPage({ Page, locale: 'en', data: { ...near, near: { ...near.near!, label: '1070 Wien' } } });
    expect(en).toContain('1.2\u00a0km away');
    expect(en).toContain('Venues within 5\u00a0km of 1070 Wien, nearest first.');
  });

  it('names each venue by its district in Vienna and by district and city elsewhere', async () => {
    const results = [
      { node: span('wien', 'Holzwurm', 48.2) },
      { node: span('linz', 'Werkbank', 48.3, { slug: 'linz', name: 'Linz' }, 'Innere Stadt') },
    ];
    const html = await renderPage({ Page, data: { ...base, results } });
    expect(html).toContain('<p class="card__meta">Neubau (7. Bezirk)</p>');
    expect(html).toContain('<p class="card__meta">Innere Stadt, Linz</p>');
  });

  it('lists the venues in a district searched under its name, then those nearby', async () => {
    const district: Data = {
      ...base,
      filters: { place: '1160' },
      near: { lat: 48.212, lng: 16.311, radiusKm: 2, label: 'Ottakring (16. Bezirk), Wien', postalCodes: ['1160'] },
      results: [
        // In the place the API gives no distance; the others are measured from the nearest venue in it.
        { node: span('holzwurm', 'Holzwurm Werkstatt', 48.2098), inPlace: true },
        { node: span('faserwerk', 'Faserwerk Hernals', 48.218), distanceKm: 0.7, inPlace: false },
      ],
      totalCount: 2,
      nextCursor: null,
    };
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues?place=1160', data: district });
    expect(errors).toEqual([]);
    const groups = [...container.querySelectorAll('.result-group')].map((group) => [
      group.querySelector('h2')?.textContent,
      [...group.querySelectorAll('.card__title')].map((title) => title.textContent),
    ]);
    expect(groups).toEqual([
      ['In Ottakring (16. Bezirk), Wien', ['Holzwurm Werkstatt']],
      ['In der Nähe', ['Faserwerk Hernals']],
    ]);
    expect(container.textContent).toMatch(
      /Zuerst die Orte in Ottakring \(16\. Bezirk\), Wien, dann die im Umkreis von 2\skm, gemessen vom nächsten Ort in Ottakring \(16\. Bezirk\), Wien \(wo es dort noch keinen gibt, von der Mitte des Bezirks\), die nächsten zuerst\./,
    );
    expect(container.querySelectorAll('.result-group')[0]?.textContent).not.toContain('entfernt');
    expect(container.querySelectorAll('.result-group')[1]?.textContent).toContain('700\u00a0m entfernt');
    const en = await renderPage({ Page, locale: 'en', data: { ...district, near: { ...district.near!, label: 'Ottakring (16th district), Vienna' } } });
    expect(en).toContain('>In Ottakring (16th district), Vienna</h2>');
    expect(en).toContain('>Nearby</h2>');
    // Without a district (a city or the visitor's location) the list stays one list.
    expect(await renderPage({ Page, data: near })).not.toContain('result-group');
  });

  it('puts the featured venues on top, each marked „Anzeige“ in words, and on the map', async () => {
    const featured = [{ node: span('ton-sieben', 'Ton Sieben', 48.201), distanceKm: null }];
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues?city=wien&kind=workshop', data: { ...base, featured } });
    expect(errors).toEqual([]);
    const list = container.querySelector('ul.featured-list');
    expect(list?.getAttribute('aria-label')).toBe('Anzeigen: Premium-Einträge, die zu deinen Filtern passen');
    expect([...list!.querySelectorAll('.card__title')].map((title) => title.textContent)).toEqual(['Ton Sieben']);
    expect(list!.querySelector('.ad-mark')?.textContent).toBe('Anzeige');
    // After the count, before the results, which carry no mark.
    const order = [...container.querySelectorAll('h2.result-count, ul.featured-list, ul.directory__results:not(.featured-list)')].map((el) => el.className);
    expect(order).toEqual(['result-count', 'card-grid directory__results featured-list', 'card-grid directory__results']);
    expect(container.querySelectorAll('.ad-mark')).toHaveLength(1);
    // A list of only featured venues is not empty.
    const onlyFeatured = await renderPage({ Page, locale: 'en', data: { ...base, featured, results: [], totalCount: 1, nextCursor: null } });
    expect(onlyFeatured).toContain('<p class="ad-mark">Advertisement</p>');
    expect(onlyFeatured).not.toContain('data-search-empty');
  });

  it('narrows the list to the venues said to have every accessibility feature ticked, and keeps the boxes ticked', async () => {
    // The API as the stores answer it: only what a venue is said to have is found.
    const said: Record<string, string[]> = { werkschule: ['STEP_FREE', 'LIFT', 'HEARING_LOOP'], laden: ['STEP_FREE'], holzwurm: [] };
    const venues = [span('werkschule', 'Werkschule', 48.19), span('laden', 'Laden', 48.2), span('holzwurm', 'Holzwurm', 48.21)];
    const graphql = async ({ operationName, variables }: { operationName?: string; variables?: { filter?: { accessibility?: string[] | null } } }) => {
      if (operationName === 'Taxonomy') return { data: { crafts: [], cities: [{ slug: 'wien', name: 'Wien' }] } };
      const asked = variables?.filter?.accessibility ?? [];
      const edges = venues.filter((venue: { slug: string }) => asked.every((feature) => said[venue.slug]!.includes(feature))).map((node) => ({ node, inPlace: null }));
      return { data: { featured: [], venues: { totalCount: edges.length, pageInfo: { hasNextPage: false, endCursor: null }, edges } } };
    };
    const load = (url: string) => loadData(fakePageContext({ Page, url, extra: { graphql } }) as never);
    const names = (container: HTMLElement) => [...container.querySelectorAll('.directory__results h3')].map((heading) => heading.textContent);

    const all = await renderAndHydrate({ Page, url: '/venues', data: await load('/venues') });
    expect(names(all.container)).toEqual(['Werkschule', 'Laden', 'Holzwurm']);
    const fieldset = all.container.querySelector('fieldset.discovery-filters__checks')!;
    expect(fieldset.querySelector('legend')?.textContent).toBe('Barrierefreiheit');
    expect([...fieldset.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Stufenlos erreichbar', 'Aufzug', 'Barrierefreies WC', 'Sitzplätze mit Lehne, Arbeiten im Sitzen', 'Ruheraum', 'Induktionsschleife',
    ]);
    expect(fieldset.querySelectorAll('input:checked')).toHaveLength(0);

    const url = '/venues?step-free=1&lift=1';
    const narrowed = await renderAndHydrate({ Page, url, data: await load(url) });
    expect(narrowed.errors).toEqual([]);
    expect(names(narrowed.container)).toEqual(['Werkschule']);
    expect(narrowed.container.textContent).toContain('1 Ort gefunden');
    const ticked = [...narrowed.container.querySelectorAll<HTMLInputElement>('fieldset.discovery-filters__checks input:checked')];
    expect(ticked.map((box) => box.name)).toEqual(['step-free', 'lift']);
    expect(narrowed.container.querySelector('details.discovery-filters-toggle > summary')?.textContent).toBe('Filter (2)');
    expect([...narrowed.container.querySelectorAll('.discovery-filters__actions a')].map((link) => link.getAttribute('href'))).toEqual(['/venues']);
    expect(names((await renderAndHydrate({ Page, url: '/venues?step-free=1', data: await load('/venues?step-free=1') })).container)).toEqual(['Werkschule', 'Laden']);

    // Nothing has them all: the list offers itself without them.
    const none = '/venues?step-free=1&quiet-space=1';
    const empty = (await renderAndHydrate({ Page, url: none, data: await load(none) })).container;
    expect(names(empty)).toEqual([]);
    const wayOut = empty.querySelector('section[aria-labelledby="alternatives-heading"] .alternative__link a');
    expect([wayOut?.textContent, wayOut?.getAttribute('href')]).toEqual(['Ohne die Filter zur Barrierefreiheit zeigen (3 Orte)', '/venues']);

    const english = await renderPage({ Page, locale: 'en', url, data: await load(url) });
    expect(english).toContain('<legend>Accessibility</legend>');
    expect(english).toContain('Step-free access');
    const spoilt = await renderPage({ Page, url: '/venues?lift=vielleicht', data: await load('/venues?lift=vielleicht') });
    expect(spoilt).toContain('Einen Filter zur Barrierefreiheit konnten wir aus dem Link nicht lesen („vielleicht“)');
  });

  it('explains parameters it could not use', async () => {
    const problems = [
      { param: 'location', value: 'abc, 16.3' },
      { param: 'radius', value: '-3' },
      { param: 'craft', value: 'unbekannt' },
    ];
    const html = await renderPage({ Page, data: { ...base, problems } });
    expect(html).toContain('Einen Teil des Links konnten wir nicht verwenden');
    expect(html).toContain('Diesen Standort finden wir nicht auf der Karte');
    expect(html).toContain('Diesen Umkreis können wir nicht verwenden: Er muss größer als 0 und höchstens 500\u00a0km sein.');
    expect(html).toContain('Das Handwerk „unbekannt“ kennen wir nicht.');
    const place = await renderPage({ Page, locale: 'en', data: { ...base, filters: { place: 'Atlantis' }, problems: [{ param: 'place', value: 'Atlantis' }] } });
    expect(place).toContain('We cannot find “Atlantis” on the map.');
  });

  it('explains an empty result and a store outage', async () => {
    expect(await renderPage({ Page, data: { ...base, results: [], totalCount: 0, nextCursor: null } })).toContain(
      'Zu diesen Filtern haben wir noch keinen Ort.',
    );
    expect(await renderPage({ Page, data: { ...base, results: [], error: 'STORE_UNAVAILABLE' } })).toContain(
      'Diese Inhalte können wir gerade nicht laden.',
    );
  });

  it('names craft and city in the title and keeps personal searches out of the index', async () => {
    const intl = createIntl({ locale: 'de-AT', messages: await loadMessages('de') });
    const info = (data: Data) => head!({ data } as unknown as PageContext, intl);
    expect(info({ ...base, filters: { city: 'wien', craft: 'holz' } })).toMatchObject({ title: 'Holz: Orte zum Selbermachen in Wien', noindex: false });
    expect(info(near).noindex).toBe(true);
    expect(info({ ...base, filters: { q: 'holz' } }).noindex).toBe(true);
    expect(info({ ...base, problems: [{ param: 'radius', value: '-3' }] }).noindex).toBe(true);
    expect(info({ ...base, filters: { open: true } }).noindex).toBe(true);
  });
});
