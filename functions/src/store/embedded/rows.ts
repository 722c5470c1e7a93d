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

export function fromJson<T>(data: string): T {
  return JSON.parse(data, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && '$date' in value ? new Date((value as { $date: number }).$date) : value,
  ) as T;
}

/** The record a row holds. */
export const fromRow = <T>(row: Row): T => fromJson<T>(row.data);

/** Epoch ms, for date columns; an invalid Date fails the write instead of storing NaN. */
export function ms(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  return time;
}
