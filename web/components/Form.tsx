// Labelled form fields that show what the server rejected (pageContext.formState, set when an action re-renders the
// page with 422) next to the field, with the value the visitor typed kept. Every form is a plain HTML form that
// POSTs to its own page (web/server/form-actions.ts), so it works before and without JavaScript.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { SelectOptions, type Option } from './OptionSelect';
import { usePageContext } from './PageContext';
import './forms.css';

/** What is wrong with one field: `code` is shown as `form.error.<code>` (codes of functions/src/services/errors.ts). */
export type FieldError = { field: string; code: string };

/** A rejected submission: what was typed (never passwords), the field errors and an overall error code. */
export type FormState = {
  values: Record<string, string | string[]>;
  errors: FieldError[];
  /** An error of the whole form (e.g. TOO_MANY_ATTEMPTS, FORBIDDEN, STORE_UNAVAILABLE). */
  code?: string;
  /** With TOO_MANY_ATTEMPTS: how long to wait. */
  retryAfterSeconds?: number;
  /** Which form of the page was sent (its hidden `_form` field), when a page has several. */
  form?: string;
  /** What a form that asks rather than saves answered, for the page to show (the assistant's answer). */
  result?: unknown;
};

export function useFormState(form?: string): FormState | null {
  const state = usePageContext().formState ?? null;
  if (!state || (form !== undefined && state.form !== undefined && state.form !== form)) return null;
  return state;
}

/** The localized message of an error code, with a generic one for codes this catalog does not know. */
export function errorMessage(intl: IntlShape, code: string, retryAfterSeconds?: number): string {
  const id = `form.error.${code}`;
  if (code === 'TOO_MANY_ATTEMPTS' && retryAfterSeconds !== undefined) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait =
      retryAfterSeconds < 60
        ? intl.formatMessage({ id: 'form.wait.seconds' }, { count: retryAfterSeconds })
        : intl.formatMessage({ id: 'form.wait.minutes' }, { count: minutes });
    return intl.formatMessage({ id: 'form.error.TOO_MANY_ATTEMPTS_WAIT' }, { wait });
  }
  return intl.formatMessage({ id: id in intl.messages ? id : 'form.error.UNKNOWN' });
}

/** The value to show again after a rejected submission. */
export function useFieldValue(name: string, form?: string): string | string[] | undefined {
  return useFormState(form)?.values[name];
}

/** The error messages of one field, as an element the field points to with aria-describedby. */
export function FieldError({ id, name, form }: { id: string; name: string; form?: string }) {
  const intl = useIntl();
  const errors = useFormState(form)?.errors.filter((error) => error.field === name) ?? [];
  if (errors.length === 0) return null;
  return (
    <p className="form-field__error" id={id}>
      {errors.map((error) => errorMessage(intl, error.code)).join(' ')}
    </p>
  );
}

export type ControlProps = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The form this field belongs to on pages with several forms (see FormState.form). */
  form?: string;
  /** A custom control (select, textarea) given the accessible wiring; default: an <input> with `inputProps`. */
  children?: (control: ControlProps, value: string | string[] | undefined) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children' | 'form'>;

/** A label, its control, an optional hint and the control's errors, wired up with aria-invalid/aria-describedby. */
export function FormField({ name, label, hint, form, children, defaultValue, ...inputProps }: FormFieldProps) {
  const id = useId();
  const state = useFormState(form);
  const invalid = state?.errors.some((error) => error.field === name) ?? false;
  const kept = state?.values[name];
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = { id, name, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const value = kept ?? (defaultValue as string | string[] | undefined);
  return (
    <div className={invalid ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {children ? (
        children(control, value)
      ) : (
        <input
          {...inputProps}
          {...control}
          defaultValue={inputProps.type === 'password' || inputProps.type === 'file' ? undefined : (value as string | undefined)}
        />
      )}
      {hint ? (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} name={name} form={form} />
    </div>
  );
}

/**
 * Above the fields: that the submission failed, the error of the whole form, and the field errors of fields this
 * form does not show (`fields` lists those it shows; without it, every field error is assumed to be shown).
 */
export function FormErrors({ form, fields }: { form?: string; fields?: readonly string[] }) {
  const intl = useIntl();
  const state = useFormState(form);
  if (!state || (!state.code && state.errors.length === 0)) return null;
  const unshown = fields ? state.errors.filter((error) => !fields.includes(error.field)) : [];
  const messages = [
    ...(state.code ? [errorMessage(intl, state.code, state.retryAfterSeconds)] : []),
    ...unshown.map((error) => errorMessage(intl, error.code)),
  ];
  return (
    <div className="form-errors" role="alert">
      {state.errors.length > 0 ? (
        <p>
          <FormattedMessage id="form.failed" />
        </p>
      ) : null}
      {[...new Set(messages)].map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** The confirmation after a successful submission: the `?done=<key>` the action redirected to, as `form.done.<key>`. */
export function FlashNotice() {
  const intl = useIntl();
  const done = usePageContext().urlParsed.search.done;
  const id = `form.done.${done}`;
  if (!done || !(id in intl.messages)) return null;
  return (
    <p className="flash-notice" role="status">
      {intl.formatMessage({ id })}
    </p>
  );
}

/** A labelled <select> of `options`, after an empty `placeholder` choice where given; `value` is chosen unless the
 * visitor's rejected submission chose another. */
export function SelectField(props: {
  form?: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly Option[];
  placeholder?: string;
  value: string | undefined;
  required?: boolean;
}) {
  const { form, name, label, hint, options, placeholder, value, required } = props;
  return (
    <FormField form={form} name={name} label={label} hint={hint} defaultValue={value}>
      {(control, shown) => (
        <select {...control} required={required} defaultValue={shown as string | undefined}>
          <SelectOptions empty={placeholder} options={options} />
        </select>
      )}
    </FormField>
  );
}

/** Fields that belong together, under a legend (a message) that names them for assistive technology too. */
export function Fieldset({ legend, className, children }: { legend: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={className}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The button that sends its form, labelled by a message. `className`: another look (secondary, danger); `name` and
 * `value`: which of several buttons was pressed (e.g. intent=draft), for forms that offer more than one.
 */
/** `formAction`: where this button sends the form instead of the form's own action (a second way to submit it). */
export function SubmitButton(props: { message: string; className?: string; name?: string; value?: string; formAction?: string }) {
  const { message, className = 'button', name, value, formAction } = props;
  return (
    <button type="submit" className={className} name={name} value={value} formAction={formAction}>
      <FormattedMessage id={message} />
    </button>
  );
}

/** Hidden field naming the form on pages with several (the action reads it; FormState.form echoes it). */
export function FormName({ name }: { name: string }) {
  return <input type="hidden" name="_form" value={name} />;
}
