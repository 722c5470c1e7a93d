import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fakePageContext, renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import en from '../../../locales/en.json';
import { data as loadData, type Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const event = {
  slug: 'strickstammtisch-2026-11-24',
  title: 'Strickstammtisch',
  startsAt: '2026-11-24T17:30:00.000Z',
  endsAt: '2026-11-24T20:00:00.000Z',
  sessions: [{ startsAt: '2026-11-24T17:30:00.000Z', endsAt: '2026-11-24T20:00:00.000Z' }],
  registration: 'BOOKING',
  bookingOpen: true,
  isSample: false,
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
  near: { lat: 48.2, lng: 16.37, radiusKm: 5, label: null, postalCodes: [] },
  crafts: [{ slug: 'stricken-haekeln', name: 'Stricken & Häkeln' }],
  cities: [{ slug: 'wien', name: 'Wien' }],
  featured: [],
  results: [{ node: event as never, distanceKm: 1.234 }],
  totalCount: 21,
  nextCursor: 'c20',
  error: null,
  alternatives: null,
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

  it('folds the filters behind „Filter (4)“, counting the search around a location once, and puts the results after it', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/events?when=weekend&craft=stricken-haekeln&price=35&lat=48.2&lng=16.37&radius=5', data: base });
    const details = container.querySelector('details.discovery-filters-toggle');
    expect(details?.hasAttribute('open')).toBe(false);
    expect(details?.querySelector(':scope > summary')?.textContent).toBe('Filter (4)');
    expect(details?.querySelector('form[role="search"]')).not.toBeNull();
    expect(details?.compareDocumentPosition(container.querySelector('.result-count')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const unfiltered = await renderPage({ Page, locale: 'en', url: '/en/events', data: { ...base, filters: {}, near: null } });
    expect(unfiltered).toContain('<summary class="discovery-filters-toggle__summary">Filters</summary>');
  });

  it('puts a Premium venue’s course on top, marked „Anzeige“ in words', async () => {
    const featured = [{ node: { ...event, slug: 'drehen-lernen', title: 'Drehen lernen' } as never, distanceKm: 0.5 }];
    const { container, errors } = await renderAndHydrate({ Page, url: '/events', data: { ...base, featured } });
    expect(errors).toEqual([]);
    const list = container.querySelector('ul.featured-list');
    expect([...list!.querySelectorAll('.card__title')].map((title) => title.textContent)).toEqual(['Drehen lernen']);
    expect([...container.querySelectorAll('.ad-mark')].map((mark) => mark.textContent)).toEqual(['Anzeige']);
  });

  it('shows a course with its first date and how many follow, and no free seats once it takes no bookings', async () => {
    const sessions = [0, 7, 14].map((days) => ({
      startsAt: new Date(Date.parse('2026-11-10T17:00:00.000Z') + days * 86_400_000).toISOString(),
      endsAt: new Date(Date.parse('2026-11-10T20:00:00.000Z') + days * 86_400_000).toISOString(),
    }));
    const course = { ...event, slug: 'drehen', title: 'Drehen', sessions, startsAt: sessions[0]!.startsAt, endsAt: sessions[2]!.endsAt, bookingOpen: false, seatsLeft: 2 };
    const dropIn = { ...event, slug: 'reparieren', registration: 'DROP_IN', bookingOpen: false };
    const data = { ...base, results: [course, dropIn].map((node) => ({ node: node as never })) };
    const cards = [...(await renderAndHydrate({ Page, url: '/events', data })).container.querySelectorAll('.event-card')].map((card) => card.textContent);
    expect(cards[0]).toContain('ab Di., 10. Nov., 18:00\u00a0Uhr · 3 Termine');
    expect(cards[0]).toContain('Anmeldung geschlossen');
    expect(cards[0]).not.toContain('Plätze frei');
    expect(cards[1]).toContain('ohne Anmeldung');
    expect(cards[1]).not.toContain('Plätze frei');
  });

  it('says on the card how many more bookings a course with a minimum needs, or that it was called off', async () => {
    const minimum = (outcome: string, stillNeeded: number) => ({ decidesAt: '2026-11-22T17:30:00.000Z', outcome, stillNeeded });
    const pending = { ...event, slug: 'filzen', minimum: minimum('PENDING', 2) };
    const calledOff = { ...event, slug: 'weben', status: 'CANCELLED', bookingOpen: false, minimum: minimum('CALLED_OFF', 1) };
    const data = { ...base, results: [pending, calledOff].map((node) => ({ node: node as never })) };
    const cards = [...(await renderAndHydrate({ Page, url: '/events', data })).container.querySelectorAll('.event-card')].map((card) => card.textContent);
    expect(cards[0]).toContain('Noch 2 Anmeldungen, dann findet der Kurs statt');
    expect(cards[1]).toContain('Abgesagt: zu wenige Anmeldungen');
    expect(cards[1]).not.toContain('Plätze frei');
    const english = await renderPage({ Page, locale: 'en', url: '/en/events', data });
    expect(english).toContain('2 more bookings and the course goes ahead');
  });

  it('finds children’s courses by age in the form, and says on the card for which ages and who comes along', async () => {
    const kids = { ...event, slug: 'toepfern-mit-kindern', children: { minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' } };
    const data = { ...base, filters: { children: '7' }, near: null, results: [{ node: kids as never }, { node: event as never }] };
    const { container, errors } = await renderAndHydrate({ Page, url: '/events?children=7', data });
    expect(errors).toEqual([]);
    const select = container.querySelector<HTMLSelectElement>('select[name="children"]')!;
    expect(select.closest('label')?.textContent).toContain('Für Kinder');
    expect(select.options[1]?.textContent).toBe('Kinderkurse, jedes Alter');
    expect(select.querySelector('option[selected]')?.textContent).toBe('Für ein Kind von 7 Jahren');
    const cards = [...container.querySelectorAll('.event-card')].map((card) => card.querySelector('.event-card__children')?.textContent ?? null);
    expect(cards).toEqual(['Für Kinder von 6 bis 10 Jahren · eine erwachsene Begleitperson braucht einen eigenen Platz', null]);
  });

  it('says around which place it searches', async () => {
    const html = await renderPage({ Page, data: { ...base, filters: { place: 'Graz', radius: 2 }, near: { lat: 47.07, lng: 15.44, radiusKm: 2, label: 'Graz', postalCodes: [] } } });
    expect(html).toContain('Kurse im Umkreis von 2\u00a0km um Graz');
    expect(html).toContain('value="Graz"');
    expect(html).not.toContain('name="lat"');
  });

  it('lists the courses in a postcode searched first, then those nearby, and says which is which', async () => {
    const postcode: Data = {
      ...base,
      filters: { place: '1160' },
      near: { lat: 48.212, lng: 16.311, radiusKm: 2, label: '1160 Wien', postalCodes: ['1160'] },
      results: [
        { node: { ...event, slug: 'hocker' } as never, inPlace: true },
        { node: event as never, distanceKm: 0.7, inPlace: false },
      ],
    };
    const html = await renderPage({ Page, data: postcode });
    expect(html).toMatch(
      /Zuerst die Kurse in 1160 Wien, dann die im Umkreis von 2\skm, gemessen vom nächsten Ort in 1160 Wien \(wo es dort noch keinen gibt, von der Mitte des Bezirks\), die nächsten zuerst\./,
    );
    expect(html.indexOf('>In 1160 Wien</h2>')).toBeGreaterThan(0);
    expect(html.indexOf('href="/events/hocker"')).toBeGreaterThan(html.indexOf('>In 1160 Wien</h2>'));
    expect(html.indexOf('>In der Nähe</h2>')).toBeGreaterThan(html.indexOf('href="/events/hocker"'));
    expect(html.indexOf('href="/events/strickstammtisch-2026-11-24"')).toBeGreaterThan(html.indexOf('>In der Nähe</h2>'));
  });

  it('offers real courses when nothing fits: the nearest a little further away and the next after the chosen days', async () => {
    const data: Data = {
      ...base,
      results: [],
      totalCount: 0,
      nextCursor: null,
      alternatives: [
        { key: 'wider', filters: { ...base.filters, radius: 10 }, radiusKm: 10, node: { ...event, slug: 'weiter-weg' } as never, distanceKm: 7.3, count: null },
        { key: 'later', filters: { craft: 'stricken-haekeln', price: '35', lat: 48.2, lng: 16.37, radius: 5 }, radiusKm: null, node: { ...event, slug: 'spaeter' } as never, distanceKm: 1.2, count: 4 },
      ],
    };
    const { container, errors } = await renderAndHydrate({ Page, url: '/events?when=weekend&craft=stricken-haekeln&price=35&lat=48.2&lng=16.37&radius=5', data });
    expect(errors).toEqual([]);
    expect(container.querySelector('.empty')?.textContent).toContain('Zu diesen Filtern haben wir keinen Kurs.');
    const section = container.querySelector('section[aria-labelledby="alternatives-heading"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Das gibt es stattdessen');
    const links = [...section.querySelectorAll('.alternative__link a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Im Umkreis von 10\u00a0km suchen', '/events?when=weekend&craft=stricken-haekeln&price=35&lat=48.2&lng=16.37&radius=10'],
      ['Alle kommenden Termine zeigen', '/events?craft=stricken-haekeln&price=35&lat=48.2&lng=16.37&radius=5'],
    ]);
    expect(section.textContent).toContain('7,3\u00a0km entfernt');
    expect(await renderPage({ Page, data: base })).not.toContain('alternatives-heading');
  });

  it('narrows the list to the courses having every accessibility feature ticked, keeps the boxes ticked and pages with them', async () => {
    // The API as the stores answer it: a course's own features, else its venue's; only what is said is found.
    const said: Record<string, string[]> = { 'drucken-im-keller': [], 'weben-im-atelier': ['STEP_FREE', 'QUIET_SPACE'], 'strickstammtisch-2026-11-24': ['STEP_FREE'] };
    const events = Object.keys(said).map((slug) => ({ ...event, slug, title: slug }));
    const graphql = async ({ operationName, variables }: { operationName?: string; variables?: { filter?: { accessibility?: string[] | null } } }) => {
      if (operationName === 'Taxonomy') return { data: { crafts: [], cities: [] } };
      const asked = variables?.filter?.accessibility ?? [];
      const edges = events.filter((course) => asked.every((feature) => said[course.slug]!.includes(feature))).map((node) => ({ node, inPlace: null, distanceKm: null }));
      return { data: { featured: [], events: { totalCount: edges.length, pageInfo: { hasNextPage: true, endCursor: 'c1' }, edges } } };
    };
    const load = (url: string) => loadData(fakePageContext({ Page, url, extra: { graphql } }) as never);
    const titles = (container: HTMLElement) => [...container.querySelectorAll('.event-card h3')].map((heading) => heading.textContent);

    expect(titles((await renderAndHydrate({ Page, url: '/events', data: await load('/events') })).container)).toEqual(Object.keys(said));
    const url = '/events?price=free&step-free=1';
    const { container, errors } = await renderAndHydrate({ Page, url, data: await load(url) });
    expect(errors).toEqual([]);
    expect(titles(container)).toEqual(['weben-im-atelier', 'strickstammtisch-2026-11-24']);
    const boxes = [...container.querySelectorAll<HTMLInputElement>('fieldset.discovery-filters__checks input[type="checkbox"]')];
    expect(boxes.map((box) => [box.name, box.checked])).toEqual([
      ['step-free', true], ['lift', false], ['accessible-toilet', false], ['seating', false], ['quiet-space', false], ['hearing-loop', false],
    ]);
    expect(container.querySelector('fieldset.discovery-filters__checks legend')?.textContent).toBe('Barrierefreiheit');
    expect(container.querySelector('details.discovery-filters-toggle > summary')?.textContent).toBe('Filter (2)');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/events?price=free&step-free=1&after=c1');
    const quiet = '/events?quiet-space=1&step-free=1';
    expect(titles((await renderAndHydrate({ Page, url: quiet, data: await load(quiet) })).container)).toEqual(['weben-im-atelier']);
    expect(await renderPage({ Page, locale: 'en', url, data: await load(url) })).toContain('<legend>Accessibility</legend>');
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
