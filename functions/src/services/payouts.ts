// Organisers get paid (decision 051): an organiser's connected account at the payment provider (onboarding, its
// state kept from the provider's events, the link into the provider's dashboard), the rule that only an organiser
// whose account can take payments sells paid seats, the payee and fee of an order, and the organiser's figures.
import { z } from 'zod';
import type { AccountEvent, PayoutEvent } from '../domain/payment-provider.js';
import { isPaidEvent, type OrderRecord } from '../domain/payments.js';
import { organiserSales, type OrganiserSales } from '../domain/organiser-sales.js';
import {
  canTakePayments,
  DEFAULT_PLATFORM_FEE,
  paymentSplit,
  payoutAccountStatus,
  withProviderState,
  type OrderPayee,
  type PayoutAccountRecord,
  type PlatformFee,
  type SellerDetails,
} from '../domain/payouts.js';
import type { EventRecord } from '../domain/records.js';
import { ConflictError } from '../domain/repositories.js';
import { requireViewer } from './access.js';
import { parseInput } from './argument-checks.js';
import { pageUrl } from './mail.js';
import { provider } from './order-changes.js';
import type { ServiceContext, ViewerContext } from './service-context.js';

/** What the provider's account and payout events need: the store, the provider and a clock. */
type PayoutWork = Pick<ServiceContext, 'store' | 'now' | 'payments'>;

/** The fee the operator set (ServiceContext.platformFee), the default when none was given. */
export const platformFeeOf = (ctx: Pick<ServiceContext, 'platformFee'>): PlatformFee => ctx.platformFee ?? DEFAULT_PLATFORM_FEE;

/** The viewer's connected account, or null before they began onboarding. */
export async function viewerPayoutAccount(ctx: ViewerContext): Promise<PayoutAccountRecord | null> {
  return ctx.store.payouts.account(requireViewer(ctx.viewer).uid);
}

const lines = z.string().trim().min(1, { error: 'REQUIRED' }).max(120, { error: 'TOO_LONG' });
/** Austrian UID („ATU12345678“) or another EU VAT number: country prefix, then 8–12 letters or digits. */
const vatId = z
  .string()
  .trim()
  .transform((value) => value.replaceAll(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^(ATU\d{8}|(?!AT)[A-Z]{2}[0-9A-Z+*]{8,12})$/, { error: 'INVALID_VAT_ID' }));

/** Who sells: the name and address every receipt in their name prints (Austria or Germany). */
const sellerAddress = {
  name: lines,
  street: lines,
  postalCode: z.string().trim().regex(/^\d{4,5}$/, { error: 'INVALID_POSTAL_CODE' }),
  city: lines,
  country: z.enum(['AT', 'DE'], { error: 'INVALID_CHOICE' }),
};

const sellerInput = z.discriminatedUnion('vatKind', [
  z.object({ vatKind: z.literal('SMALL_BUSINESS'), ...sellerAddress }),
  // The rates of Austria (20, 13, 10 %) and Germany (19, 7 %) a course may carry.
  z.object({ vatKind: z.literal('REGISTERED'), ...sellerAddress, vatId, vatPercent: z.union([z.literal(20), z.literal(13), z.literal(10), z.literal(19), z.literal(7)], { error: 'INVALID_CHOICE' }) }),
]);

export type SellerInput = z.input<typeof sellerInput>;

function sellerOf(input: z.output<typeof sellerInput>, email: string): SellerDetails {
  return {
    name: input.name,
    address: [input.street, `${input.postalCode} ${input.city}`],
    country: input.country,
    email,
    vat: input.vatKind === 'SMALL_BUSINESS' ? { kind: 'SMALL_BUSINESS' } : { kind: 'REGISTERED', vatId: input.vatId, percent: input.vatPercent },
  };
}

/** Where the provider's onboarding sends the organiser back to. */
export const payoutsPageUrl = (locale: 'de' | 'en', query = '') => pageUrl(`/app/payouts${query}`, locale);

/**
 * The organiser gives their details as a seller (what receipts in their name print) and goes on to the provider's
 * onboarding: the account is made on the first call (one per organiser; the idempotency key keeps a retried call to
 * one account) and the details replaced on later ones. Answers the onboarding link.
 */
export async function startPayoutOnboarding(ctx: ViewerContext & Pick<ServiceContext, 'siteUrl'>, input: SellerInput): Promise<{ account: PayoutAccountRecord; onboardingUrl: string }> {
  const viewer = requireViewer(ctx.viewer);
  const seller = sellerOf(parseInput(sellerInput, input, 'input'), viewer.email);
  const payments = provider(ctx);
  let account = await ctx.store.payouts.account(viewer.uid);
  if (!account) {
    const state = await payments.createConnectedAccount(
      { uid: viewer.uid, email: viewer.email, country: seller.country, businessName: seller.name, locale: viewer.profile.locale },
      `connect-account-${viewer.uid}`,
    );
    account = withProviderState(
      { uid: viewer.uid, provider: payments.name, accountId: state.accountId, status: payoutAccountStatus(state), chargesEnabled: false, payoutsEnabled: false, requirementsDue: [], disabledReason: null, seller, createdAt: ctx.now, updatedAt: ctx.now },
      state,
      ctx.now,
    );
  } else {
    account = { ...account, seller, updatedAt: ctx.now };
  }
  await ctx.store.payouts.saveAccount(account);
  const locale = viewer.profile.locale;
  const onboardingUrl = await payments.onboardingLink(account.accountId, { returnUrl: payoutsPageUrl(locale, '?onboarding=returned'), refreshUrl: payoutsPageUrl(locale, '?onboarding=expired') });
  return { account, onboardingUrl };
}

/** Asks the provider how the viewer's account stands (when they come back from onboarding) and keeps the answer. */
export async function refreshPayoutAccount(ctx: ViewerContext): Promise<PayoutAccountRecord | null> {
  const account = await viewerPayoutAccount(ctx);
  if (!account) return null;
  const updated = withProviderState(account, await provider(ctx).getConnectedAccount(account.accountId), ctx.now);
  await ctx.store.payouts.saveAccount(updated);
  return updated;
}

/** A one-time link into the provider's own dashboard (payouts, bank account, tax forms). */
export async function payoutDashboardLink(ctx: ViewerContext): Promise<string> {
  const account = await viewerPayoutAccount(ctx);
  if (!account) throw new ConflictError('WRONG_STATE', 'Start receiving payments first.');
  return provider(ctx).dashboardLink(account.accountId);
}

/**
 * The provider reported a change of an account: its current state is asked for rather than taken from the event, so
 * events arriving late or out of order never put an older state back.
 */
export async function applyAccountEvent(work: PayoutWork, event: AccountEvent): Promise<'applied' | 'ignored'> {
  const account = await work.store.payouts.accountById(event.account.accountId);
  if (!account) return 'ignored';
  await work.store.payouts.saveAccount(withProviderState(account, await provider(work).getConnectedAccount(account.accountId), work.now));
  return 'applied';
}

/** A payout reached the organiser's bank, or failed: kept by its id (a replayed event changes nothing). */
export async function applyPayoutEvent(work: PayoutWork, event: PayoutEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const account = await work.store.payouts.accountById(event.accountId);
  if (!account) return 'ignored';
  const { known } = await work.store.payouts.recordPayout({
    id: event.payout.id,
    accountId: account.accountId,
    uid: account.uid,
    amountCents: event.payout.amountCents,
    currency: event.payout.currency.toUpperCase(),
    status: event.type === 'payout.paid' ? 'PAID' : 'FAILED',
    arrivalDate: event.payout.arrivalDate,
    failureMessage: event.payout.failureMessage,
    updatedAt: work.now,
  });
  return known && event.type === 'payout.paid' ? 'duplicate' : 'applied';
}

/**
 * True when a seat of `event` can be paid for now: a free course, the operator's own, or an organiser's whose account
 * takes payments (what the event page's booking form and the lists' „buchen“ go by).
 */
export async function sellsNow(ctx: Pick<ServiceContext, 'loaders'>, event: Pick<EventRecord, 'ownerUid' | 'price'>): Promise<boolean> {
  if (!isPaidEvent(event) || event.ownerUid === undefined) return true;
  return canTakePayments(await ctx.loaders.payoutAccount.load(event.ownerUid));
}

/** Why an organiser's paid course may not be sold: PAYMENTS_NOT_ENABLED until their account can take payments. */
export async function assertMaySell(ctx: Pick<ServiceContext, 'store'>, event: Pick<EventRecord, 'ownerUid' | 'price'>): Promise<void> {
  if (!isPaidEvent(event) || event.ownerUid === undefined) return;
  if (!canTakePayments(await ctx.store.payouts.account(event.ownerUid))) {
    throw new ConflictError('PAYMENTS_NOT_ENABLED', 'A paid course needs its organiser to receive payments first (/app/payouts).');
  }
}

/**
 * Who is paid for `order`, a seat of `event`, and the fee: its organiser through their account; null for the
 * operator's own courses (no owner), paid into the platform's account. PAYMENTS_NOT_ENABLED when the organiser's
 * account cannot take payments (restricted since the course was published): no checkout opens. When a voucher or a
 * discount is involved, the split of the organiser's share between the card's charge and the platform's top-up
 * (paymentSplit) is kept with it.
 */
export async function payeeFor(
  ctx: Pick<ServiceContext, 'store' | 'platformFee'>,
  event: Pick<EventRecord, 'ownerUid' | 'price'>,
  order: Pick<OrderRecord, 'amountCents' | 'discount' | 'voucher'>,
): Promise<OrderPayee | null> {
  if (event.ownerUid === undefined) return null;
  const account = await ctx.store.payouts.account(event.ownerUid);
  if (!account || !canTakePayments(account)) throw new ConflictError('PAYMENTS_NOT_ENABLED', 'The organiser cannot take payments at the moment.');
  const split = paymentSplit(order, platformFeeOf(ctx));
  const payee = { uid: account.uid, accountId: account.accountId, feeCents: split.feeCents };
  if (!order.voucher && !order.discount) return payee;
  return { ...payee, applicationFeeCents: split.applicationFeeCents, topUpCents: split.topUpCents };
}

/** The viewer's sales, fees, refunds and payouts per course and month (organisers). */
export async function viewerSales(ctx: ViewerContext): Promise<OrganiserSales> {
  const viewer = requireViewer(ctx.viewer);
  const events = await ctx.store.events.byOwner(viewer.uid);
  const paid = events.filter(isPaidEvent);
  const [orders, payouts] = await Promise.all([Promise.all(paid.map((event) => ctx.store.orders.byEvent(event.slug))), ctx.store.payouts.payouts(viewer.uid)]);
  return organiserSales(
    orders.flat().filter((order) => order.payee?.uid === viewer.uid),
    payouts,
  );
}
