// The Firebase path end to end: the built package (functions/lib) in the Functions emulator behind the Hosting
// emulator, over the demo content in the Firestore emulator. Every request goes to Hosting's port, which serves the
// client build itself and rewrites /graphql to `api` and every other path to `ssr`, as deployed. The functions get
// no NODE_ENV, as in the Functions emulator.
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoContent } from '../src/seed/seed.js';
import { openFirebaseStore } from '../src/store/firebase/store.js';
import { startFirebaseEmulators, type FirebaseEmulators } from './firebase-emulators.js';
import { clearFirestore, firestoreEmulatorMissing, startFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator.js';

const missing = firestoreEmulatorMissing();

interface Seeded {
  venue: { slug: string; name: string };
  event: { slug: string; title: string };
  article: { slug: string; title: string };
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe.skipIf(missing)('the Firebase path: Hosting, Functions and Firestore emulators', () => {
  const projectId = `demo-hosting-${Date.now().toString(36)}`;
  let firestore: FirestoreEmulator;
  let emulators: FirebaseEmulators;
  let seeded: Seeded;

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(emulators.hostingUrl + path, { redirect: 'manual', headers: { 'accept-language': 'de-AT,de;q=0.9', ...headers } });

  async function page(path: string, headers?: Record<string, string>): Promise<string> {
    const response = await get(path, headers);
    const html = await response.text();
    // The function's log tells why when a page fails.
    expect(response.status, `${path}: ${html.slice(0, 300)}\n${emulators.output().slice(-2000)}`).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return html;
  }

  beforeAll(async () => {
    // The Firestore client of the seeding would probe for the Compute Engine metadata server while looking for
    // credentials, which the emulator does not need (firebase-emulators.ts says the same for the functions).
    vi.stubEnv('METADATA_SERVER_DETECTION', 'none');
    firestore = await startFirestoreEmulator({ projectId });
    // Seeding and starting the emulators take seconds each: both at once.
    const seeding = (async () => {
      const store = openFirebaseStore(new Firestore({ projectId, host: firestore.host, ssl: false }));
      await seedDemoContent(store);
      await store.close();
    })();
    const starting = startFirebaseEmulators({ projectId, firestoreHost: firestore.host });
    const [seededResult, startedResult] = await Promise.allSettled([seeding, starting]);
    if (startedResult.status === 'fulfilled') emulators = startedResult.value;
    if (seededResult.status === 'rejected') throw seededResult.reason;
    if (startedResult.status === 'rejected') throw startedResult.reason;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await emulators?.stop();
    if (firestore) {
      await clearFirestore(firestore.host, projectId);
      await firestore.stop();
    }
  });

  it('answers a GraphQL query at /graphql through the api function, from Firestore', async () => {
    const response = await fetch(`${emulators.hostingUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{
          venues(first: 1) { totalCount edges { node { slug name } } }
          events(first: 1) { edges { node { slug title } } }
          articles(first: 1) { edges { node { slug title } } }
          diagnostics { storeAdapter }
        }`,
      }),
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const { data } = JSON.parse(text) as {
      data: {
        venues: { totalCount: number; edges: Array<{ node: Seeded['venue'] }> };
        events: { edges: Array<{ node: Seeded['event'] }> };
        articles: { edges: Array<{ node: Seeded['article'] }> };
        diagnostics: { storeAdapter: string };
      };
    };
    expect(data.diagnostics.storeAdapter).toBe('firebase');
    expect(data.venues.totalCount).toBeGreaterThan(20);
    seeded = { venue: data.venues.edges[0]!.node, event: data.events.edges[0]!.node, article: data.articles.edges[0]!.node };
    expect(seeded.venue.name).not.toBe('');
    expect(seeded.event.title).not.toBe('');
    expect(seeded.article.title).not.toBe('');
  });

  it('renders the public pages through the ssr function, with the seeded content', async () => {
    const home = await page('/');
    expect(home).toContain('<html lang="de');
    expect(home).toMatch(/<title>[^<]*Magazin für Selbstgemachtes<\/title>/);

    const venues = await page('/venues');
    expect(venues).toContain(`href="/venues/${seeded.venue.slug}"`);
    expect(venues).toContain(escapeHtml(seeded.venue.name));

    const venue = await page(`/venues/${seeded.venue.slug}`);
    expect(venue).toMatch(new RegExp(`<title>[^<]*${escapeRegExp(escapeHtml(seeded.venue.name))}`));
    const event = await page(`/events/${seeded.event.slug}`);
    expect(event).toMatch(new RegExp(`<title>[^<]*${escapeRegExp(escapeHtml(seeded.event.title))}`));
    const article = await page(`/blog/${seeded.article.slug}`);
    expect(article).toMatch(new RegExp(`<title>[^<]*${escapeRegExp(escapeHtml(seeded.article.title))}`));

    const slash = await get('/en/');
    await slash.arrayBuffer();
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/en');
    const english = await page('/en');
    expect(english).toContain('<html lang="en');
    expect(english).toMatch(/<title>[^<]*Magazine for Homemade Things<\/title>/);
  });

  it('serves the client build itself, with firebase.json’s headers', async () => {
    const html = await page('/venues');
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(asset, 'a script or stylesheet of the client build').toBeDefined();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await response.arrayBuffer();
  });

  it('sends a signed-out visitor from a private page to the sign-in page and back', async () => {
    const profile = await get('/profile');
    await profile.arrayBuffer();
    expect(profile.status).toBe(302);
    expect(profile.headers.get('location')).toBe('/login?next=%2Fprofile');
    const login = await page('/login?next=%2Fprofile');
    expect(login).toMatch(/<form[^>]*method="post"/i);
    expect(login).toContain('type="email"');
  });

  it('serves the calendar, the blog feed and the sitemap', async () => {
    const calendar = await get('/events.ics');
    const ics = (await calendar.text()).replace(/\r\n /g, '');
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('X-WR-CALNAME:Kurse – Magazin für Selbstgemachtes');
    expect(ics).toContain(`/events/${seeded.event.slug}`);

    const feed = await get('/blog/feed.xml');
    const atom = await feed.text();
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(atom).toContain(`/blog/${seeded.article.slug}`);

    const sitemap = await get('/sitemap.xml');
    const xml = await sitemap.text();
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(xml).toContain(`/venues/${seeded.venue.slug}</loc>`);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
