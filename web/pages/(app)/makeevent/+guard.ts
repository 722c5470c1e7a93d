// Signed-in people only: a signed-out visitor signs in first and comes back here.
import type { PageContext } from 'vike/types';
import { requireSignIn } from '../../../features/auth/guard';

export function guard(pageContext: PageContext) {
  requireSignIn(pageContext);
}
