// The sign-in and role check that the +guard.ts of private pages call: a signed-out visitor goes
// to /login (in their language) and comes back afterwards; a signed-in person without the role gets a 403 page.
import { redirect, render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import type { Role } from '../../graphql/generated/graphql';
import { localizeUrl } from '../../lib/i18n/locales';
import { signInHref } from '../../lib/sign-in/sign-in-href';
import { hasRole } from './viewer';

/** Who may see a page that needs the role, as its 403 page says it in the visitor's language (a catalog message). */
export const forbiddenExplanation = {
  USER: 'error.forbidden.USER',
  VENUE_OWNER: 'error.forbidden.VENUE_OWNER',
  EDITOR: 'error.forbidden.EDITOR',
  ADMIN: 'error.forbidden.ADMIN',
} as const satisfies Record<Role, string>;

export function requireSignIn(pageContext: PageContext, role: Role = 'USER'): void {
  const { viewer, locale } = pageContext;
  if (!viewer) {
    const here = localizeUrl(pageContext.urlPathname + (pageContext.urlParsed.searchOriginal ?? ''), locale);
    throw redirect(signInHref(here, locale));
  }
  if (!hasRole(viewer, role)) throw render(403, { explanation: forbiddenExplanation[role] });
}
