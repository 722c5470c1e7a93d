// For /login and /register: a signed-in person has nothing to do there and continues where they wanted to go.
import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { localizeUrl } from '../../lib/i18n/locales';
import { safeNext } from './viewer';

export function redirectSignedIn(pageContext: PageContext): void {
  if (pageContext.viewer) throw redirect(safeNext(pageContext.urlParsed.search.next, localizeUrl('/app', pageContext.locale)));
}
