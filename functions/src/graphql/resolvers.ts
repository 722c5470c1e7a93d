// Thin resolvers: arguments go to the services, records come back and only language and relations are resolved here.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { cancellationDeadline, cancellationHours } from '../domain/cancellation.js';
import { reminderHours } from '../domain/reminders.js';
import { bookingsStillNeeded, decisionHoursBefore } from '../domain/course-minimum.js';
import { maxSeatsFor } from '../domain/group-bookings.js';
import type { LocalizedText } from '../domain/records.js';
import { closedReasonOf, joinability } from '../domain/joinable.js';
import { bookingRefusal } from '../domain/registration.js';
import { sellsNow } from '../services/payouts.js';
import { articleBySlug, articleReadingMinutes, listArticles, mostReadArticles, venuesForArticle } from '../services/articles.js';
import { cityBySlug, cityOf, craftBySlug, craftsBySlugs, listCities, listCrafts, places } from '../services/catalog.js';
import { craftLinksOf, craftSummary, relatedCrafts } from '../services/craft-index.js';
import { diagnostics } from '../services/diagnostics.js';
import { alternativeEventsFor, eventBySlug, listEvents, organiserUpcomingEvents, relatedEvents, upcomingEventsAt, upcomingEventsFor } from '../services/events.js';
import { dateTime } from '../services/argument-checks.js';
import { accessibilityView, eventAccessibilityView, languagesOf } from '../services/accessibility.js';
import { isSampleEvent } from '../services/sample-events.js';
import { listVenues, nearbyVenues, openNow, relatedArticles, sampleVenue, venueBySlug, venueOf } from '../services/venues.js';
import type { Locale } from '../domain/records.js';
import { districtLabel } from '../domain/places.js';
import { editorialResolvers } from './resolvers-editorial.js';
import { peopleResolvers } from './resolvers-people.js';
import { accountResolvers } from './resolvers-accounts.js';
import { liveConsoleResolvers } from './resolvers-live-console.js';
import { courseMessageResolvers } from './resolvers-course-messages.js';
import { liveResolvers } from './resolvers-live.js';
import { analyticsResolvers } from './resolvers-analytics.js';
import { radarResolvers } from './resolvers-radar.js';
import { reminderResolvers } from './resolvers-reminders.js';
import { savedAnswerResolvers } from './resolvers-saved-answers.js';
import { checkInResolvers } from './resolvers-check-ins.js';
import { paymentResolvers } from './resolvers-payments.js';
import { payoutResolvers } from './resolvers-payouts.js';
import { invoiceResolvers } from './resolvers-invoices.js';
import { premiumResolvers } from './resolvers-premium.js';
import { promoCodeResolvers } from './resolvers-promo-codes.js';
import { assistantResolvers } from './resolvers-assistant.js';
import { voucherResolvers } from './resolvers-vouchers.js';
import type { Resolvers } from './generated/resolvers.js';

/** The text in the request's language; German where no translation exists. */
export function localize(text: LocalizedText, locale: Locale): string {
  return (locale === 'en' ? text.en : undefined) ?? text.de;
}

/**
 * The services' own check (services/argument-checks.ts), so that what the scalar lets through is what they take: a real
 * calendar date and time (no 30 February or 24:00, which Date.parse would roll over into the next month or day).
 */
function parseDateTime(value: unknown): string {
  if (typeof value === 'string' && dateTime.safeParse(value).success) return value;
  throw new GraphQLError('DateTime must be an ISO-8601 date-time with offset, e.g. 2026-11-22T18:00:00.000Z.');
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : parseDateTime(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

export const resolvers: Resolvers = {
  DateTime,
  Query: {
    venues: (_, args, ctx) => listVenues(ctx, args),
    venue: (_, args, ctx) => venueBySlug(ctx, args),
    sampleVenue: (_, __, ctx) => sampleVenue(ctx),
    events: (_, args, ctx) => listEvents(ctx, args),
    event: (_, args, ctx) => eventBySlug(ctx, args),
    organiserUpcomingEvents: (_, args, ctx) => organiserUpcomingEvents(ctx, args),
    articles: (_, args, ctx) => listArticles(ctx, args),
    article: (_, args, ctx) => articleBySlug(ctx, args),
    mostReadArticles: (_, args, ctx) => mostReadArticles(ctx, args, ctx.now),
    crafts: (_, __, ctx) => listCrafts(ctx),
    cities: (_, __, ctx) => listCities(ctx),
    city: (_, args, ctx) => cityBySlug(ctx, args),
    craft: (_, args, ctx) => craftBySlug(ctx, args),
    places: (_, args, ctx) => places(ctx, args, ctx.locale),
    diagnostics: (_, __, ctx) => diagnostics(ctx, ctx.buildInfo),
    ...editorialResolvers.Query,
    ...accountResolvers.Query,
    ...liveResolvers.Query,
    ...radarResolvers.Query,
    ...savedAnswerResolvers.Query,
    ...checkInResolvers.Query,
    ...paymentResolvers.Query,
    ...analyticsResolvers.Query,
    ...premiumResolvers.Query,
    ...payoutResolvers.Query,
    ...invoiceResolvers.Query,
    ...voucherResolvers.Query,
    ...promoCodeResolvers.Query,
  },
  Subscription: { ...liveResolvers.Subscription, ...radarResolvers.Subscription, ...assistantResolvers.Subscription },
  LiveEvent: liveResolvers.LiveEvent,
  Mutation: {
    ...editorialResolvers.Mutation,
    ...peopleResolvers.Mutation,
    ...accountResolvers.Mutation,
    ...liveConsoleResolvers.Mutation,
    ...courseMessageResolvers.Mutation,
    ...radarResolvers.Mutation,
    ...reminderResolvers.Mutation,
    ...savedAnswerResolvers.Mutation,
    ...checkInResolvers.Mutation,
    ...paymentResolvers.Mutation,
    ...premiumResolvers.Mutation,
    ...payoutResolvers.Mutation,
    ...assistantResolvers.Mutation,
    ...voucherResolvers.Mutation,
    ...promoCodeResolvers.Mutation,
  },
  RadarAlert: radarResolvers.RadarAlert,
  RadarMatch: radarResolvers.RadarMatch,
  VenueClaim: editorialResolvers.VenueClaim,
  VenueChange: editorialResolvers.VenueChange,
  ModerationLogEntry: editorialResolvers.ModerationLogEntry,
  Viewer: { ...peopleResolvers.Viewer, ...accountResolvers.Viewer, ...reminderResolvers.Viewer },
  Profile: peopleResolvers.Profile,
  Booking: { ...peopleResolvers.Booking, ...paymentResolvers.Booking },
  Order: { ...paymentResolvers.Order, ...promoCodeResolvers.Order },
  PromoCode: promoCodeResolvers.PromoCode,
  VenuePremium: premiumResolvers.VenuePremium,
  GiftVoucher: voucherResolvers.GiftVoucher,
  VoucherBalance: voucherResolvers.VoucherBalance,
  VoucherUse: voucherResolvers.VoucherUse,
  PayoutAccount: payoutResolvers.PayoutAccount,
  Seller: payoutResolvers.Seller,
  PlatformFee: payoutResolvers.PlatformFee,
  OrganiserSales: payoutResolvers.OrganiserSales,
  MonthSales: payoutResolvers.MonthSales,
  CourseSales: payoutResolvers.CourseSales,
  Payout: payoutResolvers.Payout,
  InvoiceDocument: invoiceResolvers.InvoiceDocument,
  PremiumInvoice: invoiceResolvers.PremiumInvoice,
  Venue: {
    crafts: (venue, _, ctx) => craftsBySlugs(ctx, venue.craftSlugs),
    description: (venue, _, ctx) => localize(venue.description, ctx.locale),
    city: (venue, _, ctx) => cityOf(ctx, venue.citySlug),
    upcomingEvents: (venue, args, ctx) => upcomingEventsAt(ctx, venue.slug, args),
    alternativeEvents: (venue, args, ctx) => alternativeEventsFor(ctx, venue, args),
    openNow: (venue, _, ctx) => openNow(ctx, venue),
    socialLinks: (venue) => venue.socialLinks ?? [],
    accessibility: (venue, _, ctx) => accessibilityView(venue.accessibility, ctx.locale),
    relatedArticles: (venue, args, ctx) => relatedArticles(ctx, venue, args),
    nearbyVenues: (venue, args, ctx) => nearbyVenues(ctx, venue, args),
    ...editorialResolvers.Venue,
    ...premiumResolvers.Venue,
  },
  Event: {
    title: (event, _, ctx) => localize(event.title, ctx.locale),
    description: (event, _, ctx) => localize(event.description, ctx.locale),
    crafts: (event, _, ctx) => craftsBySlugs(ctx, event.craftSlugs),
    venue: (event, _, ctx) => venueOf(ctx, event.venueSlug),
    whatToBring: (event, _, ctx) => (event.whatToBring ? localize(event.whatToBring, ctx.locale) : null),
    accessibility: (event, _, ctx) => eventAccessibilityView(ctx, event),
    accessibilityDiffers: (event) => event.accessibility !== undefined,
    languages: (event) => languagesOf(event.languages),
    bookingOpen: async (event, _, ctx) => event.published && bookingRefusal(event, ctx.now) === null && (await sellsNow(ctx, event)),
    joinable: (event, _, ctx) => joinability(event, ctx.now).joinable,
    closedReason: (event, _, ctx) => closedReasonOf(joinability(event, ctx.now).reason),
    nextJoinableSession: (event, _, ctx) => joinability(event, ctx.now).nextSession,
    joinableUntil: (event, _, ctx) => joinability(event, ctx.now).closesAt,
    bookingClosesMinutesBefore: (event) => event.bookingClosesMinutes ?? null,
    isSample: (event) => isSampleEvent(event),
    minimum: (event) => (event.minimum ? event : null),
    cancellationDeadline: (event) => cancellationDeadline(event),
    cancellationHoursBefore: (event) => cancellationHours(event),
    reminderHoursBefore: (event) => reminderHours(event),
    vatNote: (event) => event.vatNote ?? null,
    maxSeatsPerBooking: (event) => maxSeatsFor(event),
    relatedEvents: (event, args, ctx) => relatedEvents(ctx, event, args),
    ...editorialResolvers.Event,
    ...peopleResolvers.Event,
    ...liveConsoleResolvers.Event,
    ...courseMessageResolvers.Event,
  },
  // Only resolved for events with a minimum (Event.minimum).
  CourseMinimum: {
    participants: (event) => event.minimum!.participants,
    decidesAt: (event) => event.minimum!.decidesAt,
    hoursBefore: (event) => decisionHoursBefore(event)!,
    outcome: (event) => event.minimum!.outcome,
    stillNeeded: (event) => bookingsStillNeeded(event),
  },
  Article: {
    title: (article, _, ctx) => localize(article.title, ctx.locale),
    excerpt: (article, _, ctx) => localize(article.excerpt, ctx.locale),
    body: (article, _, ctx) => localize(article.body, ctx.locale),
    crafts: (article, _, ctx) => craftsBySlugs(ctx, article.craftSlugs),
    readingMinutes: (article) => articleReadingMinutes(article),
    upcomingEvents: (article, args, ctx) => upcomingEventsFor(ctx, article.craftSlugs, args),
    venues: (article, args, ctx) => venuesForArticle(ctx, article, args),
  },
  Author: {
    bio: (author, _, ctx) => (author.bio ? localize(author.bio, ctx.locale) : null),
  },
  Craft: {
    name: (craft, _, ctx) => craft.name[ctx.locale],
    nameDe: (craft) => craft.name.de,
    nameEn: (craft) => craft.name.en,
    summary: (craft, _, ctx) => craftSummary(craft, ctx.locale),
    venueCount: async (craft, _, ctx) => (await craftLinksOf(ctx, craft)).venues,
    upcomingEventCount: async (craft, _, ctx) => (await craftLinksOf(ctx, craft)).upcomingEvents,
    articleCount: async (craft, _, ctx) => (await craftLinksOf(ctx, craft)).articles,
    relatedCrafts: (craft, args, ctx) => relatedCrafts(ctx, craft, args, ctx.locale),
  },
  City: {
    name: (city, _, ctx) => localize(city.name, ctx.locale),
  },
  Image: {
    alt: (image, _, ctx) => localize(image.alt, ctx.locale),
  },
  Address: {
    district: (address, _, ctx) => (address.district ? districtLabel(address.district, ctx.locale) : null),
  },
};
