// /terms: the platform's fee on organisers' paid seats as the operator set it (Query.platformFee), which section 8
// of the terms states; the same figures the organiser sees on /app/payouts before publishing a paid course.
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../graphql/generated';
import { queryPage } from '../../lib/graphql/run-operation.server';

const TermsPageDocument = graphql(`
  query TermsPage {
    platformFee {
      percent
      fixedCents
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { data: result } = await queryPage(pageContext, TermsPageDocument, {});
  // The fee comes from the operator's settings, never from the store: it is missing only on a broken server.
  if (!result?.platformFee) throw new Error('The platform fee for /terms could not be read');
  return { fee: result.platformFee };
}

export type Data = Awaited<ReturnType<typeof data>>;
