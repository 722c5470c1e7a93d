// The figures of first-party page counting (schema/analytics.graphql): thin resolvers over services/analytics.ts,
// which decides who may see them (editors the site's, owners and editors a venue's).
import { siteFigures, venueFigures } from '../services/analytics.js';
import { ForbiddenError } from '../services/errors.js';
import type { Resolvers } from './generated/resolvers.js';

export const analyticsResolvers = {
  Query: {
    siteFigures: (_, __, ctx) => siteFigures(ctx.store, ctx.viewer, ctx.now),
    venueFigures: async (_, { venue: slug, months }, ctx) => {
      const venue = await ctx.loaders.venue.load(slug);
      if (!venue) throw new ForbiddenError('You may not see this venue’s figures.');
      return venueFigures(ctx.store, ctx.viewer, venue, ctx.now, months ?? 6);
    },
  },
} satisfies Pick<Resolvers, 'Query'>;
