// WHERE clauses of the embedded store's lists, built from optional filters with their parameters in order.
import { boundingBox, type GeoCircle } from '../../domain/geo.js';
import { queryTerms, type SearchQuery } from '../../domain/search.js';
import type { termsOf } from './search-terms.js';
import type { Param } from './rows.js';

export class Where {
  private readonly clauses: string[];
  readonly params: Param[] = [];
  constructor(first = '1 = 1') {
    this.clauses = [first];
  }
  add(clause: string, ...params: Param[]): void {
    this.clauses.push(clause);
    this.params.push(...params);
  }

  /** Within the circle: the bounding box on the indexed lat/lng columns narrows, the exact distance decides. */
  near(circle: GeoCircle): void {
    const box = boundingBox(circle);
    this.add('lat BETWEEN ? AND ?', box.minLat, box.maxLat);
    this.add(`(${box.lng.map(() => 'lng BETWEEN ? AND ?').join(' OR ')})`, ...box.lng.flat());
    this.add('distance_km(?, ?, lat, lng) <= ?', circle.center.lat, circle.center.lng, circle.radiusKm);
  }

  /** Carries at least one of the query's terms (matchScore then decides). */
  text(kind: keyof typeof termsOf, table: string, query: SearchQuery): void {
    this.add(
      `EXISTS (SELECT 1 FROM search_terms t WHERE t.kind = '${kind}' AND t.slug = ${table}.slug AND t.term IN (SELECT value FROM json_each(?)))`,
      JSON.stringify(queryTerms(query)),
    );
  }
  get sql(): string {
    return this.clauses.join(' AND ');
  }
}
