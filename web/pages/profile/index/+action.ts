// /profile: saving the profile (form "profile", multipart for the avatar; choosing another language also switches
// the site's language) and deleting the account (form "delete": the address typed again; then signed out); the
// Radar's forms; reminders before each session on or off (form "reminders").
import { isRadarForm } from '../../../features/radar/radar-form';
import { radarAction } from '../../../features/radar/radar-actions.server';
import { graphql } from '../../../graphql/generated';
import type { Locale as ApiLocale } from '../../../graphql/generated/graphql';
import { localizeUrl, type Locale } from '../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, takingFiles, type FormAction, type FormRequest } from '../../../server/form-action';

const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      uid
      locale
    }
  }
`);

const SetRemindersOffDocument = graphql(`
  mutation SetRemindersOff($off: Boolean!) {
    setRemindersOff(off: $off)
  }
`);

const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($confirmEmail: String!) {
    deleteAccount(confirmEmail: $confirmEmail)
  }
`);

export const action: FormAction = takingFiles({ avatar: 1 }, async (request) => {
  if (isRadarForm(request.fields.get('_form'))) return radarAction(request, '/profile');
  if (request.fields.get('_form') === 'reminders') return setReminders(request);
  return request.fields.get('_form') === 'delete' ? deleteAccount(request) : saveProfile(request);
});

async function saveProfile(request: FormRequest) {
  const { fields } = request;
  let avatarUrl: string | null = fields.get('removeAvatar') ? null : fields.get('avatarUrl') || null;
  const avatar = request.files.find((file) => file.field === 'avatar');
  if (avatar) {
    const saved = await request.saveUpload('avatar', avatar);
    if ('errors' in saved) return rerender(fields, saved.errors);
    avatarUrl = saved.url;
  }
  const locale: ApiLocale = fields.get('locale') === 'EN' ? 'EN' : 'DE';
  const input = {
    name: fields.get('name'),
    bio: fields.get('bio') || null,
    avatarUrl,
    homeCity: fields.get('homeCity') || null,
    favouriteCrafts: fields.getAll('crafts'),
    locale,
  };
  const result = await request.mutate(UpdateProfileDocument, { input });
  if (!result.data) return fromGraphQLErrors(fields, result.errors);
  const siteLocale: Locale = result.data.updateProfile.locale === 'EN' ? 'en' : 'de';
  return redirectTo(`${localizeUrl('/profile', siteLocale)}?done=profileSaved`, { locale: siteLocale });
}

/** The reminder mails before each session: the button says which way it switches them. */
async function setReminders(request: FormRequest) {
  const off = request.fields.get('remindersOff') === 'true';
  const result = await request.mutate(SetRemindersOffDocument, { off });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  return redirectTo(`${localizeUrl('/profile', request.locale)}?done=${off ? 'remindersOff' : 'remindersOn'}#reminders`);
}

async function deleteAccount(request: FormRequest) {
  const confirmEmail = request.fields.get('confirmEmail');
  if (!confirmEmail) return rerender(request.fields, [{ field: 'confirmEmail', code: 'REQUIRED' }]);
  const result = await request.mutate(DeleteAccountDocument, { confirmEmail });
  if (!result.data) return fromGraphQLErrors(request.fields, result.errors);
  return redirectTo(`${localizeUrl('/', request.locale)}?done=accountDeleted`, { session: 'clear' });
}
