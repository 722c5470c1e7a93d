// /indexx: every craft with its summary, its counts and its related crafts, in one query run on the server (the
// browser receives plain data and fetches nothing: decision 002).
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../graphql/generated';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { missingBecause } from '../../lib/graphql/page-data';

/** How many related crafts an entry names: enough to wander on, few enough to stay an index. */
export const RELATED_PER_CRAFT = 4;

const CraftIndexQuery = graphql(`
  query CraftIndex($related: Int!) {
    crafts {
      slug
      name
      summary
      venueCount
      upcomingEventCount
      articleCount
      relatedCrafts(first: $related) {
        craft {
          slug
          name
        }
        sharedVenueCount
        sharedArticleCount
        sharedMaterials
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { data, errors } = await queryPage(pageContext, CraftIndexQuery, { related: RELATED_PER_CRAFT });
  const crafts = data?.crafts ?? null;
  return { crafts: crafts ?? [], error: crafts ? null : missingBecause(errors, 'crafts') };
}

export type Data = Awaited<ReturnType<typeof data>>;
export type IndexCraft = Data['crafts'][number];
