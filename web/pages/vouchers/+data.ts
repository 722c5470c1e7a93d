// The voucher page's data by its view (voucher-view.ts): buying (the offer, and with ?course=<slug> that paid course
// to give as a present), a code's balance (nothing to read until a code is sent: the form's answer comes from
// +action.ts) and one voucher its buyer bought (with ?result=returned or cancelled after the provider's checkout,
// which only shapes the words: the voucher's state comes from the server).
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../graphql/generated';
import type { BuyerVoucherQuery, VoucherBuyPageQuery } from '../../graphql/generated/graphql';
import { failIfStoreUnavailable, requireRecord } from '../../lib/graphql/page-data';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { originalPath } from '../../lib/i18n/original-path';
import { voucherView } from './voucher-view';

const VoucherBuyPageDocument = graphql(`
  query VoucherBuyPage($course: ID!, $withCourse: Boolean!) {
    voucherOffer {
      amountsCents
      minCents
      maxCents
      currency
      validYears
      withdrawalDays
    }
    event(slug: $course) @include(if: $withCourse) {
      slug
      title
      status
      price {
        amountCents
        currency
      }
      venue {
        name
      }
    }
  }
`);

const BuyerVoucherDocument = graphql(`
  query BuyerVoucher($id: ID!) {
    giftVoucher(id: $id) {
      ...GiftVoucherFields @unmask
      code
      course {
        slug
      }
      recipientName
      message
      delivery
      recipientEmail
      sendOn
      sentAt
      validUntil
      paidAt
      canWithdraw
      withdrawableUntil
      pdfUrl
      uses {
        at
        cents
        event {
          slug
          title
        }
      }
    }
  }
`);

export type VoucherOffer = VoucherBuyPageQuery['voucherOffer'];
export type GiftCourse = { slug: string; title: string; priceCents: number; currency: string; venueName: string };
export type BuyData = {
  kind: 'buy';
  offer: VoucherOffer;
  /** The paid course of ?course=<slug>; null without one. */
  course: GiftCourse | null;
  /** ?course= named no paid course that can be given (none, free or cancelled): the page says so. */
  courseMissing: boolean;
  /** Today in Vienna (YYYY-MM-DD), the first day a mail to the recipient can go out. */
  today: string;
};
export type BalanceData = { kind: 'balance' };
export type BuyerVoucher = NonNullable<BuyerVoucherQuery['giftVoucher']>;
/** What the provider said on the way back from its checkout (`?result=`): only the words depend on it. */
export type CheckoutResult = 'returned' | 'cancelled' | null;
export type VoucherData = { kind: 'voucher'; voucher: BuyerVoucher; result: CheckoutResult };
export type Data = BuyData | BalanceData | VoucherData;

/** The day in Vienna, where the recipient's mail is sent on (functions/src/domain/vouchers.ts). */
export function viennaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const view = voucherView(pageContext.routeParams['*']);
  if (!view) throw render(404, `Page Not Found: ${originalPath(pageContext)}`);
  if (view.view === 'balance') return { kind: 'balance' };
  if (view.view === 'voucher') {
    const { data, errors } = await queryPage(pageContext, BuyerVoucherDocument, { id: view.id });
    // Another person's voucher looks like none at all.
    const voucher = requireRecord(pageContext, data?.giftVoucher, errors, 'giftVoucher', 'notFound');
    const { result } = pageContext.urlParsed.search;
    return { kind: 'voucher', voucher, result: result === 'returned' || result === 'cancelled' ? result : null };
  }
  const slug = pageContext.urlParsed.search.course ?? '';
  const { data, errors } = await queryPage(pageContext, VoucherBuyPageDocument, { course: slug, withCourse: slug !== '' });
  const offer = requireRecord(pageContext, data?.voucherOffer, errors, 'voucherOffer');
  if (slug) failIfStoreUnavailable(errors, 'event');
  const event = data?.event;
  const course =
    event && event.status !== 'CANCELLED' && event.price.amountCents > 0
      ? { slug: event.slug, title: event.title, priceCents: event.price.amountCents, currency: event.price.currency, venueName: event.venue.name }
      : null;
  return { kind: 'buy', offer, course, courseMissing: slug !== '' && !course, today: viennaDay(new Date()) };
}
