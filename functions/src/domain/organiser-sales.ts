// What an organiser sold, what the platform kept and what was paid out, per course and month: computed from the
// orders sold for the organiser (OrderRecord.payee) and the payouts the provider reported, so the organiser's page
// and the check that no money goes unaccounted for read the same figures. Sales are at the price the organiser sold
// at: less the discounts of their own codes (shown as a figure), not less a site-wide discount the platform pays.
import { orderSeats, type OrderRecord } from './payments.js';
import type { PayoutRecord } from './payouts.js';
import { localDate, SITE_TIME_ZONE } from './time.js';

/** Figures of one course in one month, or of a month, or of everything. All in cents of `currency`. */
export interface SalesFigures {
  /** Seats paid in the period. */
  seatsSold: number;
  /**
   * What they were sold at: the price less the organiser's own discounts (saleCents). A site-wide discount does not
   * lower it (the platform pays it), nor a gift voucher (a means of payment).
   */
  salesCents: number;
  /** What the organiser's own promo codes took off those seats' prices. */
  discountCents: number;
  /** The platform's fee on those sales. */
  feeCents: number;
  /** Seats refunded in the period (whenever they were paid). */
  seatsRefunded: number;
  /** What went back, at the price the seats were sold at. */
  refundedCents: number;
  /** The fee given back with those refunds. */
  feeRefundedCents: number;
  /** Refunds decided but not yet made by the provider: still counted as sold until they are. */
  refundsPendingCents: number;
  /** What the organiser earns: sales − fee − refunds + fee refunded. */
  netCents: number;
}

export interface CourseSales extends SalesFigures {
  eventSlug: string;
}

export interface MonthSales extends SalesFigures {
  /** The calendar month in the site's time zone, „2026-11“. */
  month: string;
  courses: CourseSales[];
  /** What the provider paid out to the organiser's bank in the month (arrival date), and the failed payouts' sum. */
  paidOutCents: number;
  failedPayoutCents: number;
}

export interface OrganiserSales {
  currency: string;
  /** Newest month first; only months with a sale, a refund or a payout. */
  months: MonthSales[];
  totals: SalesFigures & { paidOutCents: number };
  /** Net earned but not yet paid out: with the provider, on its way to the organiser's bank. */
  notPaidOutCents: number;
  /** Every payout, newest arrival first. */
  payouts: PayoutRecord[];
}

const zero = (): SalesFigures => ({ seatsSold: 0, salesCents: 0, discountCents: 0, feeCents: 0, seatsRefunded: 0, refundedCents: 0, feeRefundedCents: 0, refundsPendingCents: 0, netCents: 0 });

/** The organiser's own discount on an order (promo-codes.ts: an organiser's code), 0 for none or the platform's. */
export const ownDiscountCents = (order: Pick<OrderRecord, 'discount'>): number => (order.discount?.fundedBy === 'ORGANISER' ? order.discount.cents : 0);

/** What the organiser sold a seat at: its price less their own discount (the platform pays a site-wide one). */
export const saleCents = (order: Pick<OrderRecord, 'amountCents' | 'discount'>): number => order.amountCents - ownDiscountCents(order);

const monthOf = (at: Date): string => localDate(at, SITE_TIME_ZONE).slice(0, 7);

/** When the order's money went back: the log entry that made it REFUNDED. */
const refundedAt = (order: OrderRecord): Date | null => [...order.log].reverse().find((entry) => entry.to === 'REFUNDED')?.at ?? null;

function add(into: SalesFigures, part: Partial<SalesFigures>): void {
  for (const [key, value] of Object.entries(part) as [keyof SalesFigures, number][]) into[key] += value;
  into.netCents = into.salesCents - into.feeCents - into.refundedCents + into.feeRefundedCents;
}

/**
 * The organiser's figures from the orders sold for them (those with a payee and a payment) and their payouts. A
 * refund gives the participant everything back and the platform its whole fee (decision 051), so a refunded seat
 * nets zero: it counts as sold in the month it was paid and as refunded in the month the money went back. A seat
 * counts at its sale price however a voucher, a site-wide discount and the card shared it: its net is the organiser's
 * share, which the card's charge and the platform's top-up moved together (decision 054).
 */
export function organiserSales(orders: readonly OrderRecord[], payouts: readonly PayoutRecord[], currency = 'EUR'): OrganiserSales {
  const months = new Map<string, { figures: SalesFigures; courses: Map<string, SalesFigures>; paidOutCents: number; failedPayoutCents: number }>();
  const monthEntry = (month: string) => {
    let entry = months.get(month);
    if (!entry) months.set(month, (entry = { figures: zero(), courses: new Map(), paidOutCents: 0, failedPayoutCents: 0 }));
    return entry;
  };
  const record = (at: Date, eventSlug: string, part: Partial<SalesFigures>) => {
    const entry = monthEntry(monthOf(at));
    let course = entry.courses.get(eventSlug);
    if (!course) entry.courses.set(eventSlug, (course = zero()));
    add(course, part);
    add(entry.figures, part);
  };
  const totals = zero();
  for (const order of orders) {
    if (!order.payee || !order.paidAt || order.currency.toUpperCase() !== currency) continue;
    const fee = order.payee.feeCents;
    const sale = saleCents(order);
    // Seats given up of a paid order are an order of their own (splitOrder), paid when it was: the two add up to the sale.
    const seats = orderSeats(order);
    record(order.paidAt, order.eventSlug, { seatsSold: seats, salesCents: sale, discountCents: ownDiscountCents(order), feeCents: fee });
    add(totals, { seatsSold: seats, salesCents: sale, discountCents: ownDiscountCents(order), feeCents: fee });
    const refunded = order.status === 'REFUNDED' ? refundedAt(order) : null;
    if (refunded) {
      record(refunded, order.eventSlug, { seatsRefunded: seats, refundedCents: sale, feeRefundedCents: fee });
      add(totals, { seatsRefunded: seats, refundedCents: sale, feeRefundedCents: fee });
    } else if (order.status === 'REFUND_PENDING' || order.status === 'REFUND_FAILED') {
      record(order.updatedAt, order.eventSlug, { refundsPendingCents: sale });
      add(totals, { refundsPendingCents: sale });
    }
  }
  let paidOutCents = 0;
  for (const payout of payouts) {
    if (payout.currency.toUpperCase() !== currency) continue;
    const entry = monthEntry(monthOf(payout.arrivalDate));
    if (payout.status === 'PAID') {
      entry.paidOutCents += payout.amountCents;
      paidOutCents += payout.amountCents;
    } else {
      entry.failedPayoutCents += payout.amountCents;
    }
  }
  return {
    currency,
    months: [...months.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([month, entry]) => ({
        month,
        ...entry.figures,
        courses: [...entry.courses.entries()].map(([eventSlug, figures]) => ({ eventSlug, ...figures })).sort((a, b) => b.salesCents - a.salesCents || a.eventSlug.localeCompare(b.eventSlug)),
        paidOutCents: entry.paidOutCents,
        failedPayoutCents: entry.failedPayoutCents,
      })),
    totals: { ...totals, paidOutCents },
    notPaidOutCents: totals.netCents - paidOutCents,
    payouts: [...payouts].sort((a, b) => b.arrivalDate.getTime() - a.arrivalDate.getTime()),
  };
}
