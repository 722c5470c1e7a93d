// Editors and admins only: signed out → sign in first; anyone else gets the 403 page.
import type { PageContext } from 'vike/types';
import { requireSignIn } from '../../../features/auth/guard';

export function guard(pageContext: PageContext) {
  requireSignIn(pageContext, 'EDITOR');
}
