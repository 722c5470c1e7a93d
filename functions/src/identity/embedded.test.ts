import { afterAll, describe, expect, it, vi } from 'vitest';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { describeIdentityContract } from './contract.js';
import { CODE_TTL_MS, createEmbeddedIdentity } from './embedded.js';
import { sha256 } from './secrets.js';

const store = openEmbeddedStore({ file: ':memory:' });
const db = embeddedDatabase(store)!;
afterAll(() => store.close());

describeIdentityContract('embedded', { open: async () => createEmbeddedIdentity(db) });

describe('embedded identity', () => {
  const identity = createEmbeddedIdentity(db);

  it('keeps only hashes of passwords, sessions and codes', async () => {
    const { user, session } = await identity.signUp('hash@example.org', 'geheim1');
    const code = await identity.createSignInCode('hash@example.org');
    const account = db.prepare('SELECT password_hash FROM accounts WHERE uid = ?').get(user.uid) as { password_hash: string };
    expect(account.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(account.password_hash).not.toContain('geheim1');
    const dump = JSON.stringify(db.prepare('SELECT * FROM sessions').all()) + JSON.stringify(db.prepare('SELECT * FROM one_time_codes').all());
    expect(dump).not.toContain(session.cookie);
    expect(dump).not.toContain(code);
    expect(dump).toContain(sha256(session.cookie));
    expect(session.cookie).toMatch(/^[\w-]{43}$/);
  });

  it('salts each password', async () => {
    await identity.signUp('salt1@example.org', 'gleiches');
    await identity.signUp('salt2@example.org', 'gleiches');
    const [a, b] = db.prepare("SELECT password_hash FROM accounts WHERE email LIKE 'salt%' ORDER BY email").all() as { password_hash: string }[];
    expect(a!.password_hash).not.toBe(b!.password_hash);
  });

  it('lets codes expire after an hour', async () => {
    const code = await identity.createSignInCode('late@example.org');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CODE_TTL_MS + 1000);
    await expect(identity.signInWithLink('late@example.org', code)).rejects.toMatchObject({ code: 'INVALID_LINK' });
    vi.useRealTimers();
  });

  it('does not use up a reset code for another purpose', async () => {
    await identity.signUp('purpose@example.org', 'geheim1');
    const reset = (await identity.createPasswordResetCode('purpose@example.org'))!;
    await expect(identity.signInWithLink('purpose@example.org', reset)).rejects.toMatchObject({ code: 'INVALID_LINK' });
    await identity.resetPassword(reset, 'neues-geheim');
  });
});
