// The organiser's live console (schema/live-console.graphql): thin resolvers over services/live-console.ts, which
// decides who may post and delete.
import { deleteLiveUpdate, livePostsOf, postLiveUpdate } from '../services/live-console.js';
import type { Resolvers } from './generated/resolvers.js';

export const liveConsoleResolvers = {
  Mutation: {
    postLiveUpdate: (_, { slug, input }, ctx) => postLiveUpdate(ctx, slug, input),
    deleteLiveUpdate: (_, { id }, ctx) => deleteLiveUpdate(ctx, id),
  },
  Event: {
    livePosts: (event, args, ctx) => livePostsOf(ctx, event, args),
  },
} satisfies Pick<Resolvers, 'Mutation' | 'Event'>;
