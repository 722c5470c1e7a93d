import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../domain/records.js';
import { SAMPLE_OWNER_UID } from '../services/sample-events.js';
import { demoContent, musterspaceEvents, musterspaceVenue, xssCanaryVenue } from './demo-content.js';

// A fixed `now` keeps failures reproducible. The second one puts weekly courses across Europe's change to summer
// time (28 March 2027), where local 18:00 is not a fixed UTC time. demo-schedule.test.ts checks the schedule for
// every day of a year.
const now = new Date('2026-11-22T17:10:00Z');
const summer = new Date('2027-03-20T09:45:00Z');
const content = demoContent(now);
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Published courses that have not begun, with a seat left: what the lists offer to book. */
const bookableAhead = content.events.filter((e) => e.published && e.status === 'SCHEDULED' && e.startsAt > now && e.seatsLeft > 0);

const publicFile = (path: string) => new URL(`../../../web/public${path}`, import.meta.url);

function words(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function expectTranslated(text: LocalizedText, what: string) {
  expect(text.de.trim(), `${what} (de)`).not.toBe('');
  expect(text.en?.trim(), `${what} (en)`).toBeTruthy();
  expect(text.en, `${what}: English is a translation, not a copy`).not.toBe(text.de);
}

describe('demo content', () => {
  it('puts Vienna first, with every kind of venue, and in every city venues to visit and courses still to book', () => {
    expect(content.cities[0]?.slug).toBe('wien');
    expect(content.cities.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['wien', 'graz', 'linz', 'salzburg', 'innsbruck', 'berlin', 'muenchen', 'hamburg', 'zuerich']),
    );
    const vienna = content.venues.filter((v) => v.citySlug === 'wien' && v.published);
    expect(new Set(vienna.map((v) => v.kind))).toEqual(new Set(['SHOP', 'WORKSHOP', 'CREATIVE_SPACE', 'SCHOOL']));
    // /wien is the busiest landing page: more venues than any other city.
    for (const city of content.cities.slice(1)) {
      expect(content.venues.filter((v) => v.citySlug === city.slug && v.published).length, city.slug).toBeLessThan(vienna.length);
    }
    for (const city of content.cities) {
      expect(content.venues.some((v) => v.citySlug === city.slug && v.published), city.slug).toBe(true);
      expect(bookableAhead.some((e) => e.citySlug === city.slug), city.slug).toBe(true);
    }
  });

  it('gives every craft venues and courses still to book, and the magazine articles on several crafts', () => {
    for (const craft of content.crafts) {
      expect(content.venues.some((v) => v.published && v.craftSlugs.includes(craft.slug)), craft.slug).toBe(true);
      expect(bookableAhead.some((e) => e.craftSlugs.includes(craft.slug)), craft.slug).toBe(true);
    }
    expect(new Set(content.articles.flatMap((a) => a.craftSlugs)).size).toBeGreaterThanOrEqual(content.crafts.length / 2);
    // /pagination shows 20 events a page: the upcoming ones fill several.
    expect(bookableAhead.length).toBeGreaterThan(3 * 20);
  });

  it('spreads venues and events over every city, craft and level', () => {
    for (const city of content.cities) {
      expect(content.venues.some((v) => v.citySlug === city.slug && v.published), city.slug).toBe(true);
      expect(content.events.some((e) => e.citySlug === city.slug && e.published), city.slug).toBe(true);
    }
    for (const craft of content.crafts) {
      expect(content.venues.some((v) => v.craftSlugs.includes(craft.slug)), craft.slug).toBe(true);
      expect(content.events.some((e) => e.craftSlugs.includes(craft.slug)), craft.slug).toBe(true);
    }
    expect(new Set(content.events.map((e) => e.level))).toEqual(new Set(['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS']));
    expect(content.events.filter((e) => e.price.amountCents === 0).length).toBeGreaterThanOrEqual(5);
    expect(new Set(content.events.map((e) => e.price.amountCents)).size).toBeGreaterThanOrEqual(20);
    expect(content.events.some((e) => e.price.currency === 'CHF')).toBe(true);
  });

  it('uses valid, unique slugs', () => {
    for (const [kind, slugs] of Object.entries({
      crafts: content.crafts.map((c) => c.slug),
      cities: content.cities.map((c) => c.slug),
      venues: content.venues.map((v) => v.slug),
      events: content.events.map((e) => e.slug),
      articles: content.articles.map((a) => a.slug),
    })) {
      for (const slug of slugs) expect(slug, kind).toMatch(slugPattern);
      expect(new Set(slugs).size, `${kind} slugs are unique`).toBe(slugs.length);
    }
  });

  it('only references crafts, cities and venues that exist', () => {
    const crafts = new Set(content.crafts.map((c) => c.slug));
    const cities = new Map(content.cities.map((c) => [c.slug, c]));
    const venues = new Map(content.venues.map((v) => [v.slug, v]));
    const craftRefs = [...content.venues, ...content.events, ...content.articles].flatMap((r) => r.craftSlugs);
    for (const slug of craftRefs) expect(crafts, slug).toContain(slug);
    for (const venue of content.venues) {
      const city = cities.get(venue.citySlug);
      expect(city, venue.slug).toBeDefined();
      expect(venue.timeZone).toBe(city?.timeZone);
      expect(venue.address.country).toBe(city?.country);
      expect(venue.craftSlugs.length, venue.slug).toBeGreaterThan(0);
    }
    for (const event of content.events) {
      const venue = venues.get(event.venueSlug);
      expect(venue, event.slug).toBeDefined();
      expect(event.citySlug).toBe(venue?.citySlug);
      expect(event.timeZone).toBe(venue?.timeZone);
      expect(event.geo, event.slug).toEqual(venue?.geo);
    }
  });

  it('points every image at an illustration that exists', () => {
    const images = [
      ...content.venues.flatMap((v) => v.images),
      ...content.events.flatMap((e) => e.images),
      ...content.articles.flatMap((a) => (a.cover ? [a.cover] : [])),
    ];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.url).toMatch(/^\/illustrations\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(image.url)), image.url).toBe(true);
      expectTranslated(image.alt, image.url);
    }
  });

  it('describes venues in German of 60+ words, with an English version', () => {
    for (const venue of content.venues) {
      expect(words(venue.description.de), venue.slug).toBeGreaterThanOrEqual(60);
      expectTranslated(venue.description, venue.slug);
      expect(venue.nameSort).toBe(venue.nameSort.toLowerCase());
      expect(venue.nameSort).not.toMatch(/[äöüß]/);
      expect(venue.openingHours.length, venue.slug).toBeGreaterThan(0);
      for (const hours of venue.openingHours) expect(hours.opens < hours.closes, venue.slug).toBe(true);
      // Split hours (a lunch break) are two intervals on one day that do not overlap.
      for (const day of new Set(venue.openingHours.map((h) => h.day))) {
        const intervals = venue.openingHours.filter((h) => h.day === day).sort((a, b) => a.opens.localeCompare(b.opens));
        for (let i = 1; i < intervals.length; i++) {
          expect(intervals[i - 1]?.closes.localeCompare(intervals[i]?.opens ?? ''), `${venue.slug} ${day}`).toBeLessThan(0);
        }
      }
      expect(venue.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.(at|de|ch)\/$/);
      expect(venue.contact.email).toMatch(/@[a-z0-9-]+\.example\.(at|de|ch)$/);
    }
  });

  it('opens venues on different days: some closed on Sunday and Monday, a few with a lunch break', () => {
    const openOn = (day: string) => (v: (typeof content.venues)[number]) => v.openingHours.some((h) => h.day === day);
    expect(content.venues.filter((v) => !openOn('SUNDAY')(v) && !openOn('MONDAY')(v)).length).toBeGreaterThanOrEqual(10);
    expect(content.venues.filter(openOn('SUNDAY')).length).toBeGreaterThanOrEqual(2);
    const split = content.venues.filter((v) => v.openingHours.length > new Set(v.openingHours.map((h) => h.day)).size);
    expect(split.length).toBeGreaterThanOrEqual(3);
  });

  it('spreads the Vienna venues over at least 10 districts, inside Vienna', () => {
    const vienna = content.venues.filter((v) => v.citySlug === 'wien');
    expect(new Set(vienna.map((v) => v.address.district)).size).toBeGreaterThanOrEqual(10);
    for (const venue of vienna) {
      expect(venue.address.postalCode, venue.slug).toMatch(/^1[0-2]\d0$/);
      // The district number in the postal code (1070 -> 7) matches the district's name.
      const district = Number(venue.address.postalCode.slice(1, 3));
      expect(venue.address.district, venue.slug).toContain(`(${district}. Bezirk)`);
      expect(venue.geo.lat).toBeGreaterThan(48.12);
      expect(venue.geo.lat).toBeLessThan(48.33);
      expect(venue.geo.lng).toBeGreaterThan(16.18);
      expect(venue.geo.lng).toBeLessThan(16.58);
    }
  });

  it('keeps events consistent: times, seats, prices, texts', () => {
    for (const event of content.events) {
      expect(event.endsAt.getTime(), event.slug).toBeGreaterThan(event.startsAt.getTime());
      expect(event.seatsLeft, event.slug).toBeGreaterThanOrEqual(0);
      expect(event.seatsLeft, event.slug).toBeLessThanOrEqual(event.capacity);
      expect(Number.isInteger(event.price.amountCents) && event.price.amountCents >= 0).toBe(true);
      expectTranslated(event.title, event.slug);
      expectTranslated(event.description, event.slug);
      expect(typeof event.materialsIncluded, event.slug).toBe('boolean');
      if (event.whatToBring) expectTranslated(event.whatToBring, `${event.slug} what to bring`);
    }
    expect(content.events.filter((e) => e.whatToBring).length).toBeGreaterThan(content.events.length / 2);
    expect(content.events.some((e) => e.materialsIncluded)).toBe(true);
    expect(content.events.some((e) => !e.materialsIncluded)).toBe(true);
    expect(content.events.some((e) => e.price.amountCents === 0)).toBe(true);
    // A course run now and then is cancelled or postponed, and its text says so.
    for (const event of content.events.filter((e) => e.status !== 'SCHEDULED')) expect(event.description.de, event.slug).toMatch(/entfallen|verschoben/);
    expect(content.events.some((e) => e.status === 'CANCELLED')).toBe(true);
    expect(content.events.some((e) => e.status === 'POSTPONED')).toBe(true);
    expect(content.events.filter((e) => !e.published).length).toBeGreaterThanOrEqual(1);
    expect(content.events.filter((e) => e.status === 'SCHEDULED').length).toBeGreaterThan(content.events.length / 2);
  });

  it('has courses that need a minimum of bookings ahead: one with enough, one short of it, decided before they begin', () => {
    const ahead = content.events.filter((e) => e.minimum && e.minimum.decidesAt > now);
    const taken = (e: (typeof ahead)[number]) => e.capacity - e.seatsLeft;
    expect(ahead.some((e) => taken(e) >= e.minimum!.participants)).toBe(true);
    expect(ahead.some((e) => taken(e) < e.minimum!.participants)).toBe(true);
    for (const event of content.events.filter((e) => e.minimum)) {
      // Seeded pending: the decision job decides what is due once the server runs.
      expect(event.minimum!.outcome, event.slug).toBe('PENDING');
      expect(event.minimum!.decidesAt.getTime(), event.slug).toBeLessThan(event.startsAt.getTime());
      expect(event.minimum!.participants, event.slug).toBeLessThanOrEqual(event.capacity);
    }
  });

  it('dates events in the past, right now and over the next 90 days', () => {
    const at = now.getTime();
    const day = 24 * 60 * 60_000;
    expect(content.events.some((e) => e.endsAt.getTime() < at)).toBe(true);
    expect(content.events.some((e) => e.startsAt.getTime() > at + 60 * day)).toBe(true);
    for (const event of content.events) expect(event.startsAt.getTime(), event.slug).toBeLessThan(at + 91 * day);
    // Open sessions run on a weekday afternoon (Wednesday, 25 November 2026, 16:30 in Vienna).
    const afternoon = new Date('2026-11-25T15:30:00Z').getTime();
    const running = demoContent(new Date(afternoon)).events.filter((e) => e.startsAt.getTime() <= afternoon && afternoon < e.endsAt.getTime());
    expect(running.length).toBeGreaterThanOrEqual(2);
  });

  it('names each course run after its first date and meets at the same local time each week', () => {
    const runs = content.events.filter((e) => e.slug.startsWith('drehscheibe-fuer-einsteiger-'));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const localTime = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit' });
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' });
    for (const run of runs) {
      expect(run.sessions).toHaveLength(4);
      expect(run.slug).toBe(`drehscheibe-fuer-einsteiger-${localDay.format(run.startsAt)}`);
      for (const session of run.sessions) expect(localTime.format(session.startsAt)).toBe('18:00');
      const days = run.sessions.map((session) => Date.parse(localDay.format(session.startsAt)) / (24 * 60 * 60_000));
      for (const gap of days.slice(1).map((d, i) => d - (days[i] ?? 0))) expect(gap % 7, run.slug).toBe(0);
    }
    // Across the change to summer time a weekly course keeps its local time: one week is an hour shorter in UTC.
    const spring = demoContent(summer).events.filter((e) => e.sessions.length > 1 && e.citySlug === 'wien');
    const gaps = spring.flatMap((e) => e.sessions.slice(1).map((session, i) => session.startsAt.getTime() - (e.sessions[i]?.startsAt.getTime() ?? 0)));
    expect(gaps).toContain(7 * 24 * 60 * 60_000 - 60 * 60_000);
  });

  it('repeats series weekly and monthly, each date its own event of the series', () => {
    const occurrences = new Map<string, number>();
    for (const event of content.events) {
      const series = event.slug.replace(/-\d{4}-\d{2}-\d{2}$/, '');
      occurrences.set(series, (occurrences.get(series) ?? 0) + 1);
    }
    expect([...occurrences.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(8);

    // "Every first Friday of the month" at Garnschwester, 18:00 in Vienna.
    const monthly = content.events.filter((e) => e.slug.startsWith('haekelabend-fuer-einsteiger-'));
    expect(monthly.length).toBeGreaterThanOrEqual(3);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Vienna',
      weekday: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const parts = (date: Date) => Object.fromEntries(local.formatToParts(date).map((p) => [p.type, p.value]));
    for (const event of monthly) {
      const { weekday, day, hour, minute } = parts(event.startsAt);
      expect(weekday, event.slug).toBe('Friday');
      expect(Number(day), event.slug).toBeLessThanOrEqual(7);
      expect(`${hour}:${minute}`, event.slug).toBe('18:00');
      expect(event.seriesId).toBe('haekelabend-fuer-einsteiger');
    }
    // "Every Thursday evening" at Masche & Co: Thursdays a week apart, from two weeks ago to five weeks ahead (not
    // on Christmas Eve).
    const weekly = content.events.filter((e) => e.slug.startsWith('strickstammtisch-'));
    expect(weekly.length).toBeGreaterThanOrEqual(6);
    for (const event of weekly) {
      const { weekday, hour, minute } = parts(event.startsAt);
      expect(`${weekday} ${hour}:${minute}`, event.slug).toBe('Thursday 18:30');
      expect(event.sessions).toHaveLength(1);
      expect(event.seriesId).toBe('strickstammtisch');
    }
    const days = weekly.map((e) => Date.parse(e.slug.slice(-10)) / (24 * 60 * 60_000));
    expect(days.slice(1).map((d, i) => d - (days[i] ?? 0))).toEqual(days.slice(1).map(() => 7));
    expect(weekly.filter((e) => e.startsAt.getTime() > now.getTime()).length).toBeGreaterThanOrEqual(4);
    const months = monthly.map((e) => e.slug.slice(-10, -3));
    expect(new Set(months).size).toBe(monthly.length);
    expect(monthly.some((e) => e.endsAt.getTime() < now.getTime())).toBe(true);
  });

  it('has long, translated articles published in the past', () => {
    for (const article of content.articles) {
      expect(words(article.body.de), article.slug).toBeGreaterThanOrEqual(300);
      expect(words(article.body.en ?? ''), article.slug).toBeGreaterThanOrEqual(250);
      expect(article.body.de).toMatch(/^## /m);
      expect(article.body.de).toMatch(/^(- |\d+\. )/m);
      expectTranslated(article.title, article.slug);
      expectTranslated(article.excerpt, article.slug);
      expectTranslated(article.author.bio ?? { de: '' }, article.slug);
      expect(article.tags.length).toBeGreaterThan(0);
      expect(article.craftSlugs.length).toBeGreaterThan(0);
      expect(article.publishedAt.getTime()).toBeLessThan(now.getTime());
      expect(article.cover).toBeDefined();
    }
  });

  it('is deterministic for the same now and moves with now', () => {
    expect(demoContent(new Date(now))).toEqual(content);
    const later = demoContent(new Date(now.getTime() + 7 * 24 * 60 * 60_000));
    expect(later.events.map((e) => e.slug)).not.toEqual(content.events.map((e) => e.slug));
    // The same dates keep their events: a week later, next week's events are still there under the same slugs.
    const nextWeek = content.events.filter((e) => e.startsAt.getTime() > now.getTime() + 8 * 24 * 60 * 60_000).map((e) => e.slug);
    expect(later.events.map((e) => e.slug)).toEqual(expect.arrayContaining(nextWeek.slice(0, 20)));
  });

  it('keeps the XSS canary out of the demo content', () => {
    const canary = xssCanaryVenue(now);
    expect(canary.name).toBe('</script><script>alert(1)</script> Atelier');
    expect(canary.slug).toMatch(slugPattern);
    expect(content.venues.some((v) => v.slug === canary.slug || v.name.includes('<'))).toBe(false);
  });
});

describe('the sample venue (/musterspace)', () => {
  const venue = musterspaceVenue(now);
  const events = musterspaceEvents(now);

  it('is a complete listing that says it is a sample and is never published', () => {
    expect(venue.slug).toBe('musterspace');
    expect(venue.name).toBe('Musterspace');
    expect(venue.published).toBe(false);
    expect(venue.description.de).toMatch(/Beispieleintrag/);
    expect(venue.description.en).toMatch(/sample listing/);
    expect(words(venue.description.de)).toBeGreaterThanOrEqual(100);
    expectTranslated(venue.description, venue.slug);
    expect(venue.address.district).toBe('Neubau (7. Bezirk)');
    expect(venue.contact.email && venue.contact.phone && venue.website).toBeTruthy();
    expect(venue.socialLinks?.length).toBeGreaterThanOrEqual(2);
    expect(venue.craftSlugs.length).toBeGreaterThanOrEqual(3);
    expect(venue.images.length).toBe(venue.craftSlugs.length + 1);
    for (const image of venue.images) expect(existsSync(publicFile(image.url)), image.url).toBe(true);
    // A lunch break: two intervals on one day.
    expect(venue.openingHours.filter((h) => h.day === 'TUESDAY')).toHaveLength(2);
    expect(content.venues.some((v) => v.slug === venue.slug)).toBe(false);
  });

  it('has a few unpublished sample courses at it', () => {
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const event of events) {
      expect(event.venueSlug).toBe('musterspace');
      expect(event.published).toBe(false);
      expect(event.geo).toEqual(venue.geo);
      expect(event.whatToBring).toBeDefined();
      expectTranslated(event.title, event.slug);
      expect(event.title.de).toMatch(/^Beispiel/);
      expect(event.ownerUid).toBe(SAMPLE_OWNER_UID);
    }
    expect(events.filter((e) => e.startsAt.getTime() > now.getTime()).length).toBeGreaterThanOrEqual(3);
    const slugs = new Set(content.events.map((e) => e.slug));
    for (const event of events) expect(slugs.has(event.slug), event.slug).toBe(false);
  });
});

describe('illustrations', () => {
  const names = [...content.crafts.map((c) => c.slug), 'venue', 'article'];

  it.each(names)('%s.svg is a small, self-contained 400×300 SVG with a title', (name) => {
    const svg = readFileSync(publicFile(`/illustrations/${name}.svg`), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300"/);
    expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/href=|url\(|<script|<image|@import/i);
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(3 * 1024);
  });
});
