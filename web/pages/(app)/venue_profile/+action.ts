// POST /venue_profile: the venue form saves the edit as a draft change (images uploaded first), then, by the button
// pressed, shows the preview or sends the change to the editors; the claim form asks to keep a listed venue; the
// Premium form cancels the venue's Premium at the end of its paid period.
import { VENUE_PAGE_IMAGES } from '../../../../functions/src/domain/premium';
import { graphql } from '../../../graphql/generated';
import { localizeUrl } from '../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, takingFiles, type FormAction } from '../../../server/form-action';
import { signInFirst } from '../../../features/auth/sign-in.server';
import { mapErrorFields, uploadImages } from '../../../features/contributions/contribution-actions.server';
import { claimFormName, premiumCancelFormName, venueFormName } from './forms';
import { venueFormError, venueInputFromForm } from './venue-form';

const SaveVenueChangeDocument = graphql(`
  mutation SaveVenueChange($venue: ID!, $input: VenueInput!) {
    saveVenueChange(venue: $venue, input: $input) {
      state
    }
  }
`);

const SubmitVenueChangeDocument = graphql(`
  mutation SubmitVenueChange($venue: ID!) {
    submitVenueChange(venue: $venue) {
      state
    }
  }
`);

const CancelPremiumDocument = graphql(`
  mutation CancelPremium($venue: ID!) {
    cancelPremium(venueSlug: $venue) {
      cancelAtPeriodEnd
    }
  }
`);

const ClaimVenueDocument = graphql(`
  mutation ClaimVenue($venue: ID!, $message: String!) {
    claimVenue(venue: $venue, message: $message) {
      id
    }
  }
`);

// Up to a Premium venue's images in one post; services/venue-changes.ts holds a free venue to one.
export const action: FormAction = takingFiles({ images: VENUE_PAGE_IMAGES.premium }, async (request) => {
  if (!request.viewer) return signInFirst(request);
  const { fields, locale } = request;

  if (fields.get('_form') === claimFormName) {
    const { data, errors } = await request.mutate(ClaimVenueDocument, { venue: fields.get('venue'), message: fields.get('message') });
    return data ? redirectTo(localizeUrl('/venue_profile?done=claimSent', locale)) : fromGraphQLErrors(fields, errors);
  }
  if (fields.get('_form') === premiumCancelFormName) {
    const venue = fields.get('slug');
    const { data, errors } = await request.mutate(CancelPremiumDocument, { venue });
    return data ? redirectTo(localizeUrl(`/venue_profile?venue=${encodeURIComponent(venue)}`, locale)) : fromGraphQLErrors(fields, errors);
  }
  if (fields.get('_form') !== venueFormName) return rerender(fields, [], 'UNKNOWN');

  const slug = fields.get('slug');
  const here = (done: string) => localizeUrl(`/venue_profile?venue=${encodeURIComponent(slug)}&done=${done}`, locale);
  const uploads = await uploadImages(request, 'venue', 'images');
  const imageUrls = [...fields.getAll('keepImages'), ...uploads.urls];
  const keep = { values: { ...fields.values(), keepImages: imageUrls } };
  const { input, errors, intervalFields } = venueInputFromForm(fields.values(), imageUrls);
  if (errors.length > 0 || uploads.errors.length > 0) return rerender(fields, [...errors, ...uploads.errors], undefined, keep);

  const saved = await request.mutate(SaveVenueChangeDocument, { venue: slug, input });
  if (!saved.data) {
    const outcome = mapErrorFields(fromGraphQLErrors(fields, saved.errors), (error) => venueFormError(error, intervalFields));
    return outcome.kind === 'render' ? { ...outcome, formState: { ...outcome.formState, ...keep } } : outcome;
  }
  switch (fields.get('intent')) {
    case 'preview':
      return redirectTo(localizeUrl(`/venue_preview?venue=${encodeURIComponent(slug)}`, locale));
    case 'submit': {
      const submitted = await request.mutate(SubmitVenueChangeDocument, { venue: slug });
      return submitted.data ? redirectTo(here('venueSubmitted')) : fromGraphQLErrors(fields, submitted.errors);
    }
    default:
      return redirectTo(here('venueSaved'));
  }
});
