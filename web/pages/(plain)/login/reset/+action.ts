// /login/reset: without ?code=, mails a reset link (the same answer whether or not the address is known); with the
// code from that mail, sets the new password and continues at /login.
import { graphql } from '../../../../graphql/generated';
import { apiLocale } from '../../../../features/auth/sign-in.server';
import { localizeUrl } from '../../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../../server/form-action';

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!, $locale: Locale) {
    requestPasswordReset(email: $email, locale: $locale)
  }
`);

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($code: String!, $password: String!) {
    resetPassword(code: $code, password: $password)
  }
`);

export const action: FormAction = async (request) => {
  const { fields, locale } = request;
  const code = request.query.get('code');
  if (code) {
    const password = fields.raw('password');
    if (!password) return rerender(fields, [{ field: 'password', code: 'REQUIRED' }]);
    const result = await request.mutate(ResetPasswordDocument, { code, password });
    if (!result.data) return fromGraphQLErrors(fields, result.errors);
    return redirectTo(`${localizeUrl('/login', locale)}?done=passwordChanged`);
  }
  const email = fields.get('email');
  if (!email) return rerender(fields, [{ field: 'email', code: 'REQUIRED' }]);
  const result = await request.mutate(RequestPasswordResetDocument, { email, locale: apiLocale(locale) });
  if (!result.data) return fromGraphQLErrors(fields, result.errors);
  return redirectTo(`${localizeUrl('/login/reset', locale)}?done=resetSent`);
};
