// The event form of /makeevent and /profile/event/{slug}: a plain multipart form posting to its own page (works
// without JavaScript). What the server rejected shows next to each field, with everything typed kept.
import { useId, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ADULT_RULES, OLDEST_CHILD_AGE, YOUNGEST_CHILD_AGE } from '../../../functions/src/domain/children.js';
import { DEFAULT_MAX_SEATS_PER_BOOKING, MAX_SEATS_PER_BOOKING } from '../../../functions/src/domain/group-bookings.js';
import { LocalizedLink } from '../../components/LocalizedLink';
import { FormName, useFormState } from '../../components/Form';
import { FieldError, Fieldset, FormErrors, FormField, SelectField } from '../../components/FormFields';
import { bookingWindowChoices, eventFormName, eventLevels, MAX_MORE_SESSIONS, newPlaceValue, registrations, repeats } from './event-form';
import { AddressFields, CheckboxGroup, ImageFields, useKept, type Option } from './form-parts';
import type { FormValues } from './form-values';
import './contribution-form.css';
import { AccessibilityFields, accessibilityFields } from './AccessibilityFields';
import { LANGUAGES_FIELD, languageOptions } from './accessibility-form';

export type VenueOption = Option & { locality: string };

/** A venue as the choice of a select shows it: its name and where it is (two venues may share a name). */
export const venueOption = (venue: VenueOption) => ({ value: venue.slug, label: `${venue.name} (${venue.locality})` });

/** The fields this form shows errors for; any other field error is listed above the form. */
export const eventFormFields = [
  'title',
  'titleEn',
  'description',
  'descriptionEn',
  'crafts',
  'venue',
  'newPlace.name',
  'newPlace.street',
  'newPlace.postalCode',
  'newPlace.locality',
  'startsAtLocal',
  'durationMinutes',
  'moreSessionsLocal',
  'repeat',
  'occurrences',
  'price',
  'vatNote',
  'cancellationHoursBefore',
  'reminderHoursBefore',
  'bookingClosesMinutesBefore',
  'registration',
  'capacity',
  'maxSeatsPerBooking',
  'minParticipants',
  'decisionHoursBefore',
  'level',
  'whatToBring',
  'materialsIncluded',
  'children.minAge',
  'children.maxAge',
  'children.adult',
  LANGUAGES_FIELD,
  ...accessibilityFields,
  'images',
];

/** What a price means for the organiser: the platform's fee per seat, and whether their payout account is active. */
export type PaidCourseTerms = { feePercent: number; feeFixedCents: number; canTakePayments: boolean };

/** Under the price: the fee the platform keeps, shown before the organiser publishes, and the payout account it needs. */
function PaidCourseNote({ terms }: { terms: PaidCourseTerms }) {
  return (
    <p className="form-note">
      <FormattedMessage
        id="makeevent.paidCourse.fee"
        values={{
          percent: <FormattedNumber value={terms.feePercent / 100} style="percent" maximumFractionDigits={2} />,
          fixed: <FormattedNumber value={terms.feeFixedCents / 100} style="currency" currency="EUR" />,
        }}
      />{' '}
      {terms.canTakePayments ? null : (
        <>
          <FormattedMessage id="makeevent.paidCourse.needsAccount" />{' '}
          <LocalizedLink href="/app/payouts">
            <FormattedMessage id="makeevent.paidCourse.toPayouts" />
          </LocalizedLink>
        </>
      )}
    </p>
  );
}

export function EventForm(props: {
  action: string;
  crafts: Option[];
  venues: VenueOption[];
  defaults: FormValues;
  /** Creating offers a series; editing shows the current images with a box to keep each. */
  mode: 'create' | 'edit';
  images?: ReadonlyArray<{ url: string; alt: string }>;
  buttons: ReactNode;
  /** Shown under the price; absent when the API could not say. */
  selling?: PaidCourseTerms | null;
}) {
  const form = eventFormName;
  const { action, crafts, venues, defaults, mode, images = [], buttons, selling } = props;
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const value = (name: string) => defaults[name] as string | undefined;
  const venue = useKept('venue', defaults, form)[0] ?? '';
  const repeat = useKept('repeat', defaults, form)[0] ?? 'NONE';
  const level = useKept('level', defaults, form)[0] ?? 'ALL_LEVELS';
  const registration = useKept('registration', defaults, form)[0] ?? 'BOOKING';
  const materials = useKept('materialsIncluded', defaults, form).includes('on');
  const forChildren = useKept('forChildren', defaults, form).includes('on');
  const adult = useKept('children.adult', defaults, form)[0] ?? 'ALONE';

  return (
    <form className="contribution-form" method="post" action={action} encType="multipart/form-data">
      <FormName name={form} />
      <FormErrors form={form} fields={eventFormFields} />

      <Fieldset legend="makeevent.section.what">
        <FormField form={form} name="title" label={text('makeevent.title')} required minLength={3} maxLength={120} defaultValue={value('title')} />
        <FormField form={form} name="description" label={text('makeevent.description')} hint={text('makeevent.descriptionHint')} defaultValue={value('description')}>
          {(control, kept) => <textarea {...control} rows={10} maxLength={10_000} required defaultValue={kept as string | undefined} />}
        </FormField>
        <CheckboxGroup form={form} name="crafts" legend={text('makeevent.crafts')} hint={text('makeevent.craftsHint')} options={crafts} defaults={defaults} />
        <details className="contribution-form__english" open={Boolean(value('titleEn') || value('descriptionEn'))}>
          <summary>
            <FormattedMessage id="makeevent.english" />
          </summary>
          <FormField form={form} name="titleEn" label={text('makeevent.titleEn')} maxLength={120} lang="en" defaultValue={value('titleEn')} />
          <FormField form={form} name="descriptionEn" label={text('makeevent.descriptionEn')} defaultValue={value('descriptionEn')}>
            {(control, kept) => <textarea {...control} rows={6} maxLength={10_000} lang="en" defaultValue={kept as string | undefined} />}
          </FormField>
        </details>
      </Fieldset>

      <Fieldset legend="makeevent.section.where">
        <SelectField
          form={form}
          name="venue"
          label={text('makeevent.venue')}
          placeholder={text('makeevent.venueChoose')}
          options={[...venues.map(venueOption), { value: newPlaceValue, label: text('makeevent.newPlace') }]}
          value={venue}
        />
        <Fieldset legend="makeevent.newPlaceLegend" className="contribution-form__new-place">
          <p className="form-field__hint">
            <FormattedMessage id="makeevent.newPlaceHint" />
          </p>
          <FormField form={form} name="newPlace.name" label={text('makeevent.newPlace.name')} maxLength={120} />
          <AddressFields form={form} prefix="newPlace." />
        </Fieldset>
      </Fieldset>

      <Fieldset legend="makeevent.section.when">
        <FormField
          form={form}
          name="startsAtLocal"
          type="datetime-local"
          label={text('makeevent.startsAt')}
          hint={text('makeevent.startsAtHint')}
          required
          defaultValue={value('startsAtLocal')}
        />
        <FormField
          form={form}
          name="durationMinutes"
          type="number"
          label={text('makeevent.duration')}
          min={15}
          max={1440}
          step={5}
          required
          defaultValue={value('durationMinutes') ?? '120'}
        />
        <MoreSessions defaults={defaults} />
        {mode === 'create' ? (
          <>
            <RadioChoices name="repeat" choices={repeats} checked={repeat} />
            <FormField
              name="occurrences"
              type="number"
              label={text('makeevent.occurrences')}
              hint={text('makeevent.occurrencesHint')}
              min={2}
              max={26}
              defaultValue={value('occurrences')}
            />
          </>
        ) : null}
      </Fieldset>

      <Fieldset legend="makeevent.section.seats">
        <RadioChoices name="registration" choices={registrations} checked={registration} />
        <FormField
          form={form}
          name="price"
          label={text('makeevent.price')}
          hint={text('makeevent.priceHint')}
          inputMode="decimal"
          required
          maxLength={12}
          defaultValue={value('price')}
        />
        {selling ? <PaidCourseNote terms={selling} /> : null}
        <FormField
          form={form}
          name="vatNote"
          label={text('cancellation.form.vatNote')}
          hint={text('cancellation.form.vatNoteHint')}
          maxLength={120}
          defaultValue={value('vatNote')}
        />
        <FormField
          form={form}
          name="cancellationHoursBefore"
          type="number"
          label={text('cancellation.form.hours')}
          hint={text('cancellation.form.hoursHint')}
          min={0}
          max={720}
          defaultValue={value('cancellationHoursBefore') ?? '48'}
        />
        <FormField
          form={form}
          name="reminderHoursBefore"
          type="number"
          label={text('reminders.form.hours')}
          hint={text('reminders.form.hoursHint')}
          min={0}
          max={168}
          defaultValue={value('reminderHoursBefore') ?? '24'}
        />
        <SelectField
          form={form}
          name="bookingClosesMinutesBefore"
          label={text('bookingWindow.form.label')}
          hint={text('bookingWindow.form.hint')}
          options={bookingWindowChoices(value('bookingClosesMinutesBefore')).map((minutes) => ({
            value: minutes,
            label:
              minutes === ''
                ? text('bookingWindow.form.default')
                : intl.messages[`bookingWindow.form.option.${minutes}`]
                  ? text(`bookingWindow.form.option.${minutes}`)
                  : intl.formatMessage({ id: 'bookingWindow.form.optionMinutes' }, { minutes: Number(minutes) }),
          }))}
          value={value('bookingClosesMinutesBefore') ?? ''}
        />
        <FormField form={form} name="capacity" type="number" label={text('makeevent.capacity')} min={1} max={500} required defaultValue={value('capacity')} />
        <FormField
          form={form}
          name="maxSeatsPerBooking"
          type="number"
          label={text('makeevent.maxSeatsPerBooking')}
          hint={text('makeevent.maxSeatsPerBookingHint')}
          min={1}
          max={MAX_SEATS_PER_BOOKING}
          defaultValue={value('maxSeatsPerBooking') ?? String(DEFAULT_MAX_SEATS_PER_BOOKING)}
        />
        <FormField
          form={form}
          name="minParticipants"
          type="number"
          label={text('courseMinimum.form.participants')}
          hint={text('courseMinimum.form.participantsHint')}
          min={1}
          max={500}
          defaultValue={value('minParticipants')}
        />
        <FormField
          form={form}
          name="decisionHoursBefore"
          type="number"
          label={text('courseMinimum.form.hours')}
          hint={text('courseMinimum.form.hoursHint')}
          min={1}
          max={720}
          defaultValue={value('decisionHoursBefore') ?? '48'}
        />
        <SelectField
          form={form}
          name="level"
          label={text('makeevent.level')}
          options={eventLevels.map((choice) => ({ value: choice, label: text(`event.level.${choice}`) }))}
          value={level}
        />
        <FormField form={form} name="whatToBring" label={text('makeevent.whatToBring')} defaultValue={value('whatToBring')}>
          {(control, kept) => <textarea {...control} rows={3} maxLength={1000} defaultValue={kept as string | undefined} />}
        </FormField>
        <div className="form-field form-field--checkbox">
          <label>
            <input type="checkbox" name="materialsIncluded" defaultChecked={materials} />{' '}
            <FormattedMessage id="makeevent.materialsIncluded" />
          </label>
        </div>
        {/* The ages and who comes along count only with the box ticked (the form keeps them either way). */}
        <div className="form-field form-field--checkbox">
          <label>
            <input type="checkbox" name="forChildren" defaultChecked={forChildren} /> <FormattedMessage id="makeevent.children" />
          </label>
        </div>
        <FormField
          form={form}
          name="children.minAge"
          type="number"
          label={text('makeevent.children.minAge')}
          hint={text('makeevent.children.hint')}
          min={YOUNGEST_CHILD_AGE}
          max={OLDEST_CHILD_AGE}
          defaultValue={value('children.minAge')}
        />
        <FormField
          form={form}
          name="children.maxAge"
          type="number"
          label={text('makeevent.children.maxAge')}
          min={YOUNGEST_CHILD_AGE}
          max={OLDEST_CHILD_AGE}
          defaultValue={value('children.maxAge')}
        />
        <SelectField
          form={form}
          name="children.adult"
          label={text('makeevent.children.adult')}
          options={ADULT_RULES.map((choice) => ({ value: choice, label: text(`makeevent.children.adult.${choice}`) }))}
          value={adult}
        />
      </Fieldset>

      <LanguagesField form={form} defaults={defaults} />
      <AccessibilityFields form={form} defaults={defaults} courseOfVenue />

      <ImageFields form={form} images={images} />

      <div className="contribution-form__buttons">{buttons}</div>
    </form>
  );
}

/** „Kurssprache(n)“: the languages the course is held in, several with Ctrl or ⌘; none chosen is German. */
function LanguagesField({ form, defaults }: { form: string; defaults: FormValues }) {
  const intl = useIntl();
  const chosen = useKept(LANGUAGES_FIELD, defaults, form);
  return (
    <FormField form={form} name={LANGUAGES_FIELD} label={intl.formatMessage({ id: 'event.form.languages' })} hint={intl.formatMessage({ id: 'event.form.languagesHint' })}>
      {(control) => (
        <select {...control} multiple size={5} defaultValue={chosen}>
          {languageOptions(intl.locale).map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** One choice of several under `makeevent.{name}`, each labelled `makeevent.{name}.{choice}`, with the field's error. */
function RadioChoices({ name, choices, checked }: { name: string; choices: readonly string[]; checked: string }) {
  return (
    <Fieldset legend={`makeevent.${name}`} className="choice-group">
      <ul>
        {choices.map((choice) => (
          <li key={choice}>
            <label>
              <input type="radio" name={name} value={choice} defaultChecked={checked === choice} />{' '}
              <FormattedMessage id={`makeevent.${name}.${choice}`} />
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={`${name}-error`} name={name} form={eventFormName} />
    </Fieldset>
  );
}

/**
 * Further dates of a course that meets more than once: empty slots for the browser to fill (no script needed),
 * three more than those already entered, each as long as the first date.
 */
function MoreSessions({ defaults }: { defaults: FormValues }) {
  const intl = useIntl();
  const id = useId();
  const form = eventFormName;
  const entered = useKept('moreSessionsLocal', defaults, form).filter(Boolean);
  const invalid = useFormState(form)?.errors.some((error) => error.field === 'moreSessionsLocal') ?? false;
  const slots = Math.min(MAX_MORE_SESSIONS, entered.length + 3);
  return (
    <fieldset className={invalid ? 'choice-group form-field--invalid' : 'choice-group'} aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend>
        <FormattedMessage id="makeevent.moreSessions" />
      </legend>
      <p className="form-field__hint">
        <FormattedMessage id="makeevent.moreSessionsHint" />
      </p>
      {/* Numbered from 2: the first date is the start above. */}
      <ol className="contribution-form__sessions" start={2}>
        {Array.from({ length: slots }, (_, index) => (
          <li key={index}>
            <input
              type="datetime-local"
              name="moreSessionsLocal"
              aria-label={intl.formatMessage({ id: 'makeevent.moreSession' }, { number: index + 2 })}
              aria-invalid={invalid || undefined}
              defaultValue={entered[index] ?? ''}
            />
          </li>
        ))}
      </ol>
      <FieldError id={`${id}-error`} name="moreSessionsLocal" form={form} />
    </fieldset>
  );
}
