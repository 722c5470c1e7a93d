// /app: cancelling one of my bookings (the seat goes to the first person on the waitlist) or single seats of it, the
// Radar's forms, and deleting a saved assistant answer.
import { isRadarForm } from '../../../features/radar/radar-form';
import { radarAction } from '../../../features/radar/radar-actions.server';
import { savedAnswerAction } from '../../../features/assistant/saved-answers-actions.server';
import { isSavedAnswerForm } from '../../../features/assistant/saved-answers-form';
import { graphql } from '../../../graphql/generated';
import { deadlinePassed, expectRefundOf } from '../../../features/events/cancellation-form';
import { localizeUrl } from '../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../server/form-action';

const CancelBookingDocument = graphql(`
  mutation CancelBooking($id: ID!, $expectRefund: Boolean) {
    cancelBooking(id: $id, expectRefund: $expectRefund) {
      id
      status
    }
  }
`);

const CancelSeatsDocument = graphql(`
  mutation CancelSeats($id: ID!, $seats: [Int!]!, $expectRefund: Boolean) {
    cancelSeats(id: $id, seats: $seats, expectRefund: $expectRefund) {
      id
      status
    }
  }
`);

export const action: FormAction = async (request) => {
  const seat = request.fields.get('seat');
  if (request.fields.get('_form') === 'cancelSeats' && request.fields.get('booking') && /^\d{1,4}$/.test(seat)) {
    const result = await request.mutate(CancelSeatsDocument, { id: request.fields.get('booking'), seats: [Number(seat)], expectRefund: expectRefundOf(request.fields) });
    if (deadlinePassed(result.errors)) return rerender(request.fields, [], 'CANCELLATION_DEADLINE_PASSED');
    const refusal = result.errors?.map((error) => error.extensions?.reason).find((reason) => reason === 'NOT_A_SEAT' || reason === 'PAY_OR_CANCEL_ALL');
    if (refusal) return rerender(request.fields, [], refusal as string);
    if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
    return redirectTo(`${localizeUrl('/app', request.locale)}?done=seatCancelled`);
  }
  if (isRadarForm(request.fields.get('_form'))) return radarAction(request, '/app');
  if (isSavedAnswerForm(request.fields.get('_form'))) return savedAnswerAction(request, '/app');
  const id = request.fields.get('booking');
  if (request.fields.get('_form') !== 'cancelBooking' || !id) return rerender(request.fields, [], 'UNKNOWN');
  const result = await request.mutate(CancelBookingDocument, { id, expectRefund: expectRefundOf(request.fields) });
  // The deadline passed since the page promised a refund: the list now says there is none and offers cancelling anyway.
  if (deadlinePassed(result.errors)) return rerender(request.fields, [], 'CANCELLATION_DEADLINE_PASSED');
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  return redirectTo(`${localizeUrl('/app', request.locale)}?done=bookingCancelled`);
};
