// How a form about a voucher or a promo code shows the API's refusal: a conflict with a reason (CODE_UNKNOWN,
// VOUCHER_USED_UP, WITHDRAWAL_NOT_POSSIBLE, … from services/errors.ts' ConflictError) is shown next to the field it
// is about as `form.error.<reason>`; anything else (too many attempts, the store, a field error) as every form does.
import type { GraphQLResult } from '../../server/graphql-types';
import { fromGraphQLErrors, rerender, type ActionOutcome, type FormFields } from '../../server/form-action';

/** The page again with the refusal of the code (or voucher) in `field`: next to that field when it has a reason. */
export function codeRefusal(fields: FormFields, errors: NonNullable<GraphQLResult['errors']>, field: string): ActionOutcome {
  const reason = errors.map((error) => error.extensions ?? {}).find((extensions) => extensions.code === 'CONFLICT' && typeof extensions.reason === 'string')?.reason;
  if (typeof reason === 'string') return rerender(fields, [{ field, code: reason }]);
  return fromGraphQLErrors(fields, errors);
}
