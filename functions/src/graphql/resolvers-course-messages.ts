// Messages to everyone booked on a course (schema/course-messages.graphql): thin resolvers over
// services/course-messages.ts, which decides who may send, to whom, and how often.
import { messageBooked, messagingOf } from '../services/course-messages.js';
import type { Resolvers } from './generated/resolvers.js';

export const courseMessageResolvers = {
  Mutation: {
    messageBooked: (_, { slug, textDe, textEn }, ctx) => messageBooked(ctx, slug, { textDe, textEn }),
  },
  Event: {
    messaging: (event, _, ctx) => messagingOf(ctx, event),
  },
} satisfies Pick<Resolvers, 'Mutation' | 'Event'>;
