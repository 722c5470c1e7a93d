// POST /payment/test-checkout?session=…: pay, decline or abandon; the test provider answers where to go next (the
// site's /payment page), and a payment reaches the site as a signed webhook first.
import { graphql } from '../../../graphql/generated';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../server/form-action';

const TestCheckoutDocument = graphql(`
  mutation TestCheckout($sessionId: ID!, $action: TestCheckoutAction!, $buyerName: String) {
    testCheckout(sessionId: $sessionId, action: $action, buyerName: $buyerName)
  }
`);

const actions = { pay: 'PAY', decline: 'DECLINE', abandon: 'ABANDON' } as const;

export const action: FormAction = async (request) => {
  const sessionId = request.fields.get('session');
  const chosen = actions[request.fields.get('_form') as keyof typeof actions];
  if (!sessionId || !chosen) return rerender(request.fields, [], 'NOT_FOUND');
  const buyerName = request.fields.get('buyerName');
  const result = await request.mutate(TestCheckoutDocument, { sessionId, action: chosen, ...(buyerName ? { buyerName } : {}) });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  const next = new URL(result.data.testCheckout);
  return redirectTo(`${next.pathname}${next.search}`);
};
