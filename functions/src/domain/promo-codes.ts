// Promo codes (decision 054): a discount an organiser gives on their own courses (they fund it: they are paid the
// lower price), or the editors give site-wide (the platform funds it: the organiser is paid as for the full price).
// One code per order; a code is case-insensitive, limited in total uses, per person and in time, and each use is
// kept with the code, so that two orders racing for the last use cannot both get it (the store changes the code and
// the order in one transaction). Pure rules and records; the records live behind repositories/vouchers.ts.
import type { EventRecord } from './records.js';

/** A code as stored and compared: upper case letters, digits and hyphens. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,23}$/;
/** The scope of the editors' site-wide codes in a code's key (organisers' codes are scoped by their uid). */
export const SITE_SCOPE = 'site';

export type PromoDiscount = { kind: 'PERCENT'; percent: number } | { kind: 'AMOUNT'; cents: number };

/** Who pays for the discount: the organiser (paid the lower price) or the platform (pays the organiser the difference). */
export type DiscountFunder = 'ORGANISER' | 'PLATFORM';

export interface PromoCodeUse {
  orderId: string;
  uid: string;
  at: Date;
}

export interface PromoCodeRecord {
  /** `${scope}:${code}`: the scope is the organiser's uid or SITE_SCOPE, so two organisers may both have „SOMMER“. */
  key: string;
  code: string;
  /** The organiser whose courses it discounts; null for a site-wide code. */
  ownerUid: string | null;
  createdBy: string;
  discount: PromoDiscount;
  /** At most this many orders (null: no limit). */
  maxUses: number | null;
  /** At most this many orders per person. */
  perPersonLimit: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** The courses it applies to; empty: every paid course of the owner (site-wide: every paid course). */
  eventSlugs: string[];
  /** False once its owner switched it off; uses made stay. */
  active: boolean;
  /** The orders holding or having paid with it; a use whose order ended unpaid or was refunded is removed. */
  uses: PromoCodeUse[];
  createdAt: Date;
  updatedAt: Date;
}

export const promoKey = (scope: string, code: string): string => `${scope}:${code}`;
export const fundedBy = (promo: Pick<PromoCodeRecord, 'ownerUid'>): DiscountFunder => (promo.ownerUid === null ? 'PLATFORM' : 'ORGANISER');

/** The code as typed, normalized (trimmed, upper case), or null when it cannot be a promo code. */
export function normalizePromoCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** Why a code does not apply to an order; each has a message the person reads. */
export type PromoRefusal = 'CODE_INACTIVE' | 'CODE_NOT_YET_VALID' | 'CODE_EXPIRED' | 'CODE_NOT_FOR_COURSE' | 'CODE_USED_UP' | 'CODE_USED_BY_YOU';

/** Why `promo` cannot discount an order of `uid` for `event` now, or null when it can. */
export function promoRefusal(promo: PromoCodeRecord, event: Pick<EventRecord, 'slug' | 'ownerUid'>, uid: string, now: Date): PromoRefusal | null {
  if (!promo.active) return 'CODE_INACTIVE';
  if (promo.validFrom && now.getTime() < promo.validFrom.getTime()) return 'CODE_NOT_YET_VALID';
  if (promo.validUntil && now.getTime() > promo.validUntil.getTime()) return 'CODE_EXPIRED';
  if (promo.ownerUid !== null && promo.ownerUid !== event.ownerUid) return 'CODE_NOT_FOR_COURSE';
  if (promo.eventSlugs.length > 0 && !promo.eventSlugs.includes(event.slug)) return 'CODE_NOT_FOR_COURSE';
  if (promo.maxUses !== null && promo.uses.length >= promo.maxUses) return 'CODE_USED_UP';
  if (promo.uses.filter((use) => use.uid === uid).length >= promo.perPersonLimit) return 'CODE_USED_BY_YOU';
  return null;
}

/** The discount on a seat of `priceCents`: a percentage rounded half up to the cent, or the amount; never more than the price. */
export function discountCents(discount: PromoDiscount, priceCents: number): number {
  const cents = discount.kind === 'PERCENT' ? Math.round((priceCents * discount.percent) / 100) : discount.cents;
  return Math.max(0, Math.min(priceCents, cents));
}

/** The code after an order took a use of it. */
export const withUse = (promo: PromoCodeRecord, use: PromoCodeUse): PromoCodeRecord => ({ ...promo, uses: [...promo.uses, use], updatedAt: use.at });

/** The code after an order gave its use back (it ended unpaid or was refunded). */
export const withoutUse = (promo: PromoCodeRecord, orderId: string, now: Date): PromoCodeRecord => ({
  ...promo,
  uses: promo.uses.filter((use) => use.orderId !== orderId),
  updatedAt: now,
});
