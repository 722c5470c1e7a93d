// The venue form's fields as the browser posts them, and their way to VenueInput and back. Opening hours are typed
// per weekday as text („10:00–13:00, 14:00–18:00“), which covers split days without a grid of inputs.
import type { OpeningHoursInput, VenueInput, VenueKind, Weekday } from '../../../graphql/generated/graphql';
import type { FieldError } from '../../../components/Form';
import { accessibilityFormValues, accessibilityInputFromForm } from '../../../features/contributions/accessibility-form';
import { several, single, type FormValues } from '../../../features/contributions/form-values';
import type { FeatureStates } from '../../../../functions/src/domain/accessibility.js';

export const week: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
export const venueKinds: VenueKind[] = ['SHOP', 'WORKSHOP', 'CREATIVE_SPACE', 'SCHOOL'];
/** The two weekly schedules of the form: the field prefix per day and the VenueInput list they fill. */
export const schedules = [
  { prefix: 'hours', input: 'openingHours' },
  { prefix: 'studio', input: 'openStudioHours' },
] as const;

type Interval = { day: Weekday; opens: string; closes: string };

/** „9-13, 14:30–18“ → [{ opens: '09:00', closes: '13:00' }, { opens: '14:30', closes: '18:00' }]; null when unreadable
 * or when an interval ends before it starts. */
export function parseIntervals(text: string): Array<{ opens: string; closes: string }> | null {
  const time = (value: string) => {
    const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(value.trim());
    return match ? `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}` : null;
  };
  const intervals: Array<{ opens: string; closes: string }> = [];
  for (const part of text.split(/[,;]/).map((piece) => piece.trim()).filter(Boolean)) {
    const [from, to, ...rest] = part.replace(/\s*(?:uhr|h)\s*/gi, '').split(/\s*(?:–|—|-|bis|to)\s*/i);
    const opens = from === undefined ? null : time(from);
    const closes = to === undefined ? null : time(to);
    if (!opens || !closes || rest.length > 0 || closes <= opens) return null;
    intervals.push({ opens, closes });
  }
  return intervals;
}

/** One weekday's intervals as the form shows them: „10:00–13:00, 14:00–18:00“. */
export function formatIntervals(hours: ReadonlyArray<Interval>, day: Weekday): string {
  return hours
    .filter((interval) => interval.day === day)
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map((interval) => `${interval.opens}–${interval.closes}`)
    .join(', ');
}

/** A textarea with one entry per line, without blank lines. */
const linesOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

/**
 * VenueInput from the posted form, the fields the page could not read, and for every interval the form field it
 * came from (the API names a bad interval by its index, e.g. `openingHours.3.closes`).
 */
export function venueInputFromForm(
  values: FormValues,
  imageUrls: string[],
): { input: VenueInput; errors: FieldError[]; intervalFields: Record<string, string[]> } {
  const errors: FieldError[] = [];
  const intervalFields: Record<string, string[]> = {};
  const lists: Record<string, OpeningHoursInput[]> = {};
  for (const { prefix, input } of schedules) {
    lists[input] = [];
    intervalFields[input] = [];
    for (const day of week) {
      const field = `${prefix}.${day}`;
      const intervals = parseIntervals(single(values, field));
      if (!intervals) errors.push({ field, code: 'INVALID_HOURS' });
      for (const interval of intervals ?? []) {
        lists[input]!.push({ day, ...interval });
        intervalFields[input]!.push(field);
      }
    }
  }
  const kind = single(values, 'kind');
  const optional = (name: string) => single(values, name) || null;
  const input: VenueInput = {
    name: single(values, 'name'),
    description: single(values, 'description'),
    descriptionEn: optional('descriptionEn'),
    kind: venueKinds.find((known) => known === kind) ?? 'WORKSHOP',
    crafts: several(values, 'crafts'),
    street: single(values, 'street'),
    postalCode: single(values, 'postalCode'),
    locality: single(values, 'locality'),
    email: optional('email'),
    phone: optional('phone'),
    website: optional('website'),
    socialLinks: linesOf(single(values, 'socialLinks')),
    openingHours: lists.openingHours ?? [],
    openStudioHours: lists.openStudioHours ?? [],
    equipment: several(values, 'equipment'),
    imageUrls,
    accessibility: accessibilityInputFromForm(values),
  };
  return { input, errors, intervalFields };
}

/**
 * An API error as the form shows it: `openingHours.3.closes` (the interval's index) on the day's field it was
 * typed in, with the hours' own message; image URLs on the file input.
 */
export function venueFormError(error: FieldError, intervalFields: Record<string, string[]>): FieldError {
  const field = error.field.replace(/^input\./, '');
  const interval = /^(openingHours|openStudioHours)(?:\.(\d+))?/.exec(field);
  if (interval) {
    const day = interval[2] === undefined ? undefined : intervalFields[interval[1]!]?.[Number(interval[2])];
    return { field: day ?? interval[1]!, code: error.code === 'TOO_MANY' ? error.code : 'INVALID_HOURS' };
  }
  if (field === 'imageUrls' || field.startsWith('imageUrls.')) return { ...error, field: 'images' };
  return { ...error, field: field.replace(/\.\d+$/, '') };
}

/** A venue (live, or as its pending change has it) as form values. */
export function formValuesFromVenue(venue: {
  name: string;
  kind: VenueKind;
  description: string;
  /** Both texts as entered (Venue.description is in the page's language only). */
  descriptionSource?: { de: string; en?: string | null } | null;
  website?: string | null;
  socialLinks?: ReadonlyArray<string>;
  crafts: ReadonlyArray<{ slug: string }>;
  address: { street: string; postalCode: string; locality: string };
  contact: { email?: string | null; phone?: string | null };
  openingHours: ReadonlyArray<Interval>;
  openStudioHours: ReadonlyArray<Interval>;
  equipment: ReadonlyArray<string>;
  accessibility?: (FeatureStates & { noteDe?: string | null; noteEn?: string | null }) | null;
}): FormValues {
  const values: FormValues = {
    name: venue.name,
    kind: venue.kind,
    description: venue.descriptionSource?.de ?? venue.description,
    descriptionEn: venue.descriptionSource?.en ?? '',
    website: venue.website ?? '',
    socialLinks: (venue.socialLinks ?? []).join('\n'),
    crafts: venue.crafts.map((craft) => craft.slug),
    street: venue.address.street,
    postalCode: venue.address.postalCode,
    locality: venue.address.locality,
    email: venue.contact.email ?? '',
    phone: venue.contact.phone ?? '',
    equipment: [...venue.equipment],
    ...accessibilityFormValues(venue.accessibility),
  };
  for (const day of week) {
    values[`hours.${day}`] = formatIntervals(venue.openingHours, day);
    values[`studio.${day}`] = formatIntervals(venue.openStudioHours, day);
  }
  return values;
}
