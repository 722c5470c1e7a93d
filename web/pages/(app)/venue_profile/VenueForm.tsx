// The venue owner's edit form: texts, kind, crafts, address, contact, opening and open-studio hours per weekday,
// equipment and images (one, or up to twelve while the venue has Premium). Saving keeps a draft change; the preview
// and the editors see that change.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../components/Form';
import { Fieldset, FormErrors, FormField, SelectField } from '../../../components/FormFields';
import { AddressFields, CheckboxGroup, ImageFields, useKept, type Option } from '../../../features/contributions/form-parts';
import type { FormValues } from '../../../features/contributions/form-values';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { VENUE_PAGE_IMAGES } from '../../../../functions/src/domain/premium';
import { venueFormName } from './forms';
import { schedules, venueKinds, week } from './venue-form';
import '../../../features/contributions/contribution-form.css';
import { AccessibilityFields, accessibilityFields } from '../../../features/contributions/AccessibilityFields';

const form = venueFormName;

const venueFormFields = [
  'name',
  'kind',
  'description',
  'descriptionEn',
  'crafts',
  'street',
  'postalCode',
  'locality',
  'email',
  'phone',
  'website',
  'socialLinks',
  'equipment',
  'images',
  ...accessibilityFields,
  ...schedules.flatMap(({ prefix }) => week.map((day) => `${prefix}.${day}`)),
];

export function VenueForm(props: {
  action: string;
  slug: string;
  defaults: FormValues;
  images: ReadonlyArray<{ url: string; alt: string }>;
  crafts: Option[];
  equipment: string[];
  /** Whether the venue has Premium now: up to VENUE_PAGE_IMAGES.premium images, else one (services/venue-changes.ts). */
  premium: boolean;
}) {
  const { action, slug, defaults, images, crafts, equipment, premium } = props;
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const value = (name: string) => defaults[name] as string | undefined;
  const kind = useKept('kind', defaults, form)[0] ?? 'WORKSHOP';
  const equipmentOptions = equipment.map((code) => ({ slug: code, name: text(`venue.equipment.${code}`) }));

  return (
    <form className="contribution-form" method="post" action={action} encType="multipart/form-data">
      <FormName name={form} />
      <input type="hidden" name="slug" value={slug} />
      <FormErrors form={form} fields={venueFormFields} />

      <Fieldset legend="venueProfile.section.about">
        <FormField form={form} name="name" label={text('venueProfile.name')} required maxLength={120} defaultValue={value('name')} />
        <SelectField
          form={form}
          name="kind"
          label={text('venueProfile.kind')}
          options={venueKinds.map((choice) => ({ value: choice, label: text(`venue.kind.${choice}`) }))}
          value={kind}
        />
        <FormField form={form} name="description" label={text('venueProfile.descriptionLabel')} hint={text('venueProfile.descriptionHint')} defaultValue={value('description')}>
          {(control, typed) => <textarea {...control} rows={8} maxLength={5000} required defaultValue={typed as string | undefined} />}
        </FormField>
        <FormField form={form} name="descriptionEn" label={text('venueProfile.descriptionEn')} hint={text('venueProfile.descriptionEnHint')} defaultValue={value('descriptionEn')}>
          {(control, typed) => <textarea {...control} rows={5} maxLength={5000} lang="en" defaultValue={typed as string | undefined} />}
        </FormField>
        <CheckboxGroup form={form} name="crafts" legend={text('venueProfile.crafts')} options={crafts} defaults={defaults} />
      </Fieldset>

      <Fieldset legend="venueProfile.section.address">
        <AddressFields form={form} required defaults={defaults} />
        <FormField form={form} name="email" type="email" label={text('venueProfile.email')} maxLength={200} defaultValue={value('email')} />
        <FormField form={form} name="phone" type="tel" label={text('venueProfile.phone')} maxLength={40} defaultValue={value('phone')} />
        <FormField form={form} name="website" type="url" label={text('venueProfile.website')} maxLength={300} placeholder="https://" defaultValue={value('website')} />
        <FormField form={form} name="socialLinks" label={text('venueProfile.socialLinks')} hint={text('venueProfile.socialLinksHint')} defaultValue={value('socialLinks')}>
          {(control, typed) => <textarea {...control} rows={3} maxLength={1600} inputMode="url" defaultValue={typed as string | undefined} />}
        </FormField>
      </Fieldset>

      {schedules.map(({ prefix }) => (
        <fieldset key={prefix}>
          <legend>
            <FormattedMessage id={`venueProfile.section.${prefix}`} />
          </legend>
          <p className="form-field__hint">
            <FormattedMessage id="venueProfile.hoursHint" />
          </p>
          {week.map((day) => (
            <FormField key={day} form={form} name={`${prefix}.${day}`} label={text(`weekday.${day}`)} maxLength={100} defaultValue={value(`${prefix}.${day}`)} />
          ))}
        </fieldset>
      ))}

      <CheckboxGroup form={form} name="equipment" legend={text('venueProfile.equipment')} options={equipmentOptions} defaults={defaults} />

      <AccessibilityFields form={form} defaults={defaults} />

      <ImageFields
        form={form}
        images={images}
        hint="venueProfile.images.hint"
        note={
          <p>
            <FormattedMessage id={premium ? 'venueProfile.images.premium' : 'venueProfile.images.free'} values={{ count: VENUE_PAGE_IMAGES.premium }} />
            {premium ? null : (
              <>
                {' '}
                <LocalizedLink href="/venue-benefits#benefits-premium">
                  <FormattedMessage id="venueProfile.images.premiumLink" />
                </LocalizedLink>
              </>
            )}
          </p>
        }
      />

      <div className="contribution-form__buttons">
        <SubmitButton message="venueProfile.save" className="button button--secondary" name="intent" value="save" />
        <SubmitButton message="venueProfile.preview" className="button button--secondary" name="intent" value="preview" />
        <SubmitButton message="venueProfile.submit" name="intent" value="submit" />
      </div>
    </form>
  );
}
