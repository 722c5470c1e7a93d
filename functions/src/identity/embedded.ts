// The embedded identity adapter: accounts, sessions and one-time codes in the embedded store's SQLite file
// (migration 3). Passwords are scrypt hashes with a salt each; session ids and codes are 32 random bytes that are
// stored only as SHA-256 hashes, so a copy of the file signs nobody in. Google sign-in needs Firebase: not here.
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { toStoreError } from '../store/embedded/kernel.js';
import {
  IdentityError,
  SESSION_DAYS,
  type IdentityProvider,
  type IdentityUser,
  type Session,
  type SignedIn,
  type SignInMethod,
} from './identity.js';
import { checkedEmail, checkPassword, hashPassword, normalizeEmail, randomToken, sha256, verifyPassword } from './secrets.js';

/** One-time codes (sign-in links, password resets) work once, within this time. */
export const CODE_TTL_MS = 60 * 60 * 1000;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

type Purpose = 'signIn' | 'passwordReset';

interface AccountRow {
  uid: string;
  email: string;
  password_hash: string | null;
  email_verified: number;
  methods: string;
  created_at: number;
}

function toUser(row: AccountRow): IdentityUser {
  return {
    uid: row.uid,
    email: row.email,
    emailVerified: row.email_verified === 1,
    methods: JSON.parse(row.methods) as SignInMethod[],
    createdAt: new Date(row.created_at),
  };
}

function withMethod(row: AccountRow, method: SignInMethod): string {
  const methods = JSON.parse(row.methods) as SignInMethod[];
  return JSON.stringify(methods.includes(method) ? methods : [...methods, method]);
}

/**
 * Creates a password account with a chosen uid, unless the address has an account already (then false). For the
 * demo accounts `npm start` creates in a newly seeded store: their uid is fixed so that the demo courses can name
 * their organiser before anyone signs in.
 */
export async function createAccountWithUid(db: Database.Database, account: { uid: string; email: string; password: string }): Promise<boolean> {
  const address = checkedEmail(account.email);
  checkPassword(account.password);
  const hash = await hashPassword(account.password);
  const now = Date.now();
  const created = db
    .prepare(
      `INSERT INTO accounts (uid, email, password_hash, email_verified, methods, created_at, password_changed_at)
       VALUES (?, ?, ?, 1, '["password"]', ?, ?) ON CONFLICT DO NOTHING`,
    )
    .run(account.uid, address, hash, now, now);
  return created.changes === 1;
}

/** Over the connection of an embedded store (embeddedDatabase(store)); the store owns and closes it. */
export function createEmbeddedIdentity(db: Database.Database): IdentityProvider {
  const accountByEmail = (email: string) =>
    db.prepare('SELECT * FROM accounts WHERE email = ?').get(email) as AccountRow | undefined;
  const accountByUid = (uid: string) => db.prepare('SELECT * FROM accounts WHERE uid = ?').get(uid) as AccountRow | undefined;

  const startSession = (uid: string): Session => {
    const now = Date.now();
    const cookie = randomToken();
    const expiresAt = new Date(now + SESSION_MS);
    db.prepare('DELETE FROM sessions WHERE uid = ? AND expires_at <= ?').run(uid, now);
    db.prepare('INSERT INTO sessions (id_hash, uid, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      sha256(cookie),
      uid,
      now,
      expiresAt.getTime(),
    );
    return { cookie, expiresAt };
  };

  const createCode = (email: string, purpose: Purpose): string => {
    const now = Date.now();
    const code = randomToken();
    db.prepare('DELETE FROM one_time_codes WHERE expires_at <= ?').run(now);
    db.prepare('INSERT INTO one_time_codes (code_hash, email, purpose, expires_at) VALUES (?, ?, ?, ?)').run(
      sha256(code),
      email,
      purpose,
      now + CODE_TTL_MS,
    );
    return code;
  };

  /** Marks the code used and returns its address; INVALID_LINK when unknown, used, expired or for another purpose. */
  const consumeCode = (code: string, purpose: Purpose): string => {
    const now = Date.now();
    const row = db
      .prepare(
        `UPDATE one_time_codes SET used_at = ? WHERE code_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
         RETURNING email`,
      )
      .get(now, sha256(code), purpose, now) as { email: string } | undefined;
    if (!row) throw new IdentityError('INVALID_LINK');
    return row.email;
  };

  const userBySession = (cookie: string): IdentityUser | null => {
    if (!cookie) return null;
    const row = db
      .prepare('SELECT a.* FROM sessions s JOIN accounts a ON a.uid = s.uid WHERE s.id_hash = ? AND s.expires_at > ?')
      .get(sha256(cookie), Date.now()) as AccountRow | undefined;
    return row ? toUser(row) : null;
  };

  const newUid = () => randomBytes(21).toString('base64url');

  return storeFaultsAsUnavailable({
    adapter: 'embedded',

    async signUp(email, password) {
      const address = checkedEmail(email);
      checkPassword(password);
      const hash = await hashPassword(password);
      return db.transaction((): SignedIn => {
        if (accountByEmail(address)) throw new IdentityError('EMAIL_EXISTS');
        const uid = newUid();
        db.prepare(
          `INSERT INTO accounts (uid, email, password_hash, email_verified, methods, created_at, password_changed_at)
           VALUES (?, ?, ?, 0, '["password"]', ?, ?)`,
        ).run(uid, address, hash, Date.now(), Date.now());
        return { user: toUser(accountByUid(uid)!), session: startSession(uid), created: true };
      })();
    },

    async signIn(email, password) {
      const row = accountByEmail(normalizeEmail(email));
      // Unknown address and wrong password cost the same and answer the same.
      const ok = await verifyPassword(password, row?.password_hash ?? null);
      if (!row || !ok) throw new IdentityError('INVALID_CREDENTIALS');
      return { user: toUser(row), session: startSession(row.uid), created: false };
    },

    async createSignInCode(email) {
      return createCode(checkedEmail(email), 'signIn');
    },

    async signInWithLink(email, code) {
      const address = normalizeEmail(email);
      return db.transaction((): SignedIn => {
        if (consumeCode(code, 'signIn') !== address) throw new IdentityError('INVALID_LINK');
        const existing = accountByEmail(address);
        if (existing) {
          // Following the link proves the mailbox.
          db.prepare('UPDATE accounts SET email_verified = 1, methods = ? WHERE uid = ?').run(withMethod(existing, 'emailLink'), existing.uid);
          return { user: toUser(accountByUid(existing.uid)!), session: startSession(existing.uid), created: false };
        }
        const uid = newUid();
        db.prepare(
          `INSERT INTO accounts (uid, email, email_verified, methods, created_at) VALUES (?, ?, 1, '["emailLink"]', ?)`,
        ).run(uid, address, Date.now());
        return { user: toUser(accountByUid(uid)!), session: startSession(uid), created: true };
      })();
    },

    async createPasswordResetCode(email) {
      const address = normalizeEmail(email);
      return accountByEmail(address) ? createCode(address, 'passwordReset') : null;
    },

    async resetPassword(code, newPassword) {
      // Checked before the code is used up, so a weak password can be corrected with the same link.
      checkPassword(newPassword);
      const hash = await hashPassword(newPassword);
      db.transaction(() => {
        const account = accountByEmail(consumeCode(code, 'passwordReset'));
        if (!account) throw new IdentityError('INVALID_LINK');
        db.prepare(
          'UPDATE accounts SET password_hash = ?, password_changed_at = ?, email_verified = 1, methods = ? WHERE uid = ?',
        ).run(hash, Date.now(), withMethod(account, 'password'), account.uid);
        db.prepare('DELETE FROM sessions WHERE uid = ?').run(account.uid);
      })();
    },

    async googleSignInUrl() {
      return null;
    },

    async completeGoogleSignIn() {
      throw new IdentityError('NOT_CONFIGURED', 'Google sign-in needs a Firebase project');
    },

    async verifySession(cookie) {
      return userBySession(cookie);
    },

    // No ID tokens here: API clients send the session value itself as Bearer token.
    async verifyBearerToken(token) {
      return userBySession(token);
    },

    async refreshSession(cookie) {
      return db.transaction((): Session | null => {
        const user = userBySession(cookie);
        if (!user) return null;
        db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(sha256(cookie));
        return startSession(user.uid);
      })();
    },

    async revokeSessions(uid) {
      db.prepare('DELETE FROM sessions WHERE uid = ?').run(uid);
    },

    async lookup(uid) {
      const row = accountByUid(uid);
      return row ? toUser(row) : null;
    },

    async deleteUser(uid) {
      db.transaction(() => {
        const row = accountByUid(uid);
        if (!row) return;
        db.prepare('DELETE FROM one_time_codes WHERE email = ?').run(row.email);
        db.prepare('DELETE FROM accounts WHERE uid = ?').run(uid); // sessions go with it (ON DELETE CASCADE)
      })();
    },

    async close() {},
  });
}

/**
 * The accounts live in the store's file, so a full disk, a read-only file or a lock held too long fails them as it
 * fails the store: as StoreUnavailableError (STORE_UNAVAILABLE), which callers tell apart from a bug.
 */
function storeFaultsAsUnavailable(identity: IdentityProvider): IdentityProvider {
  const guarded = { ...identity };
  for (const [name, method] of Object.entries(identity)) {
    if (typeof method !== 'function') continue;
    (guarded as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      (method as (...args: unknown[]) => Promise<unknown>).apply(identity, args).catch((error: unknown) => {
        throw toStoreError(error);
      });
  }
  return guarded;
}
