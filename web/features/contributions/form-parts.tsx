// The pieces the contribution forms (the event form, the venue form) share: checkbox groups, the address fields and
// the image fields, keeping what a rejected submission had chosen.
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormState } from '../../components/Form';
import { FieldError, Fieldset, FormField } from '../../components/FormFields';
import type { FormValues } from './form-values';
import './contribution-form.css';

export type Option = { slug: string; name: string };

/** A field's value: the rejected submission's when there is one (an unchecked box is then absent), else the default. */
export function useKept(name: string, defaults: FormValues, form?: string): string[] {
  const state = useFormState(form);
  const value = state ? state.values[name] : defaults[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Checkboxes under one name, with the group's errors. */
export function CheckboxGroup(props: { name: string; legend: ReactNode; options: Option[]; defaults: FormValues; form?: string; hint?: ReactNode }) {
  const { name, legend, options, defaults, form, hint } = props;
  const id = useId();
  const checked = useKept(name, defaults, form);
  const state = useFormState(form);
  const invalid = state?.errors.some((error) => error.field === name) ?? false;
  return (
    <fieldset className={invalid ? 'choice-group form-field--invalid' : 'choice-group'} aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {hint ? <p className="form-field__hint">{hint}</p> : null}
      <ul>
        {options.map((option) => (
          <li key={option.slug}>
            <label>
              <input type="checkbox" name={name} value={option.slug} defaultChecked={checked.includes(option.slug)} /> {option.name}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} name={name} form={form} />
    </fieldset>
  );
}

/** Street, postal code and locality, named `${prefix}street` etc.: a new place's in the event form, the venue's own. */
export function AddressFields(props: { form: string; prefix?: string; required?: boolean; defaults?: FormValues }) {
  const { form, prefix = '', required = false, defaults = {} } = props;
  const intl = useIntl();
  const field = (name: string, label: string) => ({
    form,
    name: prefix + name,
    label: intl.formatMessage({ id: `makeevent.newPlace.${label}` }),
    required,
    defaultValue: defaults[prefix + name] as string | undefined,
  });
  return (
    <>
      <FormField {...field('street', 'street')} maxLength={120} autoComplete="street-address" />
      <FormField {...field('postalCode', 'postalCode')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
      <FormField {...field('locality', 'locality')} maxLength={80} autoComplete="address-level2" />
    </>
  );
}

/**
 * The images: the current ones (and those uploaded with a rejected submission) with a box to keep each, and a file
 * input for new ones. Posted as `keepImages` (URLs) and `images` (files).
 */
/** Images kept and new ones to upload; `hint` replaces the event form's, `note` says more above them (the venue's limit). */
export function ImageFields({
  form,
  images,
  hint = 'makeevent.imagesHint',
  note,
}: {
  form: string;
  images: ReadonlyArray<{ url: string; alt: string }>;
  hint?: string;
  note?: ReactNode;
}) {
  const intl = useIntl();
  const kept = useKept('keepImages', { keepImages: images.map((image) => image.url) }, form);
  const shown = [...images, ...kept.filter((url) => !images.some((image) => image.url === url)).map((url) => ({ url, alt: '' }))];
  return (
    <Fieldset legend="makeevent.section.images">
      {note}
      {shown.length > 0 ? (
        <ul className="contribution-form__images">
          {shown.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={image.alt} width={160} />
              <label>
                <input type="checkbox" name="keepImages" value={image.url} defaultChecked={kept.includes(image.url)} />{' '}
                <FormattedMessage id="makeevent.keepImage" />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <FormField
        form={form}
        name="images"
        type="file"
        label={intl.formatMessage({ id: 'makeevent.images' })}
        hint={intl.formatMessage({ id: hint })}
        accept="image/jpeg,image/png,image/webp"
        multiple
      />
    </Fieldset>
  );
}
