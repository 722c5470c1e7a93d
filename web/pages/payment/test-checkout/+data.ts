// /payment/test-checkout?session=…: the built-in test provider's checkout page (only without Stripe keys). No money
// moves; its buttons stand for what a person does at Stripe's checkout.
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { graphql } from '../../../graphql/generated';
import type { TestCheckoutSessionQuery } from '../../../graphql/generated/graphql';
import { loadRecord } from '../../../lib/graphql/page-data';

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
  const { record: session } = await loadRecord(pageContext, TestCheckoutSessionDocument, { id }, 'testCheckoutSession', 'notFound');
  return { session };
}
