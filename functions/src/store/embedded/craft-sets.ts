// What the embedded store reads of a table by the crafts in its join table (venue_crafts, event_crafts,
// article_crafts): the first published records per craft, and the crafts of every published record, which the index
// of crafts counts from (domain/craft-links.ts).
import type { EmbeddedKernel } from './kernel.js';
import type { Clause, LinkTable } from './where.js';

/** For each craft, the first `limit` published records of `table` having it, in `orderBy` order (of its columns). */
export function firstPublishedPerCraft<T>(
  kernel: EmbeddedKernel,
  table: string,
  crafts: LinkTable,
  craftSlugs: readonly string[],
  orderBy: string,
  limit: number,
): Map<string, T[]> {
  return kernel.firstPerKey<T>(
    craftSlugs,
    `SELECT r.*, l.${crafts.value} AS key FROM ${table} r JOIN ${crafts.links} l ON l.${crafts.owner} = r.slug
     WHERE r.published = 1 AND l.${crafts.value} IN (SELECT value FROM json_each(?))`,
    [],
    orderBy,
    limit,
  );
}

/** The crafts of every published record of `table` (one list per record), of those meeting `also` only (on `r`). */
export function publishedCraftSets(kernel: EmbeddedKernel, table: string, crafts: LinkTable, also?: Clause): string[][] {
  const rows = kernel.all(
    `SELECT l.${crafts.owner} AS record, l.${crafts.value} AS craft FROM ${crafts.links} l JOIN ${table} r ON r.slug = l.${crafts.owner}
     WHERE r.published = 1${also ? ` AND ${also.sql}` : ''}`,
    also?.params ?? [],
  ) as unknown as { record: string; craft: string }[];
  const byRecord = new Map<string, string[]>();
  for (const row of rows) {
    const found = byRecord.get(row.record);
    if (found) found.push(row.craft);
    else byRecord.set(row.record, [row.craft]);
  }
  return [...byRecord.values()];
}
