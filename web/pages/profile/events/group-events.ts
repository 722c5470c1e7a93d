// How /profile/events groups the events a person created: cancelled and past ones apart, the rest by review state.
export const eventGroups = ['DRAFT', 'REJECTED', 'IN_REVIEW', 'PUBLISHED', 'CANCELLED', 'PAST'] as const;
export type EventGroup = (typeof eventGroups)[number];

type Created = { startsAt: string; endsAt: string; status: string; review?: string | null };

export function groupOf(event: Created, now: string): EventGroup {
  if (event.status === 'CANCELLED') return 'CANCELLED';
  if (Date.parse(event.endsAt) < Date.parse(now)) return 'PAST';
  return (event.review as EventGroup | null | undefined) ?? 'PUBLISHED';
}

export function groupEvents<T extends Created>(events: readonly T[], now: string): Array<{ group: EventGroup; events: T[] }> {
  return eventGroups
    .map((group) => ({ group, events: events.filter((event) => groupOf(event, now) === group) }))
    .filter((entry) => entry.events.length > 0);
}
