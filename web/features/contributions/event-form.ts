// The event form's fields as the browser posts them, and their way to EventInput and back. Shared by /makeevent
// (create) and /profile/event/{slug} (edit). The service validates everything; the page only converts what the
// browser cannot send in the API's shape (a price typed as „12,50“ becomes 1250 cents).
import { ADULT_RULES } from '../../../functions/src/domain/children.js';
import { isoWithOffset } from '../../../functions/src/domain/time.js';
import type { FieldError } from '../../components/Form';
import type { EventInput, EventLevel, Registration, Repeat } from '../../graphql/generated/graphql';
import { several, single, type FormValues } from './form-values';
import type { FeatureStates } from '../../../functions/src/domain/accessibility.js';
import { accessibilityFormValues, accessibilityInputFromForm, DIFFERS_FIELD, LANGUAGES_FIELD, languagesFromForm } from './accessibility-form';

/** The event form's name (FormState.form), for pages that have other forms besides it. */
export const eventFormName = 'event';

export const eventLevels: EventLevel[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS'];
export const repeats: Repeat[] = ['NONE', 'WEEKLY', 'MONTHLY'];
export const registrations: Registration[] = ['BOOKING', 'DROP_IN'];
/** A course meets on at most 26 dates: the first and 25 more. */
export const MAX_MORE_SESSIONS = 25;
/** The venue select's value for „a new place“, whose fields follow the select. */
export const newPlaceValue = 'new';

/** „12,50“, „12.5“, „12“, „0“ → cents; anything else is null. */
export function parsePriceCents(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s|€/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents as the price field shows them: 1250 → „12,50“ (German) or „12.50“, whole euros without decimals. */
export function formatPriceInput(cents: number, locale: string): string {
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
}

/** An instant as the zone's wall-clock time for <input type="datetime-local">, e.g. 2026-12-05T14:00. */
export function localDateTimeInput(iso: string, timeZone: string): string {
  return isoWithOffset(new Date(iso), timeZone).slice(0, 16);
}

function integer(text: string): number | null {
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/**
 * EventInput from the posted form, or the fields the page could not convert (so the service is not asked).
 * `imageUrls` are the kept and newly uploaded images; `creating` adds the series fields.
 */
export function eventInputFromForm(
  values: FormValues,
  imageUrls: string[],
  creating: boolean,
): { input: EventInput; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const number = (field: string, required = true): number => {
    const text = single(values, field);
    if (!text) {
      if (required) errors.push({ field, code: 'REQUIRED' });
      return 0;
    }
    const value = integer(text);
    if (value === null) errors.push({ field, code: 'NOT_A_NUMBER' });
    return value ?? 0;
  };
  const optional = (field: string) => single(values, field) || null;

  const priceText = single(values, 'price');
  const priceCents = priceText ? parsePriceCents(priceText) : null;
  if (!priceText) errors.push({ field: 'price', code: 'REQUIRED' });
  else if (priceCents === null) errors.push({ field: 'price', code: 'NOT_A_NUMBER' });

  const venue = single(values, 'venue');
  const level = single(values, 'level');
  const repeat = single(values, 'repeat');
  const registration = single(values, 'registration');
  const input: EventInput = {
    title: single(values, 'title'),
    titleEn: optional('titleEn'),
    description: single(values, 'description'),
    descriptionEn: optional('descriptionEn'),
    crafts: several(values, 'crafts'),
    ...(venue === newPlaceValue
      ? {
          newPlace: {
            name: single(values, 'newPlace.name'),
            street: single(values, 'newPlace.street'),
            postalCode: single(values, 'newPlace.postalCode'),
            locality: single(values, 'newPlace.locality'),
          },
        }
      : { venue: venue || null }),
    startsAtLocal: single(values, 'startsAtLocal'),
    durationMinutes: number('durationMinutes'),
    moreSessionsLocal: several(values, 'moreSessionsLocal').filter(Boolean),
    registration: registrations.find((known) => known === registration) ?? 'BOOKING',
    priceCents: priceCents ?? 0,
    vatNote: optional('vatNote'),
    capacity: number('capacity'),
    level: eventLevels.find((known) => known === level) ?? 'ALL_LEVELS',
    whatToBring: optional('whatToBring'),
    materialsIncluded: single(values, 'materialsIncluded') === 'on',
    imageUrls,
  };
  // A minimum of participants, and when it is decided, only when one is entered.
  if (single(values, 'minParticipants')) {
    input.minParticipants = number('minParticipants');
    if (single(values, 'decisionHoursBefore')) input.decisionHoursBefore = number('decisionHoursBefore');
  }
  // A course for children: its ages and who comes along, only with the box ticked; unticked, an adults' course.
  const adult = single(values, 'children.adult');
  input.children =
    single(values, 'forChildren') === 'on'
      ? { minAge: number('children.minAge'), maxAge: number('children.maxAge'), adult: ADULT_RULES.find((known) => known === adult) ?? 'ALONE' }
      : null;
  // Accessibility of its own only with the box ticked; unticked, the course has its venue's (null clears its own).
  input.accessibility = single(values, DIFFERS_FIELD) === 'yes' ? accessibilityInputFromForm(values) : null;
  input.languages = languagesFromForm(values);
  // Seats one booking may take; empty leaves the default (4).
  input.maxSeatsPerBooking = single(values, 'maxSeatsPerBooking') ? number('maxSeatsPerBooking') : null;
  // Until when a paid booking cancelled is refunded; empty leaves the service's default (48 hours).
  if (single(values, 'cancellationHoursBefore')) input.cancellationHoursBefore = number('cancellationHoursBefore');
  // Hours before each session everyone booked is reminded (0: none); empty leaves the default (24 hours).
  input.reminderHoursBefore = single(values, 'reminderHoursBefore') ? number('reminderHoursBefore') : null;
  // The booking window; empty leaves the default of the event's kind (a course closes at its start).
  const window = single(values, 'bookingClosesMinutesBefore');
  input.bookingClosesMinutesBefore = window ? number('bookingClosesMinutesBefore') : null;
  if (creating) {
    input.repeat = repeats.find((known) => known === repeat) ?? 'NONE';
    if (input.repeat !== 'NONE') input.occurrences = number('occurrences');
  }
  return { input, errors };
}

/** The booking windows the form offers, in minutes before the first session (negative: into it); '' is the default. */
const BOOKING_WINDOWS = ['', '0', '60', '180', '1440', '2880', '10080', '-30', '-60', '-120'];

/** The form's booking windows, with the one stored kept when it is none of them (set through the API). */
export function bookingWindowChoices(current: string | undefined): string[] {
  return current && !BOOKING_WINDOWS.includes(current) ? [...BOOKING_WINDOWS, current] : BOOKING_WINDOWS;
}

/** Where the API names a field (`input.priceCents`, `input.newPlace.street`), the form field that shows its error. */
export function formField(apiField: string): string {
  const field = apiField.replace(/^input\./, '').replace(/\.\d+$/, '');
  if (field === 'priceCents') return 'price';
  if (field === 'imageUrls') return 'images';
  return field;
}

/** The event being edited as form values, so the edit form starts where the organiser left off. */
export function formValuesFromEvent(
  event: {
    source?: { titleDe: string; titleEn?: string | null; descriptionDe: string; descriptionEn?: string | null; whatToBringDe?: string | null } | null;
    title: string;
    description: string;
    crafts: ReadonlyArray<{ slug: string }>;
    venue: { slug: string };
    sessions: ReadonlyArray<{ startsAt: string; endsAt: string }>;
    timeZone: string;
    registration: Registration;
    price: { amountCents: number };
    capacity: number;
    maxSeatsPerBooking?: number;
    minimum?: { participants: number; hoursBefore: number } | null;
    cancellationHoursBefore?: number;
    reminderHoursBefore?: number;
    bookingClosesMinutesBefore?: number | null;
    vatNote?: string | null;
    level: string;
    whatToBring?: string | null;
    materialsIncluded: boolean;
    children?: { minAge: number; maxAge: number; adult: string } | null;
    /** The course's own accessibility (Event.accessibility while accessibilityDiffers), and its languages. */
    accessibilityDiffers?: boolean;
    accessibility?: (FeatureStates & { noteDe?: string | null; noteEn?: string | null }) | null;
    languages?: readonly string[];
  },
  locale: string,
): FormValues {
  const source = event.source;
  const [first, ...more] = event.sessions;
  return {
    title: source?.titleDe ?? event.title,
    titleEn: source?.titleEn ?? '',
    description: source?.descriptionDe ?? event.description,
    descriptionEn: source?.descriptionEn ?? '',
    crafts: event.crafts.map((craft) => craft.slug),
    venue: event.venue.slug,
    startsAtLocal: first ? localDateTimeInput(first.startsAt, event.timeZone) : '',
    durationMinutes: first ? String(Math.round((Date.parse(first.endsAt) - Date.parse(first.startsAt)) / 60_000)) : '',
    moreSessionsLocal: more.map((session) => localDateTimeInput(session.startsAt, event.timeZone)),
    registration: event.registration,
    price: formatPriceInput(event.price.amountCents, locale),
    capacity: String(event.capacity),
    maxSeatsPerBooking: event.maxSeatsPerBooking === undefined ? '' : String(event.maxSeatsPerBooking),
    minParticipants: event.minimum ? String(event.minimum.participants) : '',
    decisionHoursBefore: String(event.minimum?.hoursBefore ?? 48),
    cancellationHoursBefore: String(event.cancellationHoursBefore ?? 48),
    reminderHoursBefore: String(event.reminderHoursBefore ?? 24),
    bookingClosesMinutesBefore: event.bookingClosesMinutesBefore == null ? '' : String(event.bookingClosesMinutesBefore),
    vatNote: event.vatNote ?? '',
    level: event.level,
    whatToBring: source?.whatToBringDe ?? event.whatToBring ?? '',
    materialsIncluded: event.materialsIncluded ? 'on' : '',
    forChildren: event.children ? 'on' : '',
    'children.minAge': event.children ? String(event.children.minAge) : '',
    'children.maxAge': event.children ? String(event.children.maxAge) : '',
    'children.adult': event.children?.adult ?? 'ALONE',
    ...(event.accessibilityDiffers ? { ...accessibilityFormValues(event.accessibility), [DIFFERS_FIELD]: 'yes' } : {}),
    [LANGUAGES_FIELD]: [...(event.languages ?? [])],
  };
}
