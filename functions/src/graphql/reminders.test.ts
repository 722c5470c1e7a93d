// Reminders through the API (an embedded in-memory store): the viewer's own setting, and the mail's opt-out
// link signed out, which only a reminder's own token opens; the organiser's hours in the event form.
import { beforeAll, describe, expect, it } from 'vitest';
import { events as scenarioEvents } from '../../test/fixtures.scenarios.js';
import type { EventRecord, ProfileRecord, SiteRole } from '../domain/records.js';
import { sendReminders } from '../services/reminders.js';
import { codes, fieldsOf, sessionHeaders, signUpPeople, useSeededApi } from './api.testing.js';

const HOUR = 3_600_000;
const { opened, run } = useSeededApi();

type Name = 'anna' | 'bernd' | 'olga';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = { anna: { role: 'USER' }, bernd: { role: 'USER', locale: 'en' }, olga: { role: 'USER', trustedOrganiser: true } };
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  await signUpPeople(opened.store, opened.identity, people, uid, cookies);
});

const as = (who: Name | null) => (query: string, variables?: Record<string, unknown>) => run(query, variables, sessionHeaders(who ? cookies[who] : undefined));

const SETTING = '{ viewer { remindersOff } }';
const SET = 'mutation ($off: Boolean!) { setRemindersOff(off: $off) }';
const BY_LINK = 'mutation ($reminder: String!, $token: String!, $off: Boolean!) { setRemindersOffByLink(reminder: $reminder, token: $token, off: $off) }';

describe('reminders over the API', () => {
  it('lets the viewer turn reminders off and on, and nobody signed out', async () => {
    expect((await as('anna')(SETTING)).data).toEqual({ viewer: { remindersOff: false } });
    expect((await as('anna')(SET, { off: true })).data).toEqual({ setRemindersOff: true });
    expect((await as('anna')(SETTING)).data).toEqual({ viewer: { remindersOff: true } });
    expect((await as('anna')(SET, { off: false })).data).toEqual({ setRemindersOff: false });
    expect(codes(await as(null)(SET, { off: true }))).toEqual(['UNAUTHENTICATED']);
  });

  it('turns the reminded person’s reminders off by the mail’s link signed out, and refuses any other link', async () => {
    const base = scenarioEvents.find((event) => event.slug === 'kurs-2')!;
    const startsAt = new Date(Date.now() + 10 * HOUR);
    const course: EventRecord = { ...base, slug: 'erinnert', startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR), sessions: [{ startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) }], price: { amountCents: 0, currency: 'EUR' }, capacity: 5, seatsLeft: 5 };
    await opened.store.events.upsertMany([course]);
    await opened.store.bookings.book('erinnert', uid.bernd, new Date(), () => []);
    expect(await sendReminders(opened.store)).toBe(1);
    const [mail] = (await opened.store.mail.list({}, 20)).filter((m) => m.template === 'sessionReminder');
    const link = new URL(/https?:\/\/\S+\/reminders\/off\?\S+/.exec(mail!.message.text)![0]);
    expect(link.pathname).toBe('/en/reminders/off');
    const reminder = link.searchParams.get('r')!;
    const token = link.searchParams.get('t')!;

    for (const forged of [{ reminder, token: 'A'.repeat(43) }, { reminder: 'b-0:0', token }, { reminder: 'x', token: 'y' }]) {
      const refused = await as(null)(BY_LINK, { ...forged, off: true });
      expect(codes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(refused)).toEqual([{ field: 'token', code: 'INVALID_LINK' }]);
    }
    expect((await as(null)(BY_LINK, { reminder, token, off: true })).data).toEqual({ setRemindersOffByLink: true });
    expect((await as('bernd')(SETTING)).data).toEqual({ viewer: { remindersOff: true } });
    expect((await as(null)(BY_LINK, { reminder, token, off: false })).data).toEqual({ setRemindersOffByLink: false });
    expect((await as('bernd')(SETTING)).data).toEqual({ viewer: { remindersOff: false } });
  });

  it('keeps the organiser’s reminder hours, 24 unless set, and refuses values out of range', async () => {
    const template = scenarioEvents.find((event) => event.slug === 'kurs-2')!;
    const CREATE = 'mutation ($input: EventInput!) { createEvent(input: $input) { reminderHoursBefore } }';
    const input = (fields: Record<string, unknown> = {}) => ({
      title: 'Töpfern mit Erinnerung',
      description: 'Ein Abend an der Scheibe.',
      crafts: [template.craftSlugs[0]],
      venue: template.venueSlug,
      startsAtLocal: '2027-03-10T18:00',
      durationMinutes: 120,
      priceCents: 0,
      capacity: 6,
      level: 'BEGINNER',
      materialsIncluded: true,
      ...fields,
    });
    expect((await as('olga')(CREATE, { input: input() })).data).toEqual({ createEvent: [{ reminderHoursBefore: 24 }] });
    expect((await as('olga')(CREATE, { input: input({ reminderHoursBefore: 0 }) })).data).toEqual({ createEvent: [{ reminderHoursBefore: 0 }] });
    expect((await as('olga')(CREATE, { input: input({ reminderHoursBefore: 168 }) })).data).toEqual({ createEvent: [{ reminderHoursBefore: 168 }] });
    for (const hours of [-1, 169]) {
      expect(fieldsOf(await as('olga')(CREATE, { input: input({ reminderHoursBefore: hours }) }))).toEqual([{ field: 'input.reminderHoursBefore', code: 'OUT_OF_RANGE' }]);
    }
  });
});
