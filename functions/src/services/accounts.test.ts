import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../domain/repositories.js';
import { venues as fixtureVenues, seedScenario } from '../../test/fixtures.scenarios.js';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import {
  requestPasswordReset,
  requestSignInLink,
  resetPassword,
  signIn,
  signInWithLink,
  signUp,
} from './accounts.js';
import { InvalidInputError, TooManyAttemptsError } from './errors.js';
import type { SignInContext } from './service-context.js';
import { signInThrottle } from './throttle.js';
import { viewerByCredentials } from './viewers.js';

const store: Store = openEmbeddedStore({ file: ':memory:' });
const identity = createEmbeddedIdentity(embeddedDatabase(store)!);
afterAll(() => store.close());

let client = 0;
/** A context of its own client address per test, so the per-address throttle of one test never hits another. */
function context(fields: Partial<SignInContext> = {}): SignInContext {
  client += 1;
  return { store, identity, locale: 'de', now: new Date(), siteUrl: 'https://selbstgemacht.example', clientAddress: `10.0.0.${client}`, ...fields };
}

async function fieldsOf(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).fields;
}

describe('signUp', () => {
  it('creates the account and its profile, and signs in', async () => {
    const { viewer, session } = await signUp(context(), { email: ' Lena@Example.org ', password: 'geheim1', name: ' Lena ', locale: 'en' });
    expect(viewer).toMatchObject({ email: 'lena@example.org', role: 'USER', signInMethods: ['password'], ownedVenueSlugs: [] });
    expect(viewer.profile).toMatchObject({ uid: viewer.uid, name: 'Lena', locale: 'en', role: 'USER', trustedOrganiser: false });
    expect((await store.profiles.getByUids([viewer.uid]))[0]).toMatchObject({ email: 'lena@example.org', name: 'Lena' });
    expect(await identity.verifySession(session.cookie)).toMatchObject({ uid: viewer.uid });
  });

  it('reports every bad field with its code, named by its path in the arguments (signUp(input: …))', async () => {
    expect(await fieldsOf(signUp(context(), { email: 'kaputt', password: '123', name: ' ' }))).toEqual([
      { field: 'input.email', code: 'INVALID_EMAIL' },
      { field: 'input.password', code: 'WEAK_PASSWORD' },
      { field: 'input.name', code: 'REQUIRED' },
    ]);
    expect(await fieldsOf(signUp(context(), { email: 'a@example.org', password: '', name: 'x'.repeat(81) }))).toEqual([
      { field: 'input.password', code: 'REQUIRED' },
      { field: 'input.name', code: 'TOO_LONG' },
    ]);
    await signUp(context(), { email: 'taken@example.org', password: 'geheim1', name: 'Erste' });
    expect(await fieldsOf(signUp(context(), { email: 'TAKEN@example.org', password: 'geheim1', name: 'Zweite' }))).toEqual([
      { field: 'input.email', code: 'EMAIL_EXISTS' },
    ]);
  });
});

describe('signUp and its throttle', () => {
  it('lets one client sign up five accounts within ten minutes, then makes it wait; other clients go on', async () => {
    const from = context();
    for (let account = 0; account < 5; account += 1) {
      await signUp({ ...from }, { email: `flood${account}@example.org`, password: 'geheim1', name: 'Flut' });
    }
    const sixth = signUp({ ...from }, { email: 'flood5@example.org', password: 'geheim1', name: 'Flut' });
    await expect(sixth).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(sixth).rejects.toMatchObject({ retryAfterSeconds: 30 });
    await signUp(context(), { email: 'neighbour@example.org', password: 'geheim1', name: 'Nachbarin' });
    // Not created while it waited: the address is still free once the window has passed.
    const later = new Date(from.now.getTime() + 10 * 60_000 + 1);
    await signUp({ ...from, now: later }, { email: 'flood5@example.org', password: 'geheim1', name: 'Flut' });
  });

  it('counts taken addresses too (they tell which addresses have an account), but not invalid input', async () => {
    const from = context();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await fieldsOf(signUp({ ...from }, { email: 'kaputt', password: 'geheim1', name: 'x' }));
    }
    await signUp({ ...from }, { email: 'probed@example.org', password: 'geheim1', name: 'Probe' });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await fieldsOf(signUp({ ...from }, { email: 'probed@example.org', password: 'geheim1', name: 'Probe' }));
    }
    await expect(signUp({ ...from }, { email: 'probed@example.org', password: 'geheim1', name: 'Probe' })).rejects.toBeInstanceOf(
      TooManyAttemptsError,
    );
  });
});

describe('signIn and the throttle', () => {
  beforeEach(async () => {
    await signInThrottle.forget(store, 'account:guess@example.org', new Date());
  });

  it('answers INVALID_CREDENTIALS on the password field', async () => {
    await signUp(context(), { email: 'right@example.org', password: 'geheim1', name: 'Right' });
    expect(await fieldsOf(signIn(context(), { email: 'right@example.org', password: 'falsch1' }))).toEqual([
      { field: 'password', code: 'INVALID_CREDENTIALS' },
    ]);
    expect((await signIn(context(), { email: 'RIGHT@example.org', password: 'geheim1' })).viewer.email).toBe('right@example.org');
  });

  it('locks an account after five failures, whichever addresses they came from', async () => {
    await signUp(context(), { email: 'guess@example.org', password: 'geheim1', name: 'Guess' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(signIn(context(), { email: 'guess@example.org', password: `falsch${attempt}` })).rejects.toBeInstanceOf(InvalidInputError);
    }
    const locked = signIn(context(), { email: 'guess@example.org', password: 'geheim1' });
    await expect(locked).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(locked).rejects.toMatchObject({ retryAfterSeconds: 30 });
  });

  it('locks a client address that tries many accounts', async () => {
    const from = context();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(signIn({ ...from }, { email: `nobody${attempt}@example.org`, password: 'falsch1' })).rejects.toBeInstanceOf(InvalidInputError);
    }
    await expect(signIn({ ...from }, { email: 'someone-else@example.org', password: 'geheim1' })).rejects.toBeInstanceOf(TooManyAttemptsError);
  });
});

describe('sign-in links', () => {
  it('leaves out a `next` that would lead off the site', async () => {
    await requestSignInLink(context(), { email: 'offsite@example.org', next: '/\t/evil.example/x' });
    const [mail] = await store.mail.list({ to: 'offsite@example.org' }, 1);
    const url = new URL(/https:\/\/\S+/.exec(mail!.message.text)![0]);
    expect(url.searchParams.has('next')).toBe(false);
  });

  it('mails a link in the asked language that signs in once and creates the profile', async () => {
    await requestSignInLink(context(), { email: 'Link@Example.org', locale: 'en', next: '/profile?tab=1' });
    const [mail] = await store.mail.list({ to: 'link@example.org' }, 1);
    expect(mail).toMatchObject({ template: 'signInLink', to: 'link@example.org' });
    expect(mail!.message.subject).toMatch(/sign-in link/);
    const url = new URL(/https:\/\/\S+/.exec(mail!.message.text)![0]);
    expect(url.origin + url.pathname).toBe('https://selbstgemacht.example/en/login/link');
    expect(url.searchParams.get('email')).toBe('link@example.org');
    expect(url.searchParams.get('next')).toBe('/profile?tab=1');

    const { viewer } = await signInWithLink(context({ locale: 'en' }), { email: 'link@example.org', code: url.searchParams.get('code')! });
    expect(viewer.profile).toMatchObject({ name: 'link', locale: 'en', email: 'link@example.org' });
    expect(await fieldsOf(signInWithLink(context(), { email: 'link@example.org', code: url.searchParams.get('code')! }))).toEqual([
      { field: 'code', code: 'INVALID_LINK' },
    ]);
  });

  it('refuses a sixth mail to one address within 15 minutes, known or not', async () => {
    for (let i = 0; i < 5; i += 1) await requestPasswordReset(context(), { email: 'flood@example.org' });
    await expect(requestSignInLink(context(), { email: 'flood@example.org' })).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  it('needs a public origin for links', async () => {
    await expect(requestSignInLink(context({ siteUrl: null }), { email: 'x@example.org' })).rejects.toThrow(/SITE_URL/);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and mails only known ones', async () => {
    await signUp(context(), { email: 'reset@example.org', password: 'geheim1', name: 'Reset' });
    expect(await requestPasswordReset(context(), { email: 'unknown@example.org' })).toBe(true);
    expect(await store.mail.list({ to: 'unknown@example.org' }, 5)).toEqual([]);
    expect(await requestPasswordReset(context(), { email: 'reset@example.org' })).toBe(true);
    const [mail] = await store.mail.list({ to: 'reset@example.org' }, 1);
    const url = new URL(/https:\/\/\S+/.exec(mail!.message.text)![0]);
    expect(url.pathname).toBe('/login/reset');
    expect(await fieldsOf(resetPassword(context(), { code: url.searchParams.get('code')!, password: 'kurz' }))).toEqual([
      { field: 'password', code: 'WEAK_PASSWORD' },
    ]);
    expect(await resetPassword(context(), { code: url.searchParams.get('code')!, password: 'neues-geheim' })).toBe(true);
    expect(await fieldsOf(resetPassword(context(), { code: url.searchParams.get('code')!, password: 'neues-geheim' }))).toEqual([
      { field: 'code', code: 'INVALID_LINK' },
    ]);
  });
});

describe('viewerByCredentials', () => {
  it('takes the session cookie or a Bearer token, and is null when signed out', async () => {
    const { viewer, session } = await signUp(context(), { email: 'cookie@example.org', password: 'geheim1', name: 'Cookie' });
    expect(await viewerByCredentials(store, identity, { sessionCookie: session.cookie })).toMatchObject({ uid: viewer.uid });
    expect(await viewerByCredentials(store, identity, { bearerToken: session.cookie })).toMatchObject({ uid: viewer.uid });
    expect(await viewerByCredentials(store, identity, {})).toBeNull();
    expect(await viewerByCredentials(store, identity, { sessionCookie: 'erfunden' })).toBeNull();
  });

  it('makes a person who keeps a venue a VENUE_OWNER, and creates a missing profile', async () => {
    await seedScenario(store);
    const { user, session } = await identity.signUp('owner@example.org', 'geheim1');
    const venue = fixtureVenues[0]!;
    await store.write([{ put: 'venue', record: { ...venue, ownerUids: [user.uid] } }]);
    const viewer = await viewerByCredentials(store, identity, { sessionCookie: session.cookie }, 'en');
    expect(viewer).toMatchObject({ role: 'VENUE_OWNER', ownedVenueSlugs: [venue.slug], profile: { name: 'owner', locale: 'en', role: 'USER' } });
  });
});
