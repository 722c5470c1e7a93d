import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLATFORM_FEE } from '../../../../functions/src/domain/payouts';
import { renderAndHydrate, renderHead, renderPage, testViewer } from '../../../components/render-page.testing';
import { structuredDataProblems } from '../../../lib/head/structured-data-rules';
import { TermsDe } from '../../../features/legal/TermsDe';
import { TermsEn } from '../../../features/legal/TermsEn';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Drehen';

function eventData(overrides: Partial<Data['event']> = {}, now = '2026-11-22T13:00:00.000Z'): Data {
  const startsAt = overrides.startsAt ?? '2026-12-01T17:00:00.000Z';
  const endsAt = overrides.endsAt ?? '2026-12-01T20:00:00.000Z';
  const status = overrides.status ?? 'SCHEDULED';
  const at = Date.parse(now);
  return {
    now,
    origin: 'https://selbstgemacht.example',
    relatedEventsError: null,
    event: {
      sessions: [{ startsAt, endsAt }],
      registration: 'BOOKING',
      isSample: false,
      // As the server decides it for a course (domain/joinable.ts): open until it begins, unless cancelled or postponed.
      bookingOpen: status === 'SCHEDULED' && at < Date.parse(startsAt),
      closedReason:
        status === 'CANCELLED' ? 'CANCELLED' : status === 'POSTPONED' ? 'POSTPONED' : at >= Date.parse(endsAt) ? 'ENDED' : at >= Date.parse(startsAt) ? 'COURSE_RUNNING' : null,
      joinableUntil: status === 'SCHEDULED' && at < Date.parse(startsAt) ? startsAt : null,
      slug: 'drehen-2026-12-01',
      title: hostile,
      description: 'Vier Abende an der Scheibe.\n\nTon und Brand sind dabei.',
      startsAt: '2026-12-01T17:00:00.000Z',
      endsAt: '2026-12-01T20:00:00.000Z',
      timeZone: 'Europe/Vienna',
      cancellationDeadline: '2026-11-29T17:00:00.000Z',
      status: 'SCHEDULED',
      level: 'BEGINNER',
      capacity: 6,
      seatsLeft: 2,
      maxSeatsPerBooking: 4,
      minimum: null,
      children: null,
      viewerBooking: null,
      whatToBring: 'Kleidung, die schmutzig werden darf.',
      materialsIncluded: true,
      languages: ['de'],
      accessibilityDiffers: false,
      accessibility: null,
      price: { amountCents: 6500, currency: 'EUR' },
      crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }],
      images: [],
      venue: {
        slug: 'tonwerk-neubau',
        name: 'Tonwerk Neubau',
        address: { street: 'Neubaugasse 1', postalCode: '1070', locality: 'Wien', district: 'Neubau', country: 'AT' },
        geo: { lat: 48.2, lng: 16.35 },
        contact: { email: 'hallo@tonwerk.example', phone: '+43 1 234 56 78' },
        website: null,
        socialLinks: [],
      },
      relatedEvents: [],
      ...overrides,
    },
  };
}

afterEach(() => vi.restoreAllMocks());

/** A booking of one seat without a name, as most are. */
const oneSeat = { seats: 1, seatNames: [{ seat: 0, name: null }], acceptFewer: false };

describe('event page', () => {
  it('hydrates without warnings and shows time, duration, price, seats, level, materials and venue', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/events/drehen-2026-12-01', data: eventData() });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(hostile);
    const text = container.textContent ?? '';
    expect(text).toContain('Dienstag, 1. Dezember 2026, 18:00–21:00\u00a0Uhr');
    expect(text).toContain('3 Stunden');
    expect(text).toContain('€\u00a065');
    expect(text).toContain('noch 2 Plätze frei (von 6)');
    expect(text).toContain('Ohne Vorkenntnisse');
    expect(text).toContain('Das Material ist im Preis inbegriffen.');
    expect(text).toContain('Kleidung, die schmutzig werden darf.');
    expect(container.querySelector('a[href="/venues/tonwerk-neubau"]')?.textContent).toBe('Tonwerk Neubau');
    expect(container.querySelector('a[href="/events/drehen-2026-12-01/event.ics"]')).not.toBeNull();
    const google = new URL(container.querySelector<HTMLAnchorElement>('a[href^="https://calendar.google.com/"]')!.href);
    expect(google.searchParams.get('dates')).toBe('20261201T170000Z/20261201T200000Z');
    expect(google.searchParams.get('details')).toContain('https://selbstgemacht.example/events/drehen-2026-12-01');
    expect(text).not.toContain('vorbei');
  });

  it('shows a hostile title as text', async () => {
    const html = await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData() });
    expect(html).not.toContain('<script>');
  });

  it('says when the event is over, cancelled, postponed, sold out or free', async () => {
    const past = await renderPage({ Page, data: eventData({}, '2026-12-02T10:00:00.000Z') });
    expect(past).toContain('Dieser Kurs ist vorbei.');
    expect(past).not.toContain('event.ics');
    expect(await renderPage({ Page, data: eventData({ status: 'CANCELLED' }) })).toContain('Dieser Kurs ist abgesagt.');
    expect(await renderPage({ Page, data: eventData({ status: 'POSTPONED' }) })).toContain('Dieser Kurs ist verschoben.');
    const soldOutFree = await renderPage({ Page, data: eventData({ seatsLeft: 0, price: { amountCents: 0, currency: 'EUR' } }) });
    expect(soldOutFree).toContain('ausgebucht');
    expect(soldOutFree).toContain('kostenlos');
    expect(await renderPage({ Page, data: eventData({}, '2026-12-01T18:00:00.000Z') })).toContain('Läuft gerade.');
  });

  it('links its live view while it runs and in the hour before, not earlier, later or when cancelled', async () => {
    const liveLink = 'href="/eventslive/drehen-2026-12-01"';
    expect(await renderPage({ Page, data: eventData({}, '2026-12-01T18:00:00.000Z') })).toContain(liveLink);
    expect(await renderPage({ Page, data: eventData({}, '2026-12-01T16:15:00.000Z') })).toContain(liveLink);
    expect(await renderPage({ Page, data: eventData({}, '2026-12-01T15:30:00.000Z') })).not.toContain(liveLink);
    expect(await renderPage({ Page, data: eventData({}, '2026-12-01T20:30:00.000Z') })).not.toContain(liveLink);
    expect(await renderPage({ Page, data: eventData({ status: 'CANCELLED' }, '2026-12-01T18:00:00.000Z') })).not.toContain(liveLink);
  });

  it('names the zone and the visitor’s own time after hydration when the browser is elsewhere', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'America/New_York' };
    });
    const { container, errors } = await renderAndHydrate({ Page, locale: 'en', url: '/events/drehen-2026-12-01', data: eventData() });
    await act(async () => {});
    expect(errors).toEqual([]);
    const text = container.textContent ?? '';
    expect(text).toContain('Tuesday, 1 December 2026, 18:00–21:00 (Central European Time)');
    expect(text).toContain('Your time: Tuesday, 1 December 2026, 12:00–15:00 (Eastern Time)');
  });

  it('describes itself to search engines as a schema.org Event', async () => {
    const info = await renderHead(head, { Page, url: '/events/drehen-2026-12-01', data: eventData({ status: 'POSTPONED', seatsLeft: 0 }) });
    const event = info.jsonLd?.[0];
    expect(event).toMatchObject({
      '@type': 'Event',
      name: hostile,
      startDate: '2026-12-01T18:00:00+01:00',
      endDate: '2026-12-01T21:00:00+01:00',
      eventStatus: 'https://schema.org/EventPostponed',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['https://selbstgemacht.example/illustrations/toepfern-keramik.svg'],
      location: {
        '@type': 'Place',
        name: 'Tonwerk Neubau',
        address: { '@type': 'PostalAddress', streetAddress: 'Neubaugasse 1', postalCode: '1070', addressLocality: 'Wien', addressCountry: 'AT' },
        geo: { '@type': 'GeoCoordinates', latitude: 48.2, longitude: 16.35 },
      },
      offers: { '@type': 'Offer', price: '65.00', priceCurrency: 'EUR', availability: 'https://schema.org/SoldOut' },
      organizer: {
        '@type': 'Organization',
        name: 'Tonwerk Neubau',
        url: 'https://selbstgemacht.example/venues/tonwerk-neubau',
        email: 'hallo@tonwerk.example',
        telephone: '+43 1 234 56 78',
      },
    });
    expect(info.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/', '/events', '/events/drehen-2026-12-01']);
    expect(structuredDataProblems(event!)).toEqual([]);
    // Without a photo a shared link shows the drawing of its craft, described as such.
    expect(info.imageAlt).toBe('Zeichnung zum Handwerk „Töpfern & Keramik“');
  });
});

describe('a course’s accessibility and languages', () => {
  const upstairs = { stepFree: false, lift: false, accessibleToilet: null, seating: true, quietSpace: null, hearingLoop: null, note: 'Im 1. Stock.' };

  it('says in words what applies to the course, that it differs from its venue, and the languages it is held in', async () => {
    const { container, errors } = await renderAndHydrate({
      Page,
      url: '/events/drehen-2026-12-01',
      data: eventData({ accessibility: upstairs, accessibilityDiffers: true, languages: ['de', 'en'] }),
    });
    expect(errors).toEqual([]);
    const section = container.querySelector('section[aria-labelledby="event-accessibility"]')!;
    expect(section.textContent).toContain('Dieser Kurs weicht von den Angaben des Ortes ab.');
    expect([...section.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Sitzplätze mit Lehne, Arbeiten im Sitzen',
      'Nicht stufenlos erreichbar',
      'Kein Aufzug',
    ]);
    expect(section.textContent).toContain('Im 1. Stock.');
    expect(container.textContent).toContain('KurssprachenDeutsch und Englisch');
    // Nothing said by the course nor its venue: no section; German alone.
    const silent = await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData() });
    expect(silent).not.toContain('Barrierefreiheit');
    expect(silent.replaceAll('<!-- -->', '')).toContain('Kurssprache</dt><dd>Deutsch</dd>');

    const info = await renderHead(head, { Page, url: '/events/drehen-2026-12-01', data: eventData({ accessibility: upstairs, languages: ['de', 'en'] }) });
    expect(info.jsonLd?.[0]).toMatchObject({
      inLanguage: ['de', 'en'],
      location: {
        amenityFeature: [
          { '@type': 'LocationFeatureSpecification', name: 'Stufenlos erreichbar', value: false },
          { '@type': 'LocationFeatureSpecification', name: 'Aufzug', value: false },
          { '@type': 'LocationFeatureSpecification', name: 'Sitzplätze mit Lehne, Arbeiten im Sitzen', value: true },
        ],
      },
    });
    expect(structuredDataProblems(info.jsonLd![0]!)).toEqual([]);
  });
});

describe('a course for children', () => {
  const family = { minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' as const };

  it('says for which ages and who comes along, in German and English, and gives search engines the age range', async () => {
    const de = await renderAndHydrate({ Page, url: '/events/drehen-2026-12-01', data: eventData({ children: family }) });
    expect(de.errors).toEqual([]);
    expect(de.container.querySelector('[data-testid="event-children"] dd')?.textContent).toBe(
      'Für Kinder von 6 bis 10 Jahren · eine erwachsene Begleitperson braucht einen eigenen Platz',
    );
    const en = await renderPage({ Page, locale: 'en', url: '/events/drehen-2026-12-01', data: eventData({ children: { minAge: 8, maxAge: 8, adult: 'ALONE' } }) });
    expect(en.replaceAll('<!-- -->', '')).toContain('For children aged 8 · children come on their own');
    const info = await renderHead(head, { Page, url: '/events/drehen-2026-12-01', data: eventData({ children: family }) });
    expect(info.jsonLd?.[0]).toMatchObject({ typicalAgeRange: '6-10' });
    expect(structuredDataProblems(info.jsonLd![0]!)).toEqual([]);
  });

  it('says nothing of children for an adults’ course', async () => {
    expect(await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData() })).not.toContain('event-children');
    const info = await renderHead(head, { Page, url: '/events/drehen-2026-12-01', data: eventData() });
    expect(info.jsonLd?.[0]).not.toHaveProperty('typicalAgeRange');
  });
});

describe('a course with a minimum of participants', () => {
  const minimum = (outcome: 'PENDING' | 'CONFIRMED' | 'CALLED_OFF', stillNeeded = 0) => ({ participants: 4, decidesAt: '2026-11-29T17:00:00.000Z', outcome, stillNeeded });

  it('says how many more bookings it needs and when it is decided, in German and English', async () => {
    const de = await renderPage({ Page, data: eventData({ minimum: minimum('PENDING', 3) }) });
    expect(de).toContain('Noch 3 Anmeldungen, dann findet der Kurs statt');
    expect(de).toContain('Entschieden wird am Sonntag, 29. November um 18:00\u00a0Uhr.');
    expect(await renderPage({ Page, data: eventData({ minimum: minimum('PENDING', 1) }) })).toContain('Noch eine Anmeldung, dann findet der Kurs statt');
    const en = await renderPage({ Page, locale: 'en', data: eventData({ minimum: minimum('PENDING', 3) }) });
    expect(en).toContain('3 more bookings and the course goes ahead');
    expect(en).toContain('Decided on Sunday 29 November');
  });

  it('says how it was decided, and a called-off course is cancelled for search engines', async () => {
    expect(await renderPage({ Page, data: eventData({ minimum: minimum('CONFIRMED') }) })).toContain('Der Kurs findet statt');
    const calledOff = eventData({ status: 'CANCELLED', minimum: minimum('CALLED_OFF') });
    const html = await renderPage({ Page, data: calledOff });
    expect(html).toContain('Abgesagt: zu wenige Anmeldungen');
    expect(html).not.toContain('Dieser Kurs ist abgesagt.');
    expect(await renderPage({ Page, locale: 'en', data: calledOff })).toContain('Called off: too few bookings');
    const info = await renderHead(head, { Page, url: '/events/drehen-2026-12-01', data: calledOff });
    expect(info.jsonLd?.[0]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
  });
});

describe('courses, drop-in events and what the page offers', () => {
  const viewer = testViewer({ uid: 'u2', name: 'Lea' });
  const threeEvenings = [1, 8, 15].map((day) => ({
    startsAt: `2026-12-${String(day).padStart(2, '0')}T17:00:00.000Z`,
    endsAt: `2026-12-${String(day).padStart(2, '0')}T20:00:00.000Z`,
  }));
  const course = { sessions: threeEvenings, startsAt: threeEvenings[0]!.startsAt, endsAt: threeEvenings[2]!.endsAt };

  it('lists every date of a course, with one price and one booking for all', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/events/drehen-2026-12-01', data: eventData(course), extra: { viewer } });
    expect(errors).toEqual([]);
    const dates = [...container.querySelectorAll('.event__sessions li')].map((item) => item.textContent);
    expect(dates).toHaveLength(3);
    expect(dates[0]).toContain('Dienstag, 1. Dezember 2026, 18:00–21:00');
    expect(dates[2]).toContain('Dienstag, 15. Dezember 2026, 18:00–21:00');
    const text = container.textContent ?? '';
    expect(text).toContain('3 Termine zu je 3 Stunden');
    expect(text).toContain('€\u00a065 für alle 3 Termine');
    expect(text).toContain('Eine Buchung gilt für alle 3 Termine.');
    expect(container.querySelector('a[href*="calendar.google.com"]')).toBeNull();
    expect(container.querySelector('a[href$="event.ics"]')).not.toBeNull();

    const info = await renderHead(head, { Page, url: '/events/drehen-2026-12-01', data: eventData(course) });
    expect(info.jsonLd?.[0]).toMatchObject({
      endDate: '2026-12-15T21:00:00+01:00',
      subEvent: [
        { name: `${hostile} (1/3)`, startDate: '2026-12-01T18:00:00+01:00' },
        { name: `${hostile} (2/3)`, startDate: '2026-12-08T18:00:00+01:00' },
        { name: `${hostile} (3/3)`, startDate: '2026-12-15T18:00:00+01:00' },
      ],
    });
  });

  it('says „beide“ for a course of two dates', async () => {
    const two = { sessions: threeEvenings.slice(0, 2), startsAt: threeEvenings[0]!.startsAt, endsAt: threeEvenings[1]!.endsAt };
    const html = await renderPage({ Page, data: eventData(two), extra: { viewer } });
    expect(html).toContain('€\u00a065 für beide Termine');
    expect(html).toContain('Eine Buchung gilt für beide Termine.');
  });

  it('offers no booking while a one-day course runs or while a postponed one has no new date, and says why', async () => {
    const running = await renderPage({ Page, data: eventData({}, '2026-12-01T18:50:00.000Z'), extra: { viewer } });
    expect(running).toContain('Läuft gerade.');
    expect(running).toContain('Dieser Kurs hat schon begonnen, du kannst dich nicht mehr anmelden.');
    expect(running).not.toContain('name="_form"');
    const postponed = await renderPage({ Page, data: eventData({ status: 'POSTPONED' }), extra: { viewer } });
    expect(postponed).toContain('Anmelden kannst du dich wieder, sobald der neue Termin feststeht.');
    expect(postponed).not.toContain('name="_form"');
    const closed = await renderPage({ Page, data: eventData({ bookingOpen: false, closedReason: 'WINDOW_CLOSED', joinableUntil: null }), extra: { viewer } });
    expect(closed).toContain('Die Anmeldung ist geschlossen');
    expect(closed).not.toContain('name="_form"');
  });

  it('says until when the booking is open, in the event’s time zone', async () => {
    const html = await renderPage({ Page, data: eventData(), extra: { viewer } });
    expect(html).toContain('Anmeldung bis Di., 1. Dezember um 18:00 Uhr');
  });

  it('takes no booking once a course has begun, and says why', async () => {
    const html = await renderPage({ Page, data: eventData({ ...course, bookingOpen: false }, '2026-12-03T10:00:00.000Z'), extra: { viewer } });
    expect(html).toContain('Dieser Kurs hat schon begonnen');
    expect(html).not.toContain('name="_form"');
    expect(html).not.toContain('Dieser Kurs ist vorbei.');
  });

  it('shows a drop-in event without seats or booking, and offers none to search engines', async () => {
    const dropIn = eventData({ registration: 'DROP_IN', bookingOpen: false, price: { amountCents: 0, currency: 'EUR' } });
    const html = await renderPage({ Page, data: dropIn, extra: { viewer } });
    expect(html).toContain('Ohne Anmeldung – komm einfach vorbei.');
    expect(html).not.toContain('Plätze');
    expect(html).not.toContain('booking-box');
    const info = await renderHead(head, { Page, url: '/events/drehen-2026-12-01', data: dropIn });
    expect(info.jsonLd?.[0]).not.toHaveProperty('offers');
    expect(info.jsonLd?.[0]).toMatchObject({ isAccessibleForFree: true });
  });

  it('shows no free seats for past and cancelled events', async () => {
    expect(await renderPage({ Page, data: eventData({}, '2026-12-02T10:00:00.000Z') })).not.toContain('Plätze frei');
    expect(await renderPage({ Page, data: eventData({ status: 'CANCELLED' }) })).not.toContain('Plätze frei');
  });

  it('offers the waitlist to a signed-out visitor when full', async () => {
    const html = await renderPage({ Page, data: eventData({ seatsLeft: 0 }) });
    expect(html).toContain('Anmelden und auf die Warteliste');
    expect(html).not.toContain('Anmelden und Platz buchen');
  });

  it('shows a sample course of /musterspace as an example nobody can book, kept out of search engines', async () => {
    const sample = eventData({ isSample: true, bookingOpen: false });
    const html = await renderPage({ Page, data: sample, extra: { viewer } });
    expect(html).toContain('Das ist ein Beispielkurs');
    expect(html).toContain('href="/musterspace"');
    expect(html).not.toContain('name="_form"');
    expect(html).not.toContain('hat schon begonnen');
    expect((await renderHead(head, { Page, url: '/events/drehen-2026-12-01', data: sample })).noindex).toBe(true);
  });

  it('never says „im Preis inbegriffen“ for a free event', async () => {
    const free = { price: { amountCents: 0, currency: 'EUR' } };
    const provided = await renderPage({ Page, data: eventData({ ...free, materialsIncluded: true }) });
    expect(provided).toContain('Das Material wird gestellt.');
    const own = await renderPage({ Page, data: eventData({ ...free, materialsIncluded: false }) });
    expect(own).toContain('Das Material bringst du selbst mit.');
    for (const html of [provided, own]) expect(html).not.toContain('im Preis');
  });
});

describe('booking from the event page', () => {
  const viewer = testViewer({ uid: 'u2', name: 'Lea' });

  it('sends a signed-out visitor to sign in and back', async () => {
    const html = await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData() });
    expect(html).toContain('href="/login?next=%2Fevents%2Fdrehen-2026-12-01"');
    expect(html).toContain('Anmelden und Platz buchen');
  });

  it('books a seat, or a waitlist place when full, with a form posting to the page', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/events/drehen-2026-12-01', data: eventData(), extra: { viewer } });
    expect(errors).toEqual([]);
    const form = container.querySelector('form.booking-box')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/events/drehen-2026-12-01');
    expect(form.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('book');
    expect(form.querySelector('button')?.textContent).toBe('Platz buchen');
    const full = await renderPage({ Page, locale: 'en', url: '/events/drehen-2026-12-01', data: eventData({ seatsLeft: 0 }), extra: { viewer } });
    expect(full).toContain('Join the waitlist');
    expect(full).toContain('action="/en/events/drehen-2026-12-01"');
  });

  it('offers as many seats as one booking takes, the waitlist for more than are left, and a name for each seat', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/events/drehen-2026-12-01', data: eventData(), extra: { viewer } });
    const form = container.querySelector('form.booking-box')!;
    const seats = form.querySelector<HTMLSelectElement>('select[name="seats"]')!;
    expect(form.querySelector(`label[for="${seats.id}"]`)?.textContent).toBe('Plätze');
    // Two seats are left of a course whose bookings take up to four: three or four wait for seats.
    expect([...seats.options].map((option) => option.textContent)).toEqual(['1', '2', '3 – Warteliste', '4 – Warteliste']);
    expect(seats.value).toBe('1');
    expect(form.querySelector('input[name="acceptFewer"]')?.closest('label')?.textContent?.trim()).toBe('Ich nehme auch weniger Plätze');
    expect([...form.querySelectorAll('input[name="names"]')].map((input) => form.querySelector(`label[for="${input.id}"]`)?.textContent)).toEqual([
      'Name für Platz 1',
      'Name für Platz 2',
      'Name für Platz 3',
      'Name für Platz 4',
    ]);

    // Enough seats for the most one booking takes: no waitlist to choose; one seat per booking: no choice at all.
    const roomy = await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData({ seatsLeft: 5, maxSeatsPerBooking: 3 }), extra: { viewer } });
    expect(roomy).not.toContain('Warteliste');
    expect(roomy).not.toContain('name="acceptFewer"');
    const single = await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData({ maxSeatsPerBooking: 1 }), extra: { viewer } });
    expect(single).not.toContain('name="seats"');
    expect(single).not.toContain('name="names"');
  });

  it('says how many seats I booked and for whom', async () => {
    const booked = { id: 'b3', status: 'CONFIRMED' as const, seats: 2, seatNames: [{ seat: 0, name: 'Lea' }, { seat: 1, name: 'Mia' }], acceptFewer: false, refundOnCancel: null, order: null };
    const html = await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData({ viewerBooking: booked }), extra: { viewer } });
    expect(html).toMatch(/Du hast einen Platz gebucht\.(<!-- -->)? (<!-- -->)?2 Plätze: (<!-- -->)?Lea und Mia/);
  });

  it('says what I booked and offers cancelling it', async () => {
    const html = await renderPage({
      Page,
      url: '/events/drehen-2026-12-01',
      data: eventData({ viewerBooking: { id: 'b1', status: 'WAITLISTED', seats: 1, seatNames: [{ seat: 0, name: null }], acceptFewer: false, refundOnCancel: null, order: null } }),
      extra: { viewer },
    });
    expect(html).toContain('Du stehst auf der Warteliste.');
    expect(html).toContain('name="booking" value="b1"');
    expect(html).toContain('Buchung stornieren');
    expect(html).not.toContain('cancellation-terms');
  });

  it('says before cancelling a paid seat whether the money comes back: before the deadline, and after it', async () => {
    const paid = (refundOnCancel: boolean) => ({ id: 'b2', status: 'CONFIRMED' as const, ...oneSeat, refundOnCancel, order: { id: 'o2', amountCents: 6500, currency: 'EUR' } });
    const before = await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData({ viewerBooking: paid(true) }), extra: { viewer } });
    expect(before).toMatch(/Kostenlos stornieren kannst du bis 29\. November um 18:00\sUhr: Dann bekommst du €\s65 zurück\./);
    expect(before).toContain('name="expectRefund" value="1"');
    expect(before).toContain('Buchung stornieren');

    const after = await renderPage({ Page, locale: 'en', url: '/events/drehen-2026-12-01', data: eventData({ viewerBooking: paid(false) }, '2026-11-30T10:00:00.000Z'), extra: { viewer } });
    expect(after).toMatch(/The cancellation deadline was 29 November at 18:00\.? If you cancel now, you give up your seat, but the €65 you paid is not refunded\./);
    expect(after).not.toContain('expectRefund');
    expect(after).toContain('Cancel without refund');
  });

  it('offers nothing to book for a past event', async () => {
    const html = await renderPage({ Page, url: '/events/drehen-2026-12-01', data: eventData({}, '2026-12-02T13:00:00.000Z'), extra: { viewer } });
    expect(html).not.toContain('booking-box');
  });
});

describe('what the terms promise before booking', () => {
  const viewer = testViewer({ uid: 'u2', name: 'Lea' });
  const free = { price: { amountCents: 0, currency: 'EUR' } };
  const visitors = [
    ['signed out', {}],
    ['signed in', { viewer }],
  ] as const;

  it('promises, in both languages, the organiser’s name and contact and the cancellation deadline before booking', async () => {
    const de = await renderPage({ Page: () => <TermsDe fee={DEFAULT_PLATFORM_FEE} />, url: '/terms' });
    expect(de).toContain('deren Namen und Kontakt wir dir vor der Buchung zeigen');
    expect(de).toContain('Stornofrist, die beim Kurs steht');
    const en = await renderPage({ Page: () => <TermsEn fee={DEFAULT_PLATFORM_FEE} />, locale: 'en', url: '/en/terms' });
    expect(en).toContain('whose name and contact details we show you before you book');
    expect(en).toContain('cancellation deadline shown with the course');
  });

  for (const [who, extra] of visitors) {
    it(`shows a paid course’s organiser, contact and free-cancellation deadline before booking, ${who}`, async () => {
      const { container, errors } = await renderAndHydrate({ Page, url: '/events/drehen-2026-12-01', data: eventData(), extra });
      expect(errors).toEqual([]);
      const organizer = container.querySelector('[data-testid="event-organizer"]')!;
      expect(organizer.textContent).toContain('Veranstaltet von');
      expect(organizer.textContent).toContain('Tonwerk Neubau');
      expect(organizer.querySelector('a[href="mailto:hallo@tonwerk.example"]')?.textContent).toBe('hallo@tonwerk.example');
      expect(organizer.querySelector('a[href="tel:+4312345678"]')?.textContent).toBe('+43 1 234 56 78');
      // The server's deadline (17:00 UTC) in the course's zone, Vienna: 18:00.
      expect(container.querySelector('[data-testid="cancellation-before-booking"]')?.textContent).toBe(
        'Kostenlos stornieren kannst du bis 29. November um 18:00\u00a0Uhr; danach bekommst du nichts zurück.',
      );
      // Both come before the way to book.
      const booking = container.querySelector('.booking-box a.button, .booking-box button')!;
      expect(organizer.compareDocumentPosition(booking) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it(`says a free course can be cancelled at any time, and names its organiser, ${who}`, async () => {
      const { container } = await renderAndHydrate({ Page, url: '/events/drehen-2026-12-01', data: eventData(free), extra });
      expect(container.querySelector('[data-testid="event-organizer"]')?.textContent).toContain('Tonwerk Neubau');
      expect(container.querySelector('[data-testid="cancellation-before-booking"]')?.textContent).toBe('Der Kurs ist kostenlos. Stornieren kannst du jederzeit.');
    });
  }

  it('writes the deadline in the course’s own time zone, in English too', async () => {
    const london = eventData({ timeZone: 'Europe/London' });
    const html = await renderPage({ Page, locale: 'en', url: '/en/events/drehen-2026-12-01', data: london });
    expect(html).toContain('Organised by');
    expect(html).toMatch(/You can cancel free of charge until 29 November at 17:00; after that, there is no refund\./);
    expect(await renderPage({ Page, locale: 'en', data: eventData(free) })).toContain('The course is free. You can cancel at any time.');
  });

  it('says so when free cancellation has ended before someone books', async () => {
    const html = await renderPage({ Page, data: eventData({}, '2026-11-30T10:00:00.000Z'), extra: { viewer } });
    expect(html).toMatch(/Die Stornofrist endete am 29\. November um 18:00\sUhr: Wenn du jetzt buchst, bekommst du bei einer Stornierung nichts zurück\./);
    expect(html).not.toContain('Kostenlos stornieren kannst du bis');
  });

  it('says when the organiser gave no contact, and names no organiser where nothing is booked', async () => {
    const silent = eventData({ venue: { ...eventData().event.venue, contact: { email: null, phone: null } } });
    const { container } = await renderAndHydrate({ Page, url: '/events/drehen-2026-12-01', data: silent });
    expect(container.querySelector('[data-testid="event-organizer"]')?.textContent).toContain('Keine Kontaktdaten angegeben.');
    const dropIn = await renderPage({ Page, data: eventData({ registration: 'DROP_IN', bookingOpen: false, ...free }) });
    expect(dropIn).not.toContain('event-organizer');
    expect(dropIn).not.toContain('cancellation-before-booking');
  });

  it('shows the booked person’s own terms instead, once booked', async () => {
    const booked = { id: 'b2', status: 'CONFIRMED' as const, ...oneSeat, refundOnCancel: true, order: { id: 'o2', amountCents: 6500, currency: 'EUR' } };
    const html = await renderPage({ Page, data: eventData({ viewerBooking: booked }), extra: { viewer } });
    expect(html).not.toContain('cancellation-before-booking');
    expect(html).toContain('event-organizer');
  });
});
