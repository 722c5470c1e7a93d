// Check-ins in the embedded store: `check_ins`, one row per event, session, booking and seat (the id, checkInId), the
// whole record in `data`. Taking one is an IMMEDIATE transaction that inserts unless the row is there and then reads
// it back, so two connections checking in the same seat at once agree on the first.
import type { CheckInRecord } from '../../domain/check-ins.js';
import { checkInId } from '../../domain/check-ins.js';
import type { CheckInRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, ms, toJson } from './rows.js';

const ORDER = 'ORDER BY session, at, booking_id, seat';

export function checkInRepository(kernel: EmbeddedKernel): CheckInRepository {
  const { guard } = kernel;
  return {
    checkIn: (record) =>
      kernel.transaction(() => {
        const id = checkInId(record);
        const inserted = kernel
          .prepare('INSERT INTO check_ins (id, event_slug, session, at, booking_id, seat, data) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING')
          .run(id, record.eventSlug, record.session, ms(record.at), record.bookingId, record.seat, toJson(record));
        if (inserted.changes === 1) return { record, first: true };
        return { record: kernel.byKeys<CheckInRecord>('check_ins', 'id', [id])[0]!, first: false };
      }),
    bySession: (eventSlug, session) =>
      guard(() => kernel.all(`SELECT data FROM check_ins WHERE event_slug = ? AND session = ? ${ORDER}`, [eventSlug, session]).map((row) => fromRow<CheckInRecord>(row))),
    byEvent: (eventSlug) => guard(() => kernel.all(`SELECT data FROM check_ins WHERE event_slug = ? ${ORDER}`, [eventSlug]).map((row) => fromRow<CheckInRecord>(row))),
  };
}
