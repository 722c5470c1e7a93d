// POST /profile/event/{slug}: one of the page's forms (their `_form`): the edit form saves the event (images uploaded
// first), „submit“ sends it to review, „cancel“ cancels it with a reason (everyone booked gets a mail); the live
// console's forms post news (with a photo uploaded first), a delay, a new room or place or the early end, or delete
// a post; „messageBooked“ sends a message to everyone booked (by email and on the live view).
import { graphql } from '../../../../../graphql/generated';
import { localizeUrl } from '../../../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, takingFiles, type ActionOutcome, type FormAction, type FormRequest } from '../../../../../server/form-action';
import { signInFirst } from '../../../../../features/auth/sign-in.server';
import { eventInputFromRequest, eventRejected, mapErrorFields, SubmitEventDocument, uploadImages } from '../../../../../features/contributions/contribution-actions.server';
import type { LivePostInput } from '../../../../../graphql/generated/graphql';
import { eventFormName } from '../../../../../features/contributions/event-form';
import { cancelFormName, liveFormNames, messageFormName, submitFormName } from './forms';

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

const PostLiveUpdateDocument = graphql(`
  mutation PostLiveUpdate($slug: ID!, $input: LivePostInput!) {
    postLiveUpdate(slug: $slug, input: $input) {
      id
    }
  }
`);

const MessageBookedDocument = graphql(`
  mutation MessageBooked($slug: ID!, $textDe: String!, $textEn: String) {
    messageBooked(slug: $slug, textDe: $textDe, textEn: $textEn) {
      recipients
    }
  }
`);

const DeleteLiveUpdateDocument = graphql(`
  mutation DeleteLiveUpdate($id: ID!) {
    deleteLiveUpdate(id: $id)
  }
`);

/** The live post a console form sends, its photo uploaded first; or the outcome showing what could not be sent. */
async function livePostFromRequest(request: FormRequest, kind: string): Promise<{ input: LivePostInput } | { outcome: ActionOutcome }> {
  const { fields } = request;
  const text = fields.raw('text');
  switch (kind) {
    case liveFormNames.update: {
      const photo = await uploadImages(request, 'event', 'photo');
      if (photo.errors.length > 0) return { outcome: rerender(fields, photo.errors) };
      return { input: { kind: 'UPDATE', text, imageUrl: photo.urls[0] ?? null } };
    }
    case liveFormNames.delay: {
      const minutes = fields.get('delayMinutes');
      if (minutes !== '' && !/^\d+$/.test(minutes)) return { outcome: rerender(fields, [{ field: 'delayMinutes', code: 'NOT_A_NUMBER' }]) };
      return { input: { kind: 'DELAY', text, delayMinutes: minutes === '' ? null : Number(minutes) } };
    }
    case liveFormNames.room:
      return { input: { kind: 'ROOM', text, room: fields.get('room') } };
    default:
      return { input: { kind: 'ENDED', text } };
  }
}

export const action: FormAction = takingFiles({ images: 6, photo: 1 }, async (request) => {
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
    case liveFormNames.update:
    case liveFormNames.delay:
    case liveFormNames.room:
    case liveFormNames.ended: {
      const prepared = await livePostFromRequest(request, fields.get('_form'));
      if ('outcome' in prepared) return prepared.outcome;
      const { data, errors } = await request.mutate(PostLiveUpdateDocument, { slug, input: prepared.input });
      if (data) return done('livePosted');
      // The photo was uploaded by this form: the API names it imageUrl.
      return mapErrorFields(fromGraphQLErrors(fields, errors), (error) => (error.field === 'imageUrl' ? { ...error, field: 'photo' } : error));
    }
    case messageFormName: {
      const { data, errors } = await request.mutate(MessageBookedDocument, { slug, textDe: fields.raw('textDe'), textEn: fields.raw('textEn') || null });
      return data ? done('messageSent') : fromGraphQLErrors(fields, errors);
    }
    case liveFormNames.delete: {
      const { data, errors } = await request.mutate(DeleteLiveUpdateDocument, { id: fields.get('id') });
      return data ? done('liveDeleted') : fromGraphQLErrors(fields, errors);
    }
    default:
      return rerender(fields, [], 'UNKNOWN');
  }
});
