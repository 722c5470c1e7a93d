// `npm run set-role -- someone@example.org ADMIN`: gives a person a site-wide role (USER, EDITOR, ADMIN) from the
// command line. It is how an operator makes the first admin, who then manages roles in /admin. The person must have
// signed in once (their profile exists). Uses the store the environment selects, like the servers.
import { randomUUID } from 'node:crypto';
import type { ProfileRecord, SiteRole } from './domain/records.js';
import { openStoreFromEnv } from './store/open.server.js';

const ROLES: readonly SiteRole[] = ['USER', 'EDITOR', 'ADMIN'];
const [email, role] = process.argv.slice(2).map((arg) => arg.trim());

if (!email?.includes('@') || !ROLES.includes(role as SiteRole)) {
  console.error(`Usage: npm run set-role -- someone@example.org ${ROLES.join('|')}`);
  process.exit(2);
}

const store = await openStoreFromEnv();
try {
  const profile = await findByEmail(email.toLowerCase());
  if (!profile) {
    console.error(`Nobody has signed in as ${email} yet: register first, then run this again.`);
    process.exitCode = 1;
  } else {
    const now = new Date();
    await store.write([
      { put: 'profile', record: { ...profile, role: role as SiteRole, updatedAt: now } },
      // The log names the command line as the actor, so /admin shows where the role came from.
      { put: 'moderationLog', record: { id: randomUUID(), actorUid: 'operator', subject: 'ROLE', subjectId: profile.uid, action: 'SET_ROLE', note: role, at: now } },
    ]);
    console.log(`${profile.email} is now ${role}.`);
  }
} finally {
  await store.close();
}

/** Profiles are listed by email; an operator's one-off command can afford to page through them. */
async function findByEmail(address: string): Promise<ProfileRecord | null> {
  for (let offset = 0; ; offset += 500) {
    const page = await store.profiles.list({ first: 500, offset });
    const found = page.items.find((profile) => profile.email.toLowerCase() === address);
    if (found) return found;
    if (!page.hasNextPage) return null;
  }
}
