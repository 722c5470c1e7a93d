// POST /app/promo-codes: `create` makes a promo code for the organiser's courses; `active:<id>` switches one off or
// on again. The API checks the payout account, the limits and that the courses are the organiser's own.
import { graphql } from '../../../../graphql/generated';
import { localizeUrl } from '../../../../lib/i18n/locales';
import { signInFirst } from '../../../../features/auth/sign-in.server';
import { SetPromoCodeActiveDocument } from '../../../../features/promo-codes/promo-code-fields';
import { atPromoCodeFields, promoCodeInput } from '../../../../features/promo-codes/promo-code-input';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../../server/form-action';

const CreatePromoCodeDocument = graphql(`
  mutation CreatePromoCode($input: PromoCodeInput!) {
    createPromoCode(input: $input) {
      id
    }
  }
`);

export const action: FormAction = async (request) => {
  if (!request.viewer) return signInFirst(request);
  const { fields } = request;
  const back = (done: string) => redirectTo(`${localizeUrl('/app/promo-codes', request.locale)}?done=${done}`);
  const form = fields.get('_form');
  if (form.startsWith('active:')) {
    const active = fields.get('active') === 'true';
    const result = await request.mutate(SetPromoCodeActiveDocument, { id: form.slice('active:'.length), active });
    if (!result.data) return fromGraphQLErrors(fields, result.errors);
    return back(active ? 'promoCodeOn' : 'promoCodeOff');
  }
  const read = promoCodeInput(fields);
  if ('errors' in read) return rerender(fields, read.errors);
  const result = await request.mutate(CreatePromoCodeDocument, { input: read.input });
  if (!result.data) return fromGraphQLErrors(fields, atPromoCodeFields(result.errors));
  return back('promoCodeCreated');
};
