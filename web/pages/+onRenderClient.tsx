// Hydration of the server-rendered page, then client-side navigation; keeps <html lang> and the title in step.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createIntl } from 'react-intl';
import type { OnRenderClientAsync } from 'vike/types';
import { PageShell } from '../components/PageShell';
import { applyPageColorMode } from '../lib/color-mode/color-mode';
import { fullTitle } from '../lib/head/HeadTags';
import { localeTags } from '../lib/i18n/locales';
import { loadMessages, type Messages } from '../lib/i18n/messages';
import { startUpdates } from '../lib/updates/start-updates';

let root: Root | undefined;

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { locale } = pageContext;
  // The page's messages come with its page context; the whole catalog only where none came (e.g. an error page).
  const messages = pageContext.messagesJson ? (JSON.parse(pageContext.messagesJson) as Messages) : await loadMessages(locale);
  const page = <PageShell pageContext={pageContext} messages={messages} />;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');

  if (pageContext.isHydration) {
    root = hydrateRoot(container, page);
    startUpdates();
  } else {
    root ??= createRoot(container);
    root.render(page);
    const intl = createIntl({ locale: localeTags[locale], messages });
    const head = pageContext.config.head?.(pageContext, intl);
    if (head) document.title = fullTitle(head, intl);
    document.documentElement.lang = localeTags[locale];
    applyPageColorMode(pageContext.config.colorMode);
  }
};
