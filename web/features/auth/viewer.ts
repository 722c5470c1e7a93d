// The signed-in person as every page sees them (pageContext.viewer, passed to the browser), and the role order the
// server enforces (functions/src/services/access.ts), repeated here so that pages can hide what the API would refuse.
import { localPath } from '../../../functions/src/domain/local-path';
import type { Role } from '../../graphql/generated/graphql';

export type PageViewer = {
  uid: string;
  name: string;
  role: Role;
  avatarUrl: string | null;
};

const roleOrder: readonly Role[] = ['USER', 'VENUE_OWNER', 'EDITOR', 'ADMIN'];

export function hasRole(viewer: PageViewer | null | undefined, role: Role): boolean {
  return !!viewer && roleOrder.indexOf(viewer.role) >= roleOrder.indexOf(role);
}

/** Where to continue after signing in: `next` when it is a path on this site (localPath), else `fallback`. */
export function safeNext(next: string | null | undefined, fallback: string): string {
  return localPath(next) ?? fallback;
}
