// @vitest-environment node
// The SSR handler over the real vike production build (run `vike build` in web/ first; `npm test` builds) with a
// scripted GraphQL executor: status codes, language redirects and cookie, payloads, escaping, store outages.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLRequest, GraphQLResult } from './graphql-types';
import { createSsrHandler } from './ssr-handler';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
const hostile = '</script><script>alert(1)</script> Atelier';

const craft = { slug: 'toepfern-keramik', name: 'Töpfern & Keramik' };
const venue = {
  slug: 'atelier-x',
  name: hostile,
  kind: 'WORKSHOP',
  description: 'Ein Ort für Ton.\n\nZweiter Absatz.',
  website: 'https://atelier.example',
  socialLinks: [],
  timeZone: 'Europe/Vienna',
  crafts: [craft],
  address: { street: 'Gasse 1', postalCode: '1070', locality: 'Wien', district: 'Neubau', country: 'AT' },
  city: { slug: 'wien', name: 'Wien' },
  geo: { lat: 48.2, lng: 16.35 },
  openingHours: [{ day: 'TUESDAY', opens: '10:00', closes: '18:00' }],
  openStudioHours: [],
  equipment: [],
  contact: { email: 'hallo@atelier.example', phone: null },
  images: [],
};

const calls: Array<{ request: GraphQLRequest; locale: unknown; forwardedFor?: unknown; socketAddress?: string }> = [];
let storeDown = false;
/** The front page's upcoming events fail (the store is down for them) unless this is set. */
let frontPageWhole = false;

async function graphql(request: GraphQLRequest, headers: Record<string, unknown>, socketAddress?: string): Promise<GraphQLResult> {
  calls.push({ request, locale: headers['x-locale'], forwardedFor: headers['x-forwarded-for'], socketAddress });
  const unavailable = (field: string, path: Array<string | number> = [field]) => ({
    message: 'The store is unavailable',
    path,
    extensions: { code: 'STORE_UNAVAILABLE' },
  });
  switch (request.operationName) {
    case 'VenuePage':
      if (request.variables?.slug !== 'atelier-x') return { data: { venue: null } };
      if (storeDown) return { data: { venue: { ...venue, upcomingEvents: null } }, errors: [unavailable('venue', ['venue', 'upcomingEvents'])] };
      return { data: { venue: { ...venue, upcomingEvents: [] } } };
    case 'PageViewer':
      return { data: { viewer: headers.cookie === '__session=good' ? { uid: 'u1', role: 'USER', profile: { name: hostile, avatar: null } } : null } };
    case 'SignIn':
      return request.variables?.password === 'richtig'
        ? { data: { signIn: { session: { token: 'new-session', expiresAt: new Date(Date.now() + 3600_000).toISOString() } } } }
        : { data: null, errors: [{ message: 'no', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'password', code: 'INVALID_CREDENTIALS' }] } }] };
    case 'SignOut':
      return { data: { signOut: true } };
    case 'Taxonomy':
      return { data: { crafts: [craft], cities: [venue.city] } };
    case 'VenueDirectoryList':
      return { data: { venues: null }, errors: [unavailable('venues')] };
    case 'FrontPage':
      return {
        data: {
          crafts: [craft],
          cities: [venue.city],
          featuredVenues: { edges: [{ node: venue }] },
          upcomingEvents: frontPageWhole ? { edges: [] } : null,
          latestArticles: { edges: [] },
        },
        ...(frontPageWhole ? {} : { errors: [unavailable('upcomingEvents')] }),
      };
    default:
      return { errors: [{ message: `unexpected operation ${request.operationName}` }] };
  }
}

let server: Server;
let base: string;

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error('web/dist is missing: run `npx vike build` in web/ first');
  await import(/* @vite-ignore */ entry.href);
  const handler = createSsrHandler({ graphql });
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' });

describe('SSR handler', () => {
  it('renders a venue with a hostile name as text, in the HTML and in the serialised page data', async () => {
    const response = await get('/venues/atelier-x', { 'accept-language': 'de' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Atelier');
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<html lang="de-AT">');
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/127\.0\.0\.1:\d+\/venues\/atelier-x"\/>/);
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toContain(' – Magazin für Selbstgemachtes</title>');
    // Every <script> element still ends where it should: exactly one closing tag per opening tag.
    expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length);
    expect(calls.at(-1)?.locale).toBe('de');
  });

  it('serves the page data at {path}/_payload.json', async () => {
    const response = await get('/venues/atelier-x/_payload.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.text();
    expect(body).toContain('Atelier');
    expect(body).not.toContain('<script>');
  });

  it('localizes English pages and passes the locale to the API', async () => {
    const response = await get('/en/venues/atelier-x');
    const html = await response.text();
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('Opening hours');
    expect(calls.at(-1)?.locale).toBe('en');
  });

  it('lets shared caches keep the pages of signed-out visitors, without a cookie, briefly for lists and details', async () => {
    for (const cookie of [undefined, 'i18n_redirected=en', '__session=lang%3Aen']) {
      const response = await get('/en/venues/atelier-x', cookie ? { cookie } : {});
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    }
    const payload = await get('/en/venues/atelier-x/_payload.json');
    expect(payload.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const missing = await get('/gibt-es-nicht');
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect((await get('/impressum')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
    // A page for signed-in people is private even when it only sends a signed-out visitor away.
    expect((await get('/profile')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends a first visit to / with an English browser to /en and remembers it in both cookies, privately', async () => {
    const response = await get('/', { 'accept-language': 'en-US,en;q=0.9,de;q=0.5' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.getSetCookie()).toEqual([
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
      '__session=lang%3Aen; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('keeps a reader who follows a link on the site to / on the German front page, whatever the browser prefers', async () => {
    const response = await get('/?done=signedOut', { 'accept-language': 'en-US,en;q=0.9', referer: `${base}/app` });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toContain('__session=lang%3Ade');
    const fromElsewhere = await get('/', { 'accept-language': 'en-US,en;q=0.9', referer: 'https://search.example/?q=basteln' });
    expect(fromElsewhere.headers.get('location')).toBe('/en');
  });

  it('keeps a German visitor on / and redirects a remembered English choice from either cookie', async () => {
    const german = await get('/', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(german.status).toBe(200);
    expect(german.headers.get('cache-control')).toBe('private, no-store');
    expect(german.headers.getSetCookie().join('\n')).toContain('i18n_redirected=de');
    expect(german.headers.getSetCookie().join('\n')).toContain('__session=lang%3Ade');
    for (const cookie of ['i18n_redirected=en', '__session=lang%3Aen']) {
      const remembered = await get('/', { cookie, 'accept-language': 'de' });
      expect(remembered.status).toBe(302);
      expect(remembered.headers.get('location')).toBe('/en');
      expect(remembered.headers.get('cache-control')).toBe('private, no-store');
    }
    // Remembered in `__session`, part of the shared cache's key: the same front page for every German reader, unless
    // part of it could not be loaded.
    expect((await get('/', { cookie: '__session=lang%3Ade' })).headers.get('cache-control')).toBe('private, no-store');
    frontPageWhole = true;
    const home = await get('/', { cookie: '__session=lang%3Ade', 'accept-language': 'en' });
    frontPageWhole = false;
    expect(home.status).toBe(200);
    expect(home.headers.getSetCookie()).toEqual([]);
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // Remembered only in i18n_redirected, which a shared cache's key does not hold: private.
    expect((await get('/', { cookie: 'i18n_redirected=de', 'accept-language': 'en' })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('remembers an explicit switch to German and continues at the clean URL', async () => {
    const response = await get('/?lang=de', { cookie: 'i18n_redirected=en; __session=lang%3Aen' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual([
      'i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax',
      '__session=lang%3Ade; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    ]);
    const home = await get('/', { cookie: '__session=lang%3Ade', 'accept-language': 'en' });
    expect(home.status).toBe(200);
  });

  it('keeps the session when a signed-in person switches the language', async () => {
    const response = await get('/en/venues?lang=en', { cookie: '__session=good' });
    expect(response.headers.get('location')).toBe('/en/venues');
    expect(response.headers.getSetCookie()[1]).toMatch(/^__session=lang%3Aen%7Cgood; Max-Age=31536000; /);
  });

  it('answers unknown paths with 404 "Page not found: {path}"', async () => {
    const response = await get('/gibt-es-nicht');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /gibt-es-nicht');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers a malformed slug with 404 "Page Not Found: {path}"', async () => {
    const response = await get('/venues/Not_A_Slug');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /venues/Not_A_Slug');
  });

  it('answers an unknown venue with 404', async () => {
    const response = await get('/en/venues/unknown-venue');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /en/venues/unknown-venue');
    expect(html).toContain('<html lang="en-GB">');
  });

  it('shows a friendly message where the store is down and renders the rest', async () => {
    const front = await (await get('/', { 'accept-language': 'de' })).text();
    expect(front).toContain('Diese Inhalte können wir gerade nicht laden.');
    expect(front).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Atelier');
    const list = await get('/venues');
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('Diese Inhalte können wir gerade nicht laden.');
    storeDown = true;
    const page = await (await get('/venues/atelier-x')).text();
    storeDown = false;
    expect(page).toContain('Diese Inhalte können wir gerade nicht laden.');
    expect(page).toContain('Gasse 1');
  });

  it('hands other methods to the next handler', async () => {
    const handler = createSsrHandler({ graphql });
    let passed = false;
    await handler({ method: 'POST', url: '/', headers: {} } as never, {} as never, () => {
      passed = true;
    });
    expect(passed).toBe(true);
  });

  it('shows the signed-in person in the header and keeps their pages out of shared caches', async () => {
    const before = calls.length;
    const response = await get('/venues/atelier-x', { cookie: '__session=good' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('class="account-menu__name"');
    expect(html).toContain('action="/logout"');
    const anonymous = await get('/venues/atelier-x');
    expect(anonymous.headers.get('cache-control')).not.toContain('private');
    expect(await anonymous.text()).toContain('class="account-menu account-menu__sign-in"');
    // Resolved once, and only for the request with a session cookie.
    expect(calls.slice(before).filter((call) => call.request.operationName === 'PageViewer')).toHaveLength(1);
  });

  it('forgets a session cookie the API no longer accepts', async () => {
    const response = await get('/venues/atelier-x', { cookie: '__session=expired' });
    expect(response.headers.get('set-cookie')).toContain('__session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The remembered language outlives the session.
    const remembered = await get('/venues/atelier-x', { cookie: '__session=lang%3Aen%7Cexpired' });
    expect(remembered.headers.get('set-cookie')).toMatch(/^__session=lang%3Aen; Max-Age=31536000; /);
  });

  it('sends a signed-out visitor from a private page to the sign-in page and back', async () => {
    const response = await get('/en/profile?tab=x');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/login?next=%2Fen%2Fprofile%3Ftab%3Dx');
  });

  it('sends a signed-in person on from the sign-in page, to ?next= when it is local', async () => {
    expect((await get('/login', { cookie: '__session=good' })).headers.get('location')).toBe('/app');
    expect((await get('/en/register?next=%2Fen%2Fprofile', { cookie: '__session=good' })).headers.get('location')).toBe('/en/profile');
    expect((await get('/login?next=https%3A%2F%2Fevil.example', { cookie: '__session=good' })).headers.get('location')).toBe('/app');
  });

  it('never sends a signed-in person on to a target a browser reads as another site, nor fails on one', async () => {
    const offSite = ['/%09/example.org/x', '//example.org', '/%5Cexample.org', '/%5C%5Cexample.org', 'https:example.org', '/%0A/example.org', '%2F%2509%2Fexample.org'];
    const unheaderable = ['/%00', '/%7F', '/%E2%80%A8', '€'];
    for (const next of [...offSite, ...unheaderable]) {
      const response = await get(`/login?next=${next}`, { cookie: '__session=good' });
      expect([next, response.status, response.headers.get('location')]).toEqual([next, 302, '/app']);
    }
    expect((await get('/en/login?next=/en/caf%E2%82%AC', { cookie: '__session=good' })).headers.get('location')).toBe('/en/caf%E2%82%AC');
  });

  describe('form posts', () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(base + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });

    it('renders the page again with 422, the field error and the address kept, never the password', async () => {
      const response = await post('/login', '_form=password&email=mia%40example.com&password=falsch');
      expect(response.status).toBe(422);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('E-Mail-Adresse oder Passwort stimmen nicht.');
      expect(html).toContain('value="mia@example.com"');
      expect(html).not.toContain('falsch');
      expect(html).toContain('aria-invalid="true"');
    });

    it('signs in: 303 to ?next= with the session cookie', async () => {
      const response = await post('/en/login?next=%2Fen%2Fprofile', '_form=password&email=mia%40example.com&password=richtig');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/en/profile');
      expect(response.headers.get('set-cookie')).toMatch(/^__session=new-session; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    });

    it('does not continue at another site after signing in', async () => {
      for (const next of ['%2F%2Fevil.example', '/%09/evil.example/x', '/%5Cevil.example', '/%00', '/%E2%80%A8']) {
        const response = await post(`/login?next=${next}`, '_form=password&email=mia%40example.com&password=richtig');
        expect([next, response.status, response.headers.get('location')]).toEqual([next, 303, '/app']);
      }
    });

    it('answers a multipart part without a name with the page and its error, not a 500', async () => {
      const boundary = 'b0undary';
      const body = [`--${boundary}`, 'Content-Disposition: form-data', '', 'x', `--${boundary}--`, ''].join('\r\n');
      const response = await post('/en/login', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="en-GB">');
      expect(html).toContain('We could not read this form.');
    });

    it('refuses files on a form that takes none, and a signed-out visitor’s avatar, without a 500', async () => {
      const multipart = (name: string) => {
        const form = new FormData();
        form.append('_form', 'password');
        form.append(name, new Blob([Buffer.alloc(1024)], { type: 'image/png' }), 'a.png');
        return form;
      };
      const login = await fetch(`${base}/login`, { method: 'POST', redirect: 'manual', headers: { origin: base }, body: multipart('avatar') });
      expect(login.status).toBe(400);
      expect(await login.text()).toContain('Dieses Formular nimmt keine Dateien an.');
      const before = calls.length;
      const profile = await fetch(`${base}/en/profile`, { method: 'POST', redirect: 'manual', headers: { origin: base }, body: multipart('avatar') });
      // Signed out, the profile page sends the visitor to sign in first; the file was never read.
      expect(profile.status).toBe(302);
      expect(profile.headers.get('location')).toBe('/en/login?next=%2Fen%2Fprofile');
      expect(calls.slice(before).map((call) => call.request.operationName)).not.toContain('UpdateProfile');
    });

    it('runs the action of the page vike routes the URL to, with its route parameters', async () => {
      const booking = await post('/en/events/drehen-am-rad', '_form=book');
      expect(booking.status).toBe(303);
      expect(booking.headers.get('location')).toBe('/en/login?next=%2Fen%2Fevents%2Fdrehen-am-rad');
      const signOut = await post('/en/logout', '', { cookie: '__session=good' });
      expect(signOut.status).toBe(303);
      expect(signOut.headers.get('location')).toBe('/en?done=signedOut');
      expect(signOut.headers.get('set-cookie')).toBe('__session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    });

    it('answers a post to a page without an action, or to no page, with 405 and runs nothing of the page', async () => {
      const before = calls.length;
      for (const path of ['/venues/atelier-x', '/en/venues', '/gibt-es-nicht']) {
        const response = await post(path, 'a=1');
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
      }
      expect(calls.slice(before)).toEqual([]);
    });

    it('refuses a post from another site before running the action', async () => {
      const before = calls.length;
      const response = await post('/login', '_form=password&email=a%40b.c&password=richtig', { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(calls.slice(before).some((call) => call.request.operationName === 'SignIn')).toBe(false);
    });
  });

  it('hands the API the forwarding header as it came and the socket’s peer, never an address of its own making (the throttles count per client)', async () => {
    calls.length = 0;
    await get('/venues');
    expect(calls.at(-1)).toMatchObject({ forwardedFor: undefined, socketAddress: expect.stringMatching(/127\.0\.0\.1$/) });
    await get('/venues', { 'x-forwarded-for': '203.0.113.7' });
    expect(calls.at(-1)).toMatchObject({ forwardedFor: '203.0.113.7', socketAddress: expect.stringMatching(/127\.0\.0\.1$/) });
  });
});
