import type { PageContext } from 'vike/types';
import { requireSignIn } from '../../../../features/auth/guard';

export function guard(pageContext: PageContext) {
  requireSignIn(pageContext);
}
