// Gives components the current vike pageContext (locale, URL, route params) during SSR and in the browser.
import { createContext, useContext, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';

const Context = createContext<PageContext | null>(null);
const PathnameContext = createContext<string | null>(null);

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  // vike parses the URL again on every read of pageContext.urlPathname; every link compares its href with it, so it is
  // read once per render here (useUrlPathname).
  return (
    <Context.Provider value={pageContext}>
      <PathnameContext.Provider value={pageContext.urlPathname}>{children}</PathnameContext.Provider>
    </Context.Provider>
  );
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error('usePageContext() needs <PageContextProvider>');
  return pageContext;
}

/** pageContext.urlPathname, read once per render of the page (PageContextProvider). */
export function useUrlPathname(): string {
  const urlPathname = useContext(PathnameContext);
  if (urlPathname === null) throw new Error('useUrlPathname() needs <PageContextProvider>');
  return urlPathname;
}
