// /app/promo-codes: the organiser's promo codes, whether their payout account lets them create one, and their paid
// courses still to come (the ones a code can be limited to). One query.
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../../../graphql/generated';
import { missingBecause } from '../../../../lib/graphql/page-data';
import { queryPage } from '../../../../lib/graphql/run-operation.server';

const PromoCodesPageDocument = graphql(`
  query PromoCodesPage {
    viewer {
      uid
      events {
        slug
        title
        endsAt
        status
        price {
          amountCents
        }
      }
    }
    myPayoutAccount {
      canTakePayments
    }
    myPromoCodes {
      ...PromoCodeFields @unmask
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { data: result, errors } = await queryPage(pageContext, PromoCodesPageDocument, {});
  const viewer = result?.viewer ?? null;
  const codes = result?.myPromoCodes ?? null;
  // The server's clock decides which courses are still to come, so that the page hydrates with the same list.
  const now = Date.now();
  return {
    error: viewer && codes ? null : missingBecause(errors, viewer ? 'myPromoCodes' : 'viewer'),
    /** Codes can be created only while the payout account takes payments: the organiser pays for the discount. */
    canCreate: result?.myPayoutAccount?.canTakePayments ?? false,
    codes: codes ?? [],
    courses: (viewer?.events ?? [])
      .filter((event) => event.price.amountCents > 0 && event.status !== 'CANCELLED' && Date.parse(event.endsAt) > now)
      .map(({ slug, title }) => ({ slug, title })),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
