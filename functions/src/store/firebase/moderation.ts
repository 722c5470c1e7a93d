// Venue claims, venue changes (`venueChanges/{venueSlug}`), the moderation log and contact messages in Firestore:
// what the moderation queue and the owner pages read. Their writes go through Store.write (writes.ts).
import type { Query } from 'firebase-admin/firestore';
import type { ContactMessageRecord, ModerationLogRecord, VenueChangeRecord, VenueClaimRecord } from '../../domain/records.js';
import type { ModerationRepository } from '../../domain/repositories.js';
import type { FirebaseKernel } from './kernel.js';

export function moderationRepository(kernel: FirebaseKernel): ModerationRepository {
  const { guard } = kernel;
  const { venueClaims, venueChanges, moderationLog, contactMessages } = kernel.collections;
  return {
    claimsByIds: (ids) => guard(() => kernel.byKeys<VenueClaimRecord>(venueClaims, ids)),
    claims: (filter, limit) =>
      guard(() => {
        let query: Query = venueClaims;
        if (filter.state !== undefined) query = query.where('state', '==', filter.state);
        if (filter.uid !== undefined) query = query.where('uid', '==', filter.uid);
        if (filter.venueSlug !== undefined) query = query.where('venueSlug', '==', filter.venueSlug);
        return kernel.read<VenueClaimRecord>(query.orderBy('createdAt').limit(limit));
      }),
    venueChangesBySlugs: (venueSlugs) => guard(() => kernel.byKeys<VenueChangeRecord>(venueChanges, venueSlugs)),
    pendingVenueChanges: (limit) =>
      guard(() => kernel.read<VenueChangeRecord>(venueChanges.where('state', '==', 'PENDING').orderBy('updatedAt').limit(limit))),
    log: ({ first, offset }) => guard(() => kernel.page<ModerationLogRecord>(moderationLog.orderBy('at', 'desc'), { first, offset })),
    contactMessages: (filter, { first, offset }) =>
      guard(() => {
        const query = filter.handled === undefined ? contactMessages : contactMessages.where('handled', '==', filter.handled);
        return kernel.page<ContactMessageRecord>(query.orderBy('createdAt', 'desc'), { first, offset });
      }),
  };
}
