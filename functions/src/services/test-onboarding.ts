// The built-in test provider's onboarding page (/payment/test-onboarding): what it shows of an organiser's connected
// account and what its buttons do, standing for Stripe's hosted onboarding and Express dashboard. Only the test
// provider has such accounts; with Stripe there is nothing to show and nothing to do.
import { z } from 'zod';
import type { PaymentProvider } from '../domain/payment-provider.js';
import type { ConnectedAccountState, PayoutAccountStatus } from '../domain/payouts.js';
import { NotFoundError } from '../domain/repositories.js';
import { parseArgs, recordId } from './argument-checks.js';
import type { ServiceContext } from './service-context.js';

type Step = 'submit' | 'verify' | 'restrict';

/** What the page needs of the test provider (payments/test-provider.ts implements it). */
interface TestOnboardingProvider extends PaymentProvider {
  account(accountId: string): (ConnectedAccountState & { businessName: string; email: string; status: PayoutAccountStatus; returnUrl: string | null }) | null;
  balance(accountId: string): { currency: string; availableCents: number; transferredCents: number; reversedCents: number; paidOutCents: number };
  onboard(accountId: string, step: Step): Promise<unknown>;
  payout(accountId: string): Promise<unknown>;
  onboardingUrl(accountId: string, locale?: 'de' | 'en'): string;
}

const testProvider = (payments: PaymentProvider | null | undefined) => (payments?.name === 'test' ? (payments as TestOnboardingProvider) : null);

/** Which of the page's steps make sense from where the account stands. */
function stepsFrom(status: PayoutAccountStatus): Step[] {
  if (status === 'DETAILS_MISSING') return ['submit'];
  if (status === 'PENDING') return ['verify', 'restrict'];
  if (status === 'ACTIVE') return ['restrict'];
  // Giving what was asked for sends the account back to the provider's check.
  return ['submit'];
}

export function testOnboardingAccount(ctx: Pick<ServiceContext, 'payments'>, args: { id: string }) {
  const input = parseArgs(z.object({ id: recordId }), args);
  const provider = testProvider(ctx.payments);
  const account = provider?.account(input.id);
  if (!provider || !account) return null;
  const balance = provider.balance(account.accountId);
  return {
    id: account.accountId,
    businessName: account.businessName,
    email: account.email,
    status: account.status,
    requirementsDue: account.requirementsDue,
    steps: stepsFrom(account.status).map((step) => step.toUpperCase() as Uppercase<Step>),
    canPayOut: account.payoutsEnabled && balance.availableCents > 0,
    ...balance,
  };
}

/**
 * A step of the page: SUBMIT (details given: pending), VERIFY (the provider's check passed: active), RESTRICT (the
 * provider stops charges and payouts), PAYOUT (the available balance to the bank), RETURN (back to the site, details
 * still missing or not). Answers where the organiser goes next: the site's return address after VERIFY, RESTRICT
 * and RETURN, as Stripe's onboarding does; this page again after SUBMIT and PAYOUT, to show what changed.
 */
export async function testOnboarding(
  ctx: Pick<ServiceContext, 'payments'>,
  args: { accountId: string; action: 'SUBMIT' | 'VERIFY' | 'RESTRICT' | 'PAYOUT' | 'RETURN'; locale?: string | null },
): Promise<string> {
  const input = parseArgs(
    z.object({ accountId: recordId, action: z.enum(['SUBMIT', 'VERIFY', 'RESTRICT', 'PAYOUT', 'RETURN']), locale: z.enum(['de', 'en'], { error: 'must be "de" or "en"' }).nullish() }),
    args,
  );
  const provider = testProvider(ctx.payments);
  const account = provider?.account(input.accountId);
  if (!provider || !account) throw new NotFoundError(`There is no test account "${input.accountId}".`);
  const page = provider.onboardingUrl(account.accountId, input.locale ?? 'de');
  // A demo account registered without onboarding has no return address: its page is where it returns.
  const back = account.returnUrl ?? page;
  if (input.action === 'RETURN') return back;
  if (input.action === 'PAYOUT') {
    if (account.payoutsEnabled) await provider.payout(account.accountId);
    return page;
  }
  const step = input.action.toLowerCase() as Step;
  // A button of a page that was open while the account changed does what it says only from where it makes sense.
  if (stepsFrom(account.status).includes(step)) await provider.onboard(account.accountId, step);
  return step === 'submit' ? page : back;
}
