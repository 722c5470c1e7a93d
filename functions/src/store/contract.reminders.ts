// Reminders before each session as part of the store contract (describeStoreContract calls it): a reminder's marker
// and mail are written together and once per booking and session, also when two instances send it at the same moment,
// and the sweep finds the events with a session starting in its window, a long course's later dates included.
import { describe, expect, it } from 'vitest';
import type { MailRecord } from '../domain/records.js';
import type { ReminderRecord, Store } from '../domain/repositories.js';
import { sampleCourse } from '../domain/sample-course.fixture.js';

const HOUR = 3_600_000;
const now = new Date('2026-11-25T17:00:00.000Z');
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

const reminder = (bookingId: string, session: number): Omit<ReminderRecord, 'sentAt'> => ({
  bookingId,
  session,
  uid: `uid-${bookingId}`,
  tokenHash: `hash-${bookingId}-${session}`,
  expiresAt: later(now, 30 * 24 * HOUR),
});

const mail = (id: string, to: string): MailRecord => ({
  id,
  to,
  template: 'sessionReminder',
  message: { subject: 'Morgen: Drehen an der Scheibe', text: 'Bis morgen!', html: '<p>Bis morgen!</p>' },
  createdAt: now,
  headers: { 'List-Unsubscribe': '<https://example.at/reminders/off?r=x>' },
  attachments: [{ filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8', content: 'QkVHSU46VkNBTEVOREFS', encoding: 'base64' }],
});

export function describeRemindersContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('reminders (before each session)', () => {
    it('queues the mail with its marker once, and nothing for the same booking and session again', async () => {
      const store = current();
      expect(await store.reminders.getMany([{ bookingId: 'b-1', session: 0 }])).toEqual([null]);
      expect(await store.reminders.sendOnce(reminder('b-1', 0), mail('m-1', 'anna@example.at'), now)).toBe(true);
      expect(await store.reminders.sendOnce(reminder('b-1', 0), mail('m-2', 'anna@example.at'), later(now, 60_000))).toBe(false);
      const keys = [{ bookingId: 'b-1', session: 1 }, { bookingId: 'b-1', session: 0 }];
      expect(await store.reminders.getMany(keys)).toEqual([null, { ...reminder('b-1', 0), sentAt: now }]);
      expect(await store.reminders.getMany([])).toEqual([]);
      const mails = await store.mail.list({ to: 'anna@example.at' }, 10);
      expect(mails).toEqual([mail('m-1', 'anna@example.at')]);
    });

    it('reminds of every session of a course and every booking apart', async () => {
      const store = current();
      expect(await store.reminders.sendOnce(reminder('b-1', 0), mail('m-1', 'anna@example.at'), now)).toBe(true);
      expect(await store.reminders.sendOnce(reminder('b-1', 1), mail('m-2', 'anna@example.at'), now)).toBe(true);
      expect(await store.reminders.sendOnce(reminder('b-2', 0), mail('m-3', 'ben@example.at'), now)).toBe(true);
      expect(await store.mail.list({ to: 'anna@example.at' }, 10)).toHaveLength(2);
    });

    it('sends one mail when two instances send the same reminder at once', async () => {
      const store = current();
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const sent = await Promise.all(
          Array.from({ length: 2 }, (_, i) => (i % 2 ? second : store).reminders.sendOnce(reminder('b-race', 0), mail(`m-race-${i}`, 'race@example.at'), now)),
        );
        expect(sent.filter(Boolean)).toHaveLength(1);
        expect(await store.mail.list({ to: 'race@example.at' }, 10)).toHaveLength(1);
      } finally {
        if (second !== store) await second.close();
      }
    });

    it('finds the published events with a session starting in the window, a long course’s later date too', async () => {
      const store = current();
      const session = (startsAt: Date) => ({ startsAt, endsAt: later(startsAt, 3 * HOUR) });
      const withSessions = (slug: string, starts: Date[], published = true) => {
        const sessions = starts.map(session);
        return sampleCourse({ slug, sessions, startsAt: sessions[0]!.startsAt, endsAt: sessions.at(-1)!.endsAt, published });
      };
      await store.events.upsertMany([
        withSessions('morgen', [later(now, 20 * HOUR)]),
        withSessions('langer-kurs', [later(now, -60 * 24 * HOUR), later(now, -30 * 24 * HOUR), later(now, 2 * HOUR)]),
        withSessions('luecke', [later(now, -24 * HOUR), later(now, 10 * 24 * HOUR)]),
        withSessions('laeuft-gerade', [later(now, -HOUR)]),
        withSessions('naechste-woche', [later(now, 8 * 24 * HOUR)]),
        withSessions('entwurf', [later(now, 20 * HOUR)], false),
      ]);
      const found = await store.events.withSessionStarting(now, later(now, 7 * 24 * HOUR));
      expect(found.map((event) => event.slug).sort()).toEqual(['langer-kurs', 'morgen']);
    });
  });
}
