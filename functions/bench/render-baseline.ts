// The rendering baseline of the pages part: the /venues page component rendered by a plain React renderToString,
// with the data the site's +data.ts returned for /venues (captured once from its _payload.json), served by node:http
// in this process. It is the floor of what rendering this page costs; the site's own render of /venues adds routing,
// the data queries through GraphQL, head tags and the page's shell around the same markup.
//
// The page's source is imported as it is, compiled by tsx with the web app's tsconfig (its JSX settings); its
// stylesheet imports mean nothing on the server and are answered with empty modules by a loader hook, which also
// gives it the environment that vite's import.meta.env would (process.env, as on a server without PUBLIC_ENV__ set).
import { createServer, type Server } from 'node:http';
import { register } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

/** Starts the baseline for the site at `site`; returns its URL and a way to stop it. */
export async function startRenderBaseline(site: string): Promise<{ url: string; close(): void }> {
  const web = registerTsx({ namespace: 'render-baseline', tsconfig: fileURLToPath(new URL('../../web/tsconfig.json', import.meta.url)) });
  // Registered after tsx, so it runs first and sees what tsx compiled.
  register('data:text/javascript,' + encodeURIComponent(`
export async function load(url, context, next) {
  if (/\\.css(\\?.*)?$/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  const loaded = await next(url, context);
  if (!/\\/web\\/[^?]*\\.tsx?(\\?|$)/.test(url) || loaded.source == null) return loaded;
  const source = String(loaded.source).replaceAll('import.meta.env', '({ SSR: true, PROD: true, DEV: false, ...process.env })');
  return { ...loaded, source };
}`));
  const from = (path: string) => web.import(path, import.meta.url);
  const { parse } = await import('@brillout/json-serializer/parse');
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { PageShell } = await from('../../web/components/PageShell.tsx');
  const { DefaultLayout } = await from('../../web/components/layouts/DefaultLayout.tsx');
  const { loadMessages } = await from('../../web/lib/i18n/messages.ts');
  const Page = (await from('../../web/pages/venues/index/+Page.tsx')).default;

  const response = await fetch(`${site}/venues/_payload.json`);
  if (!response.ok) throw new Error(`/venues/_payload.json: ${response.status}`);
  const payload = parse(await response.text()) as { data: unknown; messagesJson?: string };
  const messages = payload.messagesJson ? (JSON.parse(payload.messagesJson) as object) : ((await loadMessages('de')) as object);
  const pageContext = {
    Page,
    config: { Layout: DefaultLayout },
    locale: 'de',
    data: payload.data,
    routeParams: {},
    viewer: null,
    origin: site,
    urlOriginal: '/venues',
    urlPathname: '/venues',
    urlParsed: { pathname: '/venues', search: {}, searchOriginal: null },
  } as never;

  const render = () =>
    `<!doctype html><html lang="de-AT"><body><div id="root">${renderToString(createElement(PageShell, { pageContext, messages }))}</div></body></html>`;
  // The same list the site shows, not an empty or failed page.
  if (!/href="\/venues\/[a-z0-9-]+"/.test(render())) throw new Error('the baseline rendered /venues without its venues');
  const server: Server = createServer((_req, res) => {
    const html = render();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) }).end(html);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/venues`, close: () => server.close() };
}
