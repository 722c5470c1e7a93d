// The root shell: pageContext and the locale's messages around the page's layout and the page itself.
import { StrictMode, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { PageContext } from 'vike/types';
import { intlFor } from '../lib/i18n/intl';
import type { Messages } from '../lib/i18n/messages';
import { PageContextProvider } from './PageContext';

export function PageShell({ pageContext, messages }: { pageContext: PageContext; messages: Messages }): ReactNode {
  const { Page, config } = pageContext;
  const Layout = config.Layout;
  const page = Page ? <Page /> : null;
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        {/* The locale's shared react-intl object (lib/i18n/intl.ts), so its formatters outlive the render. */}
        <RawIntlProvider value={intlFor(pageContext.locale, messages)}>
          {Layout ? <Layout>{page}</Layout> : page}
        </RawIntlProvider>
      </PageContextProvider>
    </StrictMode>
  );
}
