// An address under /vouchers that is none of its views is a 404 before any data is read; one voucher's page is its
// buyer's, so signed out it leads to the sign-in and back.
import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { requireSignIn } from '../../features/auth/guard';
import { originalPath } from '../../lib/i18n/original-path';
import { voucherView } from './voucher-view';

export function guard(pageContext: PageContext) {
  const view = voucherView(pageContext.routeParams['*']);
  if (!view) throw render(404, `Page Not Found: ${originalPath(pageContext)}`);
  if (view.view === 'voucher') requireSignIn(pageContext);
}
