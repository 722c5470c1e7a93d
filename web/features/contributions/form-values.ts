// A posted form's values as the contribution forms read them (event and venue form alike).

/** What a posted form holds: one string per field, or several for repeated names (checkboxes). */
export type FormValues = Record<string, string | string[] | undefined>;

/** A field's first value, trimmed; '' when absent. */
export function single(values: FormValues, name: string): string {
  const value = values[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Every non-empty value of a field. */
export function several(values: FormValues, name: string): string[] {
  const value = values[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item) => item !== '');
}
