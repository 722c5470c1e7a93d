// /payment/test-onboarding?account=…: the built-in test provider's stand-in for Stripe's onboarding and Express
// dashboard (only without Stripe keys). No money moves; its buttons stand for what the organiser and Stripe do.
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { graphql } from '../../../graphql/generated';
import type { TestOnboardingAccountQuery } from '../../../graphql/generated/graphql';
import { loadRecord } from '../../../lib/graphql/page-data';

const TestOnboardingAccountDocument = graphql(`
  query TestOnboardingAccount($id: ID!) {
    testOnboardingAccount(id: $id) {
      id
      businessName
      email
      status
      requirementsDue
      steps
      canPayOut
      currency
      transferredCents
      reversedCents
      paidOutCents
      availableCents
    }
  }
`);

export type Data = { account: NonNullable<TestOnboardingAccountQuery['testOnboardingAccount']> };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { account: id = '' } = pageContext.urlParsed.search;
  if (!id) throw render(404);
  const { record: account } = await loadRecord(pageContext, TestOnboardingAccountDocument, { id }, 'testOnboardingAccount', 'notFound');
  return { account };
}
