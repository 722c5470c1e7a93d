// The Restplatz-Radar's port: alerts, their matches and the digest mails, each rule kept in one transaction.
import type { RadarAlertRecord, RadarMatchRecord } from '../radar.js';
import type { MailRecord } from '../records.js';

/**
 * The Restplatz-Radar's alerts and matches. Kept apart from Store.write: recording matches and mailing them are
 * transactions of their own, whose rules (one match per alert and course and reason, one mail per alert an hour) the
 * store enforces, so that two instances matching at once neither record twice nor mail twice.
 */
export interface RadarRepository {
  /** A person's alerts, newest first. */
  alertsOf(uid: string): Promise<RadarAlertRecord[]>;
  getAlerts(ids: readonly string[]): Promise<(RadarAlertRecord | null)[]>;
  /** Creates or replaces an alert. */
  saveAlert(alert: RadarAlertRecord): Promise<void>;
  /** Deletes an alert with its matches; the alert goes last, so that a call failing half-way can simply be repeated. */
  deleteAlert(id: string): Promise<void>;
  /** The active alerts that look for any of these crafts, and those that look for every craft. */
  candidates(craftSlugs: readonly string[]): Promise<RadarAlertRecord[]>;
  /**
   * Records the matches that are new, in one transaction, and returns them. A NEW_EVENT match is recorded once per
   * alert and course; a SEAT_FREED match only when the alert's last match of that course is more than
   * `seatFreedQuietMs` older than the new one (the person knows of the course already).
   */
  recordMatches(matches: readonly RadarMatchRecord[], seatFreedQuietMs: number): Promise<RadarMatchRecord[]>;
  getMatches(ids: readonly string[]): Promise<(RadarMatchRecord | null)[]>;
  /** A person's matches at or after `since`, newest first (ties by id, descending). */
  matchesOf(uid: string, since: Date, limit: number): Promise<RadarMatchRecord[]>;
  /** Each alert's newest matches, newest first: one round trip for any number of alerts. */
  latestMatchesByAlerts(alertIds: readonly string[], limit: number): Promise<Map<string, RadarMatchRecord[]>>;
  /** Matches no mail has told of yet (of one alert, or of all), oldest first. */
  waitingMatches(filter: { alertId?: string }, limit: number): Promise<RadarMatchRecord[]>;
  /**
   * In one transaction: unless one of the matches was mailed meanwhile or the alert was mailed after `quietSince`
   * (or is gone), marks the matches mailed at `mail.createdAt` with the hash of the mail's unsubscribe token, sets the
   * alert's lastMailedAt and queues the mail. Returns whether it did; otherwise nothing is written.
   */
  mailMatches(alertId: string, matchIds: readonly string[], mail: MailRecord, tokenHash: string, quietSince: Date): Promise<boolean>;
  /**
   * Marks waiting matches as told of without a mail (the course no longer matches, or the alert was paused), so that
   * they stop waiting for a digest; matches told of already are left as they are.
   */
  dismissMatches(matchIds: readonly string[], at: Date): Promise<void>;
  /** The match whose mail carried the unsubscribe token with this hash; null for none. */
  matchByTokenHash(tokenHash: string): Promise<RadarMatchRecord | null>;
  /** Deletes every alert and match of a person (account deletion). */
  deleteAllOf(uid: string): Promise<void>;
}
