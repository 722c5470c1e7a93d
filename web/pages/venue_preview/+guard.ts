// Signed-in people only: a preview shows a change that is not public yet.
import type { PageContext } from 'vike/types';
import { requireSignIn } from '../../features/auth/guard';

export function guard(pageContext: PageContext) {
  requireSignIn(pageContext);
}
