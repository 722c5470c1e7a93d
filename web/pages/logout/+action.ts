// POST /logout (the header's sign-out button): ends every session of the person and forgets the cookie, also when
// the API no longer knew the session.
import { graphql } from '../../graphql/generated';
import type { FormAction } from '../../server/form-action';
import { redirectTo } from '../../server/form-action';
import { localizeUrl } from '../../lib/i18n/locales';

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const action: FormAction = async (request) => {
  if (request.viewer) await request.mutate(SignOutDocument, {});
  return redirectTo(`${localizeUrl('/', request.locale)}?done=signedOut`, { session: 'clear' });
};
