// Vienna's landing page (/wien) introduces the city with what the magazine lists there: each claim of its texts in
// both catalogs names a kind of place, craft or thing in a district, and a demo venue in that district backs it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { VenueKind } from '../domain/records.js';
import { demoVenues } from './demo-venues.js';

const catalog = (locale: 'de' | 'en') =>
  JSON.parse(readFileSync(new URL(`../../../web/locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const de = catalog('de');
const en = catalog('en');

const vienna = demoVenues(new Date('2026-11-22T12:00:00Z')).filter((venue) => venue.citySlug === 'wien' && venue.published);

interface Claim {
  key: string;
  de: string;
  en: string;
  /** The district the claim puts it in, if any. */
  district?: string;
  craft?: string;
  kind?: VenueKind;
  /** What the venue's own description says to back the claim. */
  evidence?: RegExp;
}

const claims: Claim[] = [
  { key: 'wien.description', de: 'Töpfern in Neubau', en: 'Pottery in Neubau', district: 'Neubau', craft: 'toepfern-keramik' },
  { key: 'wien.description', de: 'Wolle in Mariahilf', en: 'yarn in Mariahilf', district: 'Mariahilf', craft: 'stricken-haekeln', kind: 'SHOP' },
  { key: 'wien.description', de: 'Siebdruck in Simmering', en: 'screen printing in Simmering', district: 'Simmering', evidence: /Siebdruck/ },
  { key: 'wien.description', de: 'Materialläden', en: 'material shops', kind: 'SHOP' },
  { key: 'wien.description', de: 'Kreativräume', en: 'creative spaces', kind: 'CREATIVE_SPACE' },
  { key: 'wien.lead', de: 'In Neubau drehen sich Töpferscheiben', en: 'potter’s wheels turn in Neubau', district: 'Neubau', evidence: /Töpferscheiben/ },
  { key: 'wien.lead', de: 'in Margareten rattern Nähmaschinen', en: 'sewing machines rattle in Margareten', district: 'Margareten', evidence: /Nähmaschinen/ },
  { key: 'wien.lead', de: 'in Simmering trocknen Siebdrucke', en: 'screen prints dry in Simmering', district: 'Simmering', evidence: /Siebdruck/ },
  { key: 'wien.intro', de: 'in denen du stundenweise arbeiten kannst', en: 'open workshops you can use by the hour', evidence: /stundenweise/ },
  { key: 'wien.intro', de: 'Kursanbieter', en: 'course providers', kind: 'SCHOOL' },
];

describe('the introduction of /wien', () => {
  it.each(claims)('„$de“ is said in both languages and backed by a Vienna demo venue', (claim) => {
    expect(de[claim.key]).toContain(claim.de);
    expect(en[claim.key]).toContain(claim.en);
    const backing = vienna.filter(
      (venue) =>
        (claim.district === undefined || venue.address.district?.startsWith(`${claim.district} (`)) &&
        (claim.craft === undefined || venue.craftSlugs.includes(claim.craft)) &&
        (claim.kind === undefined || venue.kind === claim.kind) &&
        (claim.evidence === undefined || claim.evidence.test(venue.description.de)),
    );
    expect(backing.map((venue) => venue.slug)).not.toEqual([]);
  });

  it('names no district the claims above do not check', () => {
    const checked = new Set(claims.flatMap((claim) => (claim.district ? [claim.district] : [])));
    const districts = [...new Set(vienna.map((venue) => venue.address.district!.replace(/ \(.*$/, '')))];
    for (const key of ['wien.description', 'wien.lead', 'wien.intro']) {
      for (const text of [de[key]!, en[key]!]) {
        const named = districts.filter((district) => text.includes(district));
        expect(named.filter((district) => !checked.has(district)), `${key}: ${text}`).toEqual([]);
      }
    }
  });
});
