// A list filter's plain criteria (domain/list-filters.ts) as Firestore query constraints: a document holds the
// record's fields under the same paths, so each criterion becomes one `where` on its field.
import type { Query, WhereFilterOp } from 'firebase-admin/firestore';
import type { AnyCriterion, Asked, CriterionOperator } from '../../domain/list-filters.js';

const operators: Record<CriterionOperator, WhereFilterOp> = { equals: '==', contains: 'array-contains', atMost: '<=', atLeast: '>=' };

/** `query` narrowed by each criterion asked. */
export function constrained(query: Query, asked: readonly Asked<AnyCriterion>[]): Query {
  return asked.reduce((narrowed, { criterion, value }) => narrowed.where(criterion.field, operators[criterion.operator], value), query);
}
