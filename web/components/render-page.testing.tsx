// Test helper: renders a page the way +onRenderHtml does (PageShell, layout, messages) and hydrates it the way
// +onRenderClient does, collecting React's console errors (hydration mismatches among them); evaluates its head.
import { act, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import type { Config, PageContext } from 'vike/types';
import { afterEach, vi } from 'vitest';
import type { HeadInfo } from '../lib/head/head-info';
import { localeTags, type Locale } from '../lib/i18n/locales';
import { loadMessages } from '../lib/i18n/messages';
import { DefaultLayout } from './layouts/DefaultLayout';
import { PageShell } from './PageShell';

// Tells React that tests drive updates through act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type TestViewer = NonNullable<PageContext['viewer']>;

/** A signed-in person for pageContext.viewer: Mia, a user, unless `fields` say otherwise. */
export function testViewer(fields: Partial<TestViewer> = {}): TestViewer {
  return { uid: 'u1', name: 'Mia', role: 'USER', avatarUrl: null, ...fields };
}

export type FakePage = {
  Page: ComponentType;
  locale?: Locale;
  url?: string;
  data?: unknown;
  routeParams?: Record<string, string>;
  extra?: Record<string, unknown>;
};

export function fakePageContext({ Page, locale = 'de', url = '/', data, routeParams = {}, extra = {} }: FakePage): PageContext {
  const parsed = new URL(url, 'http://localhost');
  const prefix = locale === 'de' ? '' : `/${locale}`;
  return {
    Page,
    config: { Layout: DefaultLayout },
    locale,
    data,
    routeParams,
    urlOriginal: prefix + url,
    urlPathname: parsed.pathname,
    urlParsed: { pathname: parsed.pathname, search: Object.fromEntries(parsed.searchParams), searchOriginal: parsed.search || null },
    ...extra,
  } as unknown as PageContext;
}

export async function renderPage(page: FakePage): Promise<string> {
  const pageContext = fakePageContext(page);
  return renderToString(<PageShell pageContext={pageContext} messages={await loadMessages(pageContext.locale)} />);
}

/**
 * The roots this file hydrated, unmounted after each test: a root left mounted may still have hydration work
 * scheduled (parts that hydrate later) when the test file's DOM is torn down, where it throws „window is not defined“.
 */
const hydratedRoots: Root[] = [];
afterEach(async () => {
  const roots = hydratedRoots.splice(0);
  if (roots.length > 0) await act(async () => roots.forEach((root) => root.unmount()));
});

/** Server-renders, then hydrates into a fresh container; returns the container and every console.error call. */
export async function renderAndHydrate(page: FakePage): Promise<{ container: HTMLElement; errors: unknown[][] }> {
  const pageContext = fakePageContext(page);
  const messages = await loadMessages(pageContext.locale);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PageShell pageContext={pageContext} messages={messages} />);
  document.body.replaceChildren(container);
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  const errors: unknown[][] = [];
  await act(async () => {
    hydratedRoots.push(
      hydrateRoot(container, <PageShell pageContext={pageContext} messages={messages} />, {
        onRecoverableError: (error) => errors.push([error]),
      }),
    );
  });
  errors.push(...spy.mock.calls);
  spy.mockRestore();
  return { container, errors };
}

/** What the page's +head says (title, links, JSON-LD...), with the messages of the page's language. */
export async function renderHead(head: Config['head'], page: FakePage): Promise<HeadInfo> {
  const pageContext = fakePageContext(page);
  const intl = createIntl({ locale: localeTags[pageContext.locale], messages: await loadMessages(pageContext.locale) });
  return head!(pageContext, intl);
}
