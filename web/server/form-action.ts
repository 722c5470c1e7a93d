// What a page's form action (+action.ts) is and the helpers it returns its outcome with (the POST handling is in
// form-post.ts, which explains how a page gets an action).
import type { IncomingHttpHeaders } from 'node:http';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FieldError, FormState } from '../components/Form';
import type { PageViewer } from '../features/auth/viewer';
import type { Locale } from '../lib/i18n/locales';
import type { GraphQLResult, PageGraphQL } from './graphql-types';

/**
 * A chosen file of a multipart form (the same shape as functions/src/uploads/uploads.ts UploadedFile, plus its
 * field): waiting in a temporary file at `path`, which is removed once the action is done.
 */
export type UploadedFile = { field: string; filename: string; mimeType: string; path: string };
export type UploadPurpose = 'avatar' | 'event' | 'venue';

/**
 * Stores an uploaded image for the visitor behind `headers` (the uploads service checks type and size and makes
 * the sizes) and resolves to the URL the mutations accept. A rejected file throws an error carrying
 * `fields: FieldError[]` (the services' InvalidInputError).
 */
export type SaveUpload = (upload: { headers: IncomingHttpHeaders; purpose: UploadPurpose; file: UploadedFile }) => Promise<{ url: string }>;

/** The `__session` cookie to set (a sign-in's AuthPayload.session), or 'clear' after signing out. */
export type SessionChange = { token: string; expiresAt: string } | 'clear';

export type ActionOutcome =
  | { kind: 'redirect'; location: string; session?: SessionChange; locale?: Locale; paymentProvider?: boolean }
  | { kind: 'render'; status: number; formState: FormState };

export interface FormRequest {
  /** The page's path without the language prefix, e.g. '/profile'. */
  path: string;
  routeParams: Record<string, string>;
  query: URLSearchParams;
  locale: Locale;
  viewer: PageViewer | null;
  /** The text fields; a repeated name (checkboxes) keeps every value. */
  fields: FormFields;
  /** Files of a multipart form that were chosen (empty file inputs are left out). */
  files: UploadedFile[];
  graphql: PageGraphQL;
  /** Runs a typed operation of web/graphql/generated with the visitor's cookie. */
  mutate<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<{ data: TData | null; errors: NonNullable<GraphQLResult['errors']> }>;
  /** Stores a file through the uploads service: its URL, or the field errors to show. */
  saveUpload(purpose: UploadPurpose, file: UploadedFile): Promise<{ url: string } | { errors: FieldError[] }>;
}

/**
 * A page's action; `fileFields` names the file inputs of the page's forms with the most files each takes. A
 * multipart post with a file anywhere else is refused before the action runs, and so is a file from someone
 * signed out, so that no one can make the server hold uploads it would throw away.
 */
export type FormAction = ((request: FormRequest) => Promise<ActionOutcome>) & { readonly fileFields?: FileFields };
export type FileFields = Readonly<Record<string, number>>;

/** An action whose forms take files: `takingFiles({ avatar: 1 }, async (request) => …)`. */
export function takingFiles(fileFields: FileFields, action: (request: FormRequest) => Promise<ActionOutcome>): FormAction {
  return Object.assign(action, { fileFields });
}

export class FormFields {
  constructor(private readonly entries: ReadonlyArray<readonly [string, string]>) {}
  /** The first value of a field, trimmed; '' when absent. */
  get(name: string): string {
    return this.entries.find(([key]) => key === name)?.[1].trim() ?? '';
  }
  /** The value exactly as sent (passwords). */
  raw(name: string): string {
    return this.entries.find(([key]) => key === name)?.[1] ?? '';
  }
  getAll(name: string): string[] {
    return this.entries.filter(([key]) => key === name).map(([, value]) => value);
  }
  has(name: string): boolean {
    return this.entries.some(([key]) => key === name);
  }
  /** What to show again after a rejection: every field except passwords and the form's own markers. */
  values(): Record<string, string | string[]> {
    const values: Record<string, string | string[]> = {};
    for (const [key, value] of this.entries) {
      if (/password/i.test(key) || key.startsWith('_')) continue;
      const previous = values[key];
      values[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    return values;
  }
}

// ---- Outcomes ----

export function redirectTo(location: string, options: { session?: SessionChange; locale?: Locale; paymentProvider?: boolean } = {}): ActionOutcome {
  return { kind: 'redirect', location, ...options };
}

/**
 * Where the payment provider sends the person: Stripe's own pages (checkout, and Connect's onboarding and dashboard)
 * are on Stripe's site, which form-post.ts lets a form lead to; the built-in test provider's are pages of this site,
 * whatever origin it names.
 */
export function redirectToProvider(link: string): ActionOutcome {
  const url = new URL(link);
  return url.hostname.endsWith('.stripe.com') ? redirectTo(url.href, { paymentProvider: true }) : redirectTo(`${url.pathname}${url.search}`);
}

// STORE_UNAVAILABLE is 503: nothing was wrong with the form, the store could not save it (a full disk, a read-only
// file, Firestore unreachable), and sending it again shortly may well work.
const statusByCode: Record<string, number> = { TOO_MANY_ATTEMPTS: 429, FORBIDDEN: 403, NOT_FOUND: 404, STORE_UNAVAILABLE: 503 };

/** When to send a form again that the store could not save (the page's Retry-After). */
export const STORE_RETRY_AFTER_SECONDS = 30;

export function rerender(fields: FormFields, fieldErrors: FieldError[], formCode?: string, extra: Partial<FormState> = {}): ActionOutcome {
  // An upload the storage could not take (saveUpload's field error) is not the field's fault but the whole form's.
  const errors = fieldErrors.filter((error) => error.code !== 'STORE_UNAVAILABLE');
  const code = formCode ?? (errors.length < fieldErrors.length ? 'STORE_UNAVAILABLE' : undefined);
  const form = fields.get('_form') || undefined;
  const retry = code === 'STORE_UNAVAILABLE' ? { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS } : {};
  const formState: FormState = { values: fields.values(), errors, ...(code ? { code } : {}), ...(form ? { form } : {}), ...retry, ...extra };
  return { kind: 'render', status: (code && statusByCode[code]) || 422, formState };
}

/** Conflicts a form explains in their own words (form.error.<reason>) rather than as „changed meanwhile“. */
const CONFLICTS_WITH_OWN_MESSAGE = new Set(['PAYMENTS_NOT_ENABLED']);

/**
 * The page again with the API's errors: BAD_USER_INPUT's `fields` become field errors (an input object's prefix
 * such as "input." dropped, so "input.name" is the form field "name"); any other code becomes the form's code.
 */
export function fromGraphQLErrors(fields: FormFields, errors: NonNullable<GraphQLResult['errors']>): ActionOutcome {
  const fieldErrors: FieldError[] = [];
  let code: string | undefined;
  let retryAfterSeconds: number | undefined;
  for (const error of errors) {
    const extensions = error.extensions ?? {};
    const errorCode = typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN';
    const listed = Array.isArray(extensions.fields) ? (extensions.fields as FieldError[]) : [];
    if (errorCode === 'BAD_USER_INPUT' && listed.length > 0) {
      for (const { field, code: fieldCode } of listed) fieldErrors.push({ field: field.replace(/^input\./, ''), code: fieldCode });
      continue;
    }
    const reason = errorCode === 'CONFLICT' && typeof extensions.reason === 'string' && CONFLICTS_WITH_OWN_MESSAGE.has(extensions.reason) ? extensions.reason : null;
    code ??= reason ?? (errorCode === 'INTERNAL_SERVER_ERROR' || errorCode === 'BAD_USER_INPUT' ? 'UNKNOWN' : errorCode);
    if (typeof extensions.retryAfterSeconds === 'number') retryAfterSeconds = extensions.retryAfterSeconds;
  }
  return rerender(fields, fieldErrors, code, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
}

