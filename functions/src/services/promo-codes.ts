// Promo codes as organisers and editors make them (domain/promo-codes.ts): an organiser whose payout account takes
// payments creates codes for their own paid courses (they fund the discount), the editors create site-wide codes the
// platform funds; each lists their own and may switch a code off and on. A code is used at checkout through
// order-codes.ts; its uses are kept with it by the store.
import { z } from 'zod';
import { isPaidEvent } from '../domain/payments.js';
import { canTakePayments } from '../domain/payouts.js';
import { PROMO_CODE_PATTERN, promoKey, SITE_SCOPE, type PromoCodeRecord } from '../domain/promo-codes.js';
import { ConflictError, NotFoundError } from '../domain/repositories.js';
import { assertCan, isEditor, requireViewer } from './access.js';
import { dateTime, parseArgs, parseInput, recordId, slug } from './argument-checks.js';
import { InvalidInputError } from './errors.js';
import type { ViewerContext } from './service-context.js';

/** The most a code may take off a seat, in cents: a typo of a few zeros is caught rather than stored. */
const MAX_DISCOUNT_CENTS = 100_000;
const count = (max: number) => z.number().int({ error: 'AT_LEAST_ONE' }).min(1, { error: 'AT_LEAST_ONE' }).max(max, { error: 'OUT_OF_RANGE' });

const common = {
  code: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, { error: 'INVALID_PROMO_CODE' })),
  maxUses: count(1_000_000).nullish(),
  perPersonLimit: count(1_000).nullish(),
  validFrom: dateTime.nullish(),
  validUntil: dateTime.nullish(),
  eventSlugs: z.array(slug).max(100, { error: 'TOO_MANY' }).nullish(),
};

const promoCodeInput = z
  .discriminatedUnion('discountKind', [
    z.object({ discountKind: z.literal('PERCENT'), percent: z.number({ error: 'REQUIRED' }).int({ error: 'PERCENT_OUT_OF_RANGE' }).min(1, { error: 'PERCENT_OUT_OF_RANGE' }).max(100, { error: 'PERCENT_OUT_OF_RANGE' }), ...common }),
    z.object({
      discountKind: z.literal('AMOUNT'),
      amountCents: z.number({ error: 'REQUIRED' }).int({ error: 'DISCOUNT_TOO_SMALL' }).min(100, { error: 'DISCOUNT_TOO_SMALL' }).max(MAX_DISCOUNT_CENTS, { error: 'OUT_OF_RANGE' }),
      ...common,
    }),
  ])
  .refine((input) => !input.validFrom || !input.validUntil || input.validUntil.getTime() > input.validFrom.getTime(), {
    error: 'ENDS_BEFORE_START',
    path: ['validUntil'],
  });

function promoCodeOf(input: z.output<typeof promoCodeInput>, ownerUid: string | null, createdBy: string, now: Date): PromoCodeRecord {
  return {
    key: promoKey(ownerUid ?? SITE_SCOPE, input.code),
    code: input.code,
    ownerUid,
    createdBy,
    discount: input.discountKind === 'PERCENT' ? { kind: 'PERCENT', percent: input.percent } : { kind: 'AMOUNT', cents: input.amountCents },
    maxUses: input.maxUses ?? null,
    perPersonLimit: input.perPersonLimit ?? 1,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    eventSlugs: [...new Set(input.eventSlugs ?? [])],
    active: true,
    uses: [],
    createdAt: now,
    updatedAt: now,
  };
}

/** A code whose validity ended before it was made would never apply: refused, like the other mistakes of the form. */
function assertNotOver(record: PromoCodeRecord, now: Date): void {
  if (record.validUntil && record.validUntil.getTime() <= now.getTime()) {
    throw new InvalidInputError('Invalid input: input.validUntil IN_THE_PAST.', [{ field: 'input.validUntil', code: 'IN_THE_PAST' }]);
  }
}

async function stored(ctx: ViewerContext, record: PromoCodeRecord): Promise<PromoCodeRecord> {
  assertNotOver(record, ctx.now);
  // The store refuses a key that exists (CODE_TAKEN): the same code twice in one scope would be ambiguous at checkout.
  await ctx.store.promoCodes.create(record);
  return record;
}

/**
 * An organiser creates a code for their paid courses (all of them, or those named). Only while their payout account
 * takes payments: the discount lowers what they are paid, which only an account that sells can carry.
 */
export async function createPromoCode(ctx: ViewerContext, input: unknown): Promise<PromoCodeRecord> {
  const viewer = requireViewer(ctx.viewer);
  const parsed = parseInput(promoCodeInput, input, 'input');
  if (!canTakePayments(await ctx.store.payouts.account(viewer.uid))) {
    throw new ConflictError('PAYMENTS_NOT_ENABLED', 'Promo codes are for organisers whose payout account takes payments (/app/payouts).');
  }
  const record = promoCodeOf(parsed, viewer.uid, viewer.uid, ctx.now);
  if (record.eventSlugs.length > 0) {
    const events = await ctx.store.events.getBySlugs(record.eventSlugs);
    if (events.some((event) => !event || event.ownerUid !== viewer.uid || !isPaidEvent(event))) {
      throw new InvalidInputError('Invalid input: input.eventSlugs NOT_YOUR_PAID_COURSE.', [{ field: 'input.eventSlugs', code: 'NOT_YOUR_PAID_COURSE' }]);
    }
  }
  return stored(ctx, record);
}

/** The editors create a site-wide code, for every paid course; the platform pays the organisers the difference. */
export async function createSitePromoCode(ctx: ViewerContext, input: unknown): Promise<PromoCodeRecord> {
  const viewer = requireViewer(ctx.viewer);
  assertCan(isEditor(viewer), 'create site-wide promo codes');
  const parsed = parseInput(promoCodeInput, input, 'input');
  const record = promoCodeOf(parsed, null, viewer.uid, ctx.now);
  if (record.eventSlugs.length > 0) {
    const events = await ctx.store.events.getBySlugs(record.eventSlugs);
    if (events.some((event) => !event || !isPaidEvent(event))) {
      throw new InvalidInputError('Invalid input: input.eventSlugs NOT_A_PAID_COURSE.', [{ field: 'input.eventSlugs', code: 'NOT_A_PAID_COURSE' }]);
    }
  }
  return stored(ctx, record);
}

/** The viewer's own codes, newest first. */
export async function viewerPromoCodes(ctx: ViewerContext): Promise<PromoCodeRecord[]> {
  return ctx.store.promoCodes.byOwner(requireViewer(ctx.viewer).uid);
}

/** The site-wide codes, newest first (editors). */
export async function sitePromoCodes(ctx: ViewerContext): Promise<PromoCodeRecord[]> {
  assertCan(isEditor(requireViewer(ctx.viewer)), 'list site-wide promo codes');
  return ctx.store.promoCodes.byOwner(null);
}

/**
 * Switches a code off (no further order may use it; the uses made stay) or on again: its organiser, or the editors
 * for a site-wide code. Someone else's code is answered as unknown.
 */
export async function setPromoCodeActive(ctx: ViewerContext, args: { id: string; active: boolean }): Promise<PromoCodeRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ id: recordId, active: z.boolean() }), args);
  const record = await ctx.store.promoCodes.get(input.id);
  const mayChange = record !== null && (record.ownerUid === null ? isEditor(viewer) : record.ownerUid === viewer.uid);
  if (!record || !mayChange) throw new NotFoundError(`There is no promo code "${input.id}".`);
  return ctx.store.promoCodes.update(record.key, (current) => ({ ...current, active: input.active, updatedAt: ctx.now }), ctx.now);
}
