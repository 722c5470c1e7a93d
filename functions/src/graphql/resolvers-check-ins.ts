// Check-in at the door (schema/check-ins.graphql): thin resolvers over services/check-ins.ts, which checks that the
// viewer organises the course (or edits) and reads the ticket.
import { checkInTicket, courseAttendance, sessionAttendance, type SessionAttendance } from '../services/check-ins.js';
import type { Resolvers } from './generated/resolvers.js';

function sessionAttendanceOf({ event, session, seats }: SessionAttendance) {
  const dates = event.sessions[session]!;
  return { session, startsAt: dates.startsAt, endsAt: dates.endsAt, seats, checkedIn: seats.filter((seat) => seat.checkedInAt !== null).length };
}

export const checkInResolvers = {
  Query: {
    sessionAttendance: async (_, args, ctx) => {
      const attendance = await sessionAttendance(ctx, args);
      return attendance && sessionAttendanceOf(attendance);
    },
    courseAttendance: async (_, args, ctx) => (await courseAttendance(ctx, args)).map(sessionAttendanceOf),
  },
  Mutation: {
    checkIn: (_, args, ctx) => checkInTicket(ctx, args),
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation'>;
