// POST /reminders/off: undoing what opening the mail's link did (see +data.ts), signed out too.
import { graphql } from '../../../graphql/generated';
import { localizeUrl } from '../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../server/form-action';

const RemindersOnByLinkDocument = graphql(`
  mutation RemindersOnByLink($reminder: String!, $token: String!) {
    setRemindersOffByLink(reminder: $reminder, token: $token, off: false)
  }
`);

export const action: FormAction = async (request) => {
  const reminder = request.fields.get('reminder');
  const token = request.fields.get('token');
  if (!reminder || !token) return rerender(request.fields, [], 'NOT_FOUND');
  const result = await request.mutate(RemindersOnByLinkDocument, { reminder, token });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  // Without the link's parameters, so that the page (and a reload of it) does not turn them off again.
  return redirectTo(`${localizeUrl('/reminders/off', request.locale)}?on=1`);
};
