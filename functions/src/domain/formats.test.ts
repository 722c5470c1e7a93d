// An address reads as one line the same way wherever the server writes it (mails, the calendar feed, the assistant).
import { describe, expect, it } from 'vitest';
import { addressLine, venuePlace } from './formats.js';

const address = { street: 'Neubaugasse 12', postalCode: '1070', locality: 'Wien' };

describe('addresses on one line', () => {
  it('gives the street, then the postcode with the locality', () => {
    expect(addressLine(address)).toBe('Neubaugasse 12, 1070 Wien');
  });

  it('names the venue before its address, and nothing for an unknown venue', () => {
    expect(venuePlace({ name: 'Tonwerk', address })).toBe('Tonwerk, Neubaugasse 12, 1070 Wien');
    expect(venuePlace(null)).toBe('');
    expect(venuePlace(undefined)).toBe('');
  });
});
