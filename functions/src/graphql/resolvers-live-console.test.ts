// The organiser's live console through the whole API (createGraphQLApi over an embedded in-memory store): who may
// post and delete, field errors, the event's overrides written with the post, text kept as text, the throttle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord, ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { apiOver, codes, fieldsOf, openSeededStore, sessionHeaders, signUpPeople, type GraphQLApi } from './api.testing.js';

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;

type Name = 'olga' | 'ben' | 'eddie' | 'tina';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = {
  olga: { role: 'USER' },
  ben: { role: 'USER' },
  eddie: { role: 'EDITOR' },
  tina: { role: 'USER' },
};
type Who = Name | null;
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, people, uid, cookies);
  // Olga organises a published course, a draft and a cancelled course; Tina one for the throttle.
  const [published, draft, cancelled, tinas] = (await store.events.getBySlugs(['kurs-1', 'entwurf', 'kurs-2', 'kurs-3'])) as EventRecord[];
  await store.write([
    { put: 'event', record: { ...published!, ownerUid: uid.olga, review: 'PUBLISHED' } },
    { put: 'event', record: { ...draft!, ownerUid: uid.olga, review: 'DRAFT' } },
    { put: 'event', record: { ...cancelled!, ownerUid: uid.olga, review: 'PUBLISHED', status: 'CANCELLED' } },
    { put: 'event', record: { ...tinas!, ownerUid: uid.tina, review: 'PUBLISHED' } },
  ]);
  api = await apiOver(store, identity);
});

afterAll(async () => {
  await api.stop();
  await identity.close();
  await store.close();
});

const as = (who: Who) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

const POST = `mutation ($slug: ID!, $input: LivePostInput!) {
  postLiveUpdate(slug: $slug, input: $input) { id kind text image { url alt } delayMinutes room createdAt }
}`;
const DELETE = `mutation ($id: ID!) { deleteLiveUpdate(id: $id) }`;
const POSTS = `query ($slug: ID!) { event(slug: $slug) { livePosts { id kind text delayMinutes room } } }`;

interface Posted {
  id: string;
  text: string;
}
/** Posts as `who`; the result with the post typed. */
const post = async (who: Who, slug: string, input: Record<string, unknown>) => {
  const result = await as(who)(POST, { slug, input });
  return { ...result, data: result.data as { postLiveUpdate: Posted } | null | undefined };
};
const liveOf = async (slug: string) => (await store.events.getBySlugs([slug]))[0]?.live;

describe('postLiveUpdate', () => {
  it('lets the organiser post news with an own photo, listed publicly newest first', async () => {
    const photo = `/media/event/${uid.olga}/abc123-800.webp`;
    const result = await post('olga', 'kurs-1', { kind: 'UPDATE', text: '  Der Ton ist da!  ', imageUrl: photo });
    expect(result.errors).toBeUndefined();
    expect(result.data?.postLiveUpdate).toMatchObject({ kind: 'UPDATE', text: 'Der Ton ist da!', image: { url: photo, alt: 'Der Ton ist da!' }, delayMinutes: null, room: null });
    const listed = await as(null)(POSTS, { slug: 'kurs-1' });
    expect(listed.data?.event).toMatchObject({ livePosts: [{ kind: 'UPDATE', text: 'Der Ton ist da!' }] });
  });

  it('writes a delay, a room and an early end onto the event with the post; deleting one undoes it', async () => {
    const delayed = await post('eddie', 'kurs-1', { kind: 'DELAY', delayMinutes: 15 });
    expect(delayed.data?.postLiveUpdate).toMatchObject({ kind: 'DELAY', text: '', delayMinutes: 15 });
    expect(await liveOf('kurs-1')).toEqual({ delayMinutes: 15 });
    const later = await post('olga', 'kurs-1', { kind: 'DELAY', delayMinutes: 30, text: 'Stau am Gürtel' });
    const moved = await post('olga', 'kurs-1', { kind: 'ROOM', room: 'Werkstatt im Hof' });
    expect(moved.data?.postLiveUpdate).toMatchObject({ kind: 'ROOM', room: 'Werkstatt im Hof' });
    expect(await liveOf('kurs-1')).toEqual({ delayMinutes: 30, room: 'Werkstatt im Hof' });

    // The organiser deletes the editor's post too; the later delay stays.
    expect((await as('olga')(DELETE, { id: delayed.data?.postLiveUpdate.id })).data).toEqual({ deleteLiveUpdate: true });
    expect(await liveOf('kurs-1')).toEqual({ delayMinutes: 30, room: 'Werkstatt im Hof' });
    expect((await as('olga')(DELETE, { id: later.data?.postLiveUpdate.id })).data).toEqual({ deleteLiveUpdate: true });
    expect(await liveOf('kurs-1')).toEqual({ delayMinutes: 0, room: 'Werkstatt im Hof' });

    const ended = await post('olga', 'kurs-1', { kind: 'ENDED', text: 'Danke fürs Kommen!' });
    expect(ended.errors).toBeUndefined();
    expect((await liveOf('kurs-1'))?.endedAt).toBeInstanceOf(Date);
    expect(codes(await post('olga', 'kurs-1', { kind: 'ENDED' }))).toEqual(['CONFLICT']);
    await as('olga')(DELETE, { id: ended.data?.postLiveUpdate.id });
    expect(await liveOf('kurs-1')).toEqual({ delayMinutes: 0, room: 'Werkstatt im Hof' });
  });

  it('returns text with markup exactly as typed: plain text, never HTML', async () => {
    const hostile = '<img src=x onerror=alert(1)> <script>alert(1)</script> https://example.org/?a=1&b=2';
    const result = await post('olga', 'kurs-1', { kind: 'UPDATE', text: hostile });
    expect(result.data?.postLiveUpdate.text).toBe(hostile);
    const listed = await as(null)(POSTS, { slug: 'kurs-1' });
    expect((listed.data?.event as { livePosts: { text: string }[] }).livePosts[0]?.text).toBe(hostile);
  });

  it('names each wrong field with a code', async () => {
    expect(fieldsOf(await post('olga', 'kurs-1', { kind: 'UPDATE', text: '   ' }))).toEqual([{ field: 'input.text', code: 'REQUIRED' }]);
    expect(fieldsOf(await post('olga', 'kurs-1', { kind: 'UPDATE', text: 'x'.repeat(501) }))).toEqual([{ field: 'input.text', code: 'TOO_LONG' }]);
    expect(fieldsOf(await post('olga', 'kurs-1', { kind: 'DELAY' }))).toEqual([{ field: 'input.delayMinutes', code: 'REQUIRED' }]);
    expect(fieldsOf(await post('olga', 'kurs-1', { kind: 'DELAY', delayMinutes: 241 }))).toEqual([{ field: 'input.delayMinutes', code: 'OUT_OF_RANGE' }]);
    expect(fieldsOf(await post('olga', 'kurs-1', { kind: 'DELAY', delayMinutes: 0 }))).toEqual([{ field: 'input.delayMinutes', code: 'OUT_OF_RANGE' }]);
    expect(fieldsOf(await post('olga', 'kurs-1', { kind: 'ROOM', room: '' }))).toEqual([{ field: 'input.room', code: 'REQUIRED' }]);
    // Someone else's upload, or no upload at all.
    for (const imageUrl of [`/media/event/${uid.ben}/abc123-800.webp`, 'https://evil.example/x.png']) {
      expect(fieldsOf(await post('olga', 'kurs-1', { kind: 'UPDATE', text: 'Foto', imageUrl }))).toEqual([{ field: 'input.imageUrl', code: 'INVALID_IMAGE' }]);
    }
  });

  it('is only for the organiser and editors: others FORBIDDEN, drafts NOT_FOUND, signed out UNAUTHENTICATED', async () => {
    expect(codes(await post('ben', 'kurs-1', { kind: 'UPDATE', text: 'Hallo' }))).toEqual(['FORBIDDEN']);
    expect(codes(await post('ben', 'entwurf', { kind: 'UPDATE', text: 'Hallo' }))).toEqual(['NOT_FOUND']);
    expect(codes(await post('ben', 'gibt-es-nicht', { kind: 'UPDATE', text: 'Hallo' }))).toEqual(['NOT_FOUND']);
    expect(codes(await post(null, 'kurs-1', { kind: 'UPDATE', text: 'Hallo' }))).toEqual(['UNAUTHENTICATED']);
    // Not live: a draft, or a cancelled event.
    expect(codes(await post('olga', 'entwurf', { kind: 'UPDATE', text: 'Hallo' }))).toEqual(['CONFLICT']);
    expect(codes(await post('olga', 'kurs-2', { kind: 'UPDATE', text: 'Hallo' }))).toEqual(['CONFLICT']);
  });

  it('throttles posts per person: twenty within ten minutes, then TOO_MANY_ATTEMPTS', async () => {
    for (let i = 0; i < 20; i++) expect((await post('tina', 'kurs-3', { kind: 'UPDATE', text: `Post ${i}` })).errors).toBeUndefined();
    const refused = await post('tina', 'kurs-3', { kind: 'UPDATE', text: 'Noch einer' });
    expect(codes(refused)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    // Others post on.
    expect((await post('olga', 'kurs-1', { kind: 'UPDATE', text: 'Ich darf' })).errors).toBeUndefined();
  });
});

describe('deleteLiveUpdate and Event.livePosts', () => {
  it('lets nobody else delete: FORBIDDEN on a published event, NOT_FOUND for unknown ids, UNAUTHENTICATED signed out', async () => {
    const { data } = await post('olga', 'kurs-1', { kind: 'UPDATE', text: 'Bleibt stehen' });
    const id = data?.postLiveUpdate.id as string;
    expect(codes(await as('ben')(DELETE, { id }))).toEqual(['FORBIDDEN']);
    expect(codes(await as(null)(DELETE, { id }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as('olga')(DELETE, { id: 'gibt-es-nicht' }))).toEqual(['NOT_FOUND']);
    expect(codes(await as('olga')(DELETE, { id: '../events/kurs-1' }))).toEqual(['NOT_FOUND']);
    expect((await store.livePosts.getByIds([id]))[0]?.text).toBe('Bleibt stehen');
  });

  it('hides an unpublished event’s posts from everyone but its organiser and editors', async () => {
    const draft = (await store.events.getBySlugs(['entwurf']))[0]!;
    await store.write([{ put: 'livePost', record: { id: 'geheim', eventSlug: 'entwurf', authorUid: uid.olga, kind: 'UPDATE', text: 'Geheim', createdAt: new Date() } }]);
    const query = `query ($slug: ID!) { editableEvent(slug: $slug) { livePosts(first: 5) { id } } }`;
    expect((await as('olga')(query, { slug: draft.slug })).data).toEqual({ editableEvent: { livePosts: [{ id: 'geheim' }] } });
    expect(codes(await as('ben')(DELETE, { id: 'geheim' }))).toEqual(['NOT_FOUND']);
    expect((await as('eddie')(DELETE, { id: 'geheim' })).data).toEqual({ deleteLiveUpdate: true });
    expect((await as(null)(POSTS, { slug: 'entwurf' })).data).toEqual({ event: null });
    expect(codes(await as(null)(`query { event(slug: "kurs-1") { livePosts(first: 51) { id } } }`))).toEqual(['BAD_USER_INPUT']);
  });
});
