import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { chooseIdentity, openIdentityFromEnv } from './open.server.js';

describe('chooseIdentity', () => {
  it('follows the store, an Auth emulator, or IDENTITY_ADAPTER', () => {
    expect(chooseIdentity({}, { adapter: 'embedded' })).toBe('embedded');
    expect(chooseIdentity({}, { adapter: 'firebase' })).toBe('firebase');
    expect(chooseIdentity({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, { adapter: 'embedded' })).toBe('firebase');
    expect(chooseIdentity({ IDENTITY_ADAPTER: 'embedded' }, { adapter: 'firebase' })).toBe('embedded');
    expect(() => chooseIdentity({ IDENTITY_ADAPTER: 'ldap' }, { adapter: 'embedded' })).toThrow(/IDENTITY_ADAPTER/);
  });

  it('opens the embedded identity over the embedded store', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    const identity = await openIdentityFromEnv({}, store);
    expect(identity.adapter).toBe('embedded');
    const { user } = await identity.signUp('open@example.org', 'geheim1');
    expect(await identity.lookup(user.uid)).toMatchObject({ email: 'open@example.org' });
    await identity.close();
    await store.close();
  });
});
