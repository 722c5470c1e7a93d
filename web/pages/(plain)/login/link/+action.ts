// /login/link: signs in with the address and one-time code of the mailed link (from the page's query string).
import { graphql } from '../../../../graphql/generated';
import { afterSignIn } from '../../../../features/auth/sign-in.server';
import { fromGraphQLErrors, rerender, type FormAction } from '../../../../server/form-action';

const SignInWithLinkDocument = graphql(`
  mutation SignInWithLink($email: String!, $code: String!) {
    signInWithLink(email: $email, code: $code) {
      session {
        token
        expiresAt
      }
    }
  }
`);

export const action: FormAction = async (request) => {
  const email = request.query.get('email') ?? '';
  const code = request.query.get('code') ?? '';
  if (!email || !code) return rerender(request.fields, [], 'INVALID_LINK');
  const result = await request.mutate(SignInWithLinkDocument, { email, code });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  return afterSignIn(request, result.data.signInWithLink.session);
};
