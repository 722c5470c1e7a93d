// WHERE clauses of the embedded store's lists, built from optional filters with their parameters in order.
import { boundingBox, type GeoCircle } from '../../domain/geo.js';
import type { AnyCriterion, Asked, CriterionOperator } from '../../domain/list-filters.js';
import { queryTerms, type SearchQuery } from '../../domain/search.js';
import type { termsOf } from './search-terms.js';
import type { Param } from './rows.js';

/** An SQL condition and its parameters in order. */
export interface Clause {
  sql: string;
  params: Param[];
}

function nearClause(circle: GeoCircle): Clause {
  const box = boundingBox(circle);
  return {
    sql: `lat BETWEEN ? AND ? AND (${box.lng.map(() => 'lng BETWEEN ? AND ?').join(' OR ')}) AND distance_km(?, ?, lat, lng) <= ?`,
    params: [box.minLat, box.maxLat, ...box.lng.flat(), circle.center.lat, circle.center.lng, circle.radiusKm],
  };
}

/** A list held in a join table: the table, its column naming the record (by slug) and its column holding the value. */
export interface LinkTable {
  links: string;
  owner: string;
  value: string;
}

/**
 * Where a table keeps each field of a filter description (domain/list-filters.ts): a column, or for a list a join
 * table. A field missing here, or a list without its join table, does not compile.
 */
export type ColumnsOf<C extends AnyCriterion> = {
  [K in C as K['field']]: K['operator'] extends 'contains' ? LinkTable : string;
};

const comparisons: Record<Exclude<CriterionOperator, 'contains'>, string> = { equals: '=', atMost: '<=', atLeast: '>=' };

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

  /** The criteria asked of `table`, by the columns and join tables where it keeps their fields. */
  criteria<C extends AnyCriterion>(table: string, asked: readonly Asked<C>[], columns: ColumnsOf<C>): void {
    const where = columns as Record<string, string | LinkTable>;
    for (const { criterion, value } of asked) {
      const column = where[criterion.field]!;
      if (typeof column !== 'string') {
        this.add(`EXISTS (SELECT 1 FROM ${column.links} l WHERE l.${column.owner} = ${table}.slug AND l.${column.value} = ?)`, value);
      } else {
        this.add(`${column} ${comparisons[criterion.operator as keyof typeof comparisons]} ?`, value);
      }
    }
  }

  /** Within the circle: the bounding box on the indexed lat/lng columns narrows, the exact distance decides. */
  near(circle: GeoCircle): void {
    const clause = nearClause(circle);
    this.add(clause.sql, ...clause.params);
  }

  /** In the place searched (`inPlace`, a clause of its own), or within the circle around it. */
  placeOrNear(inPlace: Clause, circle: GeoCircle | undefined): void {
    if (!circle) return this.add(inPlace.sql, ...inPlace.params);
    const near = nearClause(circle);
    this.add(`((${inPlace.sql}) OR (${near.sql}))`, ...inPlace.params, ...near.params);
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
