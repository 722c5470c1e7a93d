// Which composite index a Firestore query needs, and whether firestore.indexes.json declares it. The emulator runs
// every query without indexes, production refuses those it has no index for: store.test.ts records the queries the
// contract suite sends and checks each against the declared indexes.

/** The parts of a google.firestore.v1.StructuredQuery this check reads. */
export interface StructuredQuery {
  from?: { collectionId?: string }[];
  where?: Filter;
  orderBy?: { field: { fieldPath: string }; direction?: string }[];
}
interface Filter {
  compositeFilter?: { filters: Filter[] };
  fieldFilter?: { field: { fieldPath: string }; op: string };
  /** `== null` and `== NaN` are sent as IS_NULL and IS_NAN; an index treats them as equality. */
  unaryFilter?: { field: { fieldPath: string }; op: string };
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
export interface IndexDefinition {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const EQUALITY = new Set(['EQUAL', 'IN']);
const ARRAY = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function fieldFilters(filter: Filter | undefined): { fieldPath: string; op: string }[] {
  if (!filter) return [];
  if (filter.compositeFilter) return filter.compositeFilter.filters.flatMap(fieldFilters);
  if (filter.unaryFilter) return [{ fieldPath: filter.unaryFilter.field.fieldPath, op: /^IS_(NULL|NAN)$/.test(filter.unaryFilter.op) ? 'EQUAL' : filter.unaryFilter.op }];
  return filter.fieldFilter ? [{ fieldPath: filter.fieldFilter.field.fieldPath, op: filter.fieldFilter.op }] : [];
}

/**
 * The composite index a query needs, or null when single-field indexes serve it. Equality (and array-contains)
 * fields come first in any order; then the explicit orderBy, then inequality fields not ordered by, by name.
 */
export function requiredIndex(query: StructuredQuery): { collectionGroup: string; prefix: IndexField[]; suffix: IndexField[] } | null {
  const filters = fieldFilters(query.where);
  const prefix: IndexField[] = filters.flatMap((f): IndexField[] => {
    if (EQUALITY.has(f.op)) return [{ fieldPath: f.fieldPath, order: 'ASCENDING' }];
    if (ARRAY.has(f.op)) return [{ fieldPath: f.fieldPath, arrayConfig: 'CONTAINS' }];
    return [];
  });
  const suffix: IndexField[] = (query.orderBy ?? [])
    .filter((o) => o.field.fieldPath !== '__name__')
    .map((o) => ({ fieldPath: o.field.fieldPath, order: o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' }));
  const inequalities = [
    ...new Set(filters.filter((f) => !EQUALITY.has(f.op) && !ARRAY.has(f.op)).map((f) => f.fieldPath)),
  ].sort();
  for (const fieldPath of inequalities) {
    if (!suffix.some((s) => s.fieldPath === fieldPath)) suffix.push({ fieldPath, order: 'ASCENDING' });
  }
  if (suffix.length === 0 || (prefix.length === 0 && suffix.length === 1)) return null;
  return { collectionGroup: query.from?.[0]?.collectionId ?? '', prefix, suffix };
}

const same = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath && a.order === b.order && a.arrayConfig === b.arrayConfig;

export function isDeclared(required: NonNullable<ReturnType<typeof requiredIndex>>, indexes: readonly IndexDefinition[]): boolean {
  const { collectionGroup, prefix, suffix } = required;
  return indexes.some((index) => {
    if (index.collectionGroup !== collectionGroup || index.fields.length !== prefix.length + suffix.length) return false;
    const head = index.fields.slice(0, prefix.length);
    const tail = index.fields.slice(prefix.length);
    return prefix.every((p) => head.some((h) => same(h, p))) && suffix.every((s, i) => same(tail[i]!, s));
  });
}
