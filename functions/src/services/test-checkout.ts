// The built-in test provider's checkout page (/payment/test-checkout): what it shows and what its buttons do. Only
// the test provider has such sessions; with Stripe there is nothing to show and nothing to do.
import { z } from 'zod';
import type { PaymentProvider } from '../domain/payment-provider.js';
import { NotFoundError } from '../domain/repositories.js';
import { parseArgs, recordId } from './argument-checks.js';
import type { ServiceContext } from './service-context.js';

/** What the page needs of the test provider (payments/test-provider.ts implements it). */
interface TestCheckoutProvider extends PaymentProvider {
  session(sessionId: string): { id: string; description: string; amountCents: number | null; currency: string | null; status: string; subscription?: object } | null;
  act(sessionId: string, action: 'pay' | 'decline' | 'abandon', options?: { buyerName?: string }): Promise<string>;
}

const testProvider = (payments: PaymentProvider | null | undefined) => (payments?.name === 'test' ? (payments as TestCheckoutProvider) : null);

export function testCheckoutSession(ctx: Pick<ServiceContext, 'payments'>, args: { id: string }) {
  const input = parseArgs(z.object({ id: recordId }), args);
  const session = testProvider(ctx.payments)?.session(input.id);
  return session ? { ...session, amountCents: session.amountCents ?? 0, currency: session.currency ?? '', subscription: !!session.subscription } : null;
}

/** Pays, declines or abandons; a subscription's payment may name who the invoice is made out to. */
export async function testCheckout(
  ctx: Pick<ServiceContext, 'payments'>,
  args: { sessionId: string; action: 'PAY' | 'DECLINE' | 'ABANDON'; buyerName?: string | null },
): Promise<string> {
  const input = parseArgs(
    z.object({ sessionId: recordId, action: z.enum(['PAY', 'DECLINE', 'ABANDON']), buyerName: z.string().trim().max(200, { error: 'TOO_LONG' }).nullish() }),
    args,
  );
  const provider = testProvider(ctx.payments);
  if (!provider?.session(input.sessionId)) throw new NotFoundError(`There is no test checkout "${input.sessionId}".`);
  return provider.act(input.sessionId, input.action.toLowerCase() as 'pay' | 'decline' | 'abandon', input.buyerName ? { buyerName: input.buyerName } : {});
}
