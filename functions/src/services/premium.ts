// Venues' Premium subscriptions: an owner opens a subscription checkout for one of their venues, the provider's
// events (invoice.paid for every period, the subscription updated or deleted) change the venue's record once each,
// every paid period is invoiced by mail, and the owner cancels at the period end through the provider. Featuring
// reads the record (isFeatured).
import { premiumInvoiceDocument } from '../domain/invoices.js';
import { PaymentProviderError, type PaymentProvider, type SubscriptionEvent } from '../domain/payment-provider.js';
import { operator } from '../domain/operator.js';
import { premiumPlan } from '../domain/premium.js';
import { invoiceNumber } from '../domain/premium-invoices.js';
import { isFeatured, type PremiumChange, type PremiumRecord } from '../domain/premium-subscriptions.js';
import type { Locale, MailRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type PremiumChangeResult } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { invoiceAttachment } from '../invoices/pdf.js';
import { ForbiddenError, InvalidInputError, UnauthenticatedError } from './errors.js';
import { composeMail, pageUrl } from './mail.js';
import { formatAmount } from './order-mails.js';
import type { ServiceContext } from './service-context.js';

/** What Premium's purchases and the provider's events need; `payments` is absent or null when payments are off. */
type PremiumContext = Pick<ServiceContext, 'store' | 'now' | 'payments'>;

function provider(deps: PremiumContext): PaymentProvider {
  if (!deps.payments) throw new PaymentProviderError('No payment provider is configured');
  return deps.payments;
}

/** Only an owner of the venue buys or cancels its Premium; editors too may cancel (never buy for someone). */
async function ownedVenue(deps: PremiumContext, viewer: Viewer | null, venueSlug: string, allowEditors: boolean) {
  if (!viewer) throw new UnauthenticatedError('Sign in to manage Premium');
  const [venue] = await deps.store.venues.getBySlugs([venueSlug]);
  if (!venue) throw new NotFoundError(`There is no venue "${venueSlug}".`);
  const owner = venue.ownerUids?.includes(viewer.uid) ?? false;
  const editor = viewer.role === 'EDITOR' || viewer.role === 'ADMIN';
  if (!owner && !(allowEditors && editor)) throw new ForbiddenError(`Only an owner of ${venueSlug} manages its Premium`);
  return venue;
}

export const premiumPageUrl = (venueSlug: string, locale: Locale) => pageUrl(`/payment?venue=${encodeURIComponent(venueSlug)}`, locale);

/**
 * Opens the provider's subscription checkout for an owner's venue: the plan's gross price, renewing every month or
 * year. A venue whose Premium runs is refused (ALREADY_EXISTS); a retried call returns the same session.
 */
export async function startPremiumCheckout(deps: PremiumContext, viewer: Viewer | null, args: { venueSlug: string; planId: string }): Promise<{ record: PremiumRecord; checkoutUrl: string }> {
  const plan = premiumPlan(args.planId);
  if (!plan) throw new InvalidInputError(`Unknown plan ${args.planId}`, [{ field: 'plan', code: 'UNKNOWN' }]);
  const venue = await ownedVenue(deps, viewer, args.venueSlug, false);
  const [current] = await deps.store.premium.getByVenues([venue.slug]);
  if (isFeatured(current, deps.now)) throw new ConflictError('ALREADY_EXISTS', `${venue.slug} has Premium until ${current!.currentPeriodEnd!.toISOString()}`);
  const locale = viewer!.profile.locale;
  const back = premiumPageUrl(venue.slug, locale);
  // Stable over retries of one attempt (an open checkout counts from where it was opened), new once the record
  // moved on (a paid and ended plan).
  const attempt = current?.status === 'PENDING' ? current.log.findLastIndex((entry) => entry.change === 'CHECKOUT_OPENED') : (current?.log.length ?? 0);
  const key = `premium-${venue.slug}-${plan.id}-${attempt}`;
  const session = await provider(deps).createSubscriptionCheckout(
    {
      mode: 'subscription',
      venueSlug: venue.slug,
      uid: viewer!.uid,
      planId: plan.id,
      amountCents: plan.grossCents,
      currency: plan.currency,
      interval: plan.interval,
      description: `Premium ${plan.interval === 'year' ? (locale === 'en' ? 'yearly' : 'jährlich') : locale === 'en' ? 'monthly' : 'monatlich'}: ${venue.name}`,
      customerEmail: viewer!.email,
      locale,
      successUrl: `${back}&result=returned`,
      cancelUrl: `${back}&result=cancelled`,
    },
    key,
  );
  const change: PremiumChange = { kind: 'CHECKOUT_OPENED', uid: viewer!.uid, planId: plan.id, provider: provider(deps).name, sessionId: session.id };
  const { record } = await deps.store.premium.change(venue.slug, change, deps.now, {}, () => []);
  return { record: record!, checkoutUrl: session.url };
}

/** Cancels a running subscription at its period end: the provider first, then the record (its event changes nothing more). */
export async function cancelPremium(deps: PremiumContext, viewer: Viewer | null, venueSlug: string): Promise<PremiumRecord> {
  const venue = await ownedVenue(deps, viewer, venueSlug, true);
  const [current] = await deps.store.premium.getByVenues([venue.slug]);
  if (!current?.subscriptionId || current.status !== 'ACTIVE') throw new ConflictError('WRONG_STATE', `${venue.slug} has no running Premium`);
  if (current.cancelAtPeriodEnd) return current;
  await provider(deps).setCancelAtPeriodEnd(current.subscriptionId, true, `premium-cancel-${current.subscriptionId}`);
  const { record } = await deps.store.premium.change(venue.slug, { kind: 'CANCEL_AT_PERIOD_END', subscriptionId: current.subscriptionId, cancel: true }, deps.now, {}, () => []);
  return record!;
}

/**
 * Applies a verified subscription event (the webhook handler calls this): each event id once. A paid period's
 * invoice is numbered and mailed to the owner who bought Premium in the same transaction (premium-invoices.ts).
 */
export async function applySubscriptionEvent(deps: Pick<PremiumContext, 'store' | 'now'>, event: SubscriptionEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const { venueSlug, id: subscriptionId } = event.subscription;
  if (!venueSlug) return 'ignored';
  let change: PremiumChange;
  let mails: (result: PremiumChangeResult) => MailRecord[] = () => [];
  if (event.type === 'invoice.paid') {
    if (!event.subscription.periodEnd) return 'ignored';
    change = { kind: 'PAID', subscriptionId, customerId: event.subscription.customerId, periodEnd: event.subscription.periodEnd, ...(event.invoice ? { invoice: event.invoice } : {}) };
    mails = await invoiceMails(deps, venueSlug);
  } else if (event.type === 'customer.subscription.updated') {
    change = { kind: 'CANCEL_AT_PERIOD_END', subscriptionId, cancel: event.subscription.cancelAtPeriodEnd };
  } else {
    change = { kind: 'ENDED', subscriptionId };
  }
  const result = await deps.store.premium.change(venueSlug, change, deps.now, { providerEventId: event.id }, mails);
  if (result.duplicateEvent) return 'duplicate';
  return result.changed || result.invoice ? 'applied' : 'ignored';
}

/** Premium's invoices and their dates are in Vienna's calendar. */
const INVOICE_TIME_ZONE = 'Europe/Vienna';

/**
 * The mail of an invoice the change issues, to the owner who bought Premium, in their language: the seller from the
 * imprint's facts (domain/operator.ts), the buyer as given at checkout (else the owner's name), the plan and its
 * period, net, USt and total, and the invoice as a PDF attached (invoices/pdf.ts). Reads the venue and the owner
 * first (outside the transaction).
 */
async function invoiceMails(deps: Pick<PremiumContext, 'store' | 'now'>, venueSlug: string): Promise<(result: PremiumChangeResult) => MailRecord[]> {
  const [[record], [venue]] = await Promise.all([deps.store.premium.getByVenues([venueSlug]), deps.store.venues.getBySlugs([venueSlug])]);
  const [owner] = record ? await deps.store.profiles.getByUids([record.uid]) : [null];
  return ({ invoice }) => {
    if (!invoice || !owner || owner.uid !== invoice.uid) return [];
    const locale = owner.locale;
    const tag = locale === 'de' ? 'de-AT' : 'en-GB';
    const day = (date: Date) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: INVOICE_TIME_ZONE }).format(date);
    const money = (cents: number) => formatAmount(cents, invoice.currency, locale);
    const country = (code: string | null) => (code ? (new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code) : null);
    const buyer = [invoice.buyerName?.trim() || owner.name, ...invoice.buyerAddress, country(invoice.buyerCountry)].filter((line): line is string => !!line);
    const pdf = invoiceAttachment(premiumInvoiceDocument(invoice, { locale, venueName: venue?.name ?? venueSlug, ownerName: owner.name }));
    const mail = composeMail(
      'premiumInvoice',
      owner.email,
      locale,
      {
        name: owner.name,
        number: invoiceNumber(invoice.number),
        date: day(invoice.issuedAt),
        seller: [operator.name, operator.street, `${operator.postalCode} ${operator.city[locale]}`, operator.country[locale], `${locale === 'de' ? 'UID' : 'VAT ID'}: ${operator.vatId}`],
        buyer,
        plan: invoice.planId,
        venue: venue?.name ?? venueSlug,
        period: `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`,
        net: money(invoice.netCents),
        vat: money(invoice.vatCents),
        vatPercent: invoice.vatPercent,
        total: money(invoice.grossCents),
        link: pageUrl(`/venue_profile?venue=${encodeURIComponent(venueSlug)}`, locale),
      },
      deps.now,
    );
    return [{ ...mail, attachments: [pdf] }];
  };
}
