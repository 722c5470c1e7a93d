// What the contribution pages' form actions (/makeevent, /profile/event/{slug}, /venue_profile) share: image
// uploads, the posted event form as EventInput, the API's field names mapped onto the form's, and submitting an
// event to review.
import type { FieldError, FormState } from '../../components/Form';
import { graphql } from '../../graphql/generated';
import type { EventInput } from '../../graphql/generated/graphql';
import { fromGraphQLErrors, rerender, type ActionOutcome, type FormRequest, type UploadPurpose } from '../../server/form-action';
import type { GraphQLResult } from '../../server/graphql-types';
import { eventInputFromForm, formField } from './event-form';

type GraphQLErrors = NonNullable<GraphQLResult['errors']>;

export const SubmitEventDocument = graphql(`
  mutation SubmitEvent($slug: ID!) {
    submitEvent(slug: $slug) {
      slug
      review
    }
  }
`);

/** Stores the files chosen in `field` through the uploads service: their URLs, or the field errors to show. */
export async function uploadImages(request: FormRequest, purpose: UploadPurpose, field: string): Promise<{ urls: string[]; errors: FieldError[] }> {
  const urls: string[] = [];
  const errors: FieldError[] = [];
  for (const file of request.files.filter((candidate) => candidate.field === field)) {
    const saved = await request.saveUpload(purpose, file);
    if ('url' in saved) urls.push(saved.url);
    else errors.push(...saved.errors.map((error) => ({ field, code: error.code })));
  }
  return { urls, errors };
}

/** The outcome with every field error moved to the form field that shows it (and, where it reads better, recoded). */
export function mapErrorFields(outcome: ActionOutcome, mapError: (error: FieldError) => FieldError): ActionOutcome {
  if (outcome.kind !== 'render') return outcome;
  const errors = outcome.formState.errors.map(mapError);
  return { ...outcome, formState: { ...outcome.formState, errors } };
}

/**
 * The posted event form as EventInput, its images uploaded first; or the outcome showing what the page could not
 * convert. `keep` carries the uploaded images back into a rejected form, so they need not be chosen again.
 */
export async function eventInputFromRequest(
  request: FormRequest,
  creating: boolean,
): Promise<{ input: EventInput; keep: Partial<FormState> } | { outcome: ActionOutcome }> {
  const { fields } = request;
  const values = fields.values();
  const uploads = await uploadImages(request, 'event', 'images');
  const imageUrls = [...fields.getAll('keepImages'), ...uploads.urls];
  const keep = { values: { ...values, keepImages: imageUrls } };
  const { input, errors } = eventInputFromForm(values, imageUrls, creating);
  if (errors.length > 0 || uploads.errors.length > 0) return { outcome: rerender(fields, [...errors, ...uploads.errors], undefined, keep) };
  return { input, keep };
}

/** The page again with the API's rejection of the event form, field names mapped and uploaded images kept. */
export function eventRejected(request: FormRequest, errors: GraphQLErrors, keep: Partial<FormState>): ActionOutcome {
  const outcome = mapErrorFields(fromGraphQLErrors(request.fields, errors), (error) => ({ ...error, field: formField(error.field) }));
  return outcome.kind === 'render' ? { ...outcome, formState: { ...outcome.formState, ...keep } } : outcome;
}
