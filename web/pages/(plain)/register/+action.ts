// /register: a new account with name, email and password; signed in right away.
import { graphql } from '../../../graphql/generated';
import { afterSignIn, apiLocale } from '../../../features/auth/sign-in.server';
import { fromGraphQLErrors, type FormAction } from '../../../server/form-action';

const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      session {
        token
        expiresAt
      }
    }
  }
`);

export const action: FormAction = async (request) => {
  const { fields } = request;
  const input = { name: fields.get('name'), email: fields.get('email'), password: fields.raw('password'), locale: apiLocale(request.locale) };
  const result = await request.mutate(SignUpDocument, { input });
  if (!result.data) return fromGraphQLErrors(fields, result.errors);
  return afterSignIn(request, result.data.signUp.session);
};
