// Paid seats: opening a checkout for an order, what the provider's verified events do to it, the sweep that ends
// holds, reconciles payments whose webhook never came and retries refunds, and refunds by editors or for a
// cancelled event. The store applies every change in one transaction (OrderRepository.change); this service talks to
// the provider around those transactions, never inside them, so a provider call that fails leaves a state the sweep
// finishes: nothing is lost when a server dies between the provider's confirmation and the booking's update.
import { z } from 'zod';
import { venuePlace } from '../domain/formats.js';
import { PaymentProviderError, type PaymentProvider, type ProviderEvent } from '../domain/payment-provider.js';
import { DEMO_PROVIDER, eventCancelledReason, isHolding, ORDER_STATUS_GROUPS, type OrderChange, type OrderRecord, type OrderStatusGroup } from '../domain/payments.js';
import type { EventRecord, Locale, MailRecord, ProfileRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type OrderChangeResult, type Store, type WriteOp } from '../domain/repositories.js';
import { assertCan, canEditEvent, isEditor, requireViewer } from './access.js';
import { parseArgs, recordId } from './argument-checks.js';
import { MAX_OFFSET, pageSize } from './pagination.js';
import { announceChanged } from './live.js';
import { radarOnSeatFreed } from './radar.js';
import { composeMail, pageUrl } from './mail.js';
import { formatWhen, type PaymentMail } from './mail-templates.js';
import type { PeopleContext } from './profiles.js';

/** What the payment work needs outside a request (webhooks, the sweep): the store, the provider, a clock. */
export interface PaymentDeps {
  store: Store;
  payments: PaymentProvider;
  now: Date;
  /** Live updates of seat counts; absent in the sweep of tests. */
  live?: PeopleContext['live'];
}

type PaymentsContext = PeopleContext & { payments?: PaymentProvider };

/** A checkout that has not been paid for a while after opening is asked about at the provider (its webhook may be lost). */
const RECONCILE_AFTER_MS = 2 * 60_000;
const SWEEP_BATCH = 100;

function provider(ctx: PaymentsContext): PaymentProvider {
  if (!ctx.payments) throw new PaymentProviderError('No payment provider configured');
  return ctx.payments;
}

export const orderLink = (orderId: string, locale: Locale) => pageUrl(`/payment?order=${encodeURIComponent(orderId)}`, locale);

/** The viewer's order; editors may read any. */
export async function orderForViewer(ctx: PeopleContext, args: { id: string }): Promise<OrderRecord> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseArgs(z.object({ id: recordId }), args);
  const [order] = await ctx.store.orders.getByIds([input.id]);
  if (!order || (order.uid !== viewer.uid && !isEditor(viewer))) throw new NotFoundError(`There is no order "${input.id}".`);
  return order;
}

export async function viewerOrders(ctx: PeopleContext): Promise<OrderRecord[]> {
  const viewer = requireViewer(ctx.viewer);
  return ctx.store.orders.byUser(viewer.uid);
}

/**
 * Opens the provider's checkout for the viewer's held seat, or answers the one already open. The session's id and
 * URL are written to the order after the provider answered; a crash in between leaves the order RESERVED, and the
 * same idempotency key gets the same session when the person tries again.
 */
export async function startCheckout(ctx: PaymentsContext, args: { orderId: string }): Promise<{ order: OrderRecord; checkoutUrl: string }> {
  const viewer = requireViewer(ctx.viewer);
  const order = await orderForViewer(ctx, { id: args.orderId });
  assertCan(order.uid === viewer.uid, 'pay for this order');
  if (!isHolding(order.status)) throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${order.status}`);
  if (order.holdUntil.getTime() <= ctx.now.getTime()) throw new ConflictError('EVENT_CLOSED', `The hold of order ${order.id} has ended`);
  const event = await ctx.loaders.event.load(order.eventSlug);
  if (!event) throw new NotFoundError(`There is no event "${order.eventSlug}".`);
  // A cancelled event's holds are being ended (a payment that slipped through would only be refunded).
  if (event.status === 'CANCELLED') throw new ConflictError('EVENT_CLOSED', `The event of order ${order.id} is cancelled`);
  if (order.status === 'AWAITING_PAYMENT' && order.checkoutUrl) return { order, checkoutUrl: order.checkoutUrl };
  const locale = viewer.profile.locale;
  const back = orderLink(order.id, locale);
  const session = await provider(ctx).createCheckout(
    {
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      description: (locale === 'en' ? event.title.en : undefined) ?? event.title.de,
      customerEmail: viewer.email,
      locale,
      successUrl: `${back}&result=returned`,
      cancelUrl: `${back}&result=cancelled`,
      holdUntil: order.holdUntil,
      mode: 'payment',
    },
    `checkout-${order.id}`,
  );
  const { order: opened } = await ctx.store.orders.change(
    order.id,
    { kind: 'CHECKOUT_OPENED', provider: provider(ctx).name, sessionId: session.id, checkoutUrl: session.url },
    ctx.now,
    {},
    () => [],
  );
  return { order: opened, checkoutUrl: opened.checkoutUrl ?? session.url };
}

/** The viewer gives up a held seat: the order is cancelled, the seat goes to the waitlist, the checkout is ended. */
export async function cancelCheckout(ctx: PaymentsContext, args: { orderId: string }): Promise<OrderRecord> {
  const viewer = requireViewer(ctx.viewer);
  const order = await orderForViewer(ctx, { id: args.orderId });
  assertCan(order.uid === viewer.uid || isEditor(viewer), 'cancel this order');
  if (!isHolding(order.status)) throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${order.status}`);
  const deps = { store: ctx.store, payments: provider(ctx), now: ctx.now, live: ctx.live };
  // Ended at the provider first: a payment made meanwhile completes the order instead (and keeps the seat).
  if (order.sessionId) {
    const state = await deps.payments.expireSession(order.sessionId);
    if (state.paid && state.paymentId) {
      return (await applyChange(deps, order, { kind: 'PAID', paymentId: state.paymentId, amountCents: state.amountCents ?? -1, currency: state.currency ?? '' })).order;
    }
  }
  return (await applyChange(deps, order, { kind: 'CANCEL' })).order;
}

/**
 * An editor refunds a paid order, with a reason the person reads; the seat is freed. A refund that failed for good
 * (REFUND_FAILED) is tried again the same way: the reason then goes to the order's log, the person is not mailed twice.
 */
export async function refundOrder(ctx: PaymentsContext, args: { orderId: string; reason: string }): Promise<OrderRecord> {
  const viewer = requireViewer(ctx.viewer);
  assertCan(isEditor(viewer), 'refund orders');
  const input = parseArgs(z.object({ orderId: recordId, reason: z.string().trim().min(3, { error: 'REQUIRED' }).max(500, { error: 'TOO_LONG' }) }), args);
  const order = await orderForViewer(ctx, { id: input.orderId });
  if (order.status !== 'COMPLETED' && order.status !== 'REFUND_FAILED') throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${order.status}`);
  const deps = { store: ctx.store, payments: provider(ctx), now: ctx.now, live: ctx.live };
  const change: OrderChange = order.status === 'REFUND_FAILED' ? { kind: 'RETRY_REFUND', note: input.reason } : { kind: 'REFUND', reason: input.reason };
  const result = await applyChange(deps, order, change);
  if (!result.changed) throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${result.order.status}`);
  return (await refundNow(deps, result.order)) ?? result.order;
}

const orderListArgs = z.object({
  first: pageSize(50),
  offset: z
    .number()
    .int({ error: 'must be an integer' })
    .min(0, { error: `must be between 0 and ${MAX_OFFSET}` })
    .max(MAX_OFFSET, { error: `must be between 0 and ${MAX_OFFSET}` })
    .nullish()
    .transform((value) => value ?? 0),
  status: z.enum(Object.keys(ORDER_STATUS_GROUPS) as [OrderStatusGroup, ...OrderStatusGroup[]]).nullish(),
});

/** The editors' list of orders, newest first: all, or one group of states (open, paid, refunds, ended). */
export async function listOrders(ctx: PeopleContext, args: z.input<typeof orderListArgs>): Promise<{ orders: OrderRecord[]; totalCount: number }> {
  const viewer = requireViewer(ctx.viewer);
  assertCan(isEditor(viewer), 'list orders');
  const { first, offset, status } = parseArgs(orderListArgs, args);
  const page = await ctx.store.orders.list(status ? { statuses: ORDER_STATUS_GROUPS[status] } : {}, { first, offset });
  return { orders: page.items, totalCount: page.totalCount };
}

/** Why a person's own cancellation before the event's deadline refunds their order (the refund mail says so). */
export const BOOKING_CANCELLED = 'BOOKING_CANCELLED';

/**
 * The person cancelled a paid booking before the event's cancellation deadline: the order goes to REFUND_PENDING
 * with the booking cancelled and the seat freed (one transaction), then is refunded at once; a failed refund is
 * retried by the sweep, and the order's idempotency key keeps it to one refund.
 */
export async function refundCancelledBooking(deps: PaymentDeps, order: OrderRecord): Promise<OrderRecord> {
  const result = await applyChange(deps, order, { kind: 'REFUND', reason: BOOKING_CANCELLED });
  if (!result.changed) throw new ConflictError('WRONG_STATE', `Order ${order.id} is ${result.order.status}`);
  return (await refundNow(deps, result.order)) ?? result.order;
}

/**
 * The write op that moves every paid order of a cancelled `event` to REFUND_PENDING with the refund mail, for the
 * cancellation's own Store.write (event-cancellation.ts): written with the event's cancellation, no crash leaves a
 * payer unrefunded, as the sweep retries every REFUND_PENDING order. Null for an event without orders.
 */
export async function refundPaidOrdersOp(deps: { store: Store; now: Date }, event: EventRecord, reason: string): Promise<WriteOp | null> {
  const orders = await deps.store.orders.byEvent(event.slug);
  if (orders.length === 0) return null;
  // Every person with an order: one whose hold is paid just before the write is refunded in it too.
  const mails = await orderMails(deps, event, orders.map((order) => order.uid));
  return { refundPaidOrders: event.slug, reason: eventCancelledReason(reason), at: deps.now, mails };
}

/**
 * Finishes a cancelled event's money at once rather than at the sweep's next runs: refunds its REFUND_PENDING orders
 * (the cancellation's write moved its paid ones there) and ends its unpaid holds, at the provider first (a payment
 * that got there first is refunded: the event is cancelled). Refunds carry the order's idempotency key, so a sweep
 * running at the same time refunds nobody twice. Answers how many orders it refunded.
 */
export async function settleCancelledEvent(deps: PaymentDeps, eventSlug: string): Promise<{ refunded: number }> {
  let refunded = 0;
  for (const order of await deps.store.orders.byEvent(eventSlug)) {
    if (order.status === 'REFUND_PENDING') {
      if ((await refundNow(deps, order))?.status === 'REFUNDED') refunded++;
    } else if (isHolding(order.status)) {
      await expireHold(deps, order);
    }
  }
  return { refunded };
}

/** Applies a verified provider event (the webhook handler calls this): each event id once. */
export async function applyProviderEvent(deps: PaymentDeps, event: ProviderEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const orderId = event.session.orderId;
  const [order] = orderId ? await deps.store.orders.getByIds([orderId]) : [null];
  if (!order) return 'ignored';
  let change: OrderChange;
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    // A completed session whose payment is still pending (a bank transfer) is paid later by async_payment_succeeded.
    if (!event.session.paid || !event.session.paymentId) return 'ignored';
    change = { kind: 'PAID', paymentId: event.session.paymentId, amountCents: event.session.amountCents ?? -1, currency: event.session.currency ?? '' };
  } else if (event.type === 'checkout.session.expired') {
    if (order.sessionId !== event.session.id) return 'ignored';
    change = { kind: 'EXPIRE' };
  } else {
    return 'ignored';
  }
  const result = await applyChange(deps, order, change, event.id);
  if (result.duplicateEvent) return 'duplicate';
  if (result.changed && result.order.status === 'REFUND_PENDING') await refundNow(deps, result.order);
  return 'applied';
}

/**
 * The payment sweep (every minute on `npm start`, on a schedule in Cloud Functions): ends holds that ran out (at the
 * provider first, so that nobody pays for a released seat; a payment that got there first completes the order),
 * asks the provider about open checkouts whose webhook may be lost, and retries pending refunds.
 */
export async function sweepPayments(deps: PaymentDeps): Promise<{ expired: number; reconciled: number; refunded: number; failed: number }> {
  const counts = { expired: 0, reconciled: 0, refunded: 0, failed: 0 };
  const now = deps.now.getTime();
  for (const order of await deps.store.orders.inStatus(['RESERVED', 'AWAITING_PAYMENT'], SWEEP_BATCH)) {
    try {
      if (order.holdUntil.getTime() <= now) {
        const outcome = await expireHold(deps, order);
        if (outcome === 'expired') counts.expired++;
        if (outcome === 'paid') counts.reconciled++;
      } else if (order.sessionId && now - order.updatedAt.getTime() >= RECONCILE_AFTER_MS) {
        const state = await deps.payments.getSession(order.sessionId);
        if (state.paid && state.paymentId) {
          await applyChange(deps, order, { kind: 'PAID', paymentId: state.paymentId, amountCents: state.amountCents ?? -1, currency: state.currency ?? '' });
          counts.reconciled++;
        }
      }
    } catch (error) {
      counts.failed++;
      console.warn(`Payment sweep: order ${order.id}:`, (error as Error).message);
    }
  }
  for (const order of await deps.store.orders.inStatus(['REFUND_PENDING'], SWEEP_BATCH)) {
    const done = await refundNow(deps, order);
    if (done?.status === 'REFUNDED') counts.refunded++;
    else counts.failed++;
  }
  return counts;
}

/** Ends a hold: the provider's session first; a payment already taken completes (or refunds) the order instead. */
async function expireHold(deps: PaymentDeps, order: OrderRecord): Promise<'expired' | 'paid'> {
  if (order.sessionId) {
    const state = await deps.payments.expireSession(order.sessionId);
    if (state.paid && state.paymentId) {
      const result = await applyChange(deps, order, { kind: 'PAID', paymentId: state.paymentId, amountCents: state.amountCents ?? -1, currency: state.currency ?? '' });
      if (result.order.status === 'REFUND_PENDING') await refundNow(deps, result.order);
      return 'paid';
    }
  }
  await applyChange(deps, order, { kind: 'EXPIRE' });
  return 'expired';
}

/** Refunds a REFUND_PENDING order through the provider (idempotent per order); a failure counts one attempt. */
async function refundNow(deps: PaymentDeps, order: OrderRecord): Promise<OrderRecord | null> {
  if (order.status !== 'REFUND_PENDING' || !order.paymentId) return null;
  // The demo's orders were paid at no provider: theirs would refuse a payment it never saw, again and again.
  if (order.provider === DEMO_PROVIDER) return (await applyChange(deps, order, { kind: 'REFUNDED', refundId: `${order.id}-refund` })).order;
  try {
    const refund = await deps.payments.refund(order.paymentId, order.amountCents, `refund-${order.id}`);
    return (await applyChange(deps, order, { kind: 'REFUNDED', refundId: refund.id })).order;
  } catch (error) {
    console.warn(`Refund of order ${order.id} failed:`, (error as Error).message);
    return (await applyChange(deps, order, { kind: 'REFUND_ATTEMPT_FAILED', error: (error as Error).message })).order;
  }
}

/**
 * One order change through the store, with the mails it causes composed from its outcome in each person's language:
 * the receipt, a hold ended, a refund, a seat offered to the next person waiting.
 */
async function applyChange(deps: PaymentDeps, order: OrderRecord, change: OrderChange, providerEventId?: string): Promise<OrderChangeResult> {
  const [event] = await deps.store.events.getBySlugs([order.eventSlug]);
  const waiting = event ? (await deps.store.bookings.byEvent(event.slug)).filter((b) => b.status === 'WAITLISTED').slice(0, 1) : [];
  const mails = await orderMails(deps, event ?? null, [order.uid, ...waiting.map((b) => b.uid)]);
  const result = await deps.store.orders.change(order.id, change, deps.now, providerEventId ? { providerEventId } : {}, mails);
  if (result.changed && deps.live && (result.seatsDelta || result.promoted || result.booking?.status === 'CANCELLED')) {
    await announceChanged({ store: deps.store, live: deps.live }, order.eventSlug);
    // A seat of a full course is free again (a hold ended, a refund): the Radar tells whoever looks for one.
    if (result.seatsDelta > 0 && event?.seatsLeft === 0) await radarOnSeatFreed({ store: deps.store, live: deps.live }, order.eventSlug, deps.now);
  }
  return result;
}

/**
 * The mails an order change of `event` causes, composed from its outcome in each person's language (the people of
 * `uids`: the order's and whoever may move up; others get none): the receipt, a hold ended, a refund (once, when it
 * starts), a seat offered to the next person waiting.
 */
async function orderMails(deps: { store: Store; now: Date }, event: EventRecord | null, uids: readonly string[]): Promise<(result: OrderChangeResult) => MailRecord[]> {
  const people = new Map<string, ProfileRecord>();
  for (const profile of await deps.store.profiles.getByUids([...new Set(uids)])) if (profile) people.set(profile.uid, profile);
  const venue = event ? (await deps.store.venues.getBySlugs([event.venueSlug]))[0] : null;
  const place = venuePlace(venue);

  const about = (person: ProfileRecord, of: OrderRecord): PaymentMail | null =>
    event
      ? {
          name: person.name,
          title: (person.locale === 'en' ? event.title.en : undefined) ?? event.title.de,
          starts: event.sessions.map((session) => session.startsAt),
          timeZone: event.timeZone,
          place,
          link: pageUrl(`/events/${event.slug}`, person.locale),
          amount: formatAmount(of.amountCents, of.currency, person.locale),
          orderLink: orderLink(of.id, person.locale),
        }
      : null;
  return (result: OrderChangeResult): MailRecord[] => {
    if (!result.changed) return [];
    const out: MailRecord[] = [];
    const person = people.get(result.order.uid);
    const base = person && about(person, result.order);
    if (person && base) {
      const send = <T extends Parameters<typeof composeMail>[0]>(template: T, params: Parameters<typeof composeMail<T>>[3]) =>
        out.push(composeMail(template, person.email, person.locale, params, deps.now));
      const to = result.order.status;
      if (to === 'COMPLETED') {
        send('paymentReceived', {
          ...base,
          orderId: result.order.id,
          paidAt: formatWhen(deps.now, event!.timeZone, person.locale),
          organiser: place,
          ...(event?.vatNote ? { vatNote: event.vatNote } : {}),
        });
      } else if (to === 'EXPIRED') {
        send('holdExpired', base);
      } else if (to === 'REFUND_PENDING' && result.before !== 'REFUND_PENDING' && result.before !== 'REFUND_FAILED') {
        // Once, when the refund starts: not again for each failed attempt, nor when an editor retries a failed one.
        const reason = result.order.refundReason ?? '';
        const kind =
          reason === 'LATE_PAYMENT' || reason === 'AMOUNT_MISMATCH' || reason === BOOKING_CANCELLED
            ? reason
            : reason.startsWith('EVENT_CANCELLED')
              ? 'EVENT_CANCELLED'
              : 'OTHER';
        send('paymentRefunded', { ...base, reason: kind, ...(kind === 'OTHER' ? { note: reason } : {}) });
      }
    }
    const promoted = result.promoted;
    const next = promoted && people.get(promoted.booking.uid);
    if (promoted?.order && next) {
      const offered = about(next, promoted.order);
      if (offered) out.push(composeMail('holdOffered', next.email, next.locale, { ...offered, until: formatWhen(promoted.order.holdUntil, event!.timeZone, next.locale) }, deps.now));
    } else if (promoted && next && event) {
      const offered = about(next, result.order);
      if (offered) out.push(composeMail('waitlistPromoted', next.email, next.locale, offered, deps.now));
    }
    return out;
  };
}

/** "€ 65,00" / "€65.00". */
export function formatAmount(amountCents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-AT' : 'en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}


/** How often the payment sweep runs: a held seat is released at most this long after its hold ended. */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

/** Runs the payment sweep now (holds that ran out while the server was down) and then every minute (`npm start`). */
export function sweepPaymentsEvery(deps: Omit<PaymentDeps, 'now'>, intervalMs = PAYMENT_SWEEP_INTERVAL_MS, log: (message: string) => void = console.log): NodeJS.Timeout {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepPayments({ ...deps, now: new Date() })
      .then(
        (counts) => {
          if (counts.expired + counts.reconciled + counts.refunded + counts.failed > 0) log(`Payments: ${JSON.stringify(counts)}`);
        },
        (error: unknown) => log(`Payment sweep failed: ${String(error)}`),
      )
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return timer;
}

/** Who sees an order's history: editors. */
export const orderLog = (ctx: PeopleContext, order: OrderRecord) => (isEditor(ctx.viewer) ? order.log : null);

/** A booking's order, for the person, editors and the event's organiser (who sees whether each booking is paid). */
export async function bookingOrder(ctx: PeopleContext, booking: { uid: string; eventSlug: string; orderId?: string }): Promise<OrderRecord | null> {
  if (!booking.orderId || !ctx.viewer) return null;
  if (booking.uid !== ctx.viewer.uid && !isEditor(ctx.viewer)) {
    const event = await ctx.loaders.event.load(booking.eventSlug);
    if (!event || !canEditEvent(ctx.viewer, event)) return null;
  }
  const [order] = await ctx.store.orders.getByIds([booking.orderId]);
  return order ?? null;
}

export async function orderEvent(ctx: PeopleContext, order: OrderRecord) {
  const event = await ctx.loaders.event.load(order.eventSlug);
  if (!event) throw new Error(`Order ${order.id} refers to the missing event "${order.eventSlug}"`);
  return event;
}
