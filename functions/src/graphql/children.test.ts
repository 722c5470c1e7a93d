// Courses for children through the whole API (embedded in-memory store): the event form's ages and adult rule, checked
// at the boundary, what Event.children tells everyone, and the events list's filter for children and for an age.
import { beforeAll, describe, expect, it } from 'vitest';
import { codes, fieldsOf, sessionHeaders, signUpPerson, useSeededApi } from './api.testing.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const { opened, run } = useSeededApi();
let tina = '';

beforeAll(async () => {
  const { profile, cookie } = await signUpPerson(opened.identity, 'tina', { role: 'USER', trustedOrganiser: true });
  await opened.store.write([{ put: 'profile', record: profile }]);
  tina = cookie;
});

const as = (who: 'tina' | null) => (query: string, variables?: Record<string, unknown>) => run(query, variables, sessionHeaders(who ? tina : undefined));

const eventInput = (fields: Record<string, unknown> = {}) => ({
  title: 'Töpfern für Kinder',
  description: 'Wir formen Schalen.',
  crafts: ['toepfern-keramik'],
  venue: 'tonwerk',
  startsAtLocal: `${NEXT_YEAR}-03-20T15:00`,
  durationMinutes: 90,
  priceCents: 0,
  capacity: 8,
  level: 'BEGINNER',
  materialsIncluded: true,
  ...fields,
});

const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) { slug children { minAge maxAge adult } } }`;
const SUBMIT = `mutation ($slug: ID!) { submitEvent(slug: $slug) { slug } }`;
const LIST = `query ($filter: EventFilter) { events(first: 50, filter: $filter) { edges { node { slug children { minAge maxAge adult } } } } }`;

async function publish(fields: Record<string, unknown>): Promise<string> {
  const created = await as('tina')(CREATE, { input: eventInput(fields) });
  expect(created.errors).toBeUndefined();
  const slug = (created.data!.createEvent as { slug: string }[])[0]!.slug;
  expect((await as('tina')(SUBMIT, { slug })).errors).toBeUndefined();
  return slug;
}

async function listed(filter: Record<string, unknown>): Promise<string[]> {
  const result = await as(null)(LIST, { filter: { venue: 'tonwerk', ...filter } });
  expect(result.errors).toBeUndefined();
  return (result.data!.events as { edges: { node: { slug: string } }[] }).edges.map((edge) => edge.node.slug);
}

describe('a course for children', () => {
  it('keeps its ages and adult rule, and an adults’ course has none', async () => {
    const created = await as('tina')(CREATE, { input: eventInput({ children: { minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' } }) });
    expect(created.errors).toBeUndefined();
    expect((created.data!.createEvent as { children: unknown }[])[0]!.children).toEqual({ minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' });
    const adults = await as('tina')(CREATE, { input: eventInput({ title: 'Töpfern für Erwachsene' }) });
    expect((adults.data!.createEvent as { children: unknown }[])[0]!.children).toBeNull();
  });

  it('becomes an adults’ course again when an edit sends no children', async () => {
    const created = await as('tina')(CREATE, { input: eventInput({ children: { minAge: 3, maxAge: 6, adult: 'ADULT_ALONG' } }) });
    const slug = (created.data!.createEvent as { slug: string }[])[0]!.slug;
    const UPDATE = `mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { children { minAge maxAge adult } } }`;
    const kept = await as('tina')(UPDATE, { slug, input: eventInput({ children: { minAge: 4, maxAge: 6, adult: 'ADULT_ALONG' } }) });
    expect((kept.data!.updateEvent as { children: unknown }).children).toEqual({ minAge: 4, maxAge: 6, adult: 'ADULT_ALONG' });
    const cleared = await as('tina')(UPDATE, { slug, input: eventInput() });
    expect((cleared.data!.updateEvent as { children: unknown }).children).toBeNull();
  });

  it('is checked at the boundary: whole ages from 0 to 17, the youngest not above the oldest, a known adult rule', async () => {
    const fields = async (children: Record<string, unknown>) => fieldsOf(await as('tina')(CREATE, { input: eventInput({ children }) }));
    expect(await fields({ minAge: -1, maxAge: 18, adult: 'ALONE' })).toEqual([
      { field: 'input.children.minAge', code: 'CHILD_AGE_OUT_OF_RANGE' },
      { field: 'input.children.maxAge', code: 'CHILD_AGE_OUT_OF_RANGE' },
    ]);
    expect(await fields({ minAge: 11, maxAge: 10, adult: 'ALONE' })).toEqual([{ field: 'input.children.maxAge', code: 'MIN_AGE_ABOVE_MAX' }]);
    expect(codes(await as('tina')(CREATE, { input: eventInput({ children: { minAge: 6, maxAge: 10, adult: 'PARENTS' } }) }))).toEqual(['BAD_USER_INPUT']);
  });

  it('is found by „Für Kinder“ and by an age inside its range, never an adults’ course', async () => {
    const kids = await publish({ title: 'Töpfern für Schulkinder', children: { minAge: 6, maxAge: 10, adult: 'ALONE' } });
    const small = await publish({ title: 'Töpfern für die Kleinsten', children: { minAge: 2, maxAge: 5, adult: 'ADULT_ALONG' } });
    const adults = await publish({ title: 'Töpfern am Abend' });
    expect(await listed({})).toEqual(expect.arrayContaining([kids, small, adults]));
    expect((await listed({ forChildren: true })).sort()).toEqual([kids, small].sort());
    expect(await listed({ childAge: 10 })).toEqual([kids]);
    expect(await listed({ forChildren: false, childAge: 5 })).toEqual([small]);
    expect(await listed({ childAge: 12 })).toEqual([]);
  });

  it('refuses an age outside 0 to 17 in the filter with words', async () => {
    const result = await as(null)(LIST, { filter: { childAge: 18 } });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.message).toMatch(/0 to 17/);
  });
});
