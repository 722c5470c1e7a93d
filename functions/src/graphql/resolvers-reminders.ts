// Reminders before each session (schema/reminders.graphql): thin resolvers over services/reminders.ts. The opt-out
// tokens' hashes never leave the server.
import { setRemindersOff, setRemindersOffByLink } from '../services/reminders.js';
import type { Resolvers } from './generated/resolvers.js';

export const reminderResolvers = {
  Mutation: {
    setRemindersOff: (_, args, ctx) => setRemindersOff(ctx, args),
    setRemindersOffByLink: (_, args, ctx) => setRemindersOffByLink(ctx, args),
  },
  Viewer: {
    remindersOff: (viewer) => viewer.profile.remindersOff ?? false,
  },
} satisfies Pick<Resolvers, 'Mutation' | 'Viewer'>;
