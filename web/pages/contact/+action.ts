// POST /contact: hands the message to the editors (sendContactMessage; anyone may write) and says thank you.
import { graphql } from '../../graphql/generated';
import { localizeUrl } from '../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, type FormAction } from '../../server/form-action';

const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactInput!) {
    sendContactMessage(input: $input)
  }
`);

export const action: FormAction = async (request) => {
  const { fields } = request;
  const input = { name: fields.get('name'), email: fields.get('email'), subject: fields.get('subject'), message: fields.get('message') };
  const { data, errors } = await request.mutate(SendContactMessageDocument, { input });
  return data?.sendContactMessage ? redirectTo(localizeUrl('/contact?done=contactSent', request.locale)) : fromGraphQLErrors(fields, errors);
};
