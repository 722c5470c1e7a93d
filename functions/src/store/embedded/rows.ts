// How the embedded store keeps a record: the whole record in the row's `data` column as JSON, Dates (nested ones
// too, such as a venue change's venue) as {"$date": epoch ms}, so that they round-trip exactly. The other columns
// are copies of the fields that lists filter and sort on, written from the record and never read back into it.

/** A row as better-sqlite3 returns it; every record table has `data`. */
export type Row = Record<string, unknown> & { data: string };
export type Param = string | number | null;

/** The `data` of a record. An invalid Date fails the write instead of storing null. */
export function toJson(record: object): string {
  return JSON.stringify(record, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (!(raw instanceof Date)) return value;
    if (Number.isNaN(raw.getTime())) throw new RangeError(`Invalid date in field ${key}`);
    return { $date: raw.getTime() };
  });
}

/**
 * The record in `data`, its {"$date"} objects turned back into Dates. Parsed plainly and the Dates restored in a walk
 * afterwards: a reviver makes JSON.parse call back into JavaScript for every value of the record, which made
 * decoding rows about three times slower on the pages' read path.
 */
export function fromJson<T>(data: string): T {
  return revive(JSON.parse(data)) as T;
}

function revive(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === 'object') {
        const revived = revive(item);
        if (revived !== item) value[i] = revived;
      }
    }
    return value;
  }
  if ('$date' in value) return new Date((value as { $date: number }).$date);
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const field = record[key];
    if (field !== null && typeof field === 'object') {
      const revived = revive(field);
      if (revived !== field) record[key] = revived;
    }
  }
  return record;
}

/** The record a row holds. */
export const fromRow = <T>(row: Row): T => fromJson<T>(row.data);

/** Epoch ms, for date columns; an invalid Date fails the write instead of storing NaN. */
export function ms(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  return time;
}
