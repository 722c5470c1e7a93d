// Profiles, bookings and the signed-in person's own lists (Viewer): thin resolvers over services/profiles.ts,
// bookings.ts and account-deletion.ts. Who may read someone else's booking or profile is decided in the services.
import { deleteAccount } from '../services/account-deletion.js';
import {
  bookEvent,
  bookingEvent,
  bookingPerson,
  cancelBooking,
  refundOnCancel,
  seatNamesOf,
  eventBookings,
  viewerBookingFor,
  viewerBookings,
} from '../services/bookings.js';
import {
  favouriteCraftsOf,
  homeCityOf,
  updateProfile,
  viewerAttention,
  viewerClaims,
  viewerEvents,
  viewerVenues,
} from '../services/profiles.js';
import { seatsOf } from '../domain/group-bookings.js';
import { viewerTicketsOf } from '../services/tickets.js';
import type { Viewer } from '../domain/viewer.js';
import { cancelSeats } from '../services/seat-cancellations.js';
import type { RequestContext } from './context.js';
import type { Resolvers } from './generated/resolvers.js';

/**
 * Viewer fields answer for the Viewer they belong to (the parent), which is the request's viewer, or the person an
 * AuthPayload has just signed in.
 */
function as(viewer: Viewer, ctx: RequestContext): RequestContext {
  return { ...ctx, viewer };
}

export const peopleResolvers = {
  Viewer: {
    bookings: (viewer, _, ctx) => viewerBookings(as(viewer, ctx)),
    events: (viewer, _, ctx) => viewerEvents(as(viewer, ctx)),
    venues: (viewer, _, ctx) => viewerVenues(as(viewer, ctx)),
    claims: (viewer, _, ctx) => viewerClaims(as(viewer, ctx)),
    attention: (viewer, _, ctx) => viewerAttention(as(viewer, ctx)),
  },
  Profile: {
    homeCity: (profile, _, ctx) => homeCityOf(ctx, profile),
    favouriteCrafts: (profile, _, ctx) => favouriteCraftsOf(ctx, profile),
    locale: (profile) => (profile.locale === 'en' ? 'EN' : 'DE'),
  },
  Booking: {
    event: (booking, _, ctx) => bookingEvent(ctx, booking),
    person: (booking, _, ctx) => bookingPerson(ctx, booking),
    refundOnCancel: (booking, _, ctx) => refundOnCancel(ctx, booking),
    seats: (booking) => seatsOf(booking),
    seatNames: (booking, _, ctx) => seatNamesOf(ctx, booking),
    acceptFewer: (booking) => booking.acceptFewer ?? false,
    tickets: (booking, _, ctx) => viewerTicketsOf(ctx, booking),
  },
  Event: {
    viewerBooking: (event, _, ctx) => viewerBookingFor(ctx, event),
    bookings: (event, _, ctx) => eventBookings(ctx, event),
  },
  Mutation: {
    updateProfile: (_, { input }, ctx) => updateProfile(ctx, { ...input, locale: input.locale && (input.locale === 'EN' ? 'en' : 'de') }),
    deleteAccount: async (_, args, ctx) => {
      await deleteAccount(ctx, args);
      // Over HTTP the response clears the `__session` cookie, as for signing out.
      ctx.session.next = null;
      return true;
    },
    bookEvent: (_, args, ctx) => bookEvent(ctx, args),
    cancelBooking: (_, args, ctx) => cancelBooking(ctx, args),
    cancelSeats: (_, args, ctx) => cancelSeats(ctx, args),
  },
} satisfies Resolvers;
