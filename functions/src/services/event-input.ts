// Checking an event form: the fields' shapes, then what needs the store (crafts, the venue or a new place, a start
// in the future in the venue's time zone, the person's own images).
import { z } from 'zod';
import { DEFAULT_CANCELLATION_HOURS, MAX_CANCELLATION_HOURS } from '../domain/cancellation.js';
import { MAX_REMINDER_HOURS } from '../domain/reminders.js';
import { ADULT_RULES, childrenProblems } from '../domain/children.js';
import { MAX_SEATS_PER_BOOKING } from '../domain/group-bookings.js';
import { DEFAULT_DECISION_HOURS, MAX_DECISION_HOURS, decisionTime, type CourseMinimum } from '../domain/course-minimum.js';
import { MAX_BOOKING_CLOSE_MINUTES, MAX_MINUTES_INTO_SESSION, sameDates } from '../domain/joinable.js';
import type { EventRecord, EventSession, VenueRecord } from '../domain/records.js';
import { sortKey } from '../domain/sort-key.js';
import { localDate, localDateTimePattern, parseLocalDateTime, seriesDate, zonedInstant } from '../domain/time.js';
import type { Viewer } from '../domain/viewer.js';
import { accessibilityInput, courseLanguages } from './accessibility.js';
import { fail, imagesOf, intBetween, newPlaceInput, optionalText, requiredText, throwIfAny } from './contribution-input.js';
import { freeVenueSlug, locate } from './contribution-places.js';
import { loadVenue } from './editorial.js';
import type { EditorialContext } from './service-context.js';
import type { FieldError } from './errors.js';
import { parseInput } from './argument-checks.js';

/** A course meets on at most this many dates. */
const MAX_SESSIONS = 26;

const eventLevel = z.enum(['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS']);

const eventInput = z.object({
  title: requiredText(3, 120),
  titleEn: optionalText(120),
  description: requiredText(1, 10_000),
  descriptionEn: optionalText(10_000),
  crafts: z.array(z.string()).min(1, fail('REQUIRED')).max(5, fail('TOO_MANY')),
  // A listed venue wins over newPlace when both are sent (the form keeps the new place's fields around).
  venue: z.string().trim().nullish(),
  newPlace: newPlaceInput.nullish(),
  startsAtLocal: z.string().trim().min(1, fail('REQUIRED')).regex(localDateTimePattern, fail('INVALID_TIME')),
  durationMinutes: intBetween(15, 1440),
  repeat: z
    .enum(['NONE', 'WEEKLY', 'MONTHLY'])
    .nullish()
    .transform((value) => value ?? 'NONE'),
  occurrences: intBetween(2, 26).nullish(),
  // Further dates of the same course (one booking covers them all); empty entries are the form's unused slots.
  moreSessionsLocal: z
    .array(z.string().trim())
    .max(MAX_SESSIONS - 1, fail('TOO_MANY'))
    .nullish()
    .transform((values) => (values ?? []).filter((value) => value !== '')),
  registration: z
    .enum(['BOOKING', 'DROP_IN'])
    .nullish()
    .transform((value) => value ?? 'BOOKING'),
  priceCents: intBetween(0, 100_000),
  capacity: intBetween(1, 500),
  // Seats one booking may take (a couple, a family); absent, the domain's default.
  maxSeatsPerBooking: intBetween(1, MAX_SEATS_PER_BOOKING).nullish(),
  // A course that runs only if enough people book (checked against capacity below); the decision's distance from
  // the first session, so that every date of a series gets its own decision time.
  minParticipants: intBetween(1, 500).nullish(),
  decisionHoursBefore: intBetween(1, MAX_DECISION_HOURS).nullish(),
  // Until when a paid booking cancelled by its person is refunded, as hours before the first session.
  cancellationHoursBefore: intBetween(0, MAX_CANCELLATION_HOURS).nullish(),
  // Reminders before each session (domain/reminders.ts): 0 for none; absent, the default.
  reminderHoursBefore: intBetween(0, MAX_REMINDER_HOURS).nullish(),
  // The booking window (domain/joinable.ts): minutes before the first session, negative into it; absent, the default.
  bookingClosesMinutesBefore: intBetween(-MAX_MINUTES_INTO_SESSION, MAX_BOOKING_CLOSE_MINUTES).nullish(),
  // The organiser's VAT line on receipts ("inkl. 20 % USt").
  vatNote: optionalText(120),
  level: eventLevel,
  whatToBring: optionalText(1000),
  materialsIncluded: z.boolean(),
  // A course for children: their ages (bounds checked by the domain's rule in checkEvent) and whether an adult comes.
  children: z
    .object({
      minAge: z.number().int(fail('NOT_A_NUMBER')),
      maxAge: z.number().int(fail('NOT_A_NUMBER')),
      adult: z.enum(ADULT_RULES, fail('INVALID_CHOICE')),
    })
    .nullish(),
  imageUrls: z
    .array(z.string())
    .max(6, fail('TOO_MANY'))
    .nullish()
    .transform((value) => value ?? []),
  // Only where the course differs from its venue (a workshop room upstairs, a quiet course); absent: the venue's.
  accessibility: accessibilityInput,
  languages: courseLanguages,
});

/**
 * The minimum of participants the input asks for: a decided one stays as it is (an edit cannot undo a decision); else
 * as entered (its decision time is set per event), or none. Adds the field errors of a minimum that cannot be met.
 */
function minimumOf(input: z.output<typeof eventInput>, existing: EventRecord | undefined, fields: FieldError[]): CourseMinimum | undefined {
  if (existing?.minimum && existing.minimum.outcome !== 'PENDING') return existing.minimum;
  if (input.minParticipants == null) return undefined;
  if (input.registration === 'DROP_IN') fields.push({ field: 'input.minParticipants', code: 'NOT_WITH_DROP_IN' });
  if (input.minParticipants > input.capacity) fields.push({ field: 'input.minParticipants', code: 'ABOVE_CAPACITY' });
  // decidesAt is set per event by the caller's sessions (checkEvent, createEvent).
  return { participants: input.minParticipants, decidesAt: new Date(0), outcome: 'PENDING' };
}

export interface CheckedEvent {
  /** The event's fields (without slug, owner and review state), as of the first event of a series. */
  fields: Omit<EventRecord, 'slug' | 'ownerUid' | 'review' | 'seriesId' | 'published' | 'seatsLeft'>;
  /**
   * One entry per event to create: several for a series of separately bookable dates (only when creating), each
   * with its sessions (several for a course that meets more than once) and its first local date for the slug.
   */
  starts: { sessions: EventSession[]; date: string }[];
  /** The new place to write along with the event(s). */
  newVenue?: VenueRecord;
}

/**
 * Checks an EventInput beyond its shape: crafts and venue exist, the start is a real time in the future in the
 * venue's time zone, images are the person's uploads. `existing` is the event being edited.
 */
export async function checkEvent(ctx: EditorialContext, viewer: Viewer, raw: unknown, existing?: EventRecord): Promise<CheckedEvent> {
  const input = parseInput(eventInput, raw, 'input');
  const fields: FieldError[] = [];
  if (!existing && input.repeat !== 'NONE' && input.occurrences == null) fields.push({ field: 'input.occurrences', code: 'REQUIRED' });

  const crafts = (await ctx.loaders.crafts()).bySlug;
  const craftSlugs = [...new Set(input.crafts)];
  if (craftSlugs.some((slug) => !crafts.has(slug))) fields.push({ field: 'input.crafts', code: 'UNKNOWN_CRAFT' });

  let venue: VenueRecord | null = null;
  let newVenue: VenueRecord | undefined;
  if (input.venue) {
    venue = await loadVenue(ctx, input.venue);
    // Listed venues, the person's own unpublished new places, and the event's current venue.
    const usable =
      venue && (venue.published || venue.slug === existing?.venueSlug || (venue.ownerUids ?? []).includes(viewer.uid));
    if (!usable) {
      venue = null;
      fields.push({ field: 'input.venue', code: 'UNKNOWN_VENUE' });
    }
  } else if (input.newPlace) {
    const place = input.newPlace;
    const located = await locate(ctx, place.postalCode, place.locality);
    if (!located) fields.push({ field: 'input.newPlace.locality', code: 'UNKNOWN_PLACE' });
    else {
      newVenue = {
        slug: await freeVenueSlug(ctx, place.name),
        name: place.name,
        nameSort: sortKey(place.name),
        kind: 'WORKSHOP',
        craftSlugs,
        description: { de: '' },
        address: { street: place.street, postalCode: place.postalCode, locality: place.locality, district: located.district, country: located.city.country },
        citySlug: located.city.slug,
        geo: located.geo,
        timeZone: located.city.timeZone,
        openingHours: [],
        contact: {},
        images: [],
        ownerUids: [viewer.uid],
        equipment: [],
        openStudioHours: [],
        // Published together with the event (reviewEvent, submitEvent of trusted organisers).
        published: false,
        updatedAt: ctx.now,
      };
      venue = newVenue;
    }
  } else fields.push({ field: 'input.venue', code: 'REQUIRED' });

  const local = parseLocalDateTime(input.startsAtLocal);
  const moreLocal = input.moreSessionsLocal.map((value) => parseLocalDateTime(value));
  if (moreLocal.some((value) => value === null)) fields.push({ field: 'input.moreSessionsLocal', code: 'INVALID_TIME' });
  if (moreLocal.length > 0 && input.repeat !== 'NONE' && !existing) fields.push({ field: 'input.moreSessionsLocal', code: 'NOT_WITH_REPEAT' });
  const starts: CheckedEvent['starts'] = [];
  if (!local) fields.push({ field: 'input.startsAtLocal', code: 'INVALID_TIME' });
  else if (venue) {
    const minutes = input.durationMinutes * 60_000;
    const session = (date: string, time: string): EventSession => {
      const startsAt = zonedInstant(date, time, venue!.timeZone);
      return { startsAt, endsAt: new Date(startsAt.getTime() + minutes) };
    };
    const further = moreLocal.flatMap((value) => (value ? [session(value.date, value.time)] : []));
    const count = existing ? 1 : input.repeat === 'NONE' ? 1 : (input.occurrences ?? 1);
    for (let i = 0; i < count; i++) {
      const sessions = [session(seriesDate(local.date, existing ? 'NONE' : input.repeat, i), local.time), ...further];
      sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      starts.push({ sessions, date: localDate(sessions[0]!.startsAt, venue.timeZone) });
    }
    const sessions = starts[0]!.sessions;
    if (sessions.some((one, index) => index > 0 && one.startsAt.getTime() < sessions[index - 1]!.endsAt.getTime())) {
      fields.push({ field: 'input.moreSessionsLocal', code: 'OVERLAPPING' });
    }
    // An edit may keep dates that have passed meanwhile; a new date must lie ahead.
    const kept = new Set(existing?.sessions.map((one) => one.startsAt.getTime()));
    const passed = (one: EventSession) => !kept.has(one.startsAt.getTime()) && one.startsAt.getTime() <= ctx.now.getTime();
    if (passed(session(local.date, local.time))) fields.push({ field: 'input.startsAtLocal', code: 'IN_THE_PAST' });
    if (further.some(passed)) fields.push({ field: 'input.moreSessionsLocal', code: 'IN_THE_PAST' });
  }

  for (const problem of input.children ? childrenProblems(input.children) : []) fields.push({ field: `input.children.${problem.field}`, code: problem.code });

  const minimum = minimumOf(input, existing, fields);
  // Every event to create (each date of a series) must be decided ahead of now; an edit only when it moves it.
  const hours = input.decisionHoursBefore ?? DEFAULT_DECISION_HOURS;
  const moved = (start: Date) => !existing?.minimum || decisionTime(start, hours).getTime() !== existing.minimum.decidesAt.getTime();
  if (minimum?.outcome === 'PENDING' && starts.some(({ sessions }) => moved(sessions[0]!.startsAt) && decisionTime(sessions[0]!.startsAt, hours).getTime() <= ctx.now.getTime())) {
    fields.push({ field: 'input.decisionHoursBefore', code: 'IN_THE_PAST' });
  }

  const title = { de: input.title, en: input.titleEn };
  const images = imagesOf(input.imageUrls, 'event', viewer.uid, title, existing?.images ?? []);
  if (!images) fields.push({ field: 'input.imageUrls', code: 'INVALID_IMAGE' });
  throwIfAny(fields);

  const first = starts[0]!;
  return {
    fields: {
      title,
      description: { de: input.description, en: input.descriptionEn },
      craftSlugs,
      venueSlug: venue!.slug,
      citySlug: venue!.citySlug,
      geo: venue!.geo,
      startsAt: first.sessions[0]!.startsAt,
      endsAt: first.sessions.at(-1)!.endsAt,
      sessions: first.sessions,
      registration: input.registration,
      timeZone: venue!.timeZone,
      price: { amountCents: input.priceCents, currency: 'EUR' },
      cancellationHours: input.cancellationHoursBefore ?? DEFAULT_CANCELLATION_HOURS,
      reminderHours: input.reminderHoursBefore ?? undefined,
      bookingClosesMinutes: input.bookingClosesMinutesBefore ?? undefined,
      vatNote: input.vatNote,
      capacity: input.capacity,
      maxSeatsPerBooking: input.maxSeatsPerBooking ?? undefined,
      level: input.level,
      // A postponed event whose organiser enters other dates has its new date: it takes place (and bookings) again.
      status: existing?.status === 'POSTPONED' && !sameDates(existing.sessions, first.sessions) ? 'SCHEDULED' : (existing?.status ?? 'SCHEDULED'),
      images: images!,
      whatToBring: input.whatToBring ? { de: input.whatToBring } : undefined,
      children: input.children ?? undefined,
      materialsIncluded: input.materialsIncluded,
      accessibility: input.accessibility,
      languages: input.languages,
      minimum: minimum && minimum.outcome === 'PENDING' ? { ...minimum, decidesAt: decisionTime(first.sessions[0]!.startsAt, hours) } : minimum,
      updatedAt: ctx.now,
    },
    starts,
    newVenue,
  };
}
