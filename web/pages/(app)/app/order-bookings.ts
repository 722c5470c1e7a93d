// The order of /app's booking list: upcoming bookings by date, then past ones, latest first.
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
