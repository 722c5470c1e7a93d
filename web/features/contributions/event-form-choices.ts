// What the event form offers: the crafts, every listed venue (for the select), whether the person publishes
// without review, and what selling a paid course means for them (the platform's fee, whether they can take payments). Read by /makeevent and /profile/event/{slug}.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { graphql } from '../../graphql/generated';
import type { VenueOptionsQuery } from '../../graphql/generated/graphql';
import type { PaidCourseTerms, VenueOption } from './EventForm';
import type { Option } from './form-parts';

const EventFormChoicesQuery = graphql(`
  query EventFormChoices {
    viewer {
      trustedOrganiser
    }
    myPayoutAccount {
      canTakePayments
    }
    platformFee {
      percent
      fixedCents
    }
    crafts {
      slug
      name
    }
  }
`);

const VenueOptionsDocument = graphql(`
  query VenueOptions($after: String) {
    venues(first: 50, after: $after) {
      edges {
        node {
          slug
          name
          address {
            locality
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Upper bound on pages of 50 venues read for the select, so that the page's cost stays bounded. */
const maxVenuePages = 20;

/** Every listed venue by name, or null when the store could not answer. */
export async function loadVenueOptions(pageContext: PageContextServer): Promise<VenueOption[] | null> {
  const venues: VenueOption[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxVenuePages; page++) {
    const { data }: { data: VenueOptionsQuery | undefined } = await queryPage(pageContext, VenueOptionsDocument, { after });
    if (!data?.venues) return null;
    for (const { node } of data.venues.edges) venues.push({ slug: node.slug, name: node.name, locality: node.address.locality });
    const { hasNextPage, endCursor }: { hasNextPage: boolean; endCursor?: string | null } = data.venues.pageInfo;
    if (!hasNextPage || !endCursor) break;
    after = endCursor;
  }
  return venues;
}

export type EventFormChoices = { crafts: Option[]; venues: VenueOption[]; trustedOrganiser: boolean; selling: PaidCourseTerms | null };

/** The form's choices, or null when a part could not be loaded (the page then says so instead of a broken form). */
export async function loadEventFormChoices(pageContext: PageContextServer): Promise<EventFormChoices | null> {
  const [{ data }, venues] = await Promise.all([queryPage(pageContext, EventFormChoicesQuery, {}), loadVenueOptions(pageContext)]);
  if (!data?.crafts || !venues) return null;
  const selling = data.platformFee ? { feePercent: data.platformFee.percent, feeFixedCents: data.platformFee.fixedCents, canTakePayments: data.myPayoutAccount?.canTakePayments ?? false } : null;
  return { crafts: data.crafts, venues, trustedOrganiser: data.viewer?.trustedOrganiser ?? false, selling };
}
