// The Restplatz-Radar (schema/radar.graphql): thin resolvers over services/radar-alerts.ts, which validates, checks that an
// alert is the viewer's and streams the viewer's notices. The unsubscribe tokens' hashes never leave the server.
import { craftsBySlugs } from '../services/catalog.js';
import {
  alertMatchesOf,
  deleteRadarAlert,
  matchEvent,
  myRadarAlerts,
  radarNoticesStream,
  saveRadarAlert,
  setRadarAlertActive,
  setRadarAlertActiveByToken,
} from '../services/radar-alerts.js';
import type { Resolvers } from './generated/resolvers.js';

export const radarResolvers = {
  Query: {
    myRadarAlerts: (_, __, ctx) => myRadarAlerts(ctx),
  },
  Mutation: {
    saveRadarAlert: (_, { id, input }, ctx) => saveRadarAlert(ctx, { id, input }),
    setRadarAlertActive: (_, args, ctx) => setRadarAlertActive(ctx, args),
    deleteRadarAlert: (_, args, ctx) => deleteRadarAlert(ctx, args),
    setRadarAlertActiveByToken: (_, args, ctx) => setRadarAlertActiveByToken(ctx, args),
  },
  Subscription: {
    radarNotices: { subscribe: (_, __, ctx) => radarNoticesStream(ctx), resolve: (matches: unknown) => matches as never },
  },
  RadarAlert: {
    crafts: (alert, _, ctx) => craftsBySlugs(ctx, alert.craftSlugs),
    matches: (alert, args, ctx) => alertMatchesOf(ctx, alert, args),
  },
  RadarMatch: {
    event: (match, _, ctx) => matchEvent(ctx, match),
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'Subscription' | 'RadarAlert' | 'RadarMatch'>;
