// The search_terms table: the terms of each venue, event and article, so that a text search is one indexed SQL
// lookup before the shared rules (domain/search.ts) rank the candidates.
import type Database from 'better-sqlite3';
import type { ArticleRecord, EventRecord, VenueRecord } from '../../domain/records.js';
import { articleTerms, eventTerms, venueTerms } from '../../domain/search.js';

/** The search terms of a record, as the search_terms table holds them. */
export const termsOf = {
  venue: (record: VenueRecord) => [...venueTerms(record).keys()],
  event: (record: EventRecord) => [...eventTerms(record).keys()],
  article: (record: ArticleRecord) => [...articleTerms(record).keys()],
};

/** Replaces the search terms of one record. */
export function writeTerms(db: Database.Database, kind: keyof typeof termsOf, slug: string, terms: readonly string[]): void {
  db.prepare('DELETE FROM search_terms WHERE kind = ? AND slug = ?').run(kind, slug);
  const insert = db.prepare('INSERT INTO search_terms (kind, slug, term) VALUES (?, ?, ?)');
  for (const term of terms) insert.run(kind, slug, term);
}
