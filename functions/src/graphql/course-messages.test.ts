// A message to everyone booked through the whole API (embedded in-memory store): the organiser sees whom it reaches,
// sends it, and the live view's post and card carry both languages; others see and send nothing, and the ration's
// refusal names the wait. The rules themselves are tested in services/course-messages.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord, ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { apiOver, codes, fieldsOf, openSeededStore, sessionHeaders, signUpPeople, type GraphQLApi } from './api.testing.js';

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;

type Name = 'olga' | 'ben' | 'tina';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = { olga: { role: 'USER' }, ben: { role: 'USER', locale: 'en' }, tina: { role: 'USER' } };
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, people, uid, cookies);
  const [course] = (await store.events.getBySlugs(['kurs-2'])) as EventRecord[];
  await store.write([{ put: 'event', record: { ...course!, ownerUid: uid.olga, review: 'PUBLISHED' } }]);
  await store.bookings.book('kurs-2', uid.ben, new Date(), () => []);
  api = await apiOver(store, identity);
});

afterAll(async () => {
  await api.stop();
  await identity.close();
  await store.close();
});

const as = (who: Name | null) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

const SEND = `mutation ($slug: ID!, $textDe: String!, $textEn: String) {
  messageBooked(slug: $slug, textDe: $textDe, textEn: $textEn) { recipients post { kind text textEn } }
}`;
const MESSAGING = `query ($slug: ID!) { event(slug: $slug) { messaging { recipients perHour perDay } } }`;
const LIVE = `query ($slug: ID!) {
  event(slug: $slug) { livePosts(first: 5) { kind text textEn } }
  liveEvent(slug: $slug) { latestUpdate { text textEn } }
}`;

describe('messageBooked', () => {
  it('shows the organiser whom a message reaches, and nobody else', async () => {
    expect((await as('olga')(MESSAGING, { slug: 'kurs-2' })).data).toEqual({ event: { messaging: { recipients: 1, perHour: 3, perDay: 10 } } });
    expect((await as('tina')(MESSAGING, { slug: 'kurs-2' })).data).toEqual({ event: { messaging: null } });
    expect((await as(null)(MESSAGING, { slug: 'kurs-2' })).data).toEqual({ event: { messaging: null } });
  });

  it('refuses others and bad text with the API’s codes', async () => {
    expect(codes(await as(null)(SEND, { slug: 'kurs-2', textDe: 'Hallo' }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as('tina')(SEND, { slug: 'kurs-2', textDe: 'Hallo' }))).toEqual(['FORBIDDEN']);
    expect(fieldsOf(await as('olga')(SEND, { slug: 'kurs-2', textDe: ' ' }))).toEqual([{ field: 'input.textDe', code: 'REQUIRED' }]);
  });

  it('posts both languages to the live view and mails the people booked; the fourth within an hour waits', async () => {
    const sent = await as('olga')(SEND, { slug: 'kurs-2', textDe: 'Heute im Hof.', textEn: 'In the courtyard today.' });
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({ messageBooked: { recipients: 1, post: { kind: 'UPDATE', text: 'Heute im Hof.', textEn: 'In the courtyard today.' } } });
    const shown = await as(null)(LIVE, { slug: 'kurs-2' });
    expect(shown.data).toEqual({
      event: { livePosts: [{ kind: 'UPDATE', text: 'Heute im Hof.', textEn: 'In the courtyard today.' }] },
      liveEvent: { latestUpdate: { text: 'Heute im Hof.', textEn: 'In the courtyard today.' } },
    });
    const [mail] = await store.mail.list({ to: 'ben@example.org' }, 1);
    expect(mail).toMatchObject({ template: 'courseMessage' });
    expect(mail!.message.text).toContain('In the courtyard today.');

    await as('olga')(SEND, { slug: 'kurs-2', textDe: 'Zwei' });
    await as('olga')(SEND, { slug: 'kurs-2', textDe: 'Drei' });
    const fourth = await as('olga')(SEND, { slug: 'kurs-2', textDe: 'Vier' });
    expect(codes(fourth)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(fourth.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });
});
