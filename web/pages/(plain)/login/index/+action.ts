// /login: sign in with email and password (form "password"), or have a sign-in link mailed (form "link"; always the
// same neutral confirmation, so nobody learns whether an address has an account).
import { graphql } from '../../../../graphql/generated';
import { afterSignIn, apiLocale } from '../../../../features/auth/sign-in.server';
import { localizeUrl } from '../../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../../server/form-action';

const SignInDocument = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      session {
        token
        expiresAt
      }
    }
  }
`);

const RequestSignInLinkDocument = graphql(`
  mutation RequestSignInLink($email: String!, $locale: Locale, $next: String) {
    requestSignInLink(email: $email, locale: $locale, next: $next)
  }
`);

export const action: FormAction = async (request) => {
  const { fields, locale } = request;
  const email = fields.get('email');
  if (!email) return rerender(fields, [{ field: 'email', code: 'REQUIRED' }]);

  if (fields.get('_form') === 'link') {
    const next = request.query.get('next');
    const result = await request.mutate(RequestSignInLinkDocument, { email, locale: apiLocale(locale), next });
    if (!result.data) return fromGraphQLErrors(fields, result.errors);
    return redirectTo(`${localizeUrl('/login', locale)}?done=linkSent`);
  }

  const password = fields.raw('password');
  if (!password) return rerender(fields, [{ field: 'password', code: 'REQUIRED' }]);
  const result = await request.mutate(SignInDocument, { email, password });
  if (!result.data) return fromGraphQLErrors(fields, result.errors);
  return afterSignIn(request, result.data.signIn.session);
};
