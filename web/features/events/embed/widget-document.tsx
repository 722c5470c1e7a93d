// The course widget's whole document, as its pages' +onRenderHtml sends it: the page alone (no header, no footer),
// its theme on <html>, and no script at all: not the chunk reload guard, the colour mode's script or the page counter
// the site's other pages carry, since the widget loads no code they could serve, and its policy (script-src 'none')
// would refuse them anyway. vike adds the page's stylesheets to <head>.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { PageShell } from '../../../components/PageShell';
import { intlFor } from '../../../lib/i18n/intl';
import { localeTags } from '../../../lib/i18n/locales';
import { loadMessages } from '../../../lib/i18n/messages';
import type { CourseWidgetData } from './embed-data';
import { widgetTitle } from './widget-names';

export async function widgetDocument(pageContext: PageContext): Promise<string> {
  const { locale } = pageContext;
  // The whole catalog: the build's table of each page's messages is read from the browser's code, which this page has none of.
  const messages = await loadMessages(locale);
  const intl = intlFor(locale, messages);
  const data = pageContext.data as CourseWidgetData;
  const pageHtml = renderToString(<PageShell pageContext={pageContext} messages={messages} />);
  const html = renderToStaticMarkup(
    <html lang={localeTags[locale]} data-color-mode={data.theme === 'auto' ? undefined : data.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{widgetTitle(intl, data.owner)}</title>
      </head>
      <body dangerouslySetInnerHTML={{ __html: pageHtml }} />
    </html>,
  );
  return `<!doctype html>\n${html}`;
}
