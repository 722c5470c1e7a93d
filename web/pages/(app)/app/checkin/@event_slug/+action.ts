// POST /app/checkin/<course>: a typed short code (or a token pasted) checked in for the session the form names. The
// answer is shown on the page (200, not a redirect: it is the door's answer, not a saved thing), the field emptied
// for the next guest; the API decides who may and what the code is.
import { signInFirst } from '../../../../../features/auth/sign-in.server';
import { CheckInTicketDocument } from '../../../../../graphql/generated/graphql';
import { fromGraphQLErrors, rerender, type FormAction } from '../../../../../server/form-action';

export const action: FormAction = async (request) => {
  if (!request.viewer) return signInFirst(request);
  const { fields } = request;
  const code = fields.get('code');
  if (!code) return rerender(fields, [{ field: 'code', code: 'REQUIRED' }]);
  const session = Number(fields.get('session'));
  const result = await request.mutate(CheckInTicketDocument, { eventSlug: request.routeParams.event_slug ?? '', session: Number.isInteger(session) ? session : -1, code });
  if (!result.data) return fromGraphQLErrors(fields, result.errors);
  return { kind: 'render', status: 200, formState: { values: {}, errors: [], result: result.data.checkIn } };
};
