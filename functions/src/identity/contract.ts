// ONE contract for every IdentityProvider adapter: embedded.test.ts and firebase.test.ts both call
// describeIdentityContract, so SQLite accounts and Firebase Auth behave the same for the services above them.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IdentityError, SESSION_DAYS, type IdentityProvider } from './identity.js';

export interface ContractOptions {
  open(): Promise<IdentityProvider>;
  /**
   * Firebase records a revocation in whole seconds and keeps sessions created in that same second valid: wait this
   * long between creating a session and revoking it.
   */
  revocationGranularityMs?: number;
}

const expectCode = async (promise: Promise<unknown>, code: IdentityError['code']) => {
  await expect(promise).rejects.toBeInstanceOf(IdentityError);
  await expect(promise).rejects.toMatchObject({ code });
};

export function describeIdentityContract(name: string, options: ContractOptions): void {
  describe(`IdentityProvider contract: ${name}`, () => {
    let identity: IdentityProvider;
    const settle = () => new Promise((resolve) => setTimeout(resolve, options.revocationGranularityMs ?? 0));
    /** An address of its own for each test, so tests never see each other's accounts. */
    const address = () => `Person.${randomUUID().slice(0, 8)}@Example.org`;

    beforeAll(async () => {
      identity = await options.open();
    });
    afterAll(() => identity.close());
    afterEach(() => vi.useRealTimers());

    it('signs up with a normalised address and signs in with the password', async () => {
      const email = address();
      const up = await identity.signUp(`  ${email} `, 'geheim1');
      expect(up.created).toBe(true);
      expect(up.user).toMatchObject({ email: email.toLowerCase(), emailVerified: false, methods: ['password'] });
      expect(up.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_DAYS - 1) * 86_400_000);
      expect(await identity.verifySession(up.session.cookie)).toMatchObject({ uid: up.user.uid });

      const again = await identity.signIn(email.toUpperCase(), 'geheim1');
      expect(again).toMatchObject({ created: false, user: { uid: up.user.uid } });
      expect(await identity.verifySession(again.session.cookie)).toMatchObject({ uid: up.user.uid });
      expect(await identity.lookup(up.user.uid)).toMatchObject({ email: email.toLowerCase(), methods: ['password'] });
    });

    it('takes the session token of a sign-in as a Bearer token, and nothing else that looks like one', async () => {
      const email = address();
      const up = await identity.signUp(email, 'geheim1');
      expect(await identity.verifyBearerToken(up.session.cookie)).toMatchObject({ uid: up.user.uid });
      const again = await identity.signIn(email, 'geheim1');
      expect(await identity.verifyBearerToken(again.session.cookie)).toMatchObject({ uid: up.user.uid });
      expect(await identity.verifyBearerToken(`${again.session.cookie}x`)).toBeNull();
      expect(await identity.verifyBearerToken('')).toBeNull();
    });

    it('answers INVALID_CREDENTIALS alike for a wrong password and an unknown address', async () => {
      const email = address();
      await identity.signUp(email, 'geheim1');
      await expectCode(identity.signIn(email, 'geheim2'), 'INVALID_CREDENTIALS');
      await expectCode(identity.signIn(address(), 'geheim1'), 'INVALID_CREDENTIALS');
    });

    it('refuses weak passwords, malformed and taken addresses', async () => {
      await expectCode(identity.signUp(address(), '12345'), 'WEAK_PASSWORD');
      await expectCode(identity.signUp('nicht-an-adresse', 'geheim1'), 'INVALID_EMAIL');
      const email = address();
      await identity.signUp(email, 'geheim1');
      await expectCode(identity.signUp(email.toUpperCase(), 'anderes1'), 'EMAIL_EXISTS');
    });

    it('signs in by link: the first use creates the account, a code works once and only for its address', async () => {
      const email = address();
      const code = await identity.createSignInCode(email);
      await expectCode(identity.signInWithLink(address(), code), 'INVALID_LINK');
      const first = await identity.signInWithLink(email, code);
      expect(first.created).toBe(true);
      expect(first.user).toMatchObject({ email: email.toLowerCase(), emailVerified: true });
      expect(first.user.methods).toContain('emailLink');
      await expectCode(identity.signInWithLink(email, code), 'INVALID_LINK');

      const second = await identity.signInWithLink(email, await identity.createSignInCode(email));
      expect(second).toMatchObject({ created: false, user: { uid: first.user.uid } });
      await expectCode(identity.signInWithLink(email, 'erfunden'), 'INVALID_LINK');
    });

    it('resets a password once per code and ends every session', async () => {
      const email = address();
      const { user, session } = await identity.signUp(email, 'geheim1');
      expect(await identity.createPasswordResetCode(address())).toBeNull();
      const code = await identity.createPasswordResetCode(email);
      expect(code).toEqual(expect.any(String));
      await settle();
      await expectCode(identity.resetPassword(code!, 'kurz'), 'WEAK_PASSWORD');
      await identity.resetPassword(code!, 'neues-geheim');
      expect(await identity.verifySession(session.cookie)).toBeNull();
      await expectCode(identity.resetPassword(code!, 'noch-eins1'), 'INVALID_LINK');
      await expectCode(identity.signIn(email, 'geheim1'), 'INVALID_CREDENTIALS');
      expect((await identity.signIn(email, 'neues-geheim')).user.uid).toBe(user.uid);
    });

    it('knows no session for garbage and none after it expired', async () => {
      expect(await identity.verifySession('')).toBeNull();
      expect(await identity.verifySession('kein-cookie')).toBeNull();
      expect(await identity.verifyBearerToken('kein.token.hier')).toBeNull();
      const { session } = await identity.signUp(address(), 'geheim1');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(session.expiresAt.getTime() + 60_000);
      expect(await identity.verifySession(session.cookie)).toBeNull();
      expect(await identity.refreshSession(session.cookie)).toBeNull();
    });

    it('refreshes a session into a new one of full length', async () => {
      const { user, session } = await identity.signUp(address(), 'geheim1');
      const fresh = await identity.refreshSession(session.cookie);
      expect(fresh).not.toBeNull();
      expect(fresh!.expiresAt.getTime()).toBeGreaterThanOrEqual(session.expiresAt.getTime() - 1000);
      expect(await identity.verifySession(fresh!.cookie)).toMatchObject({ uid: user.uid });
      expect(await identity.refreshSession('kein-cookie')).toBeNull();
    });

    it('revokes every session of a person, and only theirs', async () => {
      const a = await identity.signUp(address(), 'geheim1');
      const b = await identity.signUp(address(), 'geheim1');
      const a2 = await identity.signIn(a.user.email, 'geheim1');
      await settle();
      await identity.revokeSessions(a.user.uid);
      expect(await identity.verifySession(a.session.cookie)).toBeNull();
      expect(await identity.verifySession(a2.session.cookie)).toBeNull();
      expect(await identity.verifySession(b.session.cookie)).toMatchObject({ uid: b.user.uid });
      await settle();
      const again = await identity.signIn(a.user.email, 'geheim1');
      expect(await identity.verifySession(again.session.cookie)).toMatchObject({ uid: a.user.uid });
    });

    it('deletes an account: no sessions, no sign-in, the address is free again', async () => {
      const email = address();
      const { user, session } = await identity.signUp(email, 'geheim1');
      await identity.deleteUser(user.uid);
      expect(await identity.lookup(user.uid)).toBeNull();
      expect(await identity.verifySession(session.cookie)).toBeNull();
      await expectCode(identity.signIn(email, 'geheim1'), 'INVALID_CREDENTIALS');
      expect((await identity.signUp(email, 'geheim1')).user.uid).not.toBe(user.uid);
      await identity.deleteUser('gibt-es-nicht');
    });

    it('offers no Google sign-in without configuration', async () => {
      expect(await identity.googleSignInUrl('http://localhost/login/google')).toBeNull();
    });
  });
}
