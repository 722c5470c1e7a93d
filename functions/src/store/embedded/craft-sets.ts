// The crafts of every record a query finds, read in one query over a craft join table (venue_crafts,
// event_crafts, article_crafts): what the index of crafts counts from (domain/craft-links.ts).
import type { EmbeddedKernel } from './kernel.js';

/** `sql` selects `record` (the record's slug) and `craft` (one of its crafts) per row. */
export function craftSets(kernel: EmbeddedKernel, sql: string, params: (string | number)[] = []): string[][] {
  const byRecord = new Map<string, string[]>();
  for (const row of kernel.all(sql, params) as unknown as { record: string; craft: string }[]) {
    const crafts = byRecord.get(row.record);
    if (crafts) crafts.push(row.craft);
    else byRecord.set(row.record, [row.craft]);
  }
  return [...byRecord.values()];
}
