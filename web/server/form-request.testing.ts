// Test helper for the pages' form actions: a FormRequest with the posted fields and files, whose mutations answer
// from a table by operation name and are recorded.
import { print, type DocumentNode } from 'graphql';
import { expect, vi } from 'vitest';
import { FormFields, type FormRequest, type UploadedFile } from './form-action';
import type { GraphQLResult } from './graphql-types';

type Answer = { data?: Record<string, unknown> | null; errors?: NonNullable<GraphQLResult['errors']> };

export function fakeFormRequest(options: {
  path: string;
  fields: Array<[string, string]>;
  answers?: Record<string, Answer | ((variables: Record<string, unknown>) => Answer)>;
  files?: UploadedFile[];
  routeParams?: Record<string, string>;
  query?: string;
  locale?: 'de' | 'en';
  signedIn?: boolean;
  upload?: (file: UploadedFile) => { url: string } | { errors: Array<{ field: string; code: string }> };
}) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const request: FormRequest = {
    path: options.path,
    routeParams: options.routeParams ?? {},
    query: new URLSearchParams(options.query ?? ''),
    locale: options.locale ?? 'de',
    viewer: options.signedIn === false ? null : { uid: 'u1', name: 'Mia', role: 'EDITOR', avatarUrl: null },
    fields: new FormFields(options.fields),
    files: options.files ?? [],
    graphql: vi.fn(),
    async mutate(document, variables) {
      const definition = (document as DocumentNode).definitions.find((node) => node.kind === 'OperationDefinition');
      const operation = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
      expect(print(document as DocumentNode)).toContain(operation);
      calls.push({ operation, variables });
      const answer = options.answers?.[operation];
      const result = typeof answer === 'function' ? answer(variables) : answer;
      if (!result) throw new Error(`No answer for ${operation}`);
      return { data: (result.data ?? null) as never, errors: result.errors ?? [] };
    },
    saveUpload: async (_purpose, file) => options.upload?.(file) ?? { url: `/media/event/u1/${file.filename}-800.webp` },
  };
  return { request, calls };
}

/** A BAD_USER_INPUT error as the API sends it. */
export function badInput(...fields: Array<[string, string]>): Answer {
  return { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: fields.map(([field, code]) => ({ field, code })) } }] };
}
