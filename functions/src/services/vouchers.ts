// Gift vouchers as people and editors see and act on them (decision 054): what can be bought, buying one (the
// purchase made, then the provider's checkout opened), withdrawing from a paid, unused one, a person's vouchers and
// one voucher, a balance looked up by its code (throttled: codes are secrets), and the editors' list. What happens to a
// purchase afterwards (paid, refunded, mailed to the recipient) is voucher-changes.ts'.
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isPaidEvent } from '../domain/payments.js';
import type { EventRecord, Locale } from '../domain/records.js';
import { ConflictError, NotFoundError } from '../domain/repositories.js';
import { daysBetween, isLocalDate, localDate, SITE_TIME_ZONE, startOfLocalDay } from '../domain/time.js';
import { formatVoucherCode, newVoucherCode, normalizeVoucherCode } from '../domain/voucher-codes.js';
import {
  RECIPIENT_NAME_MAX,
  VOUCHER_AMOUNTS_CENTS,
  VOUCHER_CURRENCY,
  VOUCHER_MAX_CENTS,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_MIN_CENTS,
  VOUCHER_SEND_AHEAD_DAYS,
  VOUCHER_VALID_YEARS,
  VOUCHER_WITHDRAWAL_DAYS,
  voucherValidUntil,
  withdrawalRefusal,
  type VoucherDelivery,
  type VoucherEntry,
  type VoucherRecord,
} from '../domain/vouchers.js';
import { isValidEmail, normalizeEmail } from '../identity/secrets.js';
import { assertCan, isEditor, requireViewer } from './access.js';
import { InvalidInputError } from './errors.js';
import { parseArgs, parseInput, recordId, slug } from './argument-checks.js';
import { provider } from './order-changes.js';
import { formatAmount } from './order-mails.js';
import { pageOffset, pageSize } from './pagination.js';
import type { ServiceContext, ViewerContext } from './service-context.js';
import { voucherCodeThrottle } from './throttle.js';
import { changeVoucher, VOUCHER_CHECKOUT_MS } from './voucher-changes.js';
import { voucherLink } from './voucher-mails.js';

/** What can be bought: the amounts offered, the limits of a typed one, how long a voucher lasts, the withdrawal period. */
export const voucherOffer = () => ({
  amountsCents: [...VOUCHER_AMOUNTS_CENTS],
  minCents: VOUCHER_MIN_CENTS,
  maxCents: VOUCHER_MAX_CENTS,
  currency: VOUCHER_CURRENCY,
  validYears: VOUCHER_VALID_YEARS,
  withdrawalDays: VOUCHER_WITHDRAWAL_DAYS,
});

/** A new purchase draws its code again when the drawn one exists (85 random bits: practically never). */
const CODE_DRAWS = 5;

const buyInput = z
  .object({
    kind: z.enum(['VALUE', 'COURSE'], { error: 'INVALID_CHOICE' }),
    amountCents: z.number({ error: 'INVALID_VOUCHER_AMOUNT' }).nullish(),
    courseSlug: slug.nullish(),
    recipientName: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(RECIPIENT_NAME_MAX, { error: 'TOO_LONG' }),
    message: z.string().trim().max(VOUCHER_MESSAGE_MAX, { error: 'TOO_LONG' }).nullish(),
    delivery: z.enum(['BUYER', 'RECIPIENT'], { error: 'INVALID_CHOICE' }),
    recipientEmail: z.string().trim().max(254, { error: 'INVALID_EMAIL' }).nullish(),
    sendOn: z.string().trim().nullish(),
  })
  // The fields one choice needs are checked even when another field is wrong, so that the form shows every problem.
  .superRefine(
    (input, ctx) => {
      const problem = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (input.kind === 'VALUE') {
        const cents = input.amountCents;
        if (cents === null || cents === undefined) problem('amountCents', 'REQUIRED');
        else if (!Number.isInteger(cents) || cents % 100 !== 0 || cents < VOUCHER_MIN_CENTS || cents > VOUCHER_MAX_CENTS) problem('amountCents', 'INVALID_VOUCHER_AMOUNT');
      }
      if (input.kind === 'COURSE' && !input.courseSlug) problem('courseSlug', 'REQUIRED');
      if (input.delivery === 'RECIPIENT') {
        if (!input.recipientEmail) problem('recipientEmail', 'REQUIRED');
        else if (typeof input.recipientEmail === 'string' && !isValidEmail(normalizeEmail(input.recipientEmail))) problem('recipientEmail', 'INVALID_EMAIL');
        if (!input.sendOn) problem('sendOn', 'REQUIRED');
        else if (typeof input.sendOn !== 'string' || !isLocalDate(input.sendOn)) problem('sendOn', 'INVALID_SEND_DATE');
      }
    },
    { when: () => true },
  );

export type BuyVoucherInput = z.input<typeof buyInput>;

/** A problem of one field of the purchase's form, found after its parsing. */
const fieldProblem = (field: string, code: string) => new InvalidInputError(`Invalid input: input.${field} ${code}.`, [{ field: `input.${field}`, code }]);

/** The course a COURSE voucher is bought as: published, paid, not cancelled, and priced in the vouchers' currency. */
async function courseForSale(ctx: ViewerContext, courseSlug: string): Promise<EventRecord> {
  const course = await ctx.loaders.event.load(courseSlug);
  if (!course || !course.published || !isPaidEvent(course) || course.status === 'CANCELLED' || course.price.currency.toUpperCase() !== VOUCHER_CURRENCY) {
    throw fieldProblem('courseSlug', 'COURSE_NOT_FOR_SALE');
  }
  return course;
}

/** Who receives it: the buyer, or the recipient by mail from 00:00 (Vienna) of the day chosen, within a year from today. */
function deliveryOf(input: z.output<typeof buyInput>, now: Date): VoucherDelivery {
  if (input.delivery === 'BUYER') return { kind: 'BUYER' };
  const sendOn = input.sendOn!;
  const ahead = daysBetween(localDate(now, SITE_TIME_ZONE), sendOn);
  if (ahead < 0 || ahead > VOUCHER_SEND_AHEAD_DAYS) throw fieldProblem('sendOn', 'INVALID_SEND_DATE');
  return { kind: 'RECIPIENT', email: normalizeEmail(input.recipientEmail!), sendOn: startOfLocalDay(sendOn, SITE_TIME_ZONE) };
}

/** What the checkout says is bought, in the buyer's language. */
function checkoutDescription(voucher: VoucherRecord, course: EventRecord | null): string {
  if (course) return voucher.locale === 'en' ? `Gift voucher: ${course.title.en ?? course.title.de}` : `Geschenkgutschein: ${course.title.de}`;
  const amount = formatAmount(voucher.valueCents, voucher.currency, voucher.locale);
  return voucher.locale === 'en' ? `Gift voucher for ${amount}` : `Geschenkgutschein über ${amount}`;
}

/**
 * Buys a voucher: the purchase is stored AWAITING_PAYMENT with a fresh code (drawn again if taken), then the provider's
 * checkout opened for its price into the platform's account (the platform sells vouchers; no organiser is paid). A
 * provider failing in between leaves the purchase without a checkout, which the sweep ends; the buyer starts again.
 */
export async function buyVoucher(ctx: ViewerContext & Pick<ServiceContext, 'locale'>, args: { input: BuyVoucherInput }): Promise<{ voucher: VoucherRecord; checkoutUrl: string }> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseInput(buyInput, args.input, 'input');
  const course = input.kind === 'COURSE' ? await courseForSale(ctx, input.courseSlug!) : null;
  const delivery = deliveryOf(input, ctx.now);
  const payments = provider(ctx);
  const valueCents = course ? course.price.amountCents : input.amountCents!;
  let voucher: VoucherRecord | null = null;
  for (let draw = 1; !voucher; draw++) {
    const candidate: VoucherRecord = {
      id: `gift-${randomUUID()}`,
      code: newVoucherCode((size) => randomInt(size)),
      kind: input.kind,
      ...(course ? { courseSlug: course.slug } : {}),
      valueCents,
      balanceCents: 0,
      currency: VOUCHER_CURRENCY,
      status: 'AWAITING_PAYMENT',
      buyerUid: viewer.uid,
      buyerEmail: viewer.email,
      ...(viewer.profile.name.trim() ? { buyerName: viewer.profile.name.trim() } : {}),
      locale: ctx.locale,
      recipientName: input.recipientName,
      message: input.message ?? '',
      delivery,
      validUntil: voucherValidUntil(ctx.now),
      refundAttempts: 0,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      entries: [],
      log: [{ at: ctx.now, note: 'bought' }],
    };
    try {
      await ctx.store.vouchers.create(candidate);
      voucher = candidate;
    } catch (error) {
      if (!(error instanceof ConflictError && error.code === 'CODE_TAKEN') || draw >= CODE_DRAWS) throw error;
    }
  }
  // Back to the buyer's page of the voucher, paid or not.
  const back = voucherLink(voucher);
  const session = await payments.createCheckout(
    {
      orderId: voucher.id,
      amountCents: voucher.valueCents,
      currency: voucher.currency,
      description: checkoutDescription(voucher, course),
      customerEmail: viewer.email,
      locale: voucher.locale,
      successUrl: `${back}?result=returned`,
      cancelUrl: `${back}?result=cancelled`,
      holdUntil: new Date(ctx.now.getTime() + VOUCHER_CHECKOUT_MS),
      mode: 'payment',
    },
    `voucher-checkout-${voucher.id}`,
  );
  const { voucher: opened } = await ctx.store.vouchers.change(
    voucher.id,
    { kind: 'CHECKOUT_OPENED', provider: payments.name, sessionId: session.id, checkoutUrl: session.url },
    ctx.now,
    {},
    () => [],
  );
  return { voucher: opened, checkoutUrl: opened.checkoutUrl ?? session.url };
}

/** The voucher with this id if the viewer bought it or is an editor, else null. */
async function visibleVoucher(ctx: ViewerContext, id: string): Promise<VoucherRecord | null> {
  const viewer = requireViewer(ctx.viewer);
  const [voucher] = await ctx.store.vouchers.getByIds([id]);
  return voucher && (voucher.buyerUid === viewer.uid || isEditor(viewer)) ? voucher : null;
}

/** One voucher the viewer bought (editors: any), or null. */
export async function voucherForViewer(ctx: ViewerContext, args: { id: string }): Promise<VoucherRecord | null> {
  return visibleVoucher(ctx, parseArgs(z.object({ id: recordId }), args).id);
}

/** The vouchers the viewer bought, newest first. */
export async function viewerVouchers(ctx: ViewerContext): Promise<VoucherRecord[]> {
  return ctx.store.vouchers.byBuyer(requireViewer(ctx.viewer).uid);
}

/**
 * The buyer withdraws from a paid voucher nobody used, within the withdrawal period: it can no longer be redeemed, and
 * the price is refunded at once (the sweep retries a refund that failed). WITHDRAWAL_NOT_POSSIBLE otherwise.
 */
export async function withdrawVoucher(ctx: ViewerContext, args: { id: string }): Promise<VoucherRecord> {
  const viewer = requireViewer(ctx.viewer);
  const { id } = parseArgs(z.object({ id: recordId }), args);
  const voucher = await visibleVoucher(ctx, id);
  if (!voucher) throw new NotFoundError(`There is no voucher "${id}".`);
  assertCan(voucher.buyerUid === viewer.uid, 'withdraw from this voucher');
  const refusal = withdrawalRefusal(voucher, ctx.now);
  if (refusal) throw new ConflictError('WITHDRAWAL_NOT_POSSIBLE', `Voucher ${id} cannot be withdrawn from: ${refusal}`);
  // Without a provider nothing changes: the refund could not be made.
  provider(ctx);
  const result = await changeVoucher(ctx, voucher, { kind: 'WITHDRAW' });
  if (!result.changed) throw new ConflictError('WITHDRAWAL_NOT_POSSIBLE', `Voucher ${id} is ${result.voucher.status}`);
  return result.voucher;
}

/**
 * A voucher's balance by its code, for anyone holding it; null for a code no voucher has. Every wrong code (a typo the
 * check character catches, or an unknown one) counts against the viewer and the client address (voucherCodeThrottle),
 * so that codes cannot be guessed here.
 */
export async function voucherBalance(ctx: Pick<ServiceContext, 'store' | 'now' | 'viewer' | 'clientAddress'>, args: { code: string }): Promise<VoucherRecord | null> {
  const input = parseArgs(z.object({ code: z.string().max(100, { error: 'must be at most 100 characters long' }) }), args);
  const keys = [`client:${ctx.clientAddress}`, ...(ctx.viewer ? [`account:${ctx.viewer.uid}`] : [])];
  await voucherCodeThrottle.check(ctx.store, keys, ctx.now);
  const code = normalizeVoucherCode(input.code);
  const voucher = code ? await ctx.store.vouchers.byCode(code) : null;
  if (voucher) return voucher;
  await voucherCodeThrottle.count(ctx.store, keys, ctx.now);
  if (!code) throw new ConflictError('INVALID_CODE', 'This is not a voucher code (a character is mistyped or missing).');
  return null;
}

const listArgs = z.object({ first: pageSize(50), offset: pageOffset });

/** The editors' list of every voucher, newest first. */
export async function listVouchers(ctx: ViewerContext, args: z.input<typeof listArgs>): Promise<{ vouchers: VoucherRecord[]; totalCount: number }> {
  assertCan(isEditor(requireViewer(ctx.viewer)), 'list vouchers');
  const { first, offset } = parseArgs(listArgs, args);
  const page = await ctx.store.vouchers.list({ first, offset });
  return { vouchers: page.items, totalCount: page.totalCount };
}

/** A paid voucher's code as printed, for its buyer and editors; null before it is paid (nobody may use it yet). */
export function voucherCode(ctx: Pick<ServiceContext, 'viewer'>, voucher: VoucherRecord): string | null {
  const mayRead = ctx.viewer && (ctx.viewer.uid === voucher.buyerUid || isEditor(ctx.viewer));
  return mayRead && voucher.paidAt ? formatVoucherCode(voucher.code) : null;
}

/** Where a paid voucher's PDF is downloaded (its buyer, signed in), on the pages of `locale`; null unless it is ACTIVE. */
export const voucherPdfPath = (voucher: VoucherRecord, locale: Locale = 'de'): string | null =>
  voucher.paidAt && voucher.status === 'ACTIVE' ? `${locale === 'en' ? '/en' : ''}/vouchers/${encodeURIComponent(voucher.id)}.pdf` : null;

/** Until when the buyer may withdraw from a paid voucher that nobody used; null when that is not (or no longer) so. */
export function withdrawableUntil(voucher: VoucherRecord, now: Date): Date | null {
  const refusal = withdrawalRefusal(voucher, now);
  return voucher.paidAt && (refusal === null || refusal === 'PERIOD_OVER') ? new Date(voucher.paidAt.getTime() + VOUCHER_WITHDRAWAL_DAYS * 86_400_000) : null;
}

/** The recipient's day as the buyer chose it (Vienna), YYYY-MM-DD. */
export const sendOnDay = (voucher: VoucherRecord): string | null => (voucher.delivery.kind === 'RECIPIENT' ? localDate(voucher.delivery.sendOn, SITE_TIME_ZONE) : null);

/** The course a use of the voucher paid a seat of; null when it is gone. */
export async function voucherUseEvent(ctx: Pick<ServiceContext, 'store' | 'loaders'>, entry: VoucherEntry): Promise<EventRecord | null> {
  const [order] = await ctx.store.orders.getByIds([entry.orderId]);
  return order ? ctx.loaders.event.load(order.eventSlug) : null;
}
