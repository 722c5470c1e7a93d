// The event page's booking form: book a seat (or a waitlist place), or cancel my booking.
import { graphql } from '../../../graphql/generated';
import { deadlinePassed, expectRefundOf } from '../../../features/events/cancellation-form';
import { localizeUrl } from '../../../lib/i18n/locales';
import { signInHref } from '../../../lib/sign-in/sign-in-href';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../server/form-action';

const BookEventDocument = graphql(`
  mutation BookEvent($slug: ID!) {
    bookEvent(slug: $slug) {
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

const bookingRefusals = new Set(['NO_BOOKING', 'EVENT_CLOSED', 'EVENT_POSTPONED', 'COURSE_RUNNING', 'BOOKING_WINDOW_CLOSED']);

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
  const result = await request.mutate(BookEventDocument, { slug });
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
