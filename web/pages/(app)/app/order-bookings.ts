// The order of /app's lists: upcoming bookings by date, then past ones, latest first; my courses in two groups, those
// still to come or running (soonest first) and those over (latest first), so that a long list opens with what matters.
type Dated = { event: { startsAt: string; endsAt: string } };

export function isOver(booking: Dated, now: string): boolean {
  return Date.parse(booking.event.endsAt) < Date.parse(now);
}

export function orderBookings<T extends Dated>(bookings: readonly T[], now: string): T[] {
  const start = (booking: T) => Date.parse(booking.event.startsAt);
  const upcoming = bookings.filter((booking) => !isOver(booking, now)).sort((a, b) => start(a) - start(b));
  const past = bookings.filter((booking) => isOver(booking, now)).sort((a, b) => start(b) - start(a));
  return [...upcoming, ...past];
}

type Timed = { startsAt: string; endsAt: string };

/** My courses split at `now`: not yet over (soonest first), and over (latest first). */
export function groupEvents<T extends Timed>(events: readonly T[], now: string): { upcoming: T[]; past: T[] } {
  const over = (event: T) => Date.parse(event.endsAt) < Date.parse(now);
  const start = (event: T) => Date.parse(event.startsAt);
  return {
    upcoming: events.filter((event) => !over(event)).sort((a, b) => start(a) - start(b)),
    past: events.filter(over).sort((a, b) => start(b) - start(a)),
  };
}
