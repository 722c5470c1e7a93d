// /profile: name, short bio, avatar (upload), home city, favourite crafts and language; the account's sign-in
// methods; the Restplatz-Radar's alerts; deleting the account. Plain forms posting to this page (+action.ts).
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton, useFormState } from '../../../components/Form';
import { FieldError, FormErrors, FormField, SelectField } from '../../../components/FormFields';
import { LabelledSection } from '../../../components/LabelledSection';
import { SectionIntro } from '../../../components/PageIntro';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { RadarAlerts } from '../../../features/radar/RadarAlerts';
import type { Data } from './+data';

export default function Page() {
  const data = useData<Data>();
  return (
    <>
      <h1>
        <FormattedMessage id="profile.heading" />
      </h1>
      {data.viewer ? <ProfileForms data={data} viewer={data.viewer} /> : <SectionFailure error={data.error ?? 'ERROR'} />}
    </>
  );
}

function ProfileForms({ data, viewer }: { data: Data; viewer: NonNullable<Data['viewer']> }) {
  const intl = useIntl();
  const { profile } = viewer;
  const kept = useFormState('profile')?.values;
  const chosenCrafts = kept ? [kept.crafts ?? []].flat() : profile.favouriteCrafts.map((craft) => craft.slug);
  const avatarUrl = profile.avatar?.url ?? null;
  return (
    <>
      <form method="post" encType="multipart/form-data" className="account-form" aria-labelledby="profile-form">
        <h2 id="profile-form">
          <FormattedMessage id="profile.about" />
        </h2>
        <FormName name="profile" />
        <FormErrors form="profile" fields={['name', 'bio', 'avatar', 'avatarUrl', 'homeCity', 'favouriteCrafts', 'crafts', 'locale']} />
        <FormField form="profile" name="name" required maxLength={80} autoComplete="name" defaultValue={profile.name} label={intl.formatMessage({ id: 'profile.name' })} />
        <FormField form="profile" name="bio" defaultValue={profile.bio ?? ''} label={intl.formatMessage({ id: 'profile.bio' })} hint={intl.formatMessage({ id: 'profile.bioHint' })}>
          {(control, value) => <textarea {...control} maxLength={500} rows={4} defaultValue={value as string | undefined} />}
        </FormField>
        <div className="profile-avatar">
          {avatarUrl ? <img src={avatarUrl} alt={intl.formatMessage({ id: 'profile.avatarCurrent' })} width={96} height={96} className="profile-avatar__image" /> : null}
          <input type="hidden" name="avatarUrl" value={avatarUrl ?? ''} />
          <FormField
            form="profile"
            name="avatar"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            label={intl.formatMessage({ id: avatarUrl ? 'profile.avatarReplace' : 'profile.avatar' })}
            hint={intl.formatMessage({ id: 'profile.avatarHint' })}
          />
          {avatarUrl ? (
            <label className="checkbox">
              <input type="checkbox" name="removeAvatar" value="1" /> <FormattedMessage id="profile.avatarRemove" />
            </label>
          ) : null}
        </div>
        <SelectField
          form="profile"
          name="homeCity"
          label={intl.formatMessage({ id: 'profile.homeCity' })}
          placeholder={intl.formatMessage({ id: 'profile.noCity' })}
          options={data.cities.map((city) => ({ value: city.slug, label: city.name }))}
          value={profile.homeCity?.slug ?? ''}
        />
        <fieldset className="form-fieldset" aria-describedby="profile-crafts-error">
          <legend>
            <FormattedMessage id="profile.crafts" />
          </legend>
          {data.crafts.map((craft) => (
            <label key={craft.slug}>
              <input type="checkbox" name="crafts" value={craft.slug} defaultChecked={chosenCrafts.includes(craft.slug)} /> {craft.name}
            </label>
          ))}
          <FieldError form="profile" id="profile-crafts-error" name="favouriteCrafts" />
        </fieldset>
        <SelectField
          form="profile"
          name="locale"
          label={intl.formatMessage({ id: 'profile.locale' })}
          hint={intl.formatMessage({ id: 'profile.localeHint' })}
          options={[
            { value: 'DE', label: intl.formatMessage({ id: 'language.de' }) },
            { value: 'EN', label: intl.formatMessage({ id: 'language.en' }) },
          ]}
          value={profile.locale}
        />
        <SubmitButton message="profile.save" />
      </form>

      <LabelledSection id="profile-account" heading="profile.account" className="account-form">
        <dl className="profile-account">
          <dt>
            <FormattedMessage id="auth.email" />
          </dt>
          <dd>
            {viewer.email}{' '}
            <span className={viewer.emailVerified ? 'status status--confirmed' : 'status'}>
              <FormattedMessage id={viewer.emailVerified ? 'profile.verified' : 'profile.unverified'} />
            </span>
          </dd>
          <dt>
            <FormattedMessage id="profile.methods" />
          </dt>
          <dd>
            {viewer.signInMethods.map((method) => (`profile.method.${method}` in intl.messages ? intl.formatMessage({ id: `profile.method.${method}` }) : method)).join(', ')}
          </dd>
        </dl>
      </LabelledSection>

      <form method="post" className="account-form" aria-labelledby="reminders">
        <SectionIntro id="reminders" heading="profile.reminders" intro={viewer.remindersOff ? 'profile.remindersOffIntro' : 'profile.remindersOnIntro'} />
        <FormName name="reminders" />
        <FormErrors form="reminders" fields={[]} />
        <input type="hidden" name="remindersOff" value={viewer.remindersOff ? 'false' : 'true'} />
        <SubmitButton message={viewer.remindersOff ? 'profile.remindersTurnOn' : 'profile.remindersTurnOff'} />
      </form>

      <RadarAlerts radar={data.radar} pagePath="/profile" />

      <form method="post" className="account-form account-form--danger" aria-labelledby="profile-delete">
        <SectionIntro id="profile-delete" heading="profile.delete" intro="profile.deleteIntro" />
        <FormName name="delete" />
        <FormErrors form="delete" fields={['confirmEmail']} />
        <FormField form="delete" name="confirmEmail" type="email" autoComplete="off" required label={intl.formatMessage({ id: 'profile.deleteConfirm' }, { email: viewer.email })} />
        <SubmitButton message="profile.deleteSubmit" className="button button--danger" />
      </form>
    </>
  );
}
