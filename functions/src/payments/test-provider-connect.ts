// What the built-in test provider plays of Stripe Connect: organisers' Express accounts with their onboarding states
// (details missing, pending, active, restricted) changed on its onboarding page (/payment/test-onboarding) or by tests,
// the destination charges' transfers with the platform's application fee, their reversals by refunds (in proportion,
// the fee with them), the platform's own transfers from its balance (what a voucher paid of a sale) and their
// reversals, and payouts of an account's balance. Every change the site must learn of is sent as Stripe sends
// it to the Connect endpoint: a signed account.updated, payout.paid or payout.failed naming the account.
import { randomUUID } from 'node:crypto';
import { PaymentProviderError, type ConnectedAccountRequest, type PaymentProvider } from '../domain/payment-provider.js';
import { payoutAccountStatus, type ConnectedAccountState, type PayoutAccountStatus } from '../domain/payouts.js';
import { accountObject, payoutObject } from './test-provider-events.js';
import type { TestAccount, TestPayout, TestProviderState, TestReversal, TestSession, TestTransfer } from './test-provider-state.js';

/** What Stripe asks of a new Express account before it can take payments (its onboarding collects them). */
const NEW_ACCOUNT_REQUIREMENTS = ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'];
/** What a restricted account is asked for: Stripe could not verify the person behind it. */
const RESTRICTED_REQUIREMENTS = ['individual.verification.document'];

/** The flags of an account after each step of its onboarding page. */
const ONBOARDING_STEPS = {
  /** Details given: Stripe checks them, nothing is enabled yet. */
  submit: { detailsSubmitted: true, chargesEnabled: false, payoutsEnabled: false, requirementsDue: [], disabledReason: 'requirements.pending_verification' },
  /** The check passed: payments and payouts enabled. */
  verify: { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, requirementsDue: [], disabledReason: null },
  /** Stripe stopped charges and payouts until the organiser gives what it asks for. */
  restrict: { detailsSubmitted: true, chargesEnabled: false, payoutsEnabled: false, requirementsDue: RESTRICTED_REQUIREMENTS, disabledReason: 'requirements.past_due' },
} satisfies Record<string, Omit<ConnectedAccountState, 'accountId'>>;

export type OnboardingStep = keyof typeof ONBOARDING_STEPS;

/** What an account holds and has moved, in cents: available = transferred − reversed − paid out. */
export interface TestBalance {
  currency: string;
  transferredCents: number;
  reversedCents: number;
  /** Application fees the platform kept on the account's charges, and what of them refunds gave back. */
  feesCents: number;
  feeRefundsCents: number;
  paidOutCents: number;
  availableCents: number;
}

/** The Connect methods of the test provider: the port's, and those its onboarding page, the demo and tests use. */
export interface TestConnect extends Pick<PaymentProvider, 'createConnectedAccount' | 'onboardingLink' | 'getConnectedAccount' | 'dashboardLink'> {
  account(accountId: string): (TestAccount & { status: PayoutAccountStatus }) | null;
  /** Registers an account under `accountId` unless it exists (the demo's pre-onboarded organisers), without events. */
  ensureAccount(accountId: string, details: { uid: string; email: string; businessName?: string; country?: string; active?: boolean }): TestAccount;
  /** Changes an account's flags (tests: a restriction after seats were sold) and sends account.updated. */
  setAccountState(accountId: string, change: Partial<Omit<ConnectedAccountState, 'accountId'>>): Promise<TestAccount>;
  /** A step of the onboarding page; account.updated sent. */
  onboard(accountId: string, step: OnboardingStep): Promise<TestAccount>;
  /**
   * Pays out the account's available balance to the organiser's bank and sends payout.paid, or with `fail` a payout
   * the bank returned (payout.failed; the balance stays). Null when there is nothing to pay out.
   */
  payout(accountId: string, options?: { fail?: boolean }): Promise<TestPayout | null>;
  balance(accountId: string): TestBalance;
  /** The onboarding page of an account, where its links lead. */
  onboardingUrl(accountId: string, locale?: 'de' | 'en'): string;
  /** False when a charge for this payee cannot be made (no account, or charges not enabled): the payment is declined. */
  canCharge(payee: NonNullable<TestSession['payee']>): boolean;
  /** Moves the organiser's share of a paid destination charge to their account, keeping the fee. */
  transfer(session: TestSession): TestTransfer | null;
  /** Takes back the organiser's share of a refund of `refundCents` (in proportion, with the fee) of a payment. */
  reverse(paymentId: string, refundId: string, refundCents: number, paymentCents: number): TestReversal | null;
  /** The port's transfer: from the platform's balance to an account that can take it, once per idempotency key. */
  platformTransfer: PaymentProvider['transfer'];
  /** The port's reversal of such a transfer, at most what is left of it, once per idempotency key. */
  reversePlatformTransfer: PaymentProvider['reverseTransfer'];
}

export interface TestConnectDeps {
  state: TestProviderState;
  save: () => void;
  /** Sends a signed event about `object` on the connected account `account`. */
  sendEvent: (type: string, object: object, account: string) => Promise<void>;
  siteUrl: () => string;
  now: () => Date;
}

const newId = (prefix: string) => `${prefix}_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const stateOf = ({ accountId, detailsSubmitted, chargesEnabled, payoutsEnabled, requirementsDue, disabledReason }: TestAccount): ConnectedAccountState => ({
  accountId,
  detailsSubmitted,
  chargesEnabled,
  payoutsEnabled,
  requirementsDue: [...requirementsDue],
  disabledReason,
});

export function testConnect({ state, save, sendEvent, siteUrl, now }: TestConnectDeps): TestConnect {
  const get = (accountId: string) => {
    const account = state.accounts[accountId];
    if (!account) throw new PaymentProviderError(`No test account ${accountId}`);
    return account;
  };
  const updated = (account: TestAccount) => sendEvent('account.updated', accountObject(account), account.accountId);
  /** The site's language of an address the site gave (its return address): English under /en/. */
  const localeOf = (url: string | null): 'de' | 'en' => (url && new URL(url).pathname.startsWith('/en/') ? 'en' : 'de');
  const onboardingUrl = (accountId: string, locale: 'de' | 'en' = 'de') => `${siteUrl()}${locale === 'en' ? '/en' : ''}/payment/test-onboarding?account=${encodeURIComponent(accountId)}`;
  async function change(accountId: string, flags: Partial<Omit<ConnectedAccountState, 'accountId'>>): Promise<TestAccount> {
    const account = get(accountId);
    // The list is copied: a caller's array (or a step's constant) never becomes the kept state.
    Object.assign(account, flags, flags.requirementsDue ? { requirementsDue: [...flags.requirementsDue] } : {});
    save();
    await updated(account);
    return account;
  }
  const newAccount = (accountId: string, details: { uid: string; email: string; businessName: string; country: string }): TestAccount => ({
    accountId,
    ...details,
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: [...NEW_ACCOUNT_REQUIREMENTS],
    disabledReason: 'requirements.past_due',
    returnUrl: null,
    refreshUrl: null,
    createdAt: now().toISOString(),
  });
  const transfersOf = (accountId: string) => Object.values(state.transfers).filter((transfer) => transfer.accountId === accountId);

  const balance = (accountId: string): TestBalance => {
    const transfers = transfersOf(accountId);
    const reversals = Object.values(state.reversals).filter((reversal) => reversal.accountId === accountId);
    const paid = Object.values(state.payouts).filter((payout) => payout.accountId === accountId && payout.status === 'paid');
    const transferredCents = sum(transfers, (t) => t.amountCents);
    const reversedCents = sum(reversals, (r) => r.amountCents);
    const paidOutCents = sum(paid, (p) => p.amountCents);
    return {
      currency: transfers[0]?.currency ?? 'eur',
      transferredCents,
      reversedCents,
      feesCents: sum(transfers, (t) => t.feeCents),
      feeRefundsCents: sum(reversals, (r) => r.feeRefundCents),
      paidOutCents,
      availableCents: transferredCents - reversedCents - paidOutCents,
    };
  };

  return {
    async createConnectedAccount(request: ConnectedAccountRequest, idempotencyKey: string) {
      const known = state.keys[idempotencyKey];
      if (known && state.accounts[known]) return stateOf(state.accounts[known]);
      const account = newAccount(newId('acct'), { uid: request.uid, email: request.email, businessName: request.businessName, country: request.country });
      state.accounts[account.accountId] = account;
      state.keys[idempotencyKey] = account.accountId;
      save();
      return stateOf(account);
    },
    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const account = get(accountId);
      // The page reads where to send the organiser back from here, never from its address: no open redirect.
      Object.assign(account, { returnUrl, refreshUrl });
      save();
      return onboardingUrl(accountId, localeOf(returnUrl));
    },
    getConnectedAccount: async (accountId) => stateOf(get(accountId)),
    // Stripe's Express dashboard stands for the account's page here: its state, balance and payouts, in the language
    // the organiser onboarded in.
    dashboardLink: async (accountId) => onboardingUrl(accountId, localeOf(get(accountId).returnUrl)),

    account: (accountId) => {
      const account = state.accounts[accountId];
      return account ? { ...account, requirementsDue: [...account.requirementsDue], status: payoutAccountStatus(account) } : null;
    },
    ensureAccount(accountId, { uid, email, businessName = email, country = 'AT', active = false }) {
      const known = state.accounts[accountId];
      if (known) return known;
      const account = { ...newAccount(accountId, { uid, email, businessName, country }), ...(active ? { ...ONBOARDING_STEPS.verify, requirementsDue: [] } : {}) };
      state.accounts[accountId] = account;
      save();
      return account;
    },
    setAccountState: (accountId, flags) => change(accountId, flags),
    onboard: (accountId, step) => change(accountId, ONBOARDING_STEPS[step]),
    async payout(accountId, { fail = false } = {}) {
      const account = get(accountId);
      if (!account.payoutsEnabled) throw new PaymentProviderError(`Test account ${accountId} cannot receive payouts`);
      const { availableCents, currency } = balance(accountId);
      if (availableCents <= 0) return null;
      const payout: TestPayout = {
        id: newId('po'),
        accountId,
        amountCents: availableCents,
        currency,
        status: fail ? 'failed' : 'paid',
        // Stripe's standard payouts reach a bank in the euro area about two business days later; Stripe names the
        // day (its midnight, UTC).
        arrivalDate: new Date(Math.floor(now().getTime() / 86_400_000 + 2) * 86_400_000).toISOString(),
        failureMessage: fail ? 'The bank account has been closed.' : null,
        createdAt: now().toISOString(),
      };
      state.payouts[payout.id] = payout;
      save();
      await sendEvent(fail ? 'payout.failed' : 'payout.paid', payoutObject(payout), accountId);
      return payout;
    },
    balance,
    onboardingUrl,
    canCharge: (payee) => state.accounts[payee.accountId]?.chargesEnabled === true,
    transfer(session) {
      if (!session.payee || !session.paymentId) return null;
      const amount = session.amountCents ?? 0;
      const feeCents = Math.min(session.payee.feeCents, amount);
      const transfer: TestTransfer = {
        id: newId('tr'),
        accountId: session.payee.accountId,
        paymentId: session.paymentId,
        amountCents: amount - feeCents,
        feeCents,
        currency: session.currency ?? 'eur',
        createdAt: now().toISOString(),
      };
      state.transfers[transfer.id] = transfer;
      return transfer;
    },
    reverse(paymentId, refundId, refundCents, paymentCents) {
      const transfer = Object.values(state.transfers).find((candidate) => candidate.paymentId === paymentId);
      if (!transfer || paymentCents <= 0) return null;
      const earlier = Object.values(state.reversals).filter((reversal) => reversal.transferId === transfer.id);
      // In proportion to everything refunded so far, less what earlier refunds took back: the shares of partial
      // refunds add up to the whole transfer and fee when the whole payment is refunded, whatever the rounding.
      const refundedCents = Math.min(paymentCents, refundCents + sum(earlier, (r) => (r.refundId ? (state.refunds[r.refundId]?.amountCents ?? 0) : 0)));
      const share = (whole: number, taken: number) => Math.round((whole * refundedCents) / paymentCents) - taken;
      const reversal: TestReversal = {
        id: newId('trr'),
        transferId: transfer.id,
        accountId: transfer.accountId,
        refundId,
        amountCents: share(transfer.amountCents, sum(earlier, (r) => r.amountCents)),
        feeRefundCents: share(transfer.feeCents, sum(earlier, (r) => r.feeRefundCents)),
        createdAt: now().toISOString(),
      };
      state.reversals[reversal.id] = reversal;
      return reversal;
    },
    async platformTransfer({ accountId, amountCents, currency, transferGroup }, idempotencyKey) {
      const known = state.keys[idempotencyKey];
      if (known && state.transfers[known]) return { id: known };
      // Stripe moves money only to an account whose transfers capability is active (here: one that takes charges).
      if (!get(accountId).chargesEnabled) throw new PaymentProviderError(`Test account ${accountId} cannot receive transfers`);
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new PaymentProviderError(`A transfer of ${amountCents} cents`);
      const transfer: TestTransfer = { id: newId('tr'), accountId, paymentId: null, transferGroup, amountCents, feeCents: 0, currency: currency.toLowerCase(), createdAt: now().toISOString() };
      state.transfers[transfer.id] = transfer;
      state.keys[idempotencyKey] = transfer.id;
      save();
      return { id: transfer.id };
    },
    async reversePlatformTransfer(transferId, amountCents, idempotencyKey) {
      const known = state.keys[idempotencyKey];
      if (known && state.reversals[known]) return { id: known };
      const transfer = state.transfers[transferId];
      if (!transfer) throw new PaymentProviderError(`No test transfer ${transferId}`);
      const left = transfer.amountCents - sum(Object.values(state.reversals).filter((r) => r.transferId === transferId), (r) => r.amountCents);
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > left) throw new PaymentProviderError(`Cannot reverse ${amountCents} of transfer ${transferId} (${left} left)`);
      const reversal: TestReversal = { id: newId('trr'), transferId, accountId: transfer.accountId, refundId: null, amountCents, feeRefundCents: 0, createdAt: now().toISOString() };
      state.reversals[reversal.id] = reversal;
      state.keys[idempotencyKey] = reversal.id;
      save();
      return { id: reversal.id };
    },
  };
}
