// Organisers get paid: the organiser's connected account at the payment provider (Stripe Connect, Express accounts),
// the platform's fee on every paid seat, and the payouts the provider reports. A paid seat of an organiser's course
// is a destination charge made on the organiser's behalf: the person pays the organiser (the seller of the course),
// the provider moves the price less the platform's fee to the organiser's account and pays it out on its schedule.
// Pure rules and records; the provider is behind domain/payment-provider.ts, the records behind
// repositories/payouts.ts (decision 051).

/**
 * Where an organiser's account stands, from the provider's flags (payoutAccountStatus):
 * DETAILS_MISSING – onboarding not finished; PENDING – details given, the provider is checking them;
 * ACTIVE – can take payments and receives payouts; RESTRICTED – the provider stopped charges or payouts until the
 * organiser gives what it asks for.
 */
export type PayoutAccountStatus = 'DETAILS_MISSING' | 'PENDING' | 'ACTIVE' | 'RESTRICTED';

/** What the provider says about a connected account (Stripe's Account, reduced to what the site reads). */
export interface ConnectedAccountState {
  accountId: string;
  /** The organiser finished the provider's onboarding form. */
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** What the provider still needs (Stripe: requirements.currently_due plus past_due), as its field names. */
  requirementsDue: string[];
  /** Why the provider disabled the account (Stripe: requirements.disabled_reason), or null. */
  disabledReason: string | null;
}

/** How the organiser's VAT is handled on the receipts issued in their name. */
export type SellerVat =
  /** Kleinunternehmer (§ 6 Abs. 1 Z 27 UStG): no VAT charged, the receipt says so. */
  | { kind: 'SMALL_BUSINESS' }
  /** Registered for VAT: the course price includes `percent` % USt; `vatId` is the UID-Nummer. */
  | { kind: 'REGISTERED'; vatId: string; percent: number };

/** The organiser as a seller: what receipts issued in their name print (§ 11 UStG). */
export interface SellerDetails {
  /** Name or company as registered. */
  name: string;
  /** Street lines, then postal code and place. */
  address: string[];
  /** ISO country code, e.g. AT. */
  country: string;
  email: string;
  vat: SellerVat;
}

/** An organiser's connected account, one per organiser (keyed by uid). */
export interface PayoutAccountRecord {
  uid: string;
  provider: 'stripe' | 'test';
  accountId: string;
  status: PayoutAccountStatus;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
  seller: SellerDetails;
  createdAt: Date;
  updatedAt: Date;
}

/** The status the site shows and acts on, from the provider's flags. */
export function payoutAccountStatus(state: Pick<ConnectedAccountState, 'detailsSubmitted' | 'chargesEnabled' | 'payoutsEnabled' | 'requirementsDue' | 'disabledReason'>): PayoutAccountStatus {
  if (state.chargesEnabled && state.payoutsEnabled) return 'ACTIVE';
  if (!state.detailsSubmitted) return 'DETAILS_MISSING';
  // Details given and nothing asked for: the provider is still verifying them.
  if (state.requirementsDue.length === 0 && (state.disabledReason === null || state.disabledReason === 'requirements.pending_verification')) return 'PENDING';
  return 'RESTRICTED';
}

/** The account's record after the provider reported `state`. */
export function withProviderState(record: PayoutAccountRecord, state: ConnectedAccountState, now: Date): PayoutAccountRecord {
  return {
    ...record,
    status: payoutAccountStatus(state),
    chargesEnabled: state.chargesEnabled,
    payoutsEnabled: state.payoutsEnabled,
    requirementsDue: state.requirementsDue,
    disabledReason: state.disabledReason,
    updatedAt: now,
  };
}

/** True when a new paid seat may be sold for this organiser. */
export const canTakePayments = (account: Pick<PayoutAccountRecord, 'status'> | null): boolean => account?.status === 'ACTIVE';

/** The platform's fee on a paid seat, set by the operator: a percentage of the price plus a fixed amount, VAT included. */
export interface PlatformFee {
  percent: number;
  fixedCents: number;
}

export const DEFAULT_PLATFORM_FEE: PlatformFee = { percent: 5, fixedCents: 50 };

/** The fee on a seat of `amountCents`: percent (rounded half up to the cent) plus the fixed part, never more than the price. */
export function platformFeeCents(amountCents: number, fee: PlatformFee): number {
  if (amountCents <= 0) return 0;
  return Math.min(amountCents, Math.round((amountCents * fee.percent) / 100) + fee.fixedCents);
}

/**
 * The fee from the operator's settings (PLATFORM_FEE_PERCENT, PLATFORM_FEE_FIXED_CENTS), the default when unset.
 * Throws on a value that is not a sane number, so a typo stops the start instead of charging a wrong fee.
 */
export function platformFeeFromEnv(env: Record<string, string | undefined>): PlatformFee {
  const read = (name: string, fallback: number, max: number, integer: boolean): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > max || (integer && !Number.isInteger(value))) {
      throw new Error(`${name} must be a number from 0 to ${max}${integer ? ' (whole cents)' : ''}, not "${raw}"`);
    }
    return value;
  };
  return { percent: read('PLATFORM_FEE_PERCENT', DEFAULT_PLATFORM_FEE.percent, 50, false), fixedCents: read('PLATFORM_FEE_FIXED_CENTS', DEFAULT_PLATFORM_FEE.fixedCents, 10_000, true) };
}

/** Who receives the money of an order and what the platform keeps, fixed when its checkout opens. */
export interface OrderPayee {
  /** The organiser's uid and connected account. */
  uid: string;
  accountId: string;
  /** The platform's fee on the organiser's sale (what the fee invoice bills). */
  feeCents: number;
  /**
   * How the organiser's share travels when a voucher or a site-wide discount paid part (paymentSplit): what the card's
   * destination charge keeps back as the application fee, and what the platform transfers on top from its own
   * balance. Absent on orders paid wholly by card, where the application fee is `feeCents`.
   */
  applicationFeeCents?: number;
  topUpCents?: number;
  /** The provider's transfer of `topUpCents`, once made. */
  topUpTransferId?: string;
}

/**
 * How an organiser is paid for an order that a voucher or a site-wide discount paid in part (decision 054): the
 * organiser's share is the price they sell at (less a discount they gave themselves) less the platform's fee, exactly
 * as for a seat paid by card. The card's destination charge carries what it can of that share (keeping the rest as the
 * application fee); what it cannot carry (a voucher's part, the platform's discount) the platform transfers from its
 * balance, where the vouchers' money is.
 */
export function paymentSplit(
  order: { amountCents: number; discount?: { cents: number; fundedBy: 'ORGANISER' | 'PLATFORM' }; voucher?: { cents: number } },
  fee: PlatformFee,
): { saleCents: number; feeCents: number; shareCents: number; cardCents: number; applicationFeeCents: number; topUpCents: number } {
  const saleCents = order.amountCents - (order.discount?.fundedBy === 'ORGANISER' ? order.discount.cents : 0);
  const feeCents = platformFeeCents(saleCents, fee);
  const shareCents = saleCents - feeCents;
  const cardCents = order.amountCents - (order.discount?.cents ?? 0) - (order.voucher?.cents ?? 0);
  return { saleCents, feeCents, shareCents, cardCents, applicationFeeCents: Math.max(0, cardCents - shareCents), topUpCents: Math.max(0, shareCents - cardCents) };
}

/** A payout the provider made (or failed to make) from an organiser's account to their bank. */
export interface PayoutRecord {
  /** The provider's payout id (Stripe: po_…). */
  id: string;
  accountId: string;
  uid: string;
  amountCents: number;
  currency: string;
  status: 'PAID' | 'FAILED';
  /** When the money reaches (or reached) the bank. */
  arrivalDate: Date;
  failureMessage: string | null;
  updatedAt: Date;
}
