// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FormFields, type FormRequest, type UploadedFile } from '../../../server/form-action';
import type { GraphQLRequest, GraphQLResult } from '../../../server/graphql-types';
import { action } from './+action';

function request(entries: Array<[string, string]>, options: { files?: UploadedFile[]; answer?: (call: { operation: string; variables: Record<string, unknown> }) => GraphQLResult } = {}) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const saved: string[] = [];
  const req: FormRequest = {
    path: '/profile',
    routeParams: {},
    query: new URLSearchParams(),
    locale: 'de',
    viewer: { uid: 'u1', name: 'Mia', role: 'USER', avatarUrl: null },
    fields: new FormFields(entries),
    files: options.files ?? [],
    graphql: async (_request: GraphQLRequest) => ({}),
    async mutate(document, variables) {
      const operation = (document.definitions[0] as { name?: { value: string } }).name?.value ?? '';
      calls.push({ operation, variables });
      const result = options.answer?.({ operation, variables }) ?? { data: { updateProfile: { uid: 'u1', locale: variables.input ? (variables.input as { locale: string }).locale : 'DE' }, deleteAccount: true } };
      return { data: (result.data ?? null) as never, errors: result.errors ?? [] };
    },
    async saveUpload(purpose, file) {
      saved.push(`${purpose}:${file.filename}`);
      return file.filename === 'bad.gif' ? { errors: [{ field: file.field, code: 'UNSUPPORTED_TYPE' }] } : { url: '/media/avatar/u1/new-256.webp' };
    },
  };
  return { req, calls, saved };
}

const profileFields: Array<[string, string]> = [
  ['_form', 'profile'],
  ['name', ' Mia '],
  ['bio', ''],
  ['avatarUrl', '/media/avatar/u1/old-256.webp'],
  ['homeCity', 'wien'],
  ['crafts', 'naehen'],
  ['crafts', 'toepfern-keramik'],
  ['locale', 'DE'],
];

describe('/profile action', () => {
  it('saves the profile keeping the current avatar, and stays in German', async () => {
    const { req, calls } = request(profileFields);
    expect(await action(req)).toEqual({ kind: 'redirect', location: '/profile?done=profileSaved', locale: 'de' });
    expect(calls).toEqual([
      {
        operation: 'UpdateProfile',
        variables: {
          input: { name: 'Mia', bio: null, avatarUrl: '/media/avatar/u1/old-256.webp', homeCity: 'wien', favouriteCrafts: ['naehen', 'toepfern-keramik'], locale: 'DE' },
        },
      },
    ]);
  });

  it('uploads a new avatar first, and switching to English moves the site to /en with the language cookie', async () => {
    const file = { field: 'avatar', filename: 'ich.png', mimeType: 'image/png', path: '/tmp/upload-test' };
    const { req, calls, saved } = request(
      profileFields.map(([key, value]) => [key, key === 'locale' ? 'EN' : value] as [string, string]),
      { files: [file] },
    );
    expect(await action(req)).toEqual({ kind: 'redirect', location: '/en/profile?done=profileSaved', locale: 'en' });
    expect(saved).toEqual(['avatar:ich.png']);
    expect((calls[0]!.variables.input as { avatarUrl: string }).avatarUrl).toBe('/media/avatar/u1/new-256.webp');
  });

  it('shows a rejected file on the avatar field without saving anything, and removes the avatar when asked', async () => {
    const bad = request(profileFields, { files: [{ field: 'avatar', filename: 'bad.gif', mimeType: 'image/gif', path: '/tmp/upload-test' }] });
    expect(await action(bad.req)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'profile', errors: [{ field: 'avatar', code: 'UNSUPPORTED_TYPE' }] } });
    expect(bad.calls).toEqual([]);
    const remove = request([...profileFields, ['removeAvatar', '1']]);
    await action(remove.req);
    expect((remove.calls[0]!.variables.input as { avatarUrl: unknown }).avatarUrl).toBeNull();
  });

  it('returns the API’s field errors to the form', async () => {
    const { req } = request(profileFields, {
      answer: () => ({ errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.homeCity', code: 'UNKNOWN_CITY' }] } }] }),
    });
    expect(await action(req)).toMatchObject({ status: 422, formState: { errors: [{ field: 'homeCity', code: 'UNKNOWN_CITY' }], values: { homeCity: 'wien' } } });
  });

  it('switches the reminders before each session off and on, back at the section', async () => {
    const off = request(
      [
        ['_form', 'reminders'],
        ['remindersOff', 'true'],
      ],
      { answer: () => ({ data: { setRemindersOff: true } }) },
    );
    expect(await action(off.req)).toEqual({ kind: 'redirect', location: '/profile?done=remindersOff#reminders' });
    expect(off.calls).toEqual([{ operation: 'SetRemindersOff', variables: { off: true } }]);
    const on = request(
      [
        ['_form', 'reminders'],
        ['remindersOff', 'false'],
      ],
      { answer: () => ({ data: { setRemindersOff: false } }) },
    );
    expect(await action(on.req)).toEqual({ kind: 'redirect', location: '/profile?done=remindersOn#reminders' });
    expect(on.calls).toEqual([{ operation: 'SetRemindersOff', variables: { off: false } }]);
  });

  it('deletes the account with the typed address, then signs out to the front page', async () => {
    const { req, calls } = request([
      ['_form', 'delete'],
      ['confirmEmail', 'mia@example.com'],
    ]);
    expect(await action(req)).toEqual({ kind: 'redirect', location: '/?done=accountDeleted', session: 'clear' });
    expect(calls).toEqual([{ operation: 'DeleteAccount', variables: { confirmEmail: 'mia@example.com' } }]);
    const empty = request([['_form', 'delete']]);
    expect(await action(empty.req)).toMatchObject({ status: 422, formState: { form: 'delete', errors: [{ field: 'confirmEmail', code: 'REQUIRED' }] } });
    expect(empty.calls).toEqual([]);
  });
});
