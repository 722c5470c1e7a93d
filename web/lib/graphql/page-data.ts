// What a page's +data makes of a root field that did not arrive (see queryPage): a section error to show in its
// place, or, for the record a detail page is about, the 404 or 503 page.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { render } from 'vike/abort';
import type { PageGraphQL } from '../../server/graphql-types';
import { originalPath } from '../i18n/original-path';
import { queryPage } from './run-operation.server';
import type { SectionError, SectionErrors } from './section-errors';

/** Why the root field `field` is missing: its own error, else one of the whole query, else a generic one. */
export function missingBecause(errors: SectionErrors, field: string): SectionError {
  return errors[field] ?? errors['*'] ?? 'ERROR';
}

/** The page ends with 503 while the store is unavailable for the root field `field`. */
export function failIfStoreUnavailable(errors: SectionErrors, field: string): void {
  if (errors[field] === 'STORE_UNAVAILABLE') throw render(503, 'STORE_UNAVAILABLE');
}

/**
 * The record a detail page shows (`data[field]` of its query), or the page ends: 503 while the store is unavailable,
 * 404 when there is no such record. Any other error fails the page, unless `otherErrors` is 'notFound' (for pages
 * that must not tell an error from a record the visitor may not see).
 */
export function requireRecord<TRecord>(
  pageContext: { urlOriginal: string },
  record: TRecord | null | undefined,
  errors: SectionErrors,
  field: string,
  otherErrors: 'fail' | 'notFound' = 'fail',
): TRecord {
  if (record) return record;
  failIfStoreUnavailable(errors, field);
  if (otherErrors === 'fail' && (errors[field] || errors['*'])) throw new Error(`${field} of ${originalPath(pageContext)} could not be loaded`);
  throw render(404, `Page not found: ${originalPath(pageContext)}`);
}

/**
 * Runs a detail page's query and returns the record it is about (root field `field`, see requireRecord) with the
 * error of a nullable part beneath it: the record arrived, so an error under its field can only come from there.
 */
export async function loadRecord<TData, TVariables extends Record<string, unknown>, TField extends keyof TData & string>(
  pageContext: { graphql: PageGraphQL; urlOriginal: string },
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  field: TField,
  otherErrors: 'fail' | 'notFound' = 'fail',
): Promise<{ record: NonNullable<TData[TField]>; errorBeneath: SectionError | null }> {
  const { data, errors } = await queryPage(pageContext, query, variables);
  const found = data?.[field] as NonNullable<TData[TField]> | null | undefined;
  return { record: requireRecord(pageContext, found, errors, field, otherErrors), errorBeneath: errors[field] ?? null };
}

/**
 * A signed-in page whose query asks for the `viewer` only: the viewer's part, or why it did not arrive, and the
 * server's clock, which decides what is past so that the page hydrates with the same text.
 */
export async function loadViewerPage<TViewer>(
  pageContext: { graphql: PageGraphQL },
  query: TypedDocumentNode<{ viewer?: TViewer | null }, Record<string, never>>,
): Promise<{ viewer: TViewer | null; error: SectionError | null; now: string }> {
  const { data, errors } = await queryPage(pageContext, query, {});
  const viewer = data?.viewer ?? null;
  return { viewer, error: viewer ? null : missingBecause(errors, 'viewer'), now: new Date().toISOString() };
}
