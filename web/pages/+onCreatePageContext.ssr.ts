// Finding a form post's action (server/form-post.ts): the SSR handler runs vike with
// `pageContext.formActionLookup` to learn which page a POST's URL routes to and what that page's `+action` is.
// When this hook runs, vike has routed the URL and loaded the page's server-only settings, so the answer is at
// hand; the lookup needs nothing more, so the hook stops vike before the guard, +data and rendering. vike ends a
// render early only by an abort: `throw redirect()` is the one that renders nothing (the handler never sends it;
// in development vike still logs it as a redirect to /).
// The `.ssr` suffix keeps the hook on the server and out of client navigations' pageContext.json requests.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export function onCreatePageContext(pageContext: PageContextServer): void {
  const lookup = pageContext.formActionLookup;
  if (!lookup) return;
  const action = pageContext.is404 ? undefined : pageContext.config.action;
  lookup.found = action ? { action, routeParams: pageContext.routeParams } : null;
  throw redirect('/');
}
