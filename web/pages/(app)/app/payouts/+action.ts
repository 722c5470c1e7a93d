// POST /app/payouts: `seller` keeps the organiser's seller details and continues at the provider's onboarding;
// `refresh` asks the provider how the account stands; `dashboard` opens the provider's own dashboard.
import { graphql } from '../../../../graphql/generated';
import { localizeUrl } from '../../../../lib/i18n/locales';
import { signInFirst } from '../../../../features/auth/sign-in.server';
import { fromGraphQLErrors as apiErrors, redirectTo, redirectToProvider, type ActionOutcome, type FormAction, type FormFields } from '../../../../server/form-action';

const StartPayoutOnboardingDocument = graphql(`
  mutation StartPayoutOnboarding($input: SellerInput!) {
    startPayoutOnboarding(input: $input) {
      onboardingUrl
    }
  }
`);

const RefreshPayoutAccountDocument = graphql(`
  mutation RefreshPayoutAccount {
    refreshPayoutAccount {
      status
    }
  }
`);

const PayoutDashboardLinkDocument = graphql(`
  mutation PayoutDashboardLink {
    payoutDashboardLink
  }
`);

/** The API's errors on this page; the provider out of reach is worded for the payout account, not a held seat. */
function fromGraphQLErrors(fields: FormFields, errors: Parameters<typeof apiErrors>[1]): ActionOutcome {
  const outcome = apiErrors(fields, errors);
  if (outcome.kind !== 'render' || outcome.formState.code !== 'PAYMENT_UNAVAILABLE') return outcome;
  return { ...outcome, formState: { ...outcome.formState, code: 'PAYOUTS_UNAVAILABLE' } };
}

export const action: FormAction = async (request) => {
  if (!request.viewer) return signInFirst(request);
  const { fields } = request;
  switch (fields.get('_form')) {
    case 'seller': {
      const vatKind = fields.get('vatKind') === 'REGISTERED' ? 'REGISTERED' : 'SMALL_BUSINESS';
      const vatPercent = Number(fields.get('vatPercent'));
      const input = {
        vatKind,
        name: fields.get('name') ?? '',
        street: fields.get('street') ?? '',
        postalCode: fields.get('postalCode') ?? '',
        city: fields.get('city') ?? '',
        country: fields.get('country') ?? '',
        ...(vatKind === 'REGISTERED' ? { vatId: fields.get('vatId') ?? '', vatPercent: Number.isInteger(vatPercent) ? vatPercent : 0 } : {}),
      } as const;
      const result = await request.mutate(StartPayoutOnboardingDocument, { input });
      if (!result.data) return fromGraphQLErrors(fields, result.errors);
      return redirectToProvider(result.data.startPayoutOnboarding.onboardingUrl);
    }
    case 'dashboard': {
      const result = await request.mutate(PayoutDashboardLinkDocument, {});
      if (!result.data) return fromGraphQLErrors(fields, result.errors);
      return redirectToProvider(result.data.payoutDashboardLink);
    }
    default: {
      const result = await request.mutate(RefreshPayoutAccountDocument, {});
      if (!result.data) return fromGraphQLErrors(fields, result.errors);
      return redirectTo(`${localizeUrl('/app/payouts', request.locale)}?done=payoutsRefreshed`);
    }
  }
};
