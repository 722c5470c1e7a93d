// The reminder sweep over an embedded store: who gets a reminder when, in which language and with what (the route,
// what to bring, the calendar entry of that session, the cancel words, the opt-out link and header), that a second
// run and a second process send nothing twice, and that the mail's link turns reminders off for good.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { events as scenarioEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import type { EventRecord, MailRecord, ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { sendReminders, setRemindersOffByLink } from './reminders.js';

const HOUR = 3_600_000;
const now = new Date('2026-12-09T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

let dir: string;
let file: string;
let store: Store;

const profile = (uid: string, locale: 'de' | 'en' = 'de', fields: Partial<ProfileRecord> = {}): ProfileRecord => ({
  uid,
  email: `${uid}@example.org`,
  name: uid,
  favouriteCraftSlugs: [],
  locale,
  role: 'USER',
  trustedOrganiser: false,
  createdAt: now,
  updatedAt: now,
  ...fields,
});

/** A free course meeting at each of `starts` (hours from now) for three hours. */
function course(slug: string, starts: number[], fields: Partial<EventRecord> = {}): EventRecord {
  const base = scenarioEvents.find((event) => event.slug === 'kurs-2')!;
  const sessions = starts.map((hours) => ({ startsAt: at(hours), endsAt: at(hours + 3) }));
  return {
    ...base,
    slug,
    title: { de: `Kurs ${slug}`, en: `Course ${slug}` },
    startsAt: sessions[0]!.startsAt,
    endsAt: sessions.at(-1)!.endsAt,
    sessions,
    price: { amountCents: 0, currency: 'EUR' },
    capacity: 8,
    seatsLeft: 8,
    whatToBring: { de: 'Schürze', en: 'an apron' },
    ...fields,
  };
}

const mailsTo = async (uid: string): Promise<MailRecord[]> => (await store.mail.list({ to: `${uid}@example.org` }, 50)).filter((mail) => mail.template === 'sessionReminder');

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reminders-'));
  file = join(dir, 'store.sqlite');
  store = openEmbeddedStore({ file });
  await seedScenario(store);
  await store.write([profile('anna'), profile('ben', 'en'), profile('cleo', 'de', { remindersOff: true })].map((record) => ({ put: 'profile' as const, record })));
});

afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('reminders before each session', () => {
  it('mails each confirmed person once, 24 hours ahead, in their language, with the way, the things to bring and the session’s calendar entry', async () => {
    await store.events.upsertMany([course('morgen', [20]), course('uebermorgen', [30])]);
    for (const uid of ['anna', 'ben', 'cleo']) await store.bookings.book('morgen', uid, now, () => []);
    await store.bookings.book('uebermorgen', 'anna', now, () => []);

    expect(await sendReminders(store, now)).toBe(2);
    const [anna] = await mailsTo('anna');
    expect(anna?.message.subject).toMatch(/^Erinnerung: „Kurs morgen“/);
    expect(anna?.message.text).toContain('Bitte mitbringen: Schürze');
    expect(anna?.message.text).toContain('https://www.openstreetmap.org/directions?route=');
    expect(anna?.message.text).toContain('Sag bitte ab');
    const optOut = /\/reminders\/off\?r=[^\s]+/.exec(anna!.message.text)![0];
    expect(anna?.headers?.['List-Unsubscribe']).toContain(optOut);
    const ics = Buffer.from(anna!.attachments![0]!.content, 'base64').toString('utf8');
    expect(anna?.attachments?.[0]?.filename).toBe('morgen-1.ics');
    expect(ics).toContain('SUMMARY:Kurs morgen');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const [ben] = await mailsTo('ben');
    expect(ben?.message.subject).toMatch(/^Reminder: “Course morgen”/);
    expect(ben?.message.text).toContain('Please bring: an apron');
    expect(await mailsTo('cleo')).toEqual([]);

    // Again, and from a second process on the same file: nothing twice. The next day's course when its turn comes.
    expect(await sendReminders(store, at(1))).toBe(0);
    const second = openEmbeddedStore({ file });
    try {
      expect(await sendReminders(second, at(2))).toBe(0);
    } finally {
      await second.close();
    }
    expect(await sendReminders(store, at(7))).toBe(1);
    expect((await mailsTo('anna')).map((mail) => mail.message.subject).sort()).toEqual([
      expect.stringMatching(/Kurs morgen/),
      expect.stringMatching(/Kurs uebermorgen/),
    ]);
  });

  it('reminds of a long course’s later session with its number, and never of a cancelled course or after the start', async () => {
    await store.events.upsertMany([course('lang', [-24 * 7, 5, 24 * 7 + 5]), course('abgesagt', [5]), course('vorbei', [-1])]);
    // Booked before any of them began.
    for (const slug of ['lang', 'abgesagt', 'vorbei']) await store.bookings.book(slug, 'anna', at(-24 * 8), () => []);
    const [abgesagt] = await store.events.getBySlugs(['abgesagt']);
    await store.write([{ put: 'event', record: { ...abgesagt!, status: 'CANCELLED' } }]);

    expect(await sendReminders(store, now)).toBe(1);
    const [mail] = await mailsTo('anna');
    expect(mail?.message.subject).toContain('(Termin 2 von 3)');
    // The course began last week: cancelling no longer gives a seat back, so no cancel link.
    expect(mail?.message.text).not.toContain('/app#app-bookings');
    expect(Buffer.from(mail!.attachments![0]!.content, 'base64').toString('utf8')).toContain('SUMMARY:Kurs lang (2/3)');
  });

  it('sends nothing for a course whose organiser set 0 hours, and a week ahead for one set to 168', async () => {
    await store.events.upsertMany([course('ohne', [5], { reminderHours: 0 }), course('woche', [24 * 6], { reminderHours: 168 })]);
    for (const slug of ['ohne', 'woche']) await store.bookings.book(slug, 'anna', now, () => []);
    expect(await sendReminders(store, now)).toBe(1);
    expect((await mailsTo('anna'))[0]?.message.subject).toContain('Kurs woche');
  });

  it('turns reminders off through the mail’s link, and refuses a link with another token', async () => {
    await store.events.upsertMany([course('morgen', [20]), course('danach', [40])]);
    await store.bookings.book('morgen', 'anna', now, () => []);
    await store.bookings.book('danach', 'anna', now, () => []);
    await sendReminders(store, now);
    const link = new URL(/https?:\/\/\S+\/reminders\/off\?\S+/.exec((await mailsTo('anna'))[0]!.message.text)![0]);
    const reminder = link.searchParams.get('r')!;
    const token = link.searchParams.get('t')!;

    const refused = { name: 'InvalidInputError', fields: [{ field: 'token', code: 'INVALID_LINK' }] };
    const other = `${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`;
    await expect(setRemindersOffByLink({ store, now }, { reminder, token: other, off: true })).rejects.toMatchObject(refused);
    await expect(setRemindersOffByLink({ store, now }, { reminder: 'nobody:0', token, off: true })).rejects.toMatchObject(refused);
    await expect(setRemindersOffByLink({ store, now }, { reminder: 'kaputt', token: '', off: true })).rejects.toMatchObject(refused);
    expect((await store.profiles.getByUids(['anna']))[0]?.remindersOff).toBeFalsy();

    expect(await setRemindersOffByLink({ store, now }, { reminder, token, off: true })).toBe(true);
    expect((await store.profiles.getByUids(['anna']))[0]?.remindersOff).toBe(true);
    expect(await sendReminders(store, at(20))).toBe(0);
  });
});
