// Venues' Premium subscriptions in the embedded store. `change` is one IMMEDIATE transaction: it reads the venue's
// record, applies premium-subscriptions.ts's plan and writes it with the provider's event id (a primary key: an id
// applied before changes nothing) and the mails.
import { isFeatured, planPremiumChange, type PremiumRecord } from '../../domain/premium-subscriptions.js';
import type { PremiumChangeResult, PremiumRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeMail } from './mail.js';
import { fromRow, ms, toJson, type Row } from './rows.js';

export function premiumRepository(kernel: EmbeddedKernel): PremiumRepository {
  const { guard } = kernel;
  const get = (venueSlug: string): PremiumRecord | null => {
    const row = kernel.prepare('SELECT data FROM premium WHERE venue_slug = ?').get(venueSlug) as Row | undefined;
    return row ? fromRow<PremiumRecord>(row) : null;
  };
  return {
    change: (venueSlug, change, now, options, mails) =>
      kernel.transaction(() => {
        const before = get(venueSlug);
        if (options.providerEventId && kernel.prepare('SELECT 1 FROM premium_events WHERE id = ?').get(options.providerEventId)) {
          return { record: before, changed: false, before, duplicateEvent: true } satisfies PremiumChangeResult;
        }
        const result: PremiumChangeResult = { ...planPremiumChange(before, venueSlug, change, now), before, duplicateEvent: false };
        if (options.providerEventId) kernel.prepare('INSERT INTO premium_events (id, venue_slug, at) VALUES (?, ?, ?)').run(options.providerEventId, venueSlug, ms(now));
        if (!result.changed || !result.record) return result;
        const record = result.record;
        kernel
          .prepare(
            `INSERT INTO premium (venue_slug, status, updated_at, data) VALUES (?, ?, ?, ?)
             ON CONFLICT (venue_slug) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, data = excluded.data`,
          )
          .run(venueSlug, record.status, ms(record.updatedAt), toJson(record));
        mails(result).forEach((mail) => writeMail(kernel, mail));
        return result;
      }),
    getByVenues: (venueSlugs) => guard(() => kernel.byKeys<PremiumRecord>('premium', 'venue_slug', venueSlugs)),
    featured: (now) =>
      guard(() =>
        kernel
          .all(`SELECT data FROM premium WHERE status = 'ACTIVE' ORDER BY venue_slug`, [])
          .map((row) => fromRow<PremiumRecord>(row))
          .filter((record) => isFeatured(record, now)),
      ),
  };
}
