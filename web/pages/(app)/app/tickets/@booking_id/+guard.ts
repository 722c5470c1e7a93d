// Signed-in people only; whether the booking is theirs, the API decides (+data answers 404 for anyone else).
import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { requireSignIn } from '../../../../../features/auth/guard';
import { originalPath } from '../../../../../lib/i18n/original-path';

/** A booking's id: a uuid, or the demo's demo-<course>-3. */
const BOOKING_ID = /^[\w-]{1,100}$/;

export function guard(pageContext: PageContext) {
  requireSignIn(pageContext);
  if (!BOOKING_ID.test(pageContext.routeParams.booking_id ?? '')) throw render(404, `Page Not Found: ${originalPath(pageContext)}`);
}
