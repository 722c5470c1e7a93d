// Signed-in people only; whether they organise the course, the API decides (+data answers 404 for anyone else).
import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { requireSignIn } from '../../../../../features/auth/guard';
import { slugPattern } from '../../../../../features/discovery/filters';
import { originalPath } from '../../../../../lib/i18n/original-path';

export function guard(pageContext: PageContext) {
  requireSignIn(pageContext);
  if (!slugPattern.test(pageContext.routeParams.event_slug ?? '')) throw render(404, `Page Not Found: ${originalPath(pageContext)}`);
}
