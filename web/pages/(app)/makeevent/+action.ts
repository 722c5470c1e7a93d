// POST /makeevent: uploads the chosen images, creates the event (a series: one draft per date) and, with „Zur
// Prüfung einreichen“, sends every date to review (trusted organisers: published at once). Then on to the first
// date's edit page. A rejected form comes back with everything typed, the uploaded images kept as choices.
import { graphql } from '../../../graphql/generated';
import { localizeUrl } from '../../../lib/i18n/locales';
import { signInFirst } from '../../../features/auth/sign-in.server';
import { eventInputFromRequest, eventRejected, SubmitEventDocument } from '../../../features/contributions/contribution-actions.server';
import { redirectTo, takingFiles, type FormAction } from '../../../server/form-action';

const CreateEventDocument = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      slug
    }
  }
`);

export const action: FormAction = takingFiles({ images: 6 }, async (request) => {
  if (!request.viewer) return signInFirst(request);
  const prepared = await eventInputFromRequest(request, true);
  if ('outcome' in prepared) return prepared.outcome;
  const created = await request.mutate(CreateEventDocument, { input: prepared.input });
  const events = created.data?.createEvent;
  if (!events?.length) return eventRejected(request, created.errors, prepared.keep);
  const first = events[0]!.slug;
  let done = 'eventSaved';
  if (request.fields.get('intent') === 'submit') {
    for (const event of events) {
      const submitted = await request.mutate(SubmitEventDocument, { slug: event.slug });
      // The drafts exist; the edit page shows their state and offers to submit again.
      if (!submitted.data) return redirectTo(localizeUrl(`/profile/event/${first}?done=eventSubmitFailed`, request.locale));
      done = submitted.data.submitEvent.review === 'PUBLISHED' ? 'eventPublished' : 'eventSubmitted';
    }
  }
  return redirectTo(localizeUrl(`/profile/event/${first}?done=${done}`, request.locale));
});
