// Resolvers of the live views: the list and one course, as queries and as subscriptions (a snapshot first, then
// every change), the fields of a live view, and the tickets that sign a person's streams in from another origin.
import { requireViewer } from '../services/access.js';
import { liveEvent, liveEventStream, liveEvents, liveEventsStream } from '../services/live.js';
import type { Resolvers } from './generated/resolvers.js';

export const liveResolvers = {
  Query: {
    liveEvents: (_, args, ctx) => liveEvents(ctx, args),
    liveEvent: (_, args, ctx) => liveEvent(ctx, args),
    liveStreamTicket: (_, __, ctx) => ctx.streamTickets.issue(requireViewer(ctx.viewer).uid, ctx.now),
  },
  Subscription: {
    liveEvents: { subscribe: (_, args, ctx) => liveEventsStream(ctx, args), resolve: (views: unknown) => views as never },
    liveEvent: { subscribe: (_, args, ctx) => liveEventStream(ctx, args), resolve: (view: unknown) => view as never },
  },
  LiveEvent: {
    event: (view) => view.event,
    phase: (view) => view.state.phase,
    seatsLeft: (view) => view.state.seatsLeft,
    delayMinutes: (view) => view.state.delayMinutes,
    room: (view) => view.state.room,
    latestUpdate: (view) => view.state.latestPost,
    joinMode: (view) => view.state.joinMode,
    joinableUntil: (view) => view.state.joinableUntil,
    watchers: (view) => view.watchers,
    version: (view) => view.state.version,
  },
} satisfies Pick<Resolvers, 'Query' | 'Subscription' | 'LiveEvent'>;
