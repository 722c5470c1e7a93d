// The download routes of invoices and vouchers (http.ts) as their tests reach them: served on a free local port,
// each person signed in by the cookie `__session=<uid>`.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { createInvoicesRouter } from './http.js';

const at = new Date('2026-11-01T09:00:00.000Z');

/** A signed-in person `uid` with a password, named „Name <uid>“, at <uid>@example.org. */
export function signedIn(uid: string, { role = 'USER', locale = 'de', ownedVenueSlugs = [] }: { role?: SiteRole; locale?: 'de' | 'en'; ownedVenueSlugs?: string[] } = {}): Viewer {
  const profile: ProfileRecord = { uid, email: `${uid}@example.org`, name: `Name ${uid}`, favouriteCraftSlugs: [], locale, role, trustedOrganiser: false, createdAt: at, updatedAt: at };
  return { uid, role, email: profile.email, emailVerified: true, signInMethods: ['password'], profile, ownedVenueSlugs };
}

export interface ServedInvoices<Person extends string> {
  /** GET `path` as `as` (signed out without). */
  get(path: string, as?: Person): Promise<Response>;
  close(): void;
}

/**
 * The router over `store` for `people` (keyed by uid); with `pages`, what it passes on is answered 200 „page <path>“,
 * as the pages would.
 */
export async function serveInvoices<Person extends string>(store: Store, people: Record<Person, Viewer>, { pages = false } = {}): Promise<ServedInvoices<Person>> {
  const everyone: Viewer[] = Object.values(people);
  const app = express();
  app.use(createInvoicesRouter({ store, viewerOf: async (credentials) => everyone.find((person) => person.uid === credentials.sessionCookie) ?? null }));
  if (pages) app.use((req, res) => res.status(200).type('text/plain').send(`page ${req.path}`));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path, as) => fetch(`${base}${path}`, { headers: as ? { cookie: `__session=${as}` } : {} }),
    close: () => void server.close(),
  };
}
