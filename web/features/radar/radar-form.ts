// The Radar forms as the browser posts them and their way to the API and back: the alert form's fields
// (crafts, place or location with a radius, weekdays, times, a price in euros) to RadarAlertInput, an alert to the
// fields that edit it, and the API's field names to the form's. The service checks everything else.
import type { FieldError } from '../../components/Form';
import type { RadarAlertFieldsFragment, RadarAlertInput, Weekday } from '../../graphql/generated/graphql';
import { defaultRadiusKm } from '../discovery/filters';
import { weekdays } from './radar-summary';

/** The forms' names (FormState.form): save an alert, pause or resume one, delete one. */
export const radarFormNames = { save: 'radar', active: 'radarActive', delete: 'radarDelete' } as const;

export function isRadarForm(form: string): boolean {
  return (Object.values(radarFormNames) as string[]).includes(form);
}

/** What a posted form holds: one string per field, or several for repeated names (checkboxes). */
export type RadarFormValues = Record<string, string | string[] | undefined>;

type Fields = { get(name: string): string; getAll(name: string): string[] };

/** „40“, „12,50“, „12.5“ → cents; '' → null (any price); anything else → undefined. */
export function parseEuros(text: string): number | null | undefined {
  if (text === '') return null;
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s|€/g, ''));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : undefined;
}

/** Cents as the price field shows them: 4000 → „40“, 1250 → „12,50“ (German) or „12.50“. */
export function formatEuros(cents: number, locale: string): string {
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
}

/**
 * The place as the person would type it again: the API's label without its parenthesis („Neubau (7. Bezirk), Wien“
 * → „Neubau, Wien“), which the place search finds again, where the label itself would not be found.
 */
export function placeQuery(label: string): string {
  return label.replace(/\s*\([^)]*\)/g, '').trim();
}

/** The alert being edited as the form's values. */
export function formValuesFromAlert(alert: RadarAlertFieldsFragment, locale: string): RadarFormValues {
  const { place } = alert;
  const near = place?.kind === 'NEAR';
  return {
    id: alert.id,
    crafts: alert.crafts.map((craft) => craft.slug),
    place: place && !near ? placeQuery(place.label) : '',
    radius: place?.radiusKm ? String(place.radiusKm) : '',
    lat: near ? String(place.center.lat) : '',
    lng: near ? String(place.center.lng) : '',
    nearLabel: near ? place.label : '',
    weekdays: [...alert.weekdays],
    startsFrom: alert.startsFrom ?? '',
    startsUntil: alert.startsUntil ?? '',
    maxPrice: alert.maxPriceCents === null || alert.maxPriceCents === undefined ? '' : formatEuros(alert.maxPriceCents, locale),
  };
}

const coordinate = (text: string) => (/^-?\d{1,3}(?:\.\d+)?$/.test(text) ? Number(text) : undefined);

/**
 * RadarAlertInput from the posted alert form, or the fields the page could not convert (then the service is not
 * asked). A typed place wins over a location, as in the lists' filters.
 */
export function radarInputFromForm(fields: Fields): { id: string | null; input: RadarAlertInput; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const radiusText = fields.get('radius');
  const radius = radiusText === '' ? undefined : Number(radiusText);
  if (radius !== undefined && !Number.isFinite(radius)) errors.push({ field: 'radius', code: 'NOT_A_NUMBER' });
  const maxPriceCents = parseEuros(fields.get('maxPrice'));
  if (maxPriceCents === undefined) errors.push({ field: 'maxPrice', code: 'NOT_A_NUMBER' });

  const place = fields.get('place');
  const lat = coordinate(fields.get('lat'));
  const lng = coordinate(fields.get('lng'));
  const where: Partial<RadarAlertInput> = place
    ? { place, ...(radius === undefined ? {} : { radiusKm: radius }) }
    : lat !== undefined && lng !== undefined
      ? { near: { lat, lng, radiusKm: radius ?? defaultRadiusKm }, nearLabel: fields.get('nearLabel') || null }
      : {};
  const input: RadarAlertInput = {
    crafts: fields.getAll('crafts').filter(Boolean),
    ...where,
    weekdays: fields.getAll('weekdays').filter((day): day is Weekday => (weekdays as string[]).includes(day)),
    startsFrom: fields.get('startsFrom') || null,
    startsUntil: fields.get('startsUntil') || null,
    maxPriceCents: maxPriceCents ?? null,
  };
  return { id: fields.get('id') || null, input, errors };
}

/** Where the API names a field (`input.maxPriceCents`, `input.crafts.2`), the form field that shows its error. */
export function formField(apiField: string): string {
  const field = apiField.replace(/^input\./, '').replace(/\.\d+$/, '');
  if (field === 'maxPriceCents') return 'maxPrice';
  if (field === 'radiusKm' || field === 'near.radiusKm') return 'radius';
  if (field === 'near' || field.startsWith('near.') || field === 'nearLabel') return 'place';
  return field;
}
