// The root shell: pageContext and the locale's messages around the page's layout and the page itself.
import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { PageContext } from 'vike/types';
import type { Messages } from '../lib/i18n/messages';
import { defaultLocale, localeTags } from '../lib/i18n/locales';
import { PageContextProvider } from './PageContext';

export function PageShell({ pageContext, messages }: { pageContext: PageContext; messages: Messages }): ReactNode {
  const { Page, config } = pageContext;
  const Layout = config.Layout;
  const page = Page ? <Page /> : null;
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <IntlProvider locale={localeTags[pageContext.locale]} defaultLocale={localeTags[defaultLocale]} messages={messages}>
          {Layout ? <Layout>{page}</Layout> : page}
        </IntlProvider>
      </PageContextProvider>
    </StrictMode>
  );
}
