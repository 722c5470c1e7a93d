import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import type { Data, ProfileEventsViewer } from './+data';
import Page from './+Page';

const now = '2026-11-22T12:00:00.000Z';
const hostile = '</script><script>alert(1)</script> Kurs';

function created(slug: string, review: string | null, startsAt = '2026-12-05T13:00:00.000Z', extra: Record<string, unknown> = {}) {
  return { slug, title: slug === 'entwurf' ? hostile : `Kurs ${slug}`, startsAt, endsAt: startsAt.replace('T13', 'T16'), timeZone: 'Europe/Vienna', status: 'SCHEDULED', review, reviewNote: null, ...extra };
}

const viewer = {
  uid: 'u1',
  events: [
    created('frei', 'PUBLISHED'),
    created('entwurf', 'DRAFT'),
    created('pruefung', 'IN_REVIEW'),
    created('abgelehnt', 'REJECTED', undefined, { reviewNote: 'Ort fehlt' }),
    created('abgesagt', 'PUBLISHED', undefined, { status: 'CANCELLED' }),
    created('vorbei', 'PUBLISHED', '2026-10-05T13:00:00.000Z'),
  ],
  bookings: [{ id: 'b1', status: 'WAITLISTED', event: { ...created('gebucht', null), venue: { name: 'Atelier' } } }],
} as unknown as ProfileEventsViewer;

describe('/profile/events', () => {
  it('groups my events by state, with a rejection’s note, and lists my bookings; hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/profile/events', data: { viewer, error: null, now } satisfies Data });
    expect(errors).toEqual([]);
    const groups = [...container.querySelectorAll('#created-events ~ section h3, #created-events + * h3, section > section > h3')].map((h) => h.textContent);
    expect([...new Set(groups)]).toEqual(['Entwürfe', 'Nicht freigegeben', 'In Prüfung', 'Veröffentlicht', 'Abgesagt', 'Vorbei']);
    expect(container.querySelector('a[href="/profile/event/entwurf"]')?.textContent).toBe(hostile);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('Anmerkung der Redaktion: Ort fehlt');
    const booked = container.querySelector('#booked-events + ul')!;
    expect(booked.querySelector('a')?.getAttribute('href')).toBe('/events/gebucht');
    expect(booked.textContent).toContain('auf der Warteliste');
  });

  it('invites to add a first event when there is none, and explains a failed load', async () => {
    const empty = await renderPage({ Page, locale: 'en', url: '/profile/events', data: { viewer: { ...viewer, events: [], bookings: [] }, error: null, now } });
    expect(empty).toContain('You have not added a course yet.');
    expect(empty).toContain('href="/en/makeevent"');
    expect(await renderPage({ Page, url: '/profile/events', data: { viewer: null, error: 'ERROR', now } })).toContain('Hier ist etwas schiefgegangen.');
  });
});
