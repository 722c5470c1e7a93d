// The root shell: pageContext and the locale's messages around the page's layout and the page itself.
import { StrictMode, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { PageContext } from 'vike/types';
import type { Messages } from '../lib/i18n/messages';
import { defaultLocale, localeTags } from '../lib/i18n/locales';
import { PageContextProvider } from './PageContext';

/**
 * A message the page names but did not receive shows its id instead of text: say so loudly (the e2e tests fail on
 * console errors), in the build too, where react-intl is otherwise silent. Each page receives only its messages
 * (lib/i18n/page-messages.ts), so this is how a gap in what the build found shows.
 */
const reportMissingMessages: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error.message);
};

export function PageShell({ pageContext, messages }: { pageContext: PageContext; messages: Messages }): ReactNode {
  const { Page, config } = pageContext;
  const Layout = config.Layout;
  const page = Page ? <Page /> : null;
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <IntlProvider locale={localeTags[pageContext.locale]} defaultLocale={localeTags[defaultLocale]} messages={messages} onError={reportMissingMessages}>
          {Layout ? <Layout>{page}</Layout> : page}
        </IntlProvider>
      </PageContextProvider>
    </StrictMode>
  );
}
