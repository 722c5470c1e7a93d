// What every form shares: the rejected submission (pageContext.formState, set when an action re-renders the page with
// 422), the button that sends a form and the notice after a successful one. Every form is a plain HTML form that
// POSTs to its own page (web/server/form-post.ts), so it works before and without JavaScript. The labelled
// fields and the error messages are in FormFields.tsx: the header and the layouts use only what is here, so pages
// without a form do not start with the fields' code nor receive the `form.error.*` messages.
import { FormattedMessage, useIntl } from 'react-intl';
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

/** The value to show again after a rejected submission. */
export function useFieldValue(name: string, form?: string): string | string[] | undefined {
  return useFormState(form)?.values[name];
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
