// Which session of a course the door's page and the participant list show: the one the URL names, else the first
// not yet over (the last when all are), so that the organiser's link opens at today's date.

/** The session's index, or null when the URL names one the course does not have (or no number). */
export function chosenSession(sessions: readonly { endsAt: string }[], asked: string | undefined, now: Date): number | null {
  if (asked !== undefined && asked !== '') {
    if (!/^\d{1,3}$/.test(asked)) return null;
    const index = Number(asked);
    return index < sessions.length ? index : null;
  }
  const next = sessions.findIndex((session) => Date.parse(session.endsAt) > now.getTime());
  return next === -1 ? Math.max(0, sessions.length - 1) : next;
}

/** The page of a session: `/app/checkin/<course>?session=<n>` (its path, before the language's prefix). */
export const checkInPath = (eventSlug: string, session: number): string => `/app/checkin/${eventSlug}?session=${session}`;

/** The printable participant list of a course, and its CSV. */
export const participantsPath = (eventSlug: string): string => `/app/participants/${eventSlug}`;
export const participantsCsvPath = (eventSlug: string): string => `/app/participants/${eventSlug}.csv`;
