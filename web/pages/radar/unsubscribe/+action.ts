// POST /radar/unsubscribe: undoing the pause that opening the mail's link made (see +data.ts), signed out too.
import { graphql } from '../../../graphql/generated';
import { localizeUrl } from '../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../server/form-action';

const ResumeRadarByTokenDocument = graphql(`
  mutation ResumeRadarByToken($token: String!) {
    setRadarAlertActiveByToken(token: $token, active: true) {
      id
      active
    }
  }
`);

export const action: FormAction = async (request) => {
  const token = request.fields.get('token');
  if (!token) return rerender(request.fields, [], 'NOT_FOUND');
  const result = await request.mutate(ResumeRadarByTokenDocument, { token });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  // Without the token, so that the page (and a reload of it) does not pause the alert again.
  return redirectTo(`${localizeUrl('/radar/unsubscribe', request.locale)}?resumed=1`);
};
