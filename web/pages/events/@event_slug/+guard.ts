// An event slug must be lowercase letters, digits and single dashes; anything else is a 404 before any data is read.
import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { slugPattern } from '../../../features/discovery/filters';
import { originalPath } from '../../../lib/i18n/original-path';

export function guard(pageContext: PageContext) {
  const slug = pageContext.routeParams.event_slug ?? '';
  if (!slugPattern.test(slug)) throw render(404, `Page Not Found: ${originalPath(pageContext)}`);
}
