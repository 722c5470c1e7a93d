import { describe, expect, it } from 'vitest';
import { extractLocale, localizeUrl, negotiateLocale } from './locales';

describe('locale URLs', () => {
  it('strips the English prefix and leaves German URLs alone', () => {
    expect(extractLocale('/en/venues?city=wien')).toEqual({ locale: 'en', url: '/venues?city=wien' });
    expect(extractLocale('/en')).toEqual({ locale: 'en', url: '/' });
    expect(extractLocale('/en/')).toEqual({ locale: 'en', url: '/' });
    expect(extractLocale('/venues')).toEqual({ locale: 'de', url: '/venues' });
    expect(extractLocale('/entdecken')).toEqual({ locale: 'de', url: '/entdecken' });
    expect(extractLocale('/de/venues')).toEqual({ locale: 'de', url: '/de/venues' });
  });

  it('prefixes English URLs only', () => {
    expect(localizeUrl('/venues', 'en')).toBe('/en/venues');
    expect(localizeUrl('/', 'en')).toBe('/en');
    expect(localizeUrl('/?x=1', 'en')).toBe('/en?x=1');
    expect(localizeUrl('/venues', 'de')).toBe('/venues');
  });

  it('picks the best supported browser language', () => {
    expect(negotiateLocale('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(negotiateLocale('fr-FR, de-AT;q=0.7, en;q=0.5')).toBe('de');
    expect(negotiateLocale('de;q=0.4, en;q=0.6')).toBe('en');
    expect(negotiateLocale('fr, it')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
  });
});
