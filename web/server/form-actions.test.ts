// @vitest-environment node
// The POST pipeline without vike: origin check, body parsing and limits, outcomes and cookies (which page's action
// runs is vike's routing, covered by ssr-handler.test.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FormState } from '../components/Form';
import { FormFields, fromGraphQLErrors, rerender } from './form-action';
import { handleFormPost, parseBody } from './form-actions';
import type { GraphQLRequest } from './graphql-types';
import { action as logout } from '../pages/logout/+action';

const origin = 'https://selbstgemacht.example';
let server: Server;
let base: string;
let handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const calls: GraphQLRequest[] = [];

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  calls.length = 0;
});

function logoutHandler(viewer: boolean) {
  handle = async (req, res) => {
    await handleFormPost({
      action: logout,
      routeParams: {},
      req,
      res,
      path: (req.url ?? '/').replace(/^\/en(?=\/)/, ''),
      search: '',
      locale: req.url?.startsWith('/en/') ? 'en' : 'de',
      origin,
      viewer: viewer ? { uid: 'u1', name: 'Mia', role: 'USER', avatarUrl: null } : null,
      graphql: async (request) => {
        calls.push(request);
        return { data: { signOut: true } };
      },
      renderWithFormState: async (formState: FormState, status: number) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(formState));
      },
    });
  };
}

describe('handleFormPost', () => {
  it('refuses a form posted from another site, or without Origin and Referer', async () => {
    logoutHandler(true);
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/logout`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: '' });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ referer: 'https://evil.example/selbstgemacht.example' })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect(calls).toEqual([]);
    expect((await post({ referer: `${origin}/app` })).status).toBe(303);
  });

  it('signs out: the mutation with the visitor, then 303 to the front page in their language with the cookie cleared', async () => {
    logoutHandler(true);
    const response = await fetch(`${base}/en/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en?done=signedOut');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBe('__session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(calls.map((call) => call.operationName)).toEqual(['SignOut']);
  });

  it('answers bodies it does not take with 413/415', async () => {
    logoutHandler(false);
    const json = await fetch(`${base}/logout`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    const huge = await fetch(`${base}/logout`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: `a=${'x'.repeat(300 * 1024)}`,
    });
    expect(huge.status).toBe(413);
    expect(calls).toEqual([]);
  });
});

describe('parseBody', () => {
  async function parse(body: FormData | URLSearchParams) {
    let parsed: Awaited<ReturnType<typeof parseBody>> | undefined;
    handle = async (req, res) => {
      parsed = await parseBody(req);
      res.end();
    };
    await fetch(base, { method: 'POST', body });
    return parsed!;
  }

  it('reads urlencoded fields, repeated names kept', async () => {
    const body = await parse(new URLSearchParams([['name', 'Mia „Ton“ Ö'], ['craft', 'a'], ['craft', 'b']]));
    expect(new FormFields(body.fields).getAll('craft')).toEqual(['a', 'b']);
    expect(new FormFields(body.fields).get('name')).toBe('Mia „Ton“ Ö');
  });

  it('reads multipart fields and files, leaves out empty file inputs and marks files over 8 MB', async () => {
    const form = new FormData();
    form.append('name', 'Mia');
    form.append('avatar', new Blob([Buffer.from('png-bytes')], { type: 'image/png' }), 'ich.png');
    form.append('empty', new Blob([]), '');
    form.append('huge', new Blob([Buffer.alloc(8 * 1024 * 1024 + 1)], { type: 'image/jpeg' }), 'big.jpg');
    const body = await parse(form);
    expect(body.fields).toEqual([['name', 'Mia']]);
    expect(body.files).toEqual([{ field: 'avatar', filename: 'ich.png', mimeType: 'image/png', bytes: Buffer.from('png-bytes') }]);
    expect(body.truncated).toEqual(['huge']);
  });
});

describe('outcomes', () => {
  const fields = new FormFields([
    ['email', 'mia@example.com'],
    ['password', 'secret1'],
    ['newPassword', 'secret2'],
    ['_form', 'signIn'],
    ['craft', 'a'],
    ['craft', 'b'],
  ]);

  it('keeps what was typed except passwords and markers, and names the form', () => {
    expect(rerender(fields, [{ field: 'email', code: 'REQUIRED' }])).toEqual({
      kind: 'render',
      status: 422,
      formState: { values: { email: 'mia@example.com', craft: ['a', 'b'] }, errors: [{ field: 'email', code: 'REQUIRED' }], form: 'signIn' },
    });
  });

  it('turns BAD_USER_INPUT fields into field errors and other codes into the form’s code and status', () => {
    const invalid = fromGraphQLErrors(fields, [
      { message: 'bad', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.name', code: 'TOO_LONG' }, { field: 'email', code: 'INVALID_EMAIL' }] } },
    ]);
    expect(invalid).toMatchObject({ status: 422, formState: { errors: [{ field: 'name', code: 'TOO_LONG' }, { field: 'email', code: 'INVALID_EMAIL' }] } });
    expect(invalid.kind === 'render' && invalid.formState.code).toBeUndefined();
    expect(fromGraphQLErrors(fields, [{ message: 'slow down', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 90 } }])).toMatchObject({
      status: 429,
      formState: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 90, errors: [] },
    });
    expect(fromGraphQLErrors(fields, [{ message: 'no', extensions: { code: 'FORBIDDEN' } }])).toMatchObject({ status: 403 });
    expect(fromGraphQLErrors(fields, [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }])).toMatchObject({ status: 404, formState: { code: 'NOT_FOUND' } });
    expect(fromGraphQLErrors(fields, [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).toMatchObject({
      status: 422,
      formState: { code: 'UNKNOWN' },
    });
  });
});
