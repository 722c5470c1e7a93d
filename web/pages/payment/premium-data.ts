// /payment?plan=…&venue=…: an owner buying Premium for one of their venues. The plan comes from the URL but its
// price from domain/premium.ts (the server charges the same); which venues the person may buy for from the API
// (Viewer.venues), and what the provider said on the way back only shapes the words.
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { premiumPlan, type PremiumPlan } from '../../../functions/src/domain/premium';
import { graphql } from '../../graphql/generated';
import type { PremiumVenuesQuery } from '../../graphql/generated/graphql';
import { requireRecord } from '../../lib/graphql/page-data';
import { queryPage } from '../../lib/graphql/run-operation.server';

const PremiumVenuesDocument = graphql(`
  query PremiumVenues {
    viewer {
      venues {
        slug
        name
        premium {
          status
          plan
          featured
          currentPeriodEnd
          cancelAtPeriodEnd
        }
      }
    }
  }
`);

export type PremiumVenue = NonNullable<PremiumVenuesQuery['viewer']>['venues'][number];

export interface PremiumData {
  kind: 'premium';
  /** The plan asked for; null on the way back from the checkout (the venue's record says what was bought). */
  plan: PremiumPlan | null;
  venues: PremiumVenue[];
  /** The venue chosen (the only one, or the one in the URL); null while the owner of several has to choose. */
  venue: PremiumVenue | null;
  result: 'returned' | 'cancelled' | 'declined' | null;
}

export async function premiumData(pageContext: PageContextServer): Promise<PremiumData> {
  const { plan: planId = '', venue: venueSlug = '', result } = pageContext.urlParsed.search;
  const plan = premiumPlan(planId) ?? null;
  if (!plan && !venueSlug) throw render(404);
  const { data, errors } = await queryPage(pageContext, PremiumVenuesDocument, {});
  const venues = requireRecord(pageContext, data?.viewer, errors, 'viewer', 'notFound').venues;
  // A venue in the URL that is not theirs: the same 404 as one that does not exist.
  const venue = venueSlug
    ? requireRecord(pageContext, venues.find((v) => v.slug === venueSlug), errors, 'viewer', 'notFound')
    : venues.length === 1
      ? venues[0]!
      : null;
  const known = result === 'returned' || result === 'cancelled' || result === 'declined' ? result : null;
  return { kind: 'premium', plan, venues, venue, result: known };
}
