// Premium for venues: the plans a venue owner can buy and what Premium adds to a free listing. The one source of
// these prices: /venue-benefits shows them, checkout charges them, featuring reads what Premium includes. Pure
// data and arithmetic, shared with the browser.

/** Austrian standard VAT (USt) on the listing, in percent. */
export const VAT_PERCENT = 20;

export type PremiumPlanId = 'premium-monthly' | 'premium-yearly';

export interface PremiumPlan {
  /** The plan's id, also its /payment?plan= value. */
  id: PremiumPlanId;
  /** How often it renews: every month or every year. */
  interval: 'month' | 'year';
  /** Months one payment covers. */
  months: 1 | 12;
  currency: 'EUR';
  /** Prices of one period in euro cents: net, the VAT on it, and what the owner pays. */
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** Net cents with VAT on top, rounded to the cent (commercial rounding, as an invoice shows it). */
export function withVat(netCents: number): Pick<PremiumPlan, 'netCents' | 'vatCents' | 'grossCents'> {
  const vatCents = Math.round((netCents * VAT_PERCENT) / 100);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/**
 * A gross amount taken apart as an invoice shows it: the net amount (rounded to the cent) and the VAT as the rest, so
 * that net + VAT is exactly what was paid. For the plans' prices it gives back the plan's net and VAT.
 */
export function splitGross(grossCents: number): Pick<PremiumPlan, 'netCents' | 'vatCents' | 'grossCents'> {
  const netCents = Math.round((grossCents * 100) / (100 + VAT_PERCENT));
  return { netCents, vatCents: grossCents - netCents, grossCents };
}

// Why these prices: a Viennese workshop's course seat sells for about 40–90 €, so one extra booking a month pays for
// Premium; and 24 € net is below what a month of a small print ad in a district paper or of boosted social posts
// costs there. The yearly plan is ten months' price for twelve (two months free), for owners who plan a season ahead.
const MONTHLY_NET_CENTS = 2400;

export const PREMIUM_PLANS: readonly PremiumPlan[] = [
  { id: 'premium-monthly', interval: 'month', months: 1, currency: 'EUR', ...withVat(MONTHLY_NET_CENTS) },
  { id: 'premium-yearly', interval: 'year', months: 12, currency: 'EUR', ...withVat(10 * MONTHLY_NET_CENTS) },
];

/** The plan with this id, or undefined for anything else (an id from a URL or a form is never trusted). */
export function premiumPlan(id: string): PremiumPlan | undefined {
  return PREMIUM_PLANS.find((plan) => plan.id === id);
}

/** Images a venue page shows: the free listing its title image, Premium a gallery of all it may upload. */
export const VENUE_PAGE_IMAGES = { free: 1, premium: 12 } as const;

/**
 * What Premium adds to a free listing, in the order the site presents it. Each code is a message in the web
 * catalogs: `premium.benefit.<code>` (its name) and `premium.benefit.<code>.text` (what it means).
 * - featured: a place marked „Anzeige“ at the top of /venues, /wien and the craft lists for the venue's district
 * - gallery: the page shows up to VENUE_PAGE_IMAGES.premium images instead of the title image alone
 * - highlightedCourses: the venue's next course that fits a course list's filters stands on top, marked „Anzeige“
 * - monthlyFigures: page views, bookings and Restplatz-Radar matches of the venue, month by month
 */
export const PREMIUM_BENEFITS = ['featured', 'gallery', 'highlightedCourses', 'monthlyFigures'] as const;

export type PremiumBenefit = (typeof PREMIUM_BENEFITS)[number];

/** The catalog key of a benefit's name; its explanation is the same key with `.text`. */
export const premiumBenefitMessage = (benefit: PremiumBenefit): string => `premium.benefit.${benefit}`;

/** The catalog key of a plan's name („Premium monatlich“). */
export const premiumPlanMessage = (id: PremiumPlanId): string => `premium.plan.${id}`;
