// A signed-in person without the role a page needs gets the 403 page, which says in their language who may see it.
import { describe, expect, it } from 'vitest';
import type { PageContext } from 'vike/types';
import { fakePageContext, renderPage, testViewer } from '../../components/render-page.testing';
import ErrorPage from './+Page';
import { requireSignIn } from '../../features/auth/guard';

/** What requireSignIn aborts with, as vike hands it to the error page. */
function abortOf(pageContext: PageContext, role: Parameters<typeof requireSignIn>[1]): Record<string, unknown> {
  try {
    requireSignIn(pageContext, role);
  } catch (error) {
    const { abortStatusCode, abortReason } = (error as { _pageContextAbort: Record<string, unknown> })._pageContextAbort;
    return { abortStatusCode, abortReason };
  }
  throw new Error('requireSignIn let the person through');
}

describe('requireSignIn', () => {
  it('lets a person with the role through', () => {
    expect(() => requireSignIn(fakePageContext({ Page: ErrorPage, url: '/admin', extra: { viewer: testViewer({ role: 'EDITOR' }) } }), 'EDITOR')).not.toThrow();
  });

  it('shows a person without the role, in German, that the page is the editors’ — no English on the German page', async () => {
    const extra = abortOf(fakePageContext({ Page: ErrorPage, url: '/admin', extra: { viewer: testViewer() } }), 'EDITOR');
    expect(extra.abortStatusCode).toBe(403);
    const html = await renderPage({ Page: ErrorPage, url: '/admin', extra });
    expect(html).toContain('403');
    expect(html).toContain('Zugriff verweigert');
    expect(html).toContain('Diese Seite ist nur für die Redaktion.');
    expect(html).not.toMatch(/Forbidden|EDITOR|lang="en"/);
  });

  it('says it in English on /en, naming who may see the page by the role it needs', async () => {
    const viewer = testViewer({ role: 'EDITOR' });
    const extra = abortOf(fakePageContext({ Page: ErrorPage, locale: 'en', url: '/admin/people', extra: { viewer } }), 'ADMIN');
    const html = await renderPage({ Page: ErrorPage, locale: 'en', url: '/admin/people', extra });
    expect(html).toContain('This page is only for the administrators, who manage accounts and roles.');
    expect(html).not.toContain('ADMIN');
  });
});
