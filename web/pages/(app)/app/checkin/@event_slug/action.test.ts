import { describe, expect, it } from 'vitest';
import { fakeFormRequest } from '../../../../../server/form-request.testing';
import { action } from './+action';

const seat = { bookingId: 'b-mia', seat: 0, name: 'Mia', bookedBy: 'Mia', seatName: null, bookingSeats: 1, paid: false, checkedInAt: '2026-12-01T17:02:00.000Z' };

describe('POST /app/checkin/<course>', () => {
  it('checks the typed code in for the form’s session and shows the answer with the field emptied', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/app/checkin/ringe',
      routeParams: { event_slug: 'ringe' },
      fields: [['session', '1'], ['code', 'k7qm 3txa']],
      answers: { CheckInTicket: { data: { checkIn: { outcome: 'CHECKED_IN', seat } } } },
    });
    expect(await action(request)).toEqual({ kind: 'render', status: 200, formState: { values: {}, errors: [], result: { outcome: 'CHECKED_IN', seat } } });
    expect(calls).toEqual([{ operation: 'CheckInTicket', variables: { eventSlug: 'ringe', session: 1, code: 'k7qm 3txa' } }]);
  });

  it('asks for a code when none was typed, and shows the API’s refusal of someone else', async () => {
    const empty = fakeFormRequest({ path: '/app/checkin/ringe', routeParams: { event_slug: 'ringe' }, fields: [['session', '0'], ['code', ' ']] });
    expect(await action(empty.request)).toMatchObject({ kind: 'render', status: 422, formState: { errors: [{ field: 'code', code: 'REQUIRED' }] } });
    const forbidden = fakeFormRequest({
      path: '/app/checkin/ringe',
      routeParams: { event_slug: 'ringe' },
      fields: [['session', '0'], ['code', 'K7QM3TXA']],
      answers: { CheckInTicket: { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] } },
    });
    expect(await action(forbidden.request)).toMatchObject({ kind: 'render', status: 403, formState: { code: 'FORBIDDEN' } });
  });
});
