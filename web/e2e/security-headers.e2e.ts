// The security headers of the built site (`npm start`): pages, the API, the feeds and the images all carry them, and
// another site cannot frame a page. That the pages keep to their Content-Security-Policy is checked on every page
// every e2e test visits (harness.ts); the last test here shows that this check sees a violation.
import { describe, expect, it } from 'vitest';
import { hydrated, siteForTests } from './harness';

const site = siteForTests();

describe('security headers', () => {
  it('come with pages, the API, the feeds and the images', async () => {
    const answers = {
      page: await fetch(`${site.baseUrl}/events`),
      englishPage: await fetch(`${site.baseUrl}/en/venues`),
      graphql: await fetch(`${site.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      calendar: await fetch(`${site.baseUrl}/events.ics`),
      articles: await fetch(`${site.baseUrl}/blog/feed.xml`),
      image: await fetch(`${site.baseUrl}/media/none/w320.webp`),
      staticFile: await fetch(`${site.baseUrl}/favicon.svg`),
    };
    for (const [name, { headers, status }] of Object.entries(answers)) {
      expect(status, name).toBeLessThan(500);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(csp, name).not.toContain('unsafe-inline');
      expect(headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(headers.get('x-frame-options'), name).toBe('DENY');
      expect(headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy'), name).toBe('same-origin');
      expect(headers.get('permissions-policy'), name).toContain('camera=()');
      // Plain http on this machine: no HSTS (a browser would ignore it, and the local site has no https).
      expect(headers.get('strict-transport-security'), name).toBeNull();
    }
  });

  it('keep a page out of another site’s frame', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    const target = `${site.baseUrl}/events`;
    await page.route('http://elsewhere.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe src="${target}" width="800" height="600"></iframe>` }),
    );
    await page.goto('http://elsewhere.test/');
    await page.waitForLoadState('load');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    // Chromium replaces a refused frame's document with its own error page: the site's page never renders there.
    expect(frame!.url()).not.toBe(target);
    expect(await frame!.locator('#root').count()).toBe(0);
    await context.close();
  });

  it('are enforced, and the harness sees a violation', async () => {
    const context = await site.visitor('de-AT');
    const page = await context.newPage();
    await page.goto('/events');
    await hydrated(page);
    // An injected inline script, as an XSS would add one: the policy refuses it and the page reports it.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => site.cspViolations.length).toBe(1);
    expect(site.cspViolations.splice(0)[0]).toMatch(/^\/events: script-src-elem refused inline/);
    await context.close();
  });
});
