// /venue-benefits: the platform's fee on organisers' paid seats as the operator set it (Query.platformFee), with
// the fee on an example price, for the section on selling courses; the same figures /app/payouts shows.
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../graphql/generated';
import { queryPage } from '../../lib/graphql/run-operation.server';

/** The course price of the fee's example (€ 40, a typical evening workshop). */
export const EXAMPLE_PRICE_CENTS = 4000;

const VenueBenefitsPageDocument = graphql(`
  query VenueBenefitsPage($examplePriceCents: Int!) {
    platformFee {
      percent
      fixedCents
      exampleFeeCents: feeCentsFor(priceCents: $examplePriceCents)
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { data: result } = await queryPage(pageContext, VenueBenefitsPageDocument, { examplePriceCents: EXAMPLE_PRICE_CENTS });
  // The fee comes from the operator's settings, never from the store: it is missing only on a broken server.
  if (!result?.platformFee) throw new Error('The platform fee for /venue-benefits could not be read');
  return { fee: { ...result.platformFee, examplePriceCents: EXAMPLE_PRICE_CENTS } };
}

export type Data = Awaited<ReturnType<typeof data>>;
