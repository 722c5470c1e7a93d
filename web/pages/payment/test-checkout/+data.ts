// /payment/test-checkout?session=…: the built-in test provider's checkout page (only without Stripe keys). No money
// moves; its buttons stand for what a person does at Stripe's checkout.
import { print } from 'graphql';
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { graphql } from '../../../graphql/generated';
import type { TestCheckoutSessionQuery } from '../../../graphql/generated/graphql';

const TestCheckoutSessionDocument = graphql(`
  query TestCheckoutSession($id: ID!) {
    testCheckoutSession(id: $id) {
      id
      description
      amountCents
      currency
      status
      subscription
    }
  }
`);

export type Data = { session: NonNullable<TestCheckoutSessionQuery['testCheckoutSession']> };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { session: id = '' } = pageContext.urlParsed.search;
  if (!id) throw render(404);
  const answer = await pageContext.graphql({ query: print(TestCheckoutSessionDocument), variables: { id }, operationName: 'TestCheckoutSession' });
  const session = (answer.data as TestCheckoutSessionQuery | null | undefined)?.testCheckoutSession;
  if (!session) throw render(404);
  return { session };
}
