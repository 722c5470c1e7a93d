// Hydration of the server-rendered page, then client-side navigation; keeps <html lang> and the title in step.
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { OnRenderClientAsync } from 'vike/types';
import { PageShell } from '../components/PageShell';
import { applyPageColorMode } from '../lib/color-mode/color-mode';
import { localeTags } from '../lib/i18n/locales';
import { loadMessages, type Messages } from '../lib/i18n/messages';
import { startUpdates } from '../lib/updates/start-updates';

let root: Root | undefined;

/**
 * Calls `onCommit` once React has committed the tree (the shell; boundaries hydrated later come after), in the commit
 * itself: what follows the await (the page's colour mode, its title) happens before the browser paints the new page.
 */
function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return children;
}

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { locale } = pageContext;
  // The page's messages come with its page context; the whole catalog only where none came (e.g. an error page).
  const messages = pageContext.messagesJson ? (JSON.parse(pageContext.messagesJson) as Messages) : await loadMessages(locale);
  // React renders concurrently: hydrateRoot and render return before anything is committed. Waiting for the commit
  // lets vike's onHydrationEnd and onPageTransitionEnd (data-hydrated, the title) follow the page actually shown.
  let committed!: () => void;
  const commit = new Promise<void>((resolve) => (committed = resolve));
  const page = (
    <AfterCommit onCommit={committed}>
      <PageShell pageContext={pageContext} messages={messages} />
    </AfterCommit>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');

  if (pageContext.isHydration) {
    performance.mark('hydration-start');
    // Inside a transition React hydrates in slices and yields to the browser between them; outside one, the first
    // hydration is a blocking update that runs the whole shell in a single task.
    startTransition(() => {
      root = hydrateRoot(container, page);
    });
    await commit;
    startUpdates();
  } else {
    root ??= createRoot(container);
    root.render(page);
    await commit;
    // The head runs on the server only; its title comes with the page context.
    if (pageContext.documentTitle) document.title = pageContext.documentTitle;
    document.documentElement.lang = localeTags[locale];
    applyPageColorMode(pageContext.config.colorMode);
  }
};
