// The event page's booking form: book seats (or a waitlist place for them), with a name for each where given, or
// cancel my booking.
import { graphql } from '../../../graphql/generated';
import { deadlinePassed, expectRefundOf } from '../../../features/events/cancellation-form';
import { localizeUrl } from '../../../lib/i18n/locales';
import { signInHref } from '../../../lib/sign-in/sign-in-href';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../server/form-action';

const BookEventDocument = graphql(`
  mutation BookEvent($slug: ID!, $seats: Int, $names: [String!], $acceptFewer: Boolean) {
    bookEvent(slug: $slug, seats: $seats, names: $names, acceptFewer: $acceptFewer) {
      id
      status
      order {
        id
      }
    }
  }
`);

const CancelEventBookingDocument = graphql(`
  mutation CancelEventBooking($id: ID!, $expectRefund: Boolean) {
    cancelBooking(id: $id, expectRefund: $expectRefund) {
      id
    }
  }
`);

const bookingRefusals = new Set(['NO_BOOKING', 'EVENT_CLOSED', 'EVENT_POSTPONED', 'COURSE_RUNNING', 'BOOKING_WINDOW_CLOSED', 'TOO_MANY_SEATS', 'INVALID_SEATS']);

/** The seats asked for: the select's number (1 without one), the names of that many seats, and whether fewer will do. */
export function seatRequestOf(fields: { get(name: string): string | undefined; getAll(name: string): string[] }) {
  const text = fields.get('seats');
  const seats = text && /^\d{1,3}$/.test(text) ? Number(text) : 1;
  const names = fields.getAll('names').slice(0, seats).map((name) => name.trim());
  return { seats, names: names.some(Boolean) ? names : null, acceptFewer: fields.get('acceptFewer') === 'on' };
}

export const action: FormAction = async (request) => {
  const slug = request.routeParams.event_slug ?? '';
  const page = localizeUrl(`/events/${encodeURIComponent(slug)}`, request.locale);
  if (!request.viewer) return redirectTo(signInHref(page, request.locale));
  if (request.fields.get('_form') === 'cancel') {
    const id = request.fields.get('booking');
    if (!id) return rerender(request.fields, [], 'UNKNOWN');
    const result = await request.mutate(CancelEventBookingDocument, { id, expectRefund: expectRefundOf(request.fields) });
    // The deadline passed since the page promised a refund: the page now says there is none and offers cancelling anyway.
    if (deadlinePassed(result.errors)) return rerender(request.fields, [], 'CANCELLATION_DEADLINE_PASSED');
    if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
    return redirectTo(`${page}?done=bookingCancelled`);
  }
  const result = await request.mutate(BookEventDocument, { slug, ...seatRequestOf(request.fields) });
  // Why the booking was refused, in the visitor's words: begun, postponed, the window closed (the page offered it
  // before the moment passed).
  const refusal = result.errors?.map((error) => error.extensions?.reason).find((reason) => typeof reason === 'string' && bookingRefusals.has(reason));
  if (refusal) return rerender(request.fields, [], refusal as string);
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  const { status, order } = result.data.bookEvent;
  // A seat in a paid event is held while its person pays: on to the payment page.
  if (status === 'HELD' && order) return redirectTo(`${localizeUrl('/payment', request.locale)}?order=${encodeURIComponent(order.id)}`);
  return redirectTo(`${page}?done=${status === 'WAITLISTED' ? 'waitlisted' : 'booked'}`);
};
