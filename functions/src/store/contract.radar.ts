// The Restplatz-Radar's part of the store contract (describeStoreContract calls it): alerts, the candidates of a
// course, recording matches once, the mail that marks them, and deleting a person's alerts and matches.
import { describe, expect, it } from 'vitest';
import { newRadarAlert, type RadarAlertRecord, type RadarMatchRecord } from '../domain/radar.js';
import type { MailRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';

const HOUR = 3_600_000;
const t0 = new Date('2026-11-20T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function alert(id: string, uid: string, createdMinute: number, fields: Partial<RadarAlertRecord> = {}): RadarAlertRecord {
  return newRadarAlert(id, uid, 'de', at(createdMinute), fields);
}

function match(id: string, of: RadarAlertRecord, eventSlug: string, minute: number, fields: Partial<RadarMatchRecord> = {}): RadarMatchRecord {
  return { id, alertId: of.id, uid: of.uid, eventSlug, reason: 'NEW_EVENT', seatsLeft: 2, at: at(minute), mailedAt: null, mailTokenHash: null, ...fields };
}

const mail = (id: string, minute: number): MailRecord => ({
  id,
  to: 'anna@example.at',
  message: { subject: 'Radar', text: 'Ein Platz ist frei.', html: '<p>Ein Platz ist frei.</p>' },
  template: 'radarMatches',
  createdAt: at(minute),
  headers: { 'List-Unsubscribe': '<https://example.at/radar/unsubscribe?token=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});

const ids = (list: readonly ({ id: string } | null)[]) => list.map((item) => item?.id ?? null);

export function describeRadarContract(current: () => Store): void {
  describe('Restplatz-Radar', () => {
    const pottery = alert('a-ton', 'anna', 1, { craftSlugs: ['toepfern-keramik', 'holz'] });
    const everything = alert('a-alles', 'anna', 2, {
      place: { label: 'Neubau (7. Bezirk), Wien', kind: 'DISTRICT', center: { lat: 48.202, lng: 16.348 }, radiusKm: null, citySlug: 'wien', postalCodes: ['1070'] },
      weekdays: ['THURSDAY'],
      startsFrom: '17:00',
      startsUntil: '20:30',
      maxPriceCents: 5000,
    });
    const paused = alert('a-pause', 'anna', 3, { active: false });
    const bernds = alert('a-bernd', 'bernd', 4, { craftSlugs: ['naehen'] });
    const saveAll = async (store: Store) => {
      for (const record of [pottery, everything, paused, bernds]) await store.radar.saveAlert(record);
    };

    it('keeps alerts exactly as saved, a person’s newest first, and replaces them on saving again', async () => {
      const store = current();
      await saveAll(store);
      expect(await store.radar.alertsOf('anna')).toEqual([paused, everything, pottery]);
      expect(await store.radar.getAlerts(['a-bernd', 'gibt-es-nicht', 'a-ton'])).toEqual([bernds, null, pottery]);
      const changed = { ...pottery, craftSlugs: ['naehen'], updatedAt: at(10) };
      await store.radar.saveAlert(changed);
      expect(await store.radar.getAlerts(['a-ton'])).toEqual([changed]);
      expect(await store.radar.alertsOf('nobody')).toEqual([]);
    });

    it('finds the active alerts of any of a course’s crafts and those for every craft, oldest first', async () => {
      const store = current();
      await saveAll(store);
      expect(ids(await store.radar.candidates(['holz']))).toEqual(['a-ton', 'a-alles']);
      expect(ids(await store.radar.candidates(['naehen', 'toepfern-keramik']))).toEqual(['a-ton', 'a-alles', 'a-bernd']);
      expect(ids(await store.radar.candidates([]))).toEqual(['a-alles']);
      // Saving again moves an alert to its new crafts; pausing takes it out.
      await store.radar.saveAlert({ ...pottery, craftSlugs: ['naehen'] });
      await store.radar.saveAlert({ ...everything, active: false });
      expect(ids(await store.radar.candidates(['holz']))).toEqual([]);
      expect(ids(await store.radar.candidates(['naehen']))).toEqual(['a-ton', 'a-bernd']);
    });

    it('records a new course once per alert, a freed seat again only an hour after the last match, nothing for a deleted alert', async () => {
      const store = current();
      await saveAll(store);
      const first = [match('m1', pottery, 'drehen', 0), match('m2', bernds, 'drehen', 0)];
      expect(await store.radar.recordMatches(first, HOUR)).toEqual(first);
      // Published again (after an edit went back to review): known already.
      expect(await store.radar.recordMatches([match('m3', pottery, 'drehen', 5)], HOUR)).toEqual([]);
      // A seat freed within the hour of the last match of that alert and course: the person knows of it.
      expect(await store.radar.recordMatches([match('m4', pottery, 'drehen', 60, { reason: 'SEAT_FREED' })], HOUR)).toEqual([]);
      const freed = match('m5', pottery, 'drehen', 61, { reason: 'SEAT_FREED', seatsLeft: 1 });
      const elsewhere = match('m6', pottery, 'anderer-kurs', 61, { reason: 'SEAT_FREED' });
      expect(await store.radar.recordMatches([freed, elsewhere], HOUR)).toEqual([freed, elsewhere]);
      expect(await store.radar.recordMatches([match('m7', pottery, 'drehen', 100, { reason: 'SEAT_FREED' })], HOUR)).toEqual([]);
      await store.radar.deleteAlert('a-bernd');
      expect(await store.radar.recordMatches([match('m8', bernds, 'neu', 120)], HOUR)).toEqual([]);
      expect(ids(await store.radar.getMatches(['m5', 'm3', 'm1']))).toEqual(['m5', null, 'm1']);
      expect((await store.radar.getMatches(['m5']))[0]).toEqual(freed);
    });

    it('lists a person’s recent matches newest first, and each alert’s latest', async () => {
      const store = current();
      await saveAll(store);
      await store.radar.recordMatches(
        [match('m1', pottery, 'a', 0), match('m2', everything, 'b', 10), match('m3', pottery, 'c', 20), match('m4', bernds, 'd', 30)],
        HOUR,
      );
      expect(ids(await store.radar.matchesOf('anna', at(0), 10))).toEqual(['m3', 'm2', 'm1']);
      expect(ids(await store.radar.matchesOf('anna', at(5), 10))).toEqual(['m3', 'm2']);
      expect(ids(await store.radar.matchesOf('anna', at(0), 1))).toEqual(['m3']);
      const latest = await store.radar.latestMatchesByAlerts(['a-ton', 'a-pause', 'a-bernd'], 1);
      expect([ids(latest.get('a-ton')!), latest.get('a-pause'), ids(latest.get('a-bernd')!)]).toEqual([['m3'], [], ['m4']]);
      expect(ids((await store.radar.latestMatchesByAlerts(['a-ton'], 5)).get('a-ton')!)).toEqual(['m3', 'm1']);
    });

    it('marks matches mailed with the mail in one transaction, once, and not twice within the quiet hour', async () => {
      const store = current();
      await saveAll(store);
      await store.radar.recordMatches([match('m1', pottery, 'a', 0), match('m2', pottery, 'b', 10), match('m3', bernds, 'c', 20)], HOUR);
      expect(ids(await store.radar.waitingMatches({}, 10))).toEqual(['m1', 'm2', 'm3']);
      expect(ids(await store.radar.waitingMatches({ alertId: 'a-ton' }, 10))).toEqual(['m1', 'm2']);

      const sent = mail('mail-1', 30);
      expect(await store.radar.mailMatches('a-ton', ['m1', 'm2'], sent, 'hash-1', at(30 - 60))).toBe(true);
      expect(await store.mail.list({}, 10)).toEqual([sent]);
      expect((await store.radar.getAlerts(['a-ton']))[0]?.lastMailedAt).toEqual(at(30));
      expect((await store.radar.getMatches(['m1']))[0]).toMatchObject({ mailedAt: at(30), mailTokenHash: 'hash-1' });
      expect(ids(await store.radar.waitingMatches({}, 10))).toEqual(['m3']);
      expect((await store.radar.matchByTokenHash('hash-1'))?.alertId).toBe('a-ton');
      expect(await store.radar.matchByTokenHash('hash-unbekannt')).toBeNull();

      // Mailed already, or the alert had a mail within the quiet hour: nothing is written.
      await store.radar.recordMatches([match('m4', pottery, 'd', 40)], HOUR);
      expect(await store.radar.mailMatches('a-ton', ['m1'], mail('mail-2', 45), 'hash-2', at(45 - 60))).toBe(false);
      expect(await store.radar.mailMatches('a-ton', ['m4'], mail('mail-3', 50), 'hash-3', at(50 - 60))).toBe(false);
      expect(await store.radar.mailMatches('a-bernd', ['m4'], mail('mail-4', 50), 'hash-4', at(50 - 60))).toBe(false);
      expect(ids(await store.mail.list({}, 10))).toEqual(['mail-1']);
      expect(await store.radar.mailMatches('a-ton', ['m4'], mail('mail-5', 91), 'hash-5', at(91 - 60))).toBe(true);
      expect(ids(await store.mail.list({}, 10))).toEqual(['mail-5', 'mail-1']);
    });

    it('dismisses waiting matches without a mail, and leaves mailed ones as they were', async () => {
      const store = current();
      await saveAll(store);
      await store.radar.recordMatches([match('m1', pottery, 'a', 0), match('m2', pottery, 'b', 10)], HOUR);
      expect(await store.radar.mailMatches('a-ton', ['m1'], mail('mail-1', 20), 'hash-1', at(20 - 60))).toBe(true);

      await store.radar.dismissMatches(['m1', 'm2', 'unbekannt'], at(30));
      expect(await store.radar.waitingMatches({}, 10)).toEqual([]);
      expect((await store.radar.getMatches(['m1']))[0]).toMatchObject({ mailedAt: at(20), mailTokenHash: 'hash-1' });
      expect((await store.radar.getMatches(['m2']))[0]).toMatchObject({ mailedAt: at(30), mailTokenHash: null });
      expect(ids(await store.mail.list({}, 10))).toEqual(['mail-1']);
    });

    it('deletes an alert with its matches, and everything of a person', async () => {
      const store = current();
      await saveAll(store);
      await store.radar.recordMatches([match('m1', pottery, 'a', 0), match('m2', everything, 'b', 10), match('m3', bernds, 'c', 20)], HOUR);
      await store.radar.deleteAlert('a-ton');
      await store.radar.deleteAlert('gibt-es-nicht');
      expect(ids(await store.radar.alertsOf('anna'))).toEqual(['a-pause', 'a-alles']);
      expect(ids(await store.radar.getMatches(['m1', 'm2']))).toEqual([null, 'm2']);
      await store.radar.deleteAllOf('anna');
      expect(await store.radar.alertsOf('anna')).toEqual([]);
      expect(await store.radar.matchesOf('anna', at(-100), 10)).toEqual([]);
      expect(ids(await store.radar.alertsOf('bernd'))).toEqual(['a-bernd']);
      expect(ids(await store.radar.matchesOf('bernd', at(-100), 10))).toEqual(['m3']);
    });
  });
}
