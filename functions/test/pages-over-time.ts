// The harness of the pages-over-time tests: the built site over a store, its clock set by the test, and the rules
// every page must keep at each moment, held against the store (pages-over-time*.test.ts say what they walk).
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window, type Document, type Element } from 'happy-dom';
import { expect, vi } from 'vitest';
import { createSsrHandler } from '../../web/server/ssr-handler.js';
import { assistantConfigFromEnv, openAssistantModels } from '../src/assistant/models.js';
import { isJoinable, joinability, nextJoinableStart } from '../src/domain/joinable.js';
import { bookingRefusal } from '../src/domain/registration.js';
import type { EventRecord, VenueRecord } from '../src/domain/records.js';
import type { Store } from '../src/domain/repositories.js';
import { createGraphQLApi } from '../src/graphql/server.js';
import type { IdentityProvider } from '../src/identity/identity.js';
import { openEmbeddedLiveBus } from '../src/live/embedded.js';
import { isSampleEvent } from '../src/services/sample-events.js';
import { createTaxonomyCache } from '../src/services/taxonomy-cache.js';
import { watchContentVersion } from '../src/store/content-version.js';
import { SEATED } from '../src/domain/seat-count.js';

const entry = new URL('../../web/dist/server/entry.mjs', import.meta.url);
export const ZONE = 'Europe/Vienna';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Loads the built pages (web/dist, which `npm test` builds first) for createSsrHandler to render. */
export async function loadBuiltPages(): Promise<void> {
  if (!existsSync(entry)) throw new Error('web/dist is missing: run `npm run build` first');
  await import(/* @vite-ignore */ entry.href);
}

/** The built site over one store, its clock set by the test (only Date is faked: timers and I/O run as usual). */
export interface Site {
  store: Store;
  /** A signed-in reader's session cookie: the event pages show them the booking form itself. */
  cookie: string;
  get(path: string, signedIn?: boolean): Promise<Document>;
  parse(html: string): Document;
  post(path: string, fields: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function openSite(store: Store, identity: IdentityProvider): Promise<Site> {
  const version = watchContentVersion(store);
  const api = await createGraphQLApi({
    store,
    identity,
    live: openEmbeddedLiveBus(),
    buildInfo: { buildId: 'pages-over-time', builtAt: new Date() },
    assistant: openAssistantModels(assistantConfigFromEnv({})),
    taxonomy: createTaxonomyCache(store, version),
  });
  // No page cache: the clock moves between requests while the content stays, and a kept page would keep its moment.
  const handler = createSsrHandler({ graphql: (request, headers, socketAddress, render) => api.execute(request, headers, socketAddress, render) });
  const server: Server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { session } = await identity.signUp('zeitreisende@example.org', 'geheim-123');
  const cookie = `__session=${session.cookie}`;
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  // Only the page's <main> is read: the head and the serialised page data would triple the parsing.
  const parse = (html: string) => new window.DOMParser().parseFromString(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html, 'text/html');
  return {
    store,
    cookie,
    parse,
    async get(path, signedIn = false) {
      const response = await fetch(base + path, { headers: signedIn ? { cookie } : {} });
      const html = await response.text();
      expect(response.status, `${path} at ${new Date().toISOString()}: ${html.slice(0, 300)}`).toBe(200);
      return parse(html);
    },
    post(path, fields) {
      return fetch(base + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: base, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await window.happyDOM.close();
      await api.stop();
    },
  };
}

/** The slugs of the event cards inside `root`, in page order. */
function eventSlugs(root: Document | Element | null): string[] {
  if (!root) return [];
  return [...root.querySelectorAll('.event-card .card__title a')].map((link) => /\/events\/([^/?#]+)/.exec(link.getAttribute('href') ?? '')?.[1] ?? '');
}

/** The courses of a course widget (/embed/…), in page order, and those it offers to book („Buchen“). */
function widgetCourses(page: Document): { slugs: string[]; bookable: string[] } {
  const slugOf = (link: Element) => /\/events\/([^/?#]+)/.exec(link.getAttribute('href') ?? '')?.[1] ?? '';
  return {
    slugs: [...page.querySelectorAll('.course-widget__title a')].map(slugOf),
    bookable: [...page.querySelectorAll('.course-widget__action--book')].map(slugOf),
  };
}

const section = (page: Document, headingId: string) => page.querySelector(`section[aria-labelledby="${headingId}"]`);
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The store's view of the events and venues the pages name, read once (records change only through the pages). */
export class Records {
  private events = new Map<string, EventRecord>();
  private venues = new Map<string, VenueRecord>();
  constructor(private readonly store: Store) {}

  async load(): Promise<void> {
    const all = (await this.store.events.list({}, { first: 2000 })).items;
    this.events = new Map(all.map((event) => [event.slug, event]));
    const venueSlugs = [...new Set(all.map((event) => event.venueSlug))];
    const venues = await this.store.venues.getBySlugs(venueSlugs);
    this.venues = new Map(venues.filter((venue): venue is VenueRecord => venue !== null).map((venue) => [venue.slug, venue]));
  }
  async refresh(slug: string): Promise<EventRecord> {
    const [fresh] = await this.store.events.getBySlugs([slug]);
    this.events.set(slug, fresh!);
    return fresh!;
  }
  event(slug: string): EventRecord {
    const found = this.events.get(slug);
    expect(found, `the page links an event the store does not have: ${slug}`).toBeDefined();
    return found!;
  }
  venue(slug: string): VenueRecord {
    return this.venues.get(slug)!;
  }
  all(): EventRecord[] {
    return [...this.events.values()];
  }
}

/** Every upcoming list: joinable events only, ordered by the session a person would join next. */
function expectUpcoming(records: Records, slugs: readonly string[], at: Date, where: string): void {
  const events = slugs.map((slug) => records.event(slug));
  const closed = events.filter((event) => !isJoinable(event, at)).map((event) => `${event.slug} (${joinability(event, at).reason})`);
  expect(closed, `${where} at ${at.toISOString()} lists what cannot be joined`).toEqual([]);
  const starts = events.map((event) => nextJoinableStart(event, at)!.getTime());
  expect(starts, `${where} at ${at.toISOString()} is not soonest first`).toEqual([...starts].sort((a, b) => a - b));
}

/** An event page's promises at `at`, held against the store. */
/** What an event page was checked for: whether it offered a booking (or withheld one a booked event had), and its seats. */
interface EventPageCheck {
  booking: 'offered' | 'closed' | 'other';
  seatsChecked: boolean;
}

async function expectEventPage(site: Site, records: Records, slug: string, at: Date): Promise<EventPageCheck> {
  const where = `/events/${slug} at ${at.toISOString()}`;
  const event = records.event(slug);
  const page = await site.get(`/events/${slug}`, true);
  const form = page.querySelector('form.booking-box');
  const offersBooking = form?.querySelector('input[name="_form"][value="book"]') != null;
  const booked = form?.querySelector('input[name="_form"][value="cancel"]') != null;
  const bookable = event.registration === 'BOOKING' && bookingRefusal(event, at) === null;
  if (!booked) expect(offersBooking, `${where}: a booking form ${bookable ? 'missing' : 'outside the window'}`).toBe(bookable);
  if (offersBooking) {
    // What the page must never offer, said without the rule it is built from.
    expect(event.status, where).toBe('SCHEDULED');
    if (event.seriesId === undefined) expect(event.sessions[0]!.startsAt.getTime(), `${where}: a course under way`).toBeGreaterThan(at.getTime());
    expect(event.endsAt.getTime(), where).toBeGreaterThan(at.getTime());
    // The terms: the organiser's name and contact, and the cancellation deadline, are shown before booking.
    const organizer = page.querySelector('[data-testid="event-organizer"]');
    expect(text(organizer), `${where}: no organiser`).toContain(records.venue(event.venueSlug).name);
    expect(organizer?.querySelector('a[href^="mailto:"], a[href^="tel:"]'), `${where}: no way to contact the organiser`).not.toBeNull();
    expect(text(page.querySelector('[data-testid="cancellation-before-booking"]')), `${where}: no cancellation terms`).not.toBe('');
  }
  // Seats: what the page says is left is the capacity minus the seated bookings in the store. A page that takes
  // bookings always says it; a past one may not.
  let seatsChecked = false;
  if (event.registration === 'BOOKING' && !isSampleEvent(event)) {
    const seated = (await site.store.bookings.byEvent(slug)).filter((booking) => SEATED.has(booking.status)).length;
    const seats = [...page.querySelectorAll('.event__facts dd')].map(text).find((line) => /noch \d+ (Platz|Plätze) frei|ausgebucht/.test(line));
    if (offersBooking) expect(seats, `${where}: a booking form without the seats left`).toBeDefined();
    if (seats !== undefined) {
      const shown = /ausgebucht/.test(seats) ? 0 : Number(/noch (\d+) Pl/.exec(seats)?.[1]);
      expect(shown, `${where}: seats shown`).toBe(event.capacity - seated);
      seatsChecked = true;
    }
  }
  // Recommendations: joinable, in the event's city, never the event itself.
  const related = eventSlugs(section(page, 'event-related'));
  expect(related, where).not.toContain(slug);
  for (const other of related) {
    expect(records.event(other).citySlug, `${where} recommends ${other} in another city`).toBe(event.citySlug);
    expect(isJoinable(records.event(other), at), `${where} recommends ${other}, which cannot be joined`).toBe(true);
  }
  const booking = offersBooking ? 'offered' : event.registration === 'BOOKING' && !booked && !isSampleEvent(event) ? 'closed' : 'other';
  return { booking, seatsChecked };
}

/** Every card on /eventslive: city, address and route, start and end, how to join; a booking link only in the window. */
function expectLiveCards(records: Records, page: Document, at: Date, where: string): number {
  const cards = page.querySelectorAll('.live-card');
  for (const card of cards) {
    const slug = card.getAttribute('data-slug')!;
    const event = records.event(slug);
    const label = `${where} at ${at.toISOString()}, ${slug}`;
    expect(text(card.querySelector('.live-card__city')), label).not.toBe('');
    expect(text(card.querySelector('.live-card__address')), label).toContain(records.venue(event.venueSlug).address.street);
    expect(card.querySelector('.live-card__route')?.getAttribute('href'), label).toMatch(/^https:\/\//);
    const phaseLine = card.querySelector('.live-status__phase');
    const phase = text(phaseLine);
    const over = /--(ended|cancelled)\b/.test(phaseLine?.className ?? '');
    if (!over) expect(phase.match(/\d{1,2}[:.]\d{2}/g)?.length ?? 0, `${label}: „${phase}“ lacks its end`).toBeGreaterThanOrEqual(1);
    const bookLink = card.querySelector(`.live-status__join a[href$="/events/${slug}"]`);
    if (bookLink) expect(bookingRefusal(event, at), `${label}: a booking link outside the window`).toBeNull();
  }
  return cards.length;
}

/** Questions the assistant gets, with the city its answer must stay in. */
const QUESTIONS = [
  { question: 'Töpfern lernen in Wien, am liebsten bald', city: 'wien' },
  { question: 'Wo kann ich in Wien nähen?', city: 'wien' },
  { question: 'Schmuck selber machen in Wien', city: 'wien' },
];

/** What a walk looked at, so that a test can tell it saw both sides of each rule. */
export interface Tally {
  moments: number;
  eventPages: number;
  /** Event pages that offered a booking, and booked events whose page offered none (begun, closed, postponed…). */
  bookingForms: number;
  closedBookable: number;
  /** Event pages whose seats left were held against the store's bookings. */
  seatChecks: number;
  liveCards: number;
  /** Courses the assistant's answers listed. */
  answeredCourses: number;
  booked: number;
  cancelled: number;
}

async function expectAssistantAnswer(site: Site, records: Records, turn: number, at: Date): Promise<number> {
  const { question, city } = QUESTIONS[turn % QUESTIONS.length]!;
  const response = await site.post('/ai', { question });
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  // Its course cards and the courses its prose links to.
  const offered = [...site.parse(html).querySelectorAll('a[href]')]
    .map((link) => /^(?:\/en)?\/events\/([^/?#]+)$/.exec(link.getAttribute('href') ?? '')?.[1])
    .filter((slug): slug is string => slug !== undefined);
  for (const slug of offered) {
    const event = records.event(slug);
    expect(isJoinable(event, at), `the assistant at ${at.toISOString()} offers ${slug} for „${question}“`).toBe(true);
    expect(event.citySlug, `the assistant at ${at.toISOString()} offers ${slug} for „${question}“`).toBe(city);
  }
  return offered.length;
}

/**
 * Walks the moments: at each, /events, the front page or a rotating venue page, a rotating event page, the event
 * pages at their window's edge and the live list; the assistant every `askEvery` moments, and every `bookEvery` a
 * seat booked through an event page's form, or the one booked before cancelled.
 */
export async function walk(site: Site, records: Records, moments: readonly Date[], { bookEvery, askEvery }: { bookEvery: number; askEvery: number }): Promise<Tally> {
  const tally: Tally = { moments: 0, eventPages: 0, bookingForms: 0, closedBookable: 0, seatChecks: 0, liveCards: 0, answeredCourses: 0, booked: 0, cancelled: 0 };
  const events = records.all().filter((event) => !isSampleEvent(event));
  const venueSlugs = [...new Set(events.map((event) => event.venueSlug))];
  let booking: { slug: string; id: string } | null = null;
  for (const [index, at] of moments.entries()) {
    vi.setSystemTime(at);
    const list = await site.get('/events');
    const listed = eventSlugs(list.querySelector('main'));
    expect(listed.length, `/events at ${at.toISOString()} is empty`).toBeGreaterThan(0);
    expectUpcoming(records, listed, at, '/events');
    // The front page's and a venue's upcoming lists ask the store as /events does: each every other moment.
    if (index % 2 === 0) {
      expectUpcoming(records, eventSlugs(section(await site.get('/'), 'events-heading')), at, '/ „Demnächst“');
    } else {
      const venue = venueSlugs[index % venueSlugs.length]!;
      const venueList = eventSlugs(section(await site.get(`/venues/${venue}`), 'venue-events'));
      expectUpcoming(records, venueList, at, `/venues/${venue}`);
      // The venue's course widget lists the same courses, more of them, and offers to book only what can be booked.
      const widget = widgetCourses(await site.get(`/embed/venue/${venue}`));
      expectUpcoming(records, widget.slugs, at, `/embed/venue/${venue}`);
      expect(widget.slugs.slice(0, venueList.length), `/embed/venue/${venue} at ${at.toISOString()} differs from the venue page`).toEqual(venueList);
      const unbookable = widget.bookable.map((slug) => records.event(slug)).filter((event) => event.registration !== 'BOOKING' || event.seatsLeft <= 0 || !isJoinable(event, at));
      expect(unbookable.map((event) => event.slug), `/embed/venue/${venue} at ${at.toISOString()} offers to book what cannot be booked`).toEqual([]);
    }
    // The pages at their edge now: a window closing or a session beginning within the last half hour.
    const justBefore = at.getTime() - 30 * MINUTE;
    const edge = events.filter((event) =>
      [joinability(event, new Date(justBefore)).closesAt, event.sessions[0]!.startsAt].some((moment) => moment && moment.getTime() <= at.getTime() && moment.getTime() > justBefore),
    );
    for (const event of [events[index % events.length]!, ...edge.slice(0, 2), ...(listed[0] ? [records.event(listed[0])] : [])]) {
      const { booking, seatsChecked } = await expectEventPage(site, records, event.slug, at);
      tally.eventPages += 1;
      if (booking === 'offered') tally.bookingForms += 1;
      if (booking === 'closed') tally.closedBookable += 1;
      if (seatsChecked) tally.seatChecks += 1;
    }
    tally.liveCards += expectLiveCards(records, await site.get('/eventslive'), at, '/eventslive');
    if (index % askEvery === 0) tally.answeredCourses += await expectAssistantAnswer(site, records, index / askEvery, at);
    if (index % bookEvery === 0) {
      const before = booking;
      booking = await bookOrCancel(site, records, booking, listed, at);
      if (before) tally.cancelled += 1;
      else if (booking) tally.booked += 1;
    }
    tally.moments += 1;
  }
  return tally;
}

/** Cancels the seat booked before, or books the first free, open course the list shows, through the event page's form. */
async function bookOrCancel(site: Site, records: Records, booked: { slug: string; id: string } | null, listed: string[], at: Date) {
  if (booked) {
    const response = await site.post(`/events/${booked.slug}`, { _form: 'cancel', booking: booked.id });
    expect(response.status, `cancelling ${booked.slug} at ${at.toISOString()}`).toBeLessThan(400);
    await records.refresh(booked.slug);
    await expectEventPage(site, records, booked.slug, at);
    return null;
  }
  const slug = listed.find((one) => {
    const event = records.event(one);
    return event.registration === 'BOOKING' && event.seatsLeft > 0 && (event.price?.amountCents ?? 0) === 0 && bookingRefusal(event, at) === null;
  });
  if (!slug) return null;
  const response = await site.post(`/events/${slug}`, { _form: 'book' });
  expect(response.status, `booking ${slug} at ${at.toISOString()}`).toBeLessThan(400);
  const event = await records.refresh(slug);
  await expectEventPage(site, records, slug, at);
  const mine = (await site.store.bookings.byEvent(slug)).find((booking) => SEATED.has(booking.status) && booking.createdAt.getTime() === at.getTime());
  expect(mine, `no seat booked in ${slug} at ${at.toISOString()}`).toBeDefined();
  expect(event.seatsLeft).toBeGreaterThanOrEqual(0);
  return { slug, id: mine!.id };
}

export function everyStep(from: Date, span: number, step: number): Date[] {
  const moments: Date[] = [];
  for (let at = from.getTime(); at < from.getTime() + span; at += step) moments.push(new Date(at));
  return moments;
}

