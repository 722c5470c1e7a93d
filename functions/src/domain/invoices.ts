// Invoices and credit notes the site issues: the participant's receipt in the seller's name (the organiser, or the
// operator for its own courses), the platform's fee invoice to the organiser, Premium's invoices, and a credit note
// (Stornorechnung) for every refund. Each issuer numbers its documents without gaps (InvoiceRepository.issue); a
// document is fixed when issued and rendered as a PDF from the stored record. The builders here are pure and follow
// § 11 UStG (invoiceProblems names what a document lacks); docs/decisions/052 gives the rules and their sources.
import { operator } from './operator.js';
import type { SellerDetails } from './payouts.js';
import { invoiceNumber, type PremiumInvoiceRecord } from './premium-invoices.js';
import { premiumPlan, VAT_PERCENT } from './premium.js';
import type { Locale } from './records.js';

/** What every stored document carries for the store: who issued it, its number, what it is for and who may read it. */
export interface IssuedDocument {
  /** The printed number, unique over all issuers (e.g. „R-3F9A-000012“). */
  id: string;
  /** 'platform' for the operator, `organiser:<uid>` for an organiser: the series the number counts in. */
  issuerKey: string;
  /** 1, 2, 3, … per issuer, without gaps. */
  number: number;
  /** What the document is for, one document per source: `receipt:<orderId>`, `fee:<orderId>`, `credit:<corrected id>`, … */
  sourceKey: string;
  /** Who may download it besides editors: the participant, the organiser. */
  partyUids: string[];
  issuedAt: Date;
}

/**
 * RECEIPT: a participant's paid seat, issued in the seller's name (the organiser, or the operator for its own
 * courses). FEE_INVOICE: the platform's fee on a sale, to the organiser. CREDIT_NOTE: the correction of a receipt
 * or fee invoice for a refund, printed as „Stornorechnung“ (a „Gutschrift“ is self-billing in Austrian VAT law,
 * § 11 Abs. 7 UStG, which this is not). PREMIUM_INVOICE: a paid Premium period, from the operator to a venue owner.
 */
export type InvoiceKind = 'RECEIPT' | 'FEE_INVOICE' | 'CREDIT_NOTE' | 'PREMIUM_INVOICE';

/** Who issues or receives a document, as printed. */
export interface InvoiceParty {
  /** Name or company as registered (a person's name for a participant). */
  name: string;
  /** Street lines, then postal code and place; empty when not known (a participant gives none). */
  address: string[];
  /** ISO country code (AT), or null when not known. */
  country: string | null;
  /** The UID-Nummer (VAT id), or null. */
  vatId: string | null;
  /** True for a business (an organiser, a venue owner's company): its UID is due on invoices above 10,000 €. */
  business: boolean;
  /** Further facts the issuer prints in the footer: email, company register, court. */
  facts: string[];
}

/**
 * How VAT is handled: STANDARD – `percent` % USt included in the price and shown; SMALL_BUSINESS – the issuer is a
 * Kleinunternehmer (§ 6 Abs. 1 Z 27 UStG), no VAT, the document says so; REVERSE_CHARGE – a service to a business in
 * another EU member state, the recipient owes the VAT (§ 19 Abs. 1 UStG, Art. 196 of the VAT directive).
 */
export type VatTreatment = { kind: 'STANDARD'; percent: number } | { kind: 'SMALL_BUSINESS' } | { kind: 'REVERSE_CHARGE' };

/** A line of a document: what was sold, how many, and its amounts in cents (net + VAT = gross). */
export interface InvoiceLine {
  /** In the document's language, fixed when issued („Platz im Kurs „Töpfern für Anfänger““). */
  description: string;
  quantity: number;
  unitGrossCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** How the amount was settled, as the document's payment note says it. */
export type InvoiceSettlement =
  /** Paid at checkout; `card` when the provider reported a card payment. */
  | { kind: 'PAID'; at: Date; method: 'card' | null }
  /** The platform's fee, kept back from the money paid out to the organiser. */
  | { kind: 'WITHHELD_FROM_PAYOUT'; at: Date }
  /** A credit note's amount, paid back to the participant's means of payment. */
  | { kind: 'REFUNDED'; at: Date; method: 'card' | null }
  /** A fee credit note's amount, given back to the organiser's balance at the provider. */
  | { kind: 'CREDITED_TO_BALANCE'; at: Date };

/**
 * One part of how a receipt's amount was paid when more than a card paid it (decision 054): the card, a gift voucher
 * (a means of payment: the seller's sale is not lowered by it), or a site-wide discount, which the platform pays the
 * seller as a third party (so the seller's taxable amount stays the full price).
 */
export type InvoicePaymentPart =
  | { kind: 'CARD'; cents: number }
  | { kind: 'VOUCHER'; codeHint: string; cents: number }
  | { kind: 'PLATFORM_DISCOUNT'; code: string; cents: number };

/** An invoice or credit note as issued, stored and rendered (invoice-pdf.ts). Amounts in cents, positive but for a discount's line. */
export interface InvoiceDocumentRecord extends IssuedDocument {
  kind: InvoiceKind;
  /** The language it is printed in: the recipient's, when it was issued. */
  locale: Locale;
  issuer: InvoiceParty;
  recipient: InvoiceParty;
  lines: InvoiceLine[];
  /** The day or period of the service (§ 11 Abs. 1 Z 3 lit. d UStG): a course's dates, a sale's day, a paid period. */
  service: { start: Date; end: Date };
  currency: string;
  vat: VatTreatment;
  netCents: number;
  vatCents: number;
  grossCents: number;
  settlement: InvoiceSettlement | null;
  /**
   * A receipt paid in part or wholly by a gift voucher or a site-wide discount, and its credit note: the parts, which
   * add up to the total. Absent when the card paid all.
   */
  paidWith?: InvoicePaymentPart[];
  /** A credit note: the document it corrects (its printed number, date and kind). */
  corrects?: { id: string; issuedAt: Date; kind: InvoiceKind };
  /** A credit note: why (the refund's reason, in the document's language). */
  reason?: string;
  orderId?: string;
  eventSlug?: string;
  venueSlug?: string;
}

// ---- Issuers and numbers ----

/** The operator's series: fee invoices, its own courses' receipts and their corrections („G-000012“). */
export const PLATFORM_ISSUER = 'platform';
/** Premium's invoices keep their own series, numbered by the Premium store („P-000042“, premium-invoices.ts). */
export const PREMIUM_ISSUER = 'premium';
/** An organiser's series: the receipts issued in their name and their corrections („R-7K3M9Q2X-000012“). */
export const organiserIssuer = (uid: string): string => `organiser:${uid}`;

/** Crockford's base-32 digits: no I, L, O or U to misread. */
const CODE_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short code for an organiser, the same for the same uid: 40 bits of two FNV-1a hashes of the uid, as eight
 * base-32 digits. It keeps printed numbers unique across organisers (about one chance in two million that two of
 * 1,000 organisers share one; the store refuses a twin id) without printing the uid.
 */
export function organiserCode(uid: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < uid.length; i++) {
    const code = uid.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 + 2) >>> 0;
  }
  // 32 bits of a and 8 of b make the 40 bits.
  let value = a * 256 + (b & 0xff);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = CODE_DIGITS[value % 32] + code;
    value = Math.floor(value / 32);
  }
  return code;
}

const sixDigits = (number: number) => String(number).padStart(6, '0');

/** The printed number of an issuer's `number`th document: G-000012, P-000042, R-<code>-000012. */
export function documentId(issuerKey: string, number: number): string {
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`A document number starts at 1, not ${number}`);
  if (issuerKey === PLATFORM_ISSUER) return `G-${sixDigits(number)}`;
  if (issuerKey === PREMIUM_ISSUER) return invoiceNumber(number);
  if (issuerKey.startsWith('organiser:') && issuerKey.length > 'organiser:'.length) return `R-${organiserCode(issuerKey.slice('organiser:'.length))}-${sixDigits(number)}`;
  throw new RangeError(`Unknown issuer ${issuerKey}`);
}

/** The sources documents are issued for: one document per source (InvoiceRepository.issue). */
export const invoiceSource = {
  receipt: (orderId: string) => `receipt:${orderId}`,
  fee: (orderId: string) => `fee:${orderId}`,
  /** The credit note of a document (its printed number): a receipt and a fee invoice are corrected apart. */
  credit: (correctedId: string) => `credit:${correctedId}`,
  /** The credit note of a document for the seats of it given up and refunded on their own (an order split off, splitOrder). */
  partCredit: (correctedId: string, partOrderId: string) => `credit:${correctedId}:${partOrderId}`,
  premium: (providerInvoiceId: string) => `premium:${providerInvoiceId}`,
};

// ---- Amounts ----

/** The most a Kleinbetragsrechnung may total, VAT included (§ 11 Abs. 6 UStG): 400 €. */
export const SMALL_AMOUNT_LIMIT_CENTS = 40_000;
/** Above this total, VAT included, an invoice to a business names the recipient's UID (§ 11 Abs. 1 Z 3 lit. j UStG). */
export const RECIPIENT_VAT_ID_LIMIT_CENTS = 1_000_000;

/** A gross amount apart as the treatment has it: net rounded to the cent and VAT the rest, so net + VAT = gross. */
export function splitByTreatment(grossCents: number, vat: VatTreatment): { netCents: number; vatCents: number; grossCents: number } {
  if (vat.kind !== 'STANDARD') return { netCents: grossCents, vatCents: 0, grossCents };
  const netCents = Math.round((grossCents * 100) / (100 + vat.percent));
  return { netCents, vatCents: grossCents - netCents, grossCents };
}

function line(description: string, quantity: number, grossCents: number, vat: VatTreatment): InvoiceLine {
  return { description, quantity, unitGrossCents: Math.round(grossCents / quantity), ...splitByTreatment(grossCents, vat) };
}

function totals(lines: InvoiceLine[]): Pick<InvoiceDocumentRecord, 'netCents' | 'vatCents' | 'grossCents'> {
  const sum = (field: 'netCents' | 'vatCents' | 'grossCents') => lines.reduce((total, item) => total + item[field], 0);
  return { netCents: sum('netCents'), vatCents: sum('vatCents'), grossCents: sum('grossCents') };
}

// ---- Parties ----

/** The operator as the issuer of fee invoices, Premium's invoices and its own courses' receipts (operator.ts). */
export function platformParty(locale: Locale): InvoiceParty {
  return {
    name: operator.name,
    address: [operator.street, `${operator.postalCode} ${operator.city[locale]}`],
    country: 'AT',
    vatId: operator.vatId,
    business: true,
    facts: [operator.email, `${operator.companyRegisterNumber}, ${operator.companyRegisterCourt[locale]}`, `${locale === 'de' ? 'Sitz' : 'Registered office'}: ${operator.seat[locale]}`],
  };
}

/** An organiser as a party: the seller of their receipts, the recipient of fee invoices. */
export function sellerParty(seller: SellerDetails): InvoiceParty {
  return {
    name: seller.name,
    address: seller.address,
    country: seller.country,
    vatId: seller.vat.kind === 'REGISTERED' ? seller.vat.vatId : null,
    business: true,
    facts: [seller.email],
  };
}

/** The participant as named at checkout: a person, the address only when they gave one. */
export interface Participant {
  uid: string;
  name: string;
  address?: string[];
  country?: string | null;
}

const participantParty = (participant: Participant): InvoiceParty => ({
  name: participant.name,
  address: participant.address ?? [],
  country: participant.country ?? null,
  vatId: null,
  business: false,
  facts: [],
});

/** Member states of the EU, for the fee's reverse charge (VAT ids begin with the code; Greece's is EL). */
const EU_COUNTRIES = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'EL', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']);

// ---- Builders ----

/** What an order brings to its documents (domain/payments.ts's OrderRecord fits). */
export interface PaidOrder {
  id: string;
  uid: string;
  eventSlug: string;
  /** The seats' price (the event's price times `seats`). */
  amountCents: number;
  /** The seats paid for; 1 when absent. */
  seats?: number;
  /** A promo code's discount: the organiser's own lowers their sale, the platform's is paid by it (promo-codes.ts). */
  discount?: { code: string; cents: number; fundedBy: 'ORGANISER' | 'PLATFORM' };
  /** The part a gift voucher paid, with the code's last characters. */
  voucher?: { codeHint: string; cents: number };
  currency: string;
  paidAt?: Date;
}

/** The course as its documents name it: the title in the document's language and its first and last day. */
export interface CourseFacts {
  title: string;
  startsAt: Date;
  endsAt: Date;
}

/** Who sold the seat: an organiser (their uid and seller details), or null for the operator's own course. */
export type Seller = { uid: string; details: SellerDetails } | null;

const words = {
  seat: { de: (title: string) => `Teilnahme am Kurs „${title}“`, en: (title: string) => `Place in the course “${title}”` },
  discount: { de: (code: string) => `Rabatt mit dem Code „${code}“`, en: (code: string) => `Discount with the code “${code}”` },
  fee: { de: (title: string, order: string) => `Plattformgebühr für den Verkauf eines Platzes im Kurs „${title}“ (Bestellung ${order})`, en: (title: string, order: string) => `Platform fee for selling a place in the course “${title}” (order ${order})` },
  correction: { de: (id: string, what: string) => `Korrektur zu ${id}: ${what}`, en: (id: string, what: string) => `Correction of ${id}: ${what}` },
  premium: {
    de: (interval: string, venue: string) => `Premium ${interval === 'year' ? 'jährlich' : 'monatlich'} für „${venue}“ im ${operator.magazineName.de}`,
    en: (interval: string, venue: string) => `Premium ${interval === 'year' ? 'yearly' : 'monthly'} for “${venue}” in the ${operator.magazineName.en}`,
  },
};

/** The issuer's series, the source and the printed number of a document, as InvoiceRepository.issue takes them. */
function numbered(issuerKey: string, sourceKey: string, number: number): Pick<IssuedDocument, 'id' | 'issuerKey' | 'number' | 'sourceKey'> {
  return { id: documentId(issuerKey, number), issuerKey, number, sourceKey };
}

/** The VAT of a seller's receipts: as their details say, the operator's own at the standard rate. */
const sellerVat = (seller: Seller): VatTreatment =>
  seller === null ? { kind: 'STANDARD', percent: VAT_PERCENT } : seller.details.vat.kind === 'REGISTERED' ? { kind: 'STANDARD', percent: seller.details.vat.percent } : { kind: 'SMALL_BUSINESS' };

/** The series a seller's receipts and their corrections count in. */
export const sellerIssuer = (seller: Seller): string => (seller === null ? PLATFORM_ISSUER : organiserIssuer(seller.uid));

/**
 * How a receipt's amount was paid, when a voucher or a site-wide discount had a part: the platform's discount, the
 * voucher, then the card (what is left); null when the card paid all. An organiser's own discount is no payment: it
 * lowers the sale (a line of the receipt).
 */
export function receiptPayments(order: Pick<PaidOrder, 'amountCents' | 'discount' | 'voucher'>): InvoicePaymentPart[] | null {
  const platform = order.discount?.fundedBy === 'PLATFORM' && order.discount.cents > 0 ? order.discount : null;
  const voucher = order.voucher && order.voucher.cents > 0 ? order.voucher : null;
  if (!platform && !voucher) return null;
  const card = order.amountCents - (order.discount?.cents ?? 0) - (voucher?.cents ?? 0);
  return [
    ...(platform ? [{ kind: 'PLATFORM_DISCOUNT' as const, code: platform.code, cents: platform.cents }] : []),
    ...(voucher ? [{ kind: 'VOUCHER' as const, codeHint: voucher.codeHint, cents: voucher.cents }] : []),
    ...(card > 0 ? [{ kind: 'CARD' as const, cents: card }] : []),
  ];
}

/**
 * The participant's receipt for a paid seat, in the seller's name: the place in the course at its price, less the
 * organiser's own discount as a line of its own (their sale, and the VAT on it, is the lower price); the course's
 * dates as the service period, VAT as the seller's status has it. A site-wide discount and a voucher do not lower the
 * seller's sale: they are how it was paid (`paidWith`). Issue it with
 * `issue(sellerIssuer(seller), invoiceSource.receipt(order.id), (number) => receiptFor({ … number }))`.
 */
export function receiptFor(input: { number: number; issuedAt: Date; locale: Locale; order: PaidOrder; course: CourseFacts; seller: Seller; participant: Participant }): InvoiceDocumentRecord {
  const { order, seller, locale } = input;
  const vat = sellerVat(seller);
  const own = order.discount?.fundedBy === 'ORGANISER' && order.discount.cents > 0 ? order.discount : null;
  const lines = [line(words.seat[locale](input.course.title), order.seats ?? 1, order.amountCents, vat), ...(own ? [line(words.discount[locale](own.code), 1, -own.cents, vat)] : [])];
  const paidWith = receiptPayments(order);
  const card = paidWith ? paidWith.some((part) => part.kind === 'CARD') : true;
  return {
    ...numbered(sellerIssuer(seller), invoiceSource.receipt(order.id), input.number),
    partyUids: [...new Set([order.uid, ...(seller ? [seller.uid] : [])])],
    issuedAt: input.issuedAt,
    kind: 'RECEIPT',
    locale,
    issuer: seller ? sellerParty(seller.details) : platformParty(locale),
    recipient: participantParty(input.participant),
    lines,
    service: { start: input.course.startsAt, end: input.course.endsAt },
    currency: order.currency.toUpperCase(),
    vat,
    ...totals(lines),
    settlement: order.paidAt ? { kind: 'PAID', at: order.paidAt, method: card ? 'card' : null } : null,
    ...(paidWith ? { paidWith } : {}),
    orderId: order.id,
    eventSlug: order.eventSlug,
  };
}

/**
 * The fee treatment: Austrian VAT at the standard rate, except for an organiser registered for VAT in another EU
 * member state, whose fee is reverse-charged (the place of a B2B service is the recipient's, § 3a Abs. 6 UStG). An
 * organiser abroad without a VAT id is charged Austrian VAT: the platform cannot show that it serves a business there.
 */
export function feeVat(organiser: SellerDetails): VatTreatment {
  const country = organiser.country.toUpperCase();
  if (country !== 'AT' && EU_COUNTRIES.has(country) && organiser.vat.kind === 'REGISTERED' && organiser.vat.vatId.trim()) return { kind: 'REVERSE_CHARGE' };
  return { kind: 'STANDARD', percent: VAT_PERCENT };
}

/**
 * The platform's invoice to the organiser for its fee on one sale (the fee VAT included, payouts.ts): the sale's day
 * as the service date, the fee kept back from the payout. Issue it with
 * `issue(PLATFORM_ISSUER, invoiceSource.fee(order.id), (number) => feeInvoiceFor({ … number }))`.
 */
export function feeInvoiceFor(input: { number: number; issuedAt: Date; locale: Locale; order: PaidOrder; course: CourseFacts; feeCents: number; organiser: { uid: string; details: SellerDetails } }): InvoiceDocumentRecord {
  const { order, locale, organiser } = input;
  if (!Number.isInteger(input.feeCents) || input.feeCents <= 0) throw new RangeError(`A fee invoice needs a fee above 0 cents, not ${input.feeCents}`);
  const vat = feeVat(organiser.details);
  const lines = [line(words.fee[locale](input.course.title, order.id), 1, input.feeCents, vat)];
  const soldAt = order.paidAt ?? input.issuedAt;
  return {
    ...numbered(PLATFORM_ISSUER, invoiceSource.fee(order.id), input.number),
    partyUids: [organiser.uid],
    issuedAt: input.issuedAt,
    kind: 'FEE_INVOICE',
    locale,
    issuer: platformParty(locale),
    recipient: sellerParty(organiser.details),
    lines,
    service: { start: soldAt, end: soldAt },
    currency: order.currency.toUpperCase(),
    vat,
    ...totals(lines),
    settlement: { kind: 'WITHHELD_FROM_PAYOUT', at: soldAt },
    orderId: order.id,
    eventSlug: order.eventSlug,
  };
}

/**
 * The credit note (Stornorechnung) of a receipt or fee invoice for a refund of `amountCents` (at most what it
 * totals): the same issuer, series, recipient, language and VAT treatment, one line naming the corrected document,
 * the amount split at the corrected document's rate. Issue it with
 * `issue(original.issuerKey, invoiceSource.credit(original.id), (number) => creditNoteFor(original, …, number))`.
 */
export function creditNoteFor(
  original: InvoiceDocumentRecord,
  amountCents: number,
  reason: string,
  input: { number: number; issuedAt: Date; refundedAt?: Date; source?: string },
): InvoiceDocumentRecord {
  if (original.kind === 'CREDIT_NOTE') throw new RangeError(`${original.id} is a credit note; correct the document it corrects`);
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > original.grossCents) {
    throw new RangeError(`A credit note of ${original.id} is for 1 to ${original.grossCents} cents, not ${amountCents}`);
  }
  const what = original.lines.map((item) => item.description).join('; ');
  const lines = [line(words.correction[original.locale](original.id, what), 1, amountCents, original.vat)];
  const at = input.refundedAt ?? input.issuedAt;
  return {
    ...numbered(original.issuerKey, input.source ?? invoiceSource.credit(original.id), input.number),
    partyUids: original.partyUids,
    issuedAt: input.issuedAt,
    kind: 'CREDIT_NOTE',
    locale: original.locale,
    issuer: original.issuer,
    recipient: original.recipient,
    lines,
    service: original.service,
    currency: original.currency,
    vat: original.vat,
    ...totals(lines),
    settlement: original.kind === 'FEE_INVOICE' ? { kind: 'CREDITED_TO_BALANCE', at } : { kind: 'REFUNDED', at, method: original.settlement?.kind === 'PAID' ? original.settlement.method : null },
    // A whole refund goes back the ways it was paid: the voucher's part to the voucher, the card's to the card.
    ...(original.paidWith && amountCents === original.grossCents ? { paidWith: original.paidWith } : {}),
    corrects: { id: original.id, issuedAt: original.issuedAt, kind: original.kind },
    reason,
    ...(original.orderId ? { orderId: original.orderId } : {}),
    ...(original.eventSlug ? { eventSlug: original.eventSlug } : {}),
    ...(original.venueSlug ? { venueSlug: original.venueSlug } : {}),
  };
}

/**
 * A Premium invoice (premium-invoices.ts) as a document to render: the operator to the buyer as given at checkout
 * (else the owner's name), the plan for the venue over the paid period, in the owner's language.
 */
export function premiumInvoiceDocument(record: PremiumInvoiceRecord, facts: { locale: Locale; venueName: string; ownerName: string }): InvoiceDocumentRecord {
  const { locale } = facts;
  const vat: VatTreatment = { kind: 'STANDARD', percent: record.vatPercent };
  const interval = premiumPlan(record.planId)?.interval ?? 'month';
  const lines: InvoiceLine[] = [
    { description: words.premium[locale](interval, facts.venueName), quantity: 1, unitGrossCents: record.grossCents, netCents: record.netCents, vatCents: record.vatCents, grossCents: record.grossCents },
  ];
  return {
    ...numbered(PREMIUM_ISSUER, invoiceSource.premium(record.providerInvoiceId), record.number),
    partyUids: [record.uid],
    issuedAt: record.issuedAt,
    kind: 'PREMIUM_INVOICE',
    locale,
    issuer: platformParty(locale),
    recipient: { name: record.buyerName?.trim() || facts.ownerName, address: record.buyerAddress, country: record.buyerCountry, vatId: null, business: false, facts: [] },
    lines,
    service: { start: record.periodStart, end: record.periodEnd },
    currency: record.currency,
    vat,
    netCents: record.netCents,
    vatCents: record.vatCents,
    grossCents: record.grossCents,
    settlement: { kind: 'PAID', at: record.issuedAt, method: null },
    venueSlug: record.venueSlug,
  };
}

// ---- The check ----

/**
 * What § 11 UStG asks of a document that it lacks: each element by name. Every document needs the issuer's name and
 * address, the issue date, the quantity and description of the service, its date or period, and the total; above
 * 400 € gross (and always when reverse-charged) also the recipient's name and address, the issuer's UID (unless a
 * Kleinunternehmer, who charges no VAT), a sequential number, net and VAT by rate; above 10,000 € to a business, or
 * reverse-charged, the recipient's UID. A Kleinunternehmer shows no VAT; a credit note names what it corrects.
 */
export type InvoiceProblem =
  | 'issuerName'
  | 'issuerAddress'
  | 'issuerVatId'
  | 'recipientName'
  | 'recipientAddress'
  | 'recipientVatId'
  | 'number'
  | 'issueDate'
  | 'description'
  | 'servicePeriod'
  | 'vatRate'
  | 'vatAmount'
  | 'vatShownBySmallBusiness'
  | 'totals'
  | 'correctedDocument';

const validDate = (date: Date | undefined) => date instanceof Date && !Number.isNaN(date.getTime());
const filled = (text: string | null | undefined) => !!text && text.trim().length > 0;

/** True when the document may be a Kleinbetragsrechnung (§ 11 Abs. 6 UStG): at most 400 € and not reverse-charged. */
export const isSmallAmountInvoice = (doc: Pick<InvoiceDocumentRecord, 'grossCents' | 'vat'>): boolean => doc.grossCents <= SMALL_AMOUNT_LIMIT_CENTS && doc.vat.kind !== 'REVERSE_CHARGE';

export function invoiceProblems(doc: InvoiceDocumentRecord): InvoiceProblem[] {
  const problems: InvoiceProblem[] = [];
  const small = isSmallAmountInvoice(doc);
  if (!filled(doc.issuer.name)) problems.push('issuerName');
  if (doc.issuer.address.filter(filled).length === 0) problems.push('issuerAddress');
  if (!small && doc.vat.kind !== 'SMALL_BUSINESS' && !filled(doc.issuer.vatId)) problems.push('issuerVatId');
  if (!small && !filled(doc.recipient.name)) problems.push('recipientName');
  if (!small && doc.recipient.address.filter(filled).length === 0) problems.push('recipientAddress');
  const recipientVatIdDue = doc.vat.kind === 'REVERSE_CHARGE' || (doc.recipient.business && doc.grossCents > RECIPIENT_VAT_ID_LIMIT_CENTS);
  if (recipientVatIdDue && !filled(doc.recipient.vatId)) problems.push('recipientVatId');
  if (!filled(doc.id) || !Number.isInteger(doc.number) || doc.number < 1) problems.push('number');
  if (!validDate(doc.issuedAt)) problems.push('issueDate');
  if (doc.lines.length === 0 || doc.lines.some((item) => !filled(item.description) || !(item.quantity > 0))) problems.push('description');
  if (!validDate(doc.service.start) || !validDate(doc.service.end) || doc.service.start > doc.service.end) problems.push('servicePeriod');
  if (doc.vat.kind === 'STANDARD') {
    const { percent } = doc.vat;
    if (!(percent > 0 && percent <= 100)) problems.push('vatRate');
    // Each line's VAT is its gross less the net rounded to the cent: at most a cent from net × rate.
    else if (doc.lines.some((item) => Math.abs(item.vatCents - (item.netCents * percent) / 100) > 1)) problems.push('vatAmount');
  } else if (doc.vatCents !== 0 || doc.lines.some((item) => item.vatCents !== 0)) {
    problems.push(doc.vat.kind === 'SMALL_BUSINESS' ? 'vatShownBySmallBusiness' : 'vatAmount');
  }
  const sums = totals(doc.lines);
  if (sums.netCents !== doc.netCents || sums.vatCents !== doc.vatCents || sums.grossCents !== doc.grossCents || doc.lines.some((item) => item.netCents + item.vatCents !== item.grossCents) || doc.grossCents <= 0) {
    problems.push('totals');
  }
  if (doc.kind === 'CREDIT_NOTE' && (!doc.corrects || !filled(doc.corrects.id) || !validDate(doc.corrects.issuedAt))) problems.push('correctedDocument');
  return problems;
}
