// The course widget's document (/embed/venue/{slug}, /embed/organiser/{uid}) as its +onRenderHtml sends it: the
// courses with date, price and seats, „Buchen“ only where the site would book now, links that open the site in a new
// tab, both languages, the three themes, the empty and unknown states, and not one script.
import { describe, expect, it } from 'vitest';
import type { PageContext } from 'vike/types';
import { EmbedLayout } from '../../../components/layouts/EmbedLayout';
import type { Locale } from '../../../lib/i18n/locales';
import type { EmbedCourse_EventFragment } from '../../../graphql/generated/graphql';
import { CourseWidget } from './CourseWidget';
import type { CourseWidgetData } from './embed-data';
import { embedThemeOf } from './embed-theme';
import { widgetDocument } from './widget-document';

const hostile = '</title><script>alert(1)</script> Werkstatt';

function course(slug: string, fields: Partial<EmbedCourse_EventFragment> = {}): EmbedCourse_EventFragment {
  return {
    slug,
    title: `Kurs ${slug}`,
    startsAt: '2026-12-01T17:00:00.000Z',
    timeZone: 'Europe/Vienna',
    registration: 'BOOKING',
    bookingOpen: true,
    seatsLeft: 3,
    price: { amountCents: 8900, currency: 'EUR' },
    sessions: [{ startsAt: '2026-12-01T17:00:00.000Z' }],
    venue: { slug: 'tonwerk', name: 'Tonwerk' },
    ...fields,
  } as EmbedCourse_EventFragment;
}

const courses = [
  course('drehen'),
  course('voll', { seatsLeft: 0 }),
  course('offen', { registration: 'DROP_IN', bookingOpen: false, price: { amountCents: 0, currency: 'EUR' } }),
  course('serie', { sessions: [{ startsAt: '2026-12-01T17:00:00.000Z' }, { startsAt: '2026-12-08T17:00:00.000Z' }] }),
];

const venueWidget = (fields: Partial<CourseWidgetData> = {}): CourseWidgetData => ({
  owner: { kind: 'venue', slug: 'tonwerk', name: hostile },
  found: true,
  courses,
  theme: 'auto',
  ...fields,
});

/** The document as the browser gets it, parsed. */
async function widget(data: CourseWidgetData, locale: Locale = 'de'): Promise<{ html: string; doc: Document }> {
  const pageContext = { Page: () => <CourseWidget data={data} />, config: { Layout: EmbedLayout }, locale, data, urlPathname: '/embed/venue/tonwerk' } as unknown as PageContext;
  const html = await widgetDocument(pageContext);
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

const items = (doc: Document) => [...doc.querySelectorAll('.course-widget__course')];
const action = (item: Element) => item.querySelector('.course-widget__action')!;

describe('the course widget', () => {
  it('lists the courses with time, price and seats, and offers booking only where the site books now', async () => {
    const { doc } = await widget(venueWidget());
    expect(doc.querySelector('h1')?.textContent).toBe(`Kurse bei ${hostile}`);
    const [drehen, voll, offen, serie] = items(doc);
    expect(drehen!.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-01T17:00:00.000Z');
    expect(drehen!.textContent).toContain('Di., 1. Dez., 18:00\u00a0Uhr');
    expect(drehen!.textContent).toContain('€\u00a089');
    expect(drehen!.textContent).toContain('noch 3 Plätze frei');
    expect(action(drehen!).textContent).toBe('Buchen');
    expect(action(drehen!).getAttribute('aria-label')).toBe('„Kurs drehen“ buchen (öffnet einen neuen Tab)');
    expect(voll!.textContent).toContain('ausgebucht');
    expect(action(voll!).textContent).toBe('Details');
    expect(offen!.textContent).toContain('kostenlos · ohne Anmeldung');
    expect(action(offen!).textContent).toBe('Details');
    expect(serie!.textContent).toContain('ab Di., 1. Dez., 18:00\u00a0Uhr · 2 Termine');
    // A venue's widget does not repeat the venue on every course.
    expect(drehen!.querySelector('.course-widget__meta')?.textContent).not.toContain('Tonwerk');
  });

  it('opens the course on the site in a new tab, where booking continues, and links the venue’s page', async () => {
    const { doc } = await widget(venueWidget());
    const links = [...doc.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('target'), link.outerHTML).toBe('_blank');
      expect(link.getAttribute('rel'), link.outerHTML).toBe('noopener');
    }
    expect(action(items(doc)[0]!).getAttribute('href')).toBe('/events/drehen');
    expect(doc.querySelector('.course-widget__more a')?.getAttribute('href')).toBe('/venues/tonwerk');
  });

  it('ships no script and no data for one, and is not for search engines', async () => {
    const { html, doc } = await widget(venueWidget());
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<script>alert(1)');
    expect(doc.title).toBe(`Kurse bei ${hostile} – Magazin für Selbstgemachtes`);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('speaks English under /en, with English links', async () => {
    const { doc } = await widget(venueWidget(), 'en');
    expect(doc.documentElement.getAttribute('lang')).toBe('en-GB');
    const drehen = items(doc)[0]!;
    expect(action(drehen).textContent).toBe('Book');
    expect(action(drehen).getAttribute('href')).toBe('/en/events/drehen');
    expect(drehen.textContent).toContain('3 seats left');
    expect(items(doc)[1]!.textContent).toContain('fully booked');
    expect(doc.querySelector('.course-widget__more a')?.textContent).toBe('All courses of this venue on the Magazine for Homemade Things');
  });

  it('takes the theme the snippet asks for, and the system’s without one', async () => {
    expect((await widget(venueWidget({ theme: 'dark' }))).doc.documentElement.getAttribute('data-color-mode')).toBe('dark');
    expect((await widget(venueWidget({ theme: 'light' }))).doc.documentElement.getAttribute('data-color-mode')).toBe('light');
    expect((await widget(venueWidget({ theme: 'auto' }))).doc.documentElement.hasAttribute('data-color-mode')).toBe(false);
    expect(embedThemeOf({ theme: 'dark' })).toBe('dark');
    expect(embedThemeOf({ theme: 'light' })).toBe('light');
    for (const theme of [undefined, 'auto', 'pink', 'DARK']) expect(embedThemeOf({ theme })).toBe('auto');
  });

  it('says kindly when there is nothing to book, and when there is no such venue, with a way to the site', async () => {
    const empty = (await widget(venueWidget({ courses: [] }))).doc;
    expect(empty.querySelector('.course-widget__empty')?.textContent).toBe('Gerade gibt es hier keine Kurse, die du buchen kannst. Schau bald wieder vorbei! Entdecke alle Kurse im Magazin für Selbstgemachtes');
    expect(empty.querySelector('.course-widget__empty a')?.getAttribute('href')).toBe('/events');
    const unknown = (await widget({ owner: { kind: 'organiser' }, found: false, courses: [], theme: 'auto' }, 'en')).doc;
    expect(unknown.querySelector('.course-widget__empty')?.textContent).toContain('We cannot find these courses (any more).');
    expect(unknown.querySelector('.course-widget__empty a')?.getAttribute('href')).toBe('/en/events');
  });

  it('names each course’s venue in an organiser’s widget', async () => {
    const { doc } = await widget({ owner: { kind: 'organiser' }, found: true, courses: [course('drehen')], theme: 'auto' });
    expect(doc.querySelector('h1')?.textContent).toBe('Nächste Kurse');
    expect(items(doc)[0]!.querySelector('.course-widget__meta')?.textContent).toBe('Tonwerk · €\u00a089 · noch 3 Plätze frei');
    expect(doc.querySelector('.course-widget__more a')?.getAttribute('href')).toBe('/events');
  });
});
