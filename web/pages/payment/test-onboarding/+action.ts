// POST /payment/test-onboarding?account=…: a step of the organiser's test account; the test provider answers where to
// go next (back to the site, or this page to show what changed), and the change reaches the site as a signed
// account.updated (or payout.paid) webhook first.
import { graphql } from '../../../graphql/generated';
import type { TestOnboardingAction } from '../../../graphql/generated/graphql';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../server/form-action';

const TestOnboardingDocument = graphql(`
  mutation TestOnboarding($accountId: ID!, $action: TestOnboardingAction!, $locale: String) {
    testOnboarding(accountId: $accountId, action: $action, locale: $locale)
  }
`);

const actions: readonly TestOnboardingAction[] = ['SUBMIT', 'VERIFY', 'RESTRICT', 'PAYOUT', 'RETURN'];

export const action: FormAction = async (request) => {
  const accountId = request.fields.get('account');
  const chosen = actions.find((action) => action === request.fields.get('_form'));
  if (!accountId || !chosen) return rerender(request.fields, [], 'NOT_FOUND');
  const result = await request.mutate(TestOnboardingDocument, { accountId, action: chosen, locale: request.locale });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  // Only ever to a page of this site, whatever address the account was given.
  const next = new URL(result.data.testOnboarding);
  return redirectTo(`${next.pathname}${next.search}`);
};
