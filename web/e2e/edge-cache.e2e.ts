// The built site behind a proxy that behaves as Firebase Hosting's CDN does (hosting-proxy.ts): only `__session`
// reaches the server, and GET answers are kept by URL and `__session` as their Cache-Control allows. A returning
// English reader lands on /en; signed-out pages come from the cache; signed-in pages never do; a change to a
// published event shows within the freshness decision 019 states for detail pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeFreshness } from '../server/cache-policy';
import { siteForTests } from './harness';
import { startHostingProxy, type HostingProxy } from './hosting-proxy';

const site = siteForTests();
let proxy: HostingProxy;

beforeAll(async () => {
  proxy = await startHostingProxy(site.baseUrl);
});
afterAll(async () => {
  await proxy?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(proxy.url + path, { headers, redirect: 'manual' });

/** The `__session=…` pair a response sets, ready to send back as a Cookie header. */
function sessionFrom(response: Response): string {
  const pair = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('__session='));
  if (!pair) throw new Error(`no __session cookie in ${response.headers.getSetCookie().join(' | ')}`);
  return pair;
}

async function graphql<T>(query: string, variables: Record<string, unknown>, cookie?: string): Promise<{ data: T; response: Response }> {
  const response = await fetch(`${proxy.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data: T; errors?: unknown[] };
  expect(result.errors).toBeUndefined();
  return { data: result.data, response };
}

/**
 * Waits until the site itself (not through the proxy) shows `text` at `path`: its own page cache learns of a write
 * within a few seconds (decision 017); the edge's freshness comes on top of that.
 */
async function untilTheSiteShows(path: string, text: string): Promise<void> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if ((await (await fetch(site.baseUrl + path)).text()).includes(text)) return;
  }
  throw new Error(`${path} does not show ${text}`);
}

const signUpMutation = 'mutation ($input: SignUpInput!) { signUp(input: $input) { session { token } } }';
const forwardedCount = (path: string) => proxy.forwarded.filter((request) => request.path === path).length;

describe('behind Firebase Hosting', () => {
  it('sends a returning English reader to /en, though only __session gets through', async () => {
    // A first visit with a German browser: German, remembered, not kept by the edge (it depends on Accept-Language).
    const first = await get('/', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const german = sessionFrom(first);
    expect(german).toBe('__session=lang%3Ade');

    // The switcher's link to English: the choice goes into both cookies.
    const switched = await get('/en?lang=en', { cookie: `${german}; i18n_redirected=de`, 'accept-language': 'de' });
    expect(switched.status).toBe(302);
    expect(switched.headers.get('location')).toBe('/en');
    const english = sessionFrom(switched);
    expect(english).toBe('__session=lang%3Aen');
    expect(switched.headers.getSetCookie().join('\n')).toContain('i18n_redirected=en');

    // Days later, from a German-speaking browser: the server only ever sees `__session`.
    const returning = await get('/', { cookie: `i18n_redirected=en; ${english}`, 'accept-language': 'de-AT,de;q=0.9' });
    expect(returning.status).toBe(302);
    expect(returning.headers.get('location')).toBe('/en');
    expect(proxy.forwarded.at(-1)).toEqual({ path: '/', cookie: english });
    // i18n_redirected alone never reaches it: that reader would get German.
    expect((await get('/', { cookie: 'i18n_redirected=en', 'accept-language': 'de' })).status).toBe(200);

    // Signing up (and so in) keeps the language beside the session, and so does the redirect.
    const { response } = await graphql(signUpMutation, { input: { email: 'edge-en@example.com', password: 'geheim-123', name: 'Edge' } }, english);
    const signedIn = sessionFrom(response);
    expect(signedIn).toMatch(/^__session=lang%3Aen%7C.+/);
    const home = await get('/', { cookie: signedIn, 'accept-language': 'de' });
    expect(home.headers.get('location')).toBe('/en');
    const profile = await get('/en/profile', { cookie: signedIn });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('Edge');
  });

  it('serves signed-out pages from the edge, and never a signed-in one', async () => {
    const { data } = await graphql<{ venues: { edges: { node: { slug: string } }[] } }>('{ venues(first: 1) { edges { node { slug } } } }', {});
    const venue = `/venues/${data.venues.edges[0]!.node.slug}`;
    const pages = ['/', '/en', '/venues', '/en/events', '/blog', '/impressum', venue, `/en${venue}`, `${venue}/_payload.json`, '/gibt-es-nicht'];
    for (const path of pages) {
      // The front page is shared once the language is remembered in `__session`.
      const cookie = path === '/' || path === '/en' ? '__session=lang%3Ade' : '__session=lang%3Aen';
      const before = forwardedCount(path);
      const first = await get(path, { cookie });
      expect(first.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(first.headers.getSetCookie(), path).toEqual([]);
      const second = await get(path, { cookie });
      expect(second.headers.get('x-cache'), path).toBe('HIT');
      expect(await second.text(), path).toBe(await first.text());
      expect(forwardedCount(path) - before, path).toBe(1);
    }

    const { data: signUp } = await graphql<{ signUp: { session: { token: string } } }>(signUpMutation, {
      input: { email: 'edge-member@example.com', password: 'geheim-123', name: 'Mitglied' },
    });
    const member = `__session=${encodeURIComponent(signUp.signUp.session.token)}`;
    for (const path of ['/venues', venue, `${venue}/_payload.json`, '/profile', '/app']) {
      const before = forwardedCount(path);
      const answers = [await get(path, { cookie: member }), await get(path, { cookie: member })];
      for (const answer of answers) expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
      expect(forwardedCount(path) - before, path).toBe(2);
    }
    expect(await (await get('/venues', { cookie: member })).text()).toContain('Mitglied');
  });

  it('shows a change to a published event within the stated freshness of detail pages', async () => {
    const email = 'edge-editor@example.com';
    const { response } = await graphql(signUpMutation, { input: { email, password: 'geheim-123', name: 'Redaktion' } });
    const editor = sessionFrom(response);
    await site.setRole(email, 'EDITOR');
    const { data } = await graphql<{ venues: { edges: { node: { slug: string } }[] } }>('{ venues(first: 1) { edges { node { slug } } } }', {});
    const input = {
      title: 'Glasieren am Abend',
      description: 'Ein Abend für Glasuren.',
      crafts: ['toepfern-keramik'],
      venue: data.venues.edges[0]!.node.slug,
      startsAtLocal: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10) + 'T18:00',
      durationMinutes: 120,
      priceCents: 0,
      capacity: 8,
      level: 'ALL_LEVELS',
      materialsIncluded: true,
    };
    const { data: created } = await graphql<{ createEvent: { slug: string }[] }>(
      'mutation ($input: EventInput!) { createEvent(input: $input) { slug } }',
      { input },
      editor,
    );
    const slug = created.createEvent[0]!.slug;
    await graphql('mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }', { slug }, editor);

    const path = `/events/${slug}`;
    expect(await (await get(path)).text()).toContain('Glasieren am Abend');
    await graphql('mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { slug } }', { slug, input: { ...input, title: 'Glasieren am Morgen' } }, editor);
    await untilTheSiteShows(path, 'Glasieren am Morgen');

    // Within s-maxage the edge still answers with what it has.
    const { sMaxAge, staleWhileRevalidate } = edgeFreshness.detail;
    proxy.advance(sMaxAge - 1);
    const cached = await get(path);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(await cached.text()).toContain('Glasieren am Abend');
    // Past s-maxage: one request gets the old page while the edge fetches the new one; every later one the new.
    proxy.advance(2);
    const stale = await get(path);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    await proxy.settled();
    const fresh = await get(path);
    expect(fresh.headers.get('x-cache')).toBe('HIT');
    expect(await fresh.text()).toContain('Glasieren am Morgen');
    // And never older than s-maxage + stale-while-revalidate, even when nobody asked in between.
    await graphql('mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { slug } }', { slug, input: { ...input, title: 'Glasieren zu Mittag' } }, editor);
    await untilTheSiteShows(path, 'Glasieren zu Mittag');
    proxy.advance(sMaxAge + staleWhileRevalidate + 1);
    const later = await get(path);
    expect(later.headers.get('x-cache')).toBe('MISS');
    expect(await later.text()).toContain('Glasieren zu Mittag');
  });
});
