// POST /profile/event/{slug}: one of three forms (their `_form`): the edit form saves the event (images uploaded
// first), „submit“ sends it to review, „cancel“ cancels it with a reason (everyone booked gets a mail).
import { graphql } from '../../../../../graphql/generated';
import { localizeUrl } from '../../../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../../../server/form-action';
import { signInFirst } from '../../../../../features/auth/sign-in.server';
import { eventInputFromRequest, eventRejected, SubmitEventDocument } from '../../../../../features/contributions/contribution-actions.server';
import { eventFormName } from '../../../../../features/contributions/event-form';
import { cancelFormName, submitFormName } from './forms';

const UpdateEventDocument = graphql(`
  mutation UpdateEvent($slug: ID!, $input: EventInput!) {
    updateEvent(slug: $slug, input: $input) {
      slug
    }
  }
`);

const CancelEventDocument = graphql(`
  mutation CancelEvent($slug: ID!, $reason: String) {
    cancelEvent(slug: $slug, reason: $reason) {
      slug
    }
  }
`);

export const action: FormAction = async (request) => {
  if (!request.viewer) return signInFirst(request);
  const { fields } = request;
  const slug = request.routeParams.event_slug ?? '';
  const done = (key: string) => redirectTo(localizeUrl(`/profile/event/${slug}?done=${key}`, request.locale));

  switch (fields.get('_form')) {
    case submitFormName: {
      const { data, errors } = await request.mutate(SubmitEventDocument, { slug });
      if (!data) return fromGraphQLErrors(fields, errors);
      return done(data.submitEvent.review === 'PUBLISHED' ? 'eventPublished' : 'eventSubmitted');
    }
    case cancelFormName: {
      const { data, errors } = await request.mutate(CancelEventDocument, { slug, reason: fields.get('reason') || null });
      return data ? done('eventCancelled') : fromGraphQLErrors(fields, errors);
    }
    case eventFormName: {
      const prepared = await eventInputFromRequest(request, false);
      if ('outcome' in prepared) return prepared.outcome;
      const updated = await request.mutate(UpdateEventDocument, { slug, input: prepared.input });
      return updated.data ? done('eventSaved') : eventRejected(request, updated.errors, prepared.keep);
    }
    default:
      return rerender(fields, [], 'UNKNOWN');
  }
};
