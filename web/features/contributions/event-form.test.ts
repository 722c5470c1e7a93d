import { describe, expect, it } from 'vitest';
import { eventInputFromForm, formField, formValuesFromEvent, parsePriceCents } from './event-form';

describe('the event form', () => {
  it('reads prices in euros the way people type them', () => {
    expect(parsePriceCents('12,50')).toBe(1250);
    expect(parsePriceCents('12.5')).toBe(1250);
    expect(parsePriceCents('€ 12')).toBe(1200);
    expect(parsePriceCents('0')).toBe(0);
    expect(parsePriceCents('12,505')).toBeNull();
    expect(parsePriceCents('-3')).toBeNull();
    expect(parsePriceCents('zwölf')).toBeNull();
  });

  it('turns the posted fields into EventInput: a listed venue, a series, the price in cents', () => {
    const { input, errors } = eventInputFromForm(
      {
        title: ' Drehen ',
        description: 'Text',
        crafts: ['toepfern-keramik', 'naehen'],
        venue: 'atelier-x',
        'newPlace.name': 'ignored',
        startsAtLocal: '2026-12-05T14:00',
        durationMinutes: '180',
        repeat: 'WEEKLY',
        occurrences: '4',
        price: '12,50',
        capacity: '8',
        maxSeatsPerBooking: '3',
        level: 'BEGINNER',
        materialsIncluded: 'on',
      },
      ['/media/event/u1/a-800.webp'],
      true,
    );
    expect(errors).toEqual([]);
    expect(input).toEqual({
      title: 'Drehen',
      titleEn: null,
      description: 'Text',
      descriptionEn: null,
      crafts: ['toepfern-keramik', 'naehen'],
      venue: 'atelier-x',
      startsAtLocal: '2026-12-05T14:00',
      durationMinutes: 180,
      moreSessionsLocal: [],
      registration: 'BOOKING',
      repeat: 'WEEKLY',
      occurrences: 4,
      priceCents: 1250,
      vatNote: null,
      capacity: 8,
      maxSeatsPerBooking: 3,
      level: 'BEGINNER',
      whatToBring: null,
      materialsIncluded: true,
      // The box „Kurs für Kinder“ unticked: an adults' course.
      children: null,
      imageUrls: ['/media/event/u1/a-800.webp'],
      // No booking window chosen: the default of the event's kind.
      bookingClosesMinutesBefore: null,
      // No reminder hours: the default (24).
      reminderHoursBefore: null,
      // „Barrierefreiheit weicht vom Ort ab“ unticked: the venue's; no language chosen: German.
      accessibility: null,
      languages: null,
    });
  });

  it('sends the course’s own accessibility only with „weicht vom Ort ab“ ticked, its languages, and shows both again when editing', () => {
    const own = { price: '0', accessibilityDiffers: 'yes', 'accessibility.stepFree': 'no', 'accessibility.seating': 'yes', 'accessibility.lift': '', 'accessibility.note': 'Im 1. Stock.', languages: ['de', 'en'] };
    expect(eventInputFromForm(own, [], false).input).toMatchObject({
      accessibility: { available: ['SEATING'], unavailable: ['STEP_FREE'], note: 'Im 1. Stock.', noteEn: null },
      languages: ['de', 'en'],
    });
    expect(eventInputFromForm({ ...own, accessibilityDiffers: '' }, [], false).input.accessibility).toBeNull();
    const editedEvent = {
      title: 'Drehen',
      description: 'Text',
      crafts: [{ slug: 'toepfern-keramik' }],
      venue: { slug: 'atelier-x' },
      sessions: [{ startsAt: '2026-12-05T13:00:00.000Z', endsAt: '2026-12-05T16:00:00.000Z' }],
      timeZone: 'Europe/Vienna',
      registration: 'BOOKING' as const,
      price: { amountCents: 0 },
      capacity: 8,
      level: 'BEGINNER',
      materialsIncluded: false,
    };
    const shown = formValuesFromEvent(
      {
        ...editedEvent,
        accessibilityDiffers: true,
        accessibility: { stepFree: false, lift: null, accessibleToilet: null, seating: true, quietSpace: null, hearingLoop: null, noteDe: 'Im 1. Stock.', noteEn: null },
        languages: ['en'],
      },
      'de',
    );
    expect(shown).toMatchObject({ accessibilityDiffers: 'yes', 'accessibility.stepFree': 'no', 'accessibility.seating': 'yes', 'accessibility.lift': '', languages: ['en'] });
    // A course following its venue shows the box unticked and nothing stated.
    expect(formValuesFromEvent({ ...editedEvent, accessibilityDiffers: false, accessibility: { stepFree: true } }, 'de')).not.toHaveProperty('accessibility.stepFree');
  });

  it('reads the hours of the reminder before each session, 0 (none) included', () => {
    expect(eventInputFromForm({ price: '0', reminderHoursBefore: '0' }, [], false).input.reminderHoursBefore).toBe(0);
    expect(eventInputFromForm({ price: '0', reminderHoursBefore: '48' }, [], false).input.reminderHoursBefore).toBe(48);
    expect(eventInputFromForm({ price: '0', reminderHoursBefore: '' }, [], false).input.reminderHoursBefore).toBeNull();
  });

  it('sends a children’s course’s ages and who comes along only with its box ticked, and shows them again when editing', () => {
    const kids = { price: '0', forChildren: 'on', 'children.minAge': '6', 'children.maxAge': '10', 'children.adult': 'ADULT_SEAT' };
    expect(eventInputFromForm(kids, [], false).input.children).toEqual({ minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' });
    expect(eventInputFromForm({ ...kids, forChildren: '' }, [], false).input.children).toBeNull();
    expect(eventInputFromForm({ ...kids, 'children.minAge': '' }, [], false).errors).toContainEqual({ field: 'children.minAge', code: 'REQUIRED' });
    expect(formField('input.children.maxAge')).toBe('children.maxAge');
  });

  it('sends a new place instead of a venue, and no series fields when editing', () => {
    const { input } = eventInputFromForm(
      { venue: 'new', 'newPlace.name': 'Hof', 'newPlace.street': 'Gasse 1', 'newPlace.postalCode': '1070', 'newPlace.locality': 'Wien', price: '0', repeat: 'WEEKLY', occurrences: '3' },
      [],
      false,
    );
    expect(input.newPlace).toEqual({ name: 'Hof', street: 'Gasse 1', postalCode: '1070', locality: 'Wien' });
    expect(input.venue).toBeUndefined();
    expect(input.repeat).toBeUndefined();
    expect(input.occurrences).toBeUndefined();
    expect(input.priceCents).toBe(0);
    expect(input.materialsIncluded).toBe(false);
  });

  it('sends the further dates of a course, leaving out empty slots, and the choice of drop-in', () => {
    const { input } = eventInputFromForm(
      { startsAtLocal: '2026-12-05T14:00', moreSessionsLocal: ['2026-12-12T14:00', '', '2026-12-19T14:00'], registration: 'DROP_IN', price: '0' },
      [],
      false,
    );
    expect(input.moreSessionsLocal).toEqual(['2026-12-12T14:00', '2026-12-19T14:00']);
    expect(input.registration).toBe('DROP_IN');
    expect(eventInputFromForm({ registration: 'SOMETHING', price: '0' }, [], false).input.registration).toBe('BOOKING');
  });

  it('names the fields it cannot read', () => {
    const { errors } = eventInputFromForm({ price: 'gratis', durationMinutes: '2h', capacity: '', repeat: 'MONTHLY' }, [], true);
    expect(errors).toEqual([
      { field: 'price', code: 'NOT_A_NUMBER' },
      { field: 'durationMinutes', code: 'NOT_A_NUMBER' },
      { field: 'capacity', code: 'REQUIRED' },
      { field: 'occurrences', code: 'REQUIRED' },
    ]);
  });

  it('shows the API’s errors at the form’s fields', () => {
    expect(formField('input.priceCents')).toBe('price');
    expect(formField('input.imageUrls')).toBe('images');
    expect(formField('input.newPlace.street')).toBe('newPlace.street');
    expect(formField('crafts.2')).toBe('crafts');
  });

  it('prefills the edit form from the source texts, every date in Vienna time, with the price as typed', () => {
    const values = formValuesFromEvent(
      {
        source: { titleDe: 'Drehen', titleEn: 'Throwing', descriptionDe: 'Text', descriptionEn: null, whatToBringDe: 'Schürze' },
        title: 'Throwing',
        description: 'Text',
        crafts: [{ slug: 'toepfern-keramik' }],
        venue: { slug: 'atelier-x' },
        sessions: [
          { startsAt: '2026-12-05T13:00:00.000Z', endsAt: '2026-12-05T16:00:00.000Z' },
          { startsAt: '2026-12-12T13:00:00.000Z', endsAt: '2026-12-12T16:00:00.000Z' },
        ],
        timeZone: 'Europe/Vienna',
        registration: 'DROP_IN',
        price: { amountCents: 1250 },
        capacity: 8,
        level: 'BEGINNER',
        whatToBring: 'Apron',
        materialsIncluded: false,
      },
      'de',
    );
    expect(values).toMatchObject({
      title: 'Drehen',
      titleEn: 'Throwing',
      startsAtLocal: '2026-12-05T14:00',
      durationMinutes: '180',
      moreSessionsLocal: ['2026-12-12T14:00'],
      registration: 'DROP_IN',
      price: '12,50',
      whatToBring: 'Schürze',
      materialsIncluded: '',
      crafts: ['toepfern-keramik'],
    });
  });
});
