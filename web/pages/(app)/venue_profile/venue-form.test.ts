import { describe, expect, it } from 'vitest';
import { formatIntervals, formValuesFromVenue, parseIntervals, venueFormError, venueInputFromForm } from './venue-form';

describe('the venue form', () => {
  it('reads opening hours the way people write them', () => {
    expect(parseIntervals('10:00–18:00')).toEqual([{ opens: '10:00', closes: '18:00' }]);
    expect(parseIntervals('9-13, 14:30 - 18 Uhr')).toEqual([
      { opens: '09:00', closes: '13:00' },
      { opens: '14:30', closes: '18:00' },
    ]);
    expect(parseIntervals('10 bis 12; 13 to 17')).toEqual([
      { opens: '10:00', closes: '12:00' },
      { opens: '13:00', closes: '17:00' },
    ]);
    expect(parseIntervals('')).toEqual([]);
    expect(parseIntervals('ab 10')).toBeNull();
    expect(parseIntervals('10–12–14')).toBeNull();
    expect(parseIntervals('18-9')).toBeNull();
    expect(parseIntervals('18:00–24:00')).toEqual([{ opens: '18:00', closes: '24:00' }]);
  });

  it('writes a day’s intervals back in order', () => {
    const hours = [
      { day: 'MONDAY' as const, opens: '14:00', closes: '18:00' },
      { day: 'MONDAY' as const, opens: '09:00', closes: '12:00' },
      { day: 'TUESDAY' as const, opens: '10:00', closes: '18:00' },
    ];
    expect(formatIntervals(hours, 'MONDAY')).toBe('09:00–12:00, 14:00–18:00');
    expect(formatIntervals(hours, 'SUNDAY')).toBe('');
  });

  it('turns the posted fields into VenueInput and remembers which day each interval came from', () => {
    const { input, errors, intervalFields } = venueInputFromForm(
      {
        name: 'Atelier X',
        kind: 'SHOP',
        description: 'Text',
        crafts: 'naehen',
        street: 'Gasse 1',
        postalCode: '1070',
        locality: 'Wien',
        email: '',
        'hours.TUESDAY': '10-18',
        'hours.SATURDAY': '10-13, 14-16',
        'studio.FRIDAY': '18-22',
        equipment: ['KILN', 'LOOM'],
      },
      ['/media/venue/u1/a-800.webp'],
    );
    expect(errors).toEqual([]);
    expect(input).toMatchObject({
      name: 'Atelier X',
      kind: 'SHOP',
      crafts: ['naehen'],
      email: null,
      equipment: ['KILN', 'LOOM'],
      imageUrls: ['/media/venue/u1/a-800.webp'],
      openingHours: [
        { day: 'TUESDAY', opens: '10:00', closes: '18:00' },
        { day: 'SATURDAY', opens: '10:00', closes: '13:00' },
        { day: 'SATURDAY', opens: '14:00', closes: '16:00' },
      ],
      openStudioHours: [{ day: 'FRIDAY', opens: '18:00', closes: '22:00' }],
    });
    expect(intervalFields.openingHours).toEqual(['hours.TUESDAY', 'hours.SATURDAY', 'hours.SATURDAY']);
    expect(venueFormError({ field: 'input.openingHours.2.closes', code: 'INVALID_TIME' }, intervalFields)).toEqual({ field: 'hours.SATURDAY', code: 'INVALID_HOURS' });
    expect(venueFormError({ field: 'input.openStudioHours', code: 'INVALID_TIME' }, intervalFields)).toEqual({ field: 'openStudioHours', code: 'INVALID_HOURS' });
    expect(venueFormError({ field: 'input.imageUrls', code: 'INVALID_IMAGE' }, intervalFields)).toEqual({ field: 'images', code: 'INVALID_IMAGE' });
    expect(venueFormError({ field: 'input.equipment.1', code: 'UNKNOWN_EQUIPMENT' }, intervalFields)).toEqual({ field: 'equipment', code: 'UNKNOWN_EQUIPMENT' });
  });

  it('names a day it cannot read', () => {
    const { errors } = venueInputFromForm({ 'hours.MONDAY': 'vormittags', 'studio.SUNDAY': '10-12' }, []);
    expect(errors).toEqual([{ field: 'hours.MONDAY', code: 'INVALID_HOURS' }]);
  });

  it('reads one profile link per line and writes them back the same way', () => {
    const typed = ' https://www.instagram.com/atelier.x \r\n\r\nhttps://wien.rocks/@atelierx\n';
    const { input } = venueInputFromForm({ socialLinks: typed }, []);
    expect(input.socialLinks).toEqual(['https://www.instagram.com/atelier.x', 'https://wien.rocks/@atelierx']);
    expect(venueInputFromForm({}, []).input.socialLinks).toEqual([]);
  });

  it('prefills the form from a venue', () => {
    const values = formValuesFromVenue({
      name: 'Atelier X',
      kind: 'WORKSHOP',
      description: 'English text',
      descriptionSource: { de: 'Deutscher Text', en: 'English text' },
      website: null,
      socialLinks: ['https://www.instagram.com/atelier.x', 'https://wien.rocks/@atelierx'],
      crafts: [{ slug: 'naehen' }],
      address: { street: 'Gasse 1', postalCode: '1070', locality: 'Wien' },
      contact: { email: 'a@b.at', phone: null },
      openingHours: [{ day: 'TUESDAY', opens: '10:00', closes: '18:00' }],
      openStudioHours: [],
      equipment: ['KILN'],
    });
    expect(values).toMatchObject({ name: 'Atelier X', description: 'Deutscher Text', descriptionEn: 'English text', website: '', phone: '', 'hours.TUESDAY': '10:00–18:00', 'hours.MONDAY': '', equipment: ['KILN'] });
    expect(values.socialLinks).toBe('https://www.instagram.com/atelier.x\nhttps://wien.rocks/@atelierx');
  });
});
