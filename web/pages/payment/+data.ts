// /payment?order=…: where a person pays for a held seat and comes back to. Only its person sees an order; signed
// out, the page says why signing in is needed and links to the sign-in that returns here. Signed in without an order
// (or with one that is not theirs), it says there is nothing to pay and where the bookings are. What the provider
// said on the way back (`result`: returned, cancelled, declined) only shapes the words, the order's state comes from
// the server. With `plan` or `venue`, the page is an owner's Premium purchase (premium-data.ts).
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../graphql/generated';
import type { PaymentOrderQuery } from '../../graphql/generated/graphql';
import { failIfStoreUnavailable } from '../../lib/graphql/page-data';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { localizeUrl } from '../../lib/i18n/locales';
import { signInHref } from '../../lib/sign-in/sign-in-href';
import { premiumData, type PremiumData } from './premium-data';

const PaymentOrderDocument = graphql(`
  query PaymentOrder($id: ID!) {
    order(id: $id) {
      id
      status
      amountCents
      seats
      payableCents
      discountCents
      discountCode
      discountFundedBy
      voucherCents
      voucherCodeHint
      cardCents
      currency
      holdUntil
      paidAt
      refundReason
      event {
        slug
        title
        startsAt
        timeZone
        venue {
          name
        }
      }
    }
  }
`);

export type PaymentResult = 'returned' | 'cancelled' | 'declined' | null;
export type OrderData = { kind?: 'order'; order: NonNullable<PaymentOrderQuery['order']>; result: PaymentResult; now: string };
/** Signed out: why signing in is needed, and the sign-in that comes back to this very address. */
export type SignedOutData = { kind: 'signedOut'; signInHref: string };
/** Signed in with nothing to pay: no order in the address (`none`), or one this person does not have (`unknown`). */
export type NothingData = { kind: 'nothing'; why: 'none' | 'unknown' };
export type Data = OrderData | PremiumData | SignedOutData | NothingData;

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { order: id = '', result } = pageContext.urlParsed.search;
  if (!pageContext.viewer) {
    const here = `${localizeUrl('/payment', pageContext.locale)}${pageContext.urlParsed.searchOriginal ?? ''}`;
    return { kind: 'signedOut', signInHref: signInHref(here, pageContext.locale) };
  }
  const { plan, venue } = pageContext.urlParsed.search;
  if (!id && (plan || venue)) return premiumData(pageContext);
  if (!id) return { kind: 'nothing', why: 'none' };
  const { data, errors } = await queryPage(pageContext, PaymentOrderDocument, { id });
  const order = data?.order;
  // No order is no 404: the page says there is nothing to pay (an order of someone else's looks the same).
  failIfStoreUnavailable(errors, 'order');
  if (!order) return { kind: 'nothing', why: 'unknown' };
  const known = result === 'returned' || result === 'cancelled' || result === 'declined' ? result : null;
  return { kind: 'order', order, result: known, now: new Date().toISOString() };
}
