// The Restplatz-Radar in the embedded store: `radar_alerts` with their crafts in `radar_alert_crafts` ('' for every
// craft), and `radar_matches`, which go with their alert (ON DELETE CASCADE). Recording and mailing matches are
// IMMEDIATE transactions, so that two connections never record or mail the same thing twice.
import type { RadarAlertRecord, RadarMatchRecord } from '../../domain/radar.js';
import type { RadarRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeMail } from './mail.js';
import { fromRow, ms, toJson, type Row } from './rows.js';

/** The join table's row for an alert that looks for every craft. */
const EVERY_CRAFT = '';

function writeAlert(kernel: EmbeddedKernel, alert: RadarAlertRecord): void {
  kernel
    .prepare(
      `INSERT INTO radar_alerts (id, uid, active, created_at, data) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET uid = excluded.uid, active = excluded.active, created_at = excluded.created_at, data = excluded.data`,
    )
    .run(alert.id, alert.uid, alert.active ? 1 : 0, ms(alert.createdAt), toJson(alert));
  kernel.replaceLinks('radar_alert_crafts', 'alert_id', 'craft_slug', alert.id, alert.craftSlugs.length > 0 ? alert.craftSlugs : [EVERY_CRAFT]);
}

function writeMatch(kernel: EmbeddedKernel, match: RadarMatchRecord): void {
  kernel
    .prepare(
      `INSERT OR REPLACE INTO radar_matches (id, alert_id, uid, event_slug, reason, at, mailed_at, mail_token_hash, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      match.id,
      match.alertId,
      match.uid,
      match.eventSlug,
      match.reason,
      ms(match.at),
      match.mailedAt ? ms(match.mailedAt) : null,
      match.mailTokenHash,
      toJson(match),
    );
}

export function radarRepository(kernel: EmbeddedKernel): RadarRepository {
  const { guard } = kernel;
  const alerts = (sql: string, params: (string | number)[]) => kernel.all(sql, params).map((row) => fromRow<RadarAlertRecord>(row));
  const matches = (sql: string, params: (string | number)[]) => kernel.all(sql, params).map((row) => fromRow<RadarMatchRecord>(row));
  const getAlert = (id: string) => {
    const row = kernel.prepare('SELECT data FROM radar_alerts WHERE id = ?').get(id) as Row | undefined;
    return row ? fromRow<RadarAlertRecord>(row) : null;
  };

  return {
    alertsOf: (uid) => guard(() => alerts('SELECT * FROM radar_alerts WHERE uid = ? ORDER BY created_at DESC, id DESC', [uid])),
    getAlerts: (ids) => guard(() => kernel.byKeys<RadarAlertRecord>('radar_alerts', 'id', ids)),
    saveAlert: (alert) => kernel.transaction(() => writeAlert(kernel, alert)),
    deleteAlert: (id) =>
      kernel.transaction(() => {
        kernel.prepare('DELETE FROM radar_alerts WHERE id = ?').run(id);
      }),

    candidates: (craftSlugs) =>
      guard(() =>
        alerts(
          `SELECT * FROM radar_alerts WHERE active = 1 AND id IN (
             SELECT alert_id FROM radar_alert_crafts WHERE craft_slug IN (SELECT value FROM json_each(?)))
           ORDER BY created_at, id`,
          [JSON.stringify([EVERY_CRAFT, ...craftSlugs])],
        ),
      ),

    recordMatches: (candidates, seatFreedQuietMs) =>
      kernel.transaction(() => {
        const recorded: RadarMatchRecord[] = [];
        for (const match of candidates) {
          if (!getAlert(match.alertId)) continue; // deleted meanwhile
          const last = kernel.prepare('SELECT at FROM radar_matches WHERE alert_id = ? AND event_slug = ? ORDER BY at DESC LIMIT 1').get(match.alertId, match.eventSlug) as
            | { at: number }
            | undefined;
          const known =
            match.reason === 'NEW_EVENT'
              ? kernel.prepare(`SELECT 1 FROM radar_matches WHERE alert_id = ? AND event_slug = ? AND reason = 'NEW_EVENT'`).get(match.alertId, match.eventSlug) !== undefined
              : last !== undefined && match.at.getTime() - last.at <= seatFreedQuietMs;
          if (known) continue;
          writeMatch(kernel, match);
          recorded.push(match);
        }
        return recorded;
      }),

    getMatches: (ids) => guard(() => kernel.byKeys<RadarMatchRecord>('radar_matches', 'id', ids)),
    matchesOf: (uid, since, limit) =>
      guard(() => matches('SELECT * FROM radar_matches WHERE uid = ? AND at >= ? ORDER BY at DESC, id DESC LIMIT ?', [uid, ms(since), limit])),
    latestMatchesByAlerts: (alertIds, limit) =>
      guard(() =>
        kernel.firstPerKey<RadarMatchRecord>(
          alertIds,
          'SELECT *, alert_id AS key FROM radar_matches WHERE alert_id IN (SELECT value FROM json_each(?))',
          [],
          'at DESC, id DESC',
          limit,
        ),
      ),
    waitingMatches: (filter, limit) =>
      guard(() =>
        filter.alertId === undefined
          ? matches('SELECT * FROM radar_matches WHERE mailed_at IS NULL ORDER BY at, id LIMIT ?', [limit])
          : matches('SELECT * FROM radar_matches WHERE alert_id = ? AND mailed_at IS NULL ORDER BY at, id LIMIT ?', [filter.alertId, limit]),
      ),

    mailMatches: (alertId, matchIds, mail, tokenHash, quietSince) =>
      kernel.transaction(() => {
        const alert = getAlert(alertId);
        if (!alert || (alert.lastMailedAt !== null && alert.lastMailedAt.getTime() > quietSince.getTime())) return false;
        const found = kernel.byKeys<RadarMatchRecord>('radar_matches', 'id', matchIds);
        if (found.some((match) => match === null || match.alertId !== alertId || match.mailedAt !== null)) return false;
        for (const match of found) writeMatch(kernel, { ...match!, mailedAt: mail.createdAt, mailTokenHash: tokenHash });
        writeAlert(kernel, { ...alert, lastMailedAt: mail.createdAt });
        writeMail(kernel, mail);
        return true;
      }),

    dismissMatches: (matchIds, at) =>
      kernel.transaction(() => {
        for (const match of kernel.byKeys<RadarMatchRecord>('radar_matches', 'id', matchIds)) {
          if (match && match.mailedAt === null) writeMatch(kernel, { ...match, mailedAt: at });
        }
      }),

    matchByTokenHash: (tokenHash) =>
      guard(() => matches('SELECT * FROM radar_matches WHERE mail_token_hash = ? LIMIT 1', [tokenHash])[0] ?? null),

    deleteAllOf: (uid) =>
      kernel.transaction(() => {
        kernel.prepare('DELETE FROM radar_alerts WHERE uid = ?').run(uid);
        kernel.prepare('DELETE FROM radar_matches WHERE uid = ?').run(uid);
      }),
  };
}
