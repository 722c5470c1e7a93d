// POST /payment?order=…: pay (opens the provider's checkout and goes there) or give the held seat up.
import { graphql } from '../../graphql/generated';
import { localizeUrl } from '../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../server/form-action';

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

export const action: FormAction = async (request) => {
  const orderId = request.fields.get('order');
  if (!orderId) return rerender(request.fields, [], 'NOT_FOUND');
  const page = `${localizeUrl('/payment', request.locale)}?order=${encodeURIComponent(orderId)}`;
  if (!request.viewer) return redirectTo(`${localizeUrl('/login', request.locale)}?next=${encodeURIComponent(page)}`);
  if (request.fields.get('_form') === 'cancel') {
    const result = await request.mutate(CancelCheckoutDocument, { orderId });
    if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
    return redirectTo(page);
  }
  const result = await request.mutate(StartCheckoutDocument, { orderId });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  const url = new URL(result.data.startCheckout.checkoutUrl);
  // Stripe's checkout is on Stripe's site; the test provider's on this one (a path here, whatever origin it names).
  return url.hostname === 'checkout.stripe.com' ? redirectTo(url.href, { checkout: true }) : redirectTo(`${url.pathname}${url.search}`);
};
