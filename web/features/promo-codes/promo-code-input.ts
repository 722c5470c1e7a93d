// A promo code form's fields read into the API's PromoCodeInput (organisers' /app/promo-codes and the editors'
// site-wide form on /admin post the same fields), and the API's refusals turned into errors next to those fields.
// Only what a form cannot send in the API's shape is checked here (a number that is none, a day that is none, an
// end before the start); the limits themselves are the API's.
import { addDays, isLocalDate, SITE_TIME_ZONE, startOfLocalDay } from '../../../functions/src/domain/time.js';
import type { FieldError } from '../../components/Form';
import type { PromoCodeInput } from '../../graphql/generated/graphql';
import type { GraphQLResult } from '../../server/graphql-types';

/** The fields the create form shows, in order; an API error on `amountCents` is shown at `amount`. */
export const promoCodeFormFields = ['code', 'discountKind', 'percent', 'amount', 'maxUses', 'perPersonLimit', 'validFrom', 'validUntil', 'eventSlugs'] as const;

type Fields = { get(name: string): string; getAll(name: string): string[] };

const wholeNumber = /^\d{1,6}$/;
const euros = /^\d{1,6}(?:[.,]\d{1,2})?$/;

/** Cents of a typed euro amount („5“, „5,50“, „5.5“), or null when it is none. */
export function centsOfEuros(typed: string): number | null {
  if (!euros.test(typed)) return null;
  const [whole, fraction = ''] = typed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The input to send, or the field errors to show. The days are Vienna days: valid from the start of the first, until
 * the end of the last.
 */
export function promoCodeInput(fields: Fields): { input: PromoCodeInput } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const number = (name: string): number | null => {
    const typed = fields.get(name);
    if (!typed) return null;
    if (!wholeNumber.test(typed)) errors.push({ field: name, code: 'NOT_A_NUMBER' });
    return Number(typed);
  };
  const day = (name: string): string | null => {
    const typed = fields.get(name);
    if (!typed) return null;
    if (!isLocalDate(typed)) errors.push({ field: name, code: 'INVALID_DATE' });
    return typed;
  };

  const code = fields.get('code');
  if (!code) errors.push({ field: 'code', code: 'REQUIRED' });
  const discountKind = fields.get('discountKind') === 'AMOUNT' ? 'AMOUNT' : 'PERCENT';
  let discount: Pick<PromoCodeInput, 'percent' | 'amountCents'> = {};
  if (discountKind === 'PERCENT') {
    const percent = number('percent');
    if (percent === null) errors.push({ field: 'percent', code: 'REQUIRED' });
    else discount = { percent };
  } else {
    const typed = fields.get('amount');
    const cents = centsOfEuros(typed);
    if (!typed) errors.push({ field: 'amount', code: 'REQUIRED' });
    else if (cents === null) errors.push({ field: 'amount', code: 'NOT_A_NUMBER' });
    else discount = { amountCents: cents };
  }
  const maxUses = number('maxUses');
  const perPersonLimit = number('perPersonLimit');
  const from = day('validFrom');
  const until = day('validUntil');
  if (errors.length > 0) return { errors };
  if (from && until && until < from) return { errors: [{ field: 'validUntil', code: 'ENDS_BEFORE_START' }] };
  const input: PromoCodeInput = {
    code,
    discountKind,
    ...discount,
    maxUses,
    ...(perPersonLimit === null ? {} : { perPersonLimit }),
    ...(from ? { validFrom: startOfLocalDay(from, SITE_TIME_ZONE).toISOString() } : {}),
    ...(until ? { validUntil: new Date(startOfLocalDay(addDays(until, 1), SITE_TIME_ZONE).getTime() - 1).toISOString() } : {}),
    eventSlugs: fields.getAll('eventSlugs').filter(Boolean),
  };
  return { input };
}

/**
 * The API's errors with those that belong to a field moved there: a code taken in this scope at the code, an
 * amount's error at the amount typed in euros.
 */
export function atPromoCodeFields(errors: NonNullable<GraphQLResult['errors']>): NonNullable<GraphQLResult['errors']> {
  return errors.map((error) => {
    const extensions = error.extensions ?? {};
    if (extensions.code === 'CONFLICT' && extensions.reason === 'CODE_TAKEN') {
      return { ...error, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'code', code: 'CODE_TAKEN' }] } };
    }
    if (extensions.code === 'BAD_USER_INPUT' && Array.isArray(extensions.fields)) {
      const fields = (extensions.fields as FieldError[]).map((field) => (field.field.replace(/^input\./, '') === 'amountCents' ? { ...field, field: 'amount' } : field));
      return { ...error, extensions: { ...extensions, fields } };
    }
    return error;
  });
}
