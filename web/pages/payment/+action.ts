// POST /payment?order=…: pay (opens the provider's checkout and goes there) or give the held seat up.
// POST /payment?order=… (`_form` code): a gift voucher's or a promo code applied to the held seat; a voucher that pays
// all completes the order, and the page says so.
// POST /payment?plan=…&venue=… (`_form` premium): an owner buys Premium; the API checks that they own the venue.
import { codeRefusal } from '../../features/vouchers/code-refusal';
import { graphql } from '../../graphql/generated';
import { localizeUrl } from '../../lib/i18n/locales';
import { signInHref } from '../../lib/sign-in/sign-in-href';
import { fromGraphQLErrors, redirectTo, redirectToProvider, rerender, type FormAction } from '../../server/form-action';

const StartCheckoutDocument = graphql(`
  mutation StartCheckout($orderId: ID!) {
    startCheckout(orderId: $orderId) {
      checkoutUrl
    }
  }
`);

const CancelCheckoutDocument = graphql(`
  mutation CancelCheckout($orderId: ID!) {
    cancelCheckout(orderId: $orderId) {
      id
      status
    }
  }
`);

const ApplyCodeDocument = graphql(`
  mutation ApplyCode($orderId: ID!, $code: String!) {
    applyCode(orderId: $orderId, code: $code) {
      id
      status
    }
  }
`);

const StartPremiumCheckoutDocument = graphql(`
  mutation StartPremiumCheckout($venueSlug: ID!, $plan: String!) {
    startPremiumCheckout(venueSlug: $venueSlug, plan: $plan) {
      checkoutUrl
    }
  }
`);

export const action: FormAction = async (request) => {
  if (request.fields.get('_form') === 'premium') {
    const [plan, venueSlug] = [request.fields.get('plan') ?? '', request.fields.get('venue') ?? ''];
    const page = `${localizeUrl('/payment', request.locale)}?plan=${encodeURIComponent(plan)}&venue=${encodeURIComponent(venueSlug)}`;
    if (!request.viewer) return redirectTo(signInHref(page, request.locale));
    const result = await request.mutate(StartPremiumCheckoutDocument, { venueSlug, plan });
    if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
    return redirectToProvider(result.data.startPremiumCheckout.checkoutUrl);
  }
  const orderId = request.fields.get('order');
  if (!orderId) return rerender(request.fields, [], 'NOT_FOUND');
  const page = `${localizeUrl('/payment', request.locale)}?order=${encodeURIComponent(orderId)}`;
  if (!request.viewer) return redirectTo(signInHref(page, request.locale));
  if (request.fields.get('_form') === 'code') {
    const code = request.fields.get('code');
    if (!code) return rerender(request.fields, [{ field: 'code', code: 'REQUIRED' }]);
    const result = await request.mutate(ApplyCodeDocument, { orderId, code });
    if (!result.data) return codeRefusal(request.fields, result.errors, 'code');
    return redirectTo(`${page}&done=codeApplied`);
  }
  if (request.fields.get('_form') === 'cancel') {
    const result = await request.mutate(CancelCheckoutDocument, { orderId });
    if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
    return redirectTo(page);
  }
  const result = await request.mutate(StartCheckoutDocument, { orderId });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  return redirectToProvider(result.data.startCheckout.checkoutUrl);
};
