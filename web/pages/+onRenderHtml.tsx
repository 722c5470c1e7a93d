// Server rendering: the page inside its layout and the locale's messages, plus the head tags the page declares.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { OnRenderHtmlAsync } from 'vike/types';
import { PageShell } from '../components/PageShell';
import { HeadTags } from '../lib/head/HeadTags';
import { chunkReloadScript, colorModeScript } from '../../functions/src/http/inline-scripts';
import { htmlColorModeAttributes } from '../lib/color-mode/color-mode';
import { intlFor } from '../lib/i18n/intl';
import { localeTags } from '../lib/i18n/locales';
import { loadMessages } from '../lib/i18n/messages';
import { streamInOrder } from '../lib/streaming/in-order-stream.server';
import '../styles/site.css';
import beaconSrc from 'virtual:analytics-beacon';

// The site's own page counting unless an outside analytics script is configured (or `off`): docs/decisions/021.
const outsideAnalytics = import.meta.env.PUBLIC_ENV__ANALYTICS_SRC?.trim();
const analyticsScript = () =>
  outsideAnalytics === 'off'
    ? ''
    : outsideAnalytics
      ? escapeInject`<script async src="${outsideAnalytics}"></script>`
      : escapeInject`<script type="module" async src="${beaconSrc}"></script>`;

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const { locale } = pageContext;
  const messages = pageContext.messages ?? (await loadMessages(locale));
  const intl = intlFor(locale, messages);
  // +onBeforeRender.ts made the head with the whole catalog; a page rendered without it makes it here the same way.
  const head = pageContext.headInfo ??
    pageContext.config.head?.(pageContext, intlFor(locale, await loadMessages(locale))) ?? { title: '', description: '' };
  // urlParsed.pathname is pageContext.urlPathname; one read parses the URL once.
  const { search, pathname } = pageContext.urlParsed;
  const query = new URLSearchParams(search).toString();
  const headHtml = renderToStaticMarkup(
    <HeadTags
      head={head}
      intl={intl}
      locale={locale}
      origin={pageContext.origin}
      logicalUrl={pathname + (query ? `?${query}` : '')}
    />,
  );
  const renderBody = () => renderToString(<PageShell pageContext={pageContext} messages={messages} />);
  // A page set to `stream` goes out in document order as its parts' data arrives, inside this same document
  // (lib/streaming, docs/decisions/029); the browser gets all its data once the stream has ended.
  const streamed = pageContext.config.stream ? streamInOrder(pageContext.data as Record<string, unknown>, renderBody) : undefined;
  const pageHtml = streamed ? streamed.html : dangerouslySkipEscape(renderBody());

  const documentHtml = escapeInject`<!doctype html>
<html lang="${localeTags[locale]}"${dangerouslySkipEscape(htmlColorModeAttributes(pageContext.config.colorMode))}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script>${dangerouslySkipEscape(chunkReloadScript)}</script>
    <script>${dangerouslySkipEscape(colorModeScript)}</script>
    ${dangerouslySkipEscape(headHtml)}
    ${analyticsScript()}
  </head>
  <body>
    <div id="root">${pageHtml}</div>
  </body>
</html>`;
  // vike writes the page context for the browser once this promise is done: by then every part is in pageContext.data.
  return streamed ? { documentHtml, pageContext: () => streamed.settled.then(() => ({})) } : documentHtml;
};
