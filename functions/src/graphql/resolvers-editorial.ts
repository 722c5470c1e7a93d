// Resolvers of schema/contributions.graphql and schema/moderation.graphql: contributed events, venue owners and the
// editors' desk. Thin: the services decide and check; fields that only the organiser or editors may read return
// null for everyone else. Spread into resolvers.ts.
import { canEditEvent, canEditVenue, isEditor } from '../services/access.js';
import { cancelEvent, createEvent, editableEvent, reviewEvent, submitEvent, updateEvent } from '../services/event-contributions.js';
import {
  contactMessages,
  listUsers,
  markContactMessageHandled,
  moderationLog,
  moderationQueue,
  sendContactMessage,
  setRole,
  setTrustedOrganiser,
} from '../services/moderation.js';
import { listEquipment, reviewVenueChange, saveVenueChange, submitVenueChange, venueChange } from '../services/venue-changes.js';
import { claimVenue, decideClaim } from '../services/venue-claims.js';
import { venueOf } from '../services/venues.js';
import type { RequestContext } from './context.js';
import type { Resolvers } from './generated/resolvers.js';

const profile = (ctx: RequestContext, uid: string | undefined) => (uid ? ctx.loaders.profile.load(uid) : null);

export const editorialResolvers = {
  Query: {
    editableEvent: (_, { slug }, ctx) => editableEvent(ctx, slug),
    venueChange: (_, { venue }, ctx) => venueChange(ctx, venue),
    equipment: () => [...listEquipment()],
    moderationQueue: (_, __, ctx) => moderationQueue(ctx),
    moderationLog: (_, args, ctx) => moderationLog(ctx, args),
    users: (_, args, ctx) => listUsers(ctx, args),
    contactMessages: (_, args, ctx) => contactMessages(ctx, args),
  },
  Mutation: {
    createEvent: (_, { input }, ctx) => createEvent(ctx, input),
    updateEvent: (_, { slug, input }, ctx) => updateEvent(ctx, slug, input),
    submitEvent: (_, { slug }, ctx) => submitEvent(ctx, slug),
    cancelEvent: (_, { slug, reason }, ctx) => cancelEvent(ctx, slug, reason),
    reviewEvent: (_, { slug, decision, note }, ctx) => reviewEvent(ctx, slug, decision, note),
    claimVenue: (_, { venue, message }, ctx) => claimVenue(ctx, venue, message),
    decideClaim: (_, { id, decision, note }, ctx) => decideClaim(ctx, id, decision, note),
    saveVenueChange: (_, { venue, input }, ctx) => saveVenueChange(ctx, venue, input),
    submitVenueChange: (_, { venue }, ctx) => submitVenueChange(ctx, venue),
    reviewVenueChange: (_, { venue, decision, note }, ctx) => reviewVenueChange(ctx, venue, decision, note),
    setRole: (_, { uid, role }, ctx) => setRole(ctx, uid, role),
    setTrustedOrganiser: (_, { uid, trusted }, ctx) => setTrustedOrganiser(ctx, uid, trusted),
    sendContactMessage: (_, { input }, ctx) => sendContactMessage(ctx, input),
    markContactMessageHandled: (_, { id }, ctx) => markContactMessageHandled(ctx, id),
  },
  /** Review state, note and the texts as entered: for the organiser and editors only, null for everyone else. */
  Event: {
    review: (event, _, ctx) => (canEditEvent(ctx.viewer, event) ? (event.review ?? null) : null),
    reviewNote: (event, _, ctx) => (canEditEvent(ctx.viewer, event) ? (event.reviewNote ?? null) : null),
    viewerIsOwner: (event, _, ctx) => ctx.viewer !== null && event.ownerUid === ctx.viewer.uid,
    organiser: (event, _, ctx) => (event.ownerUid && canEditEvent(ctx.viewer, event) ? ctx.loaders.profile.load(event.ownerUid) : null),
    source: (event, _, ctx) =>
      canEditEvent(ctx.viewer, event)
        ? {
            titleDe: event.title.de,
            titleEn: event.title.en ?? null,
            descriptionDe: event.description.de,
            descriptionEn: event.description.en ?? null,
            whatToBringDe: event.whatToBring?.de ?? null,
            whatToBringEn: event.whatToBring?.en ?? null,
          }
        : null,
  },
  Venue: {
    equipment: (venue) => venue.equipment ?? [],
    openStudioHours: (venue) => venue.openStudioHours ?? [],
    viewerIsOwner: (venue, _, ctx) => ctx.viewer !== null && (venue.ownerUids ?? []).includes(ctx.viewer.uid),
    // Venue.description is in the request's language; the edit form needs both texts as entered.
    descriptionSource: (venue, _, ctx) => (canEditVenue(ctx.viewer, venue) ? { de: venue.description.de, en: venue.description.en ?? null } : null),
  },
  VenueClaim: {
    venue: (claim, _, ctx) => venueOf(ctx, claim.venueSlug),
    claimant: (claim, _, ctx) => (isEditor(ctx.viewer) ? profile(ctx, claim.uid) : null),
  },
  VenueChange: {
    author: (change, _, ctx) => (isEditor(ctx.viewer) || ctx.viewer?.uid === change.uid ? profile(ctx, change.uid) : null),
  },
  ModerationLogEntry: {
    // Only editors reach the log (Query.moderationLog).
    actor: (entry, _, ctx) => profile(ctx, entry.actorUid),
  },
} satisfies Resolvers;
