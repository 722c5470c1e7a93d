// @vitest-environment node
// The POST pipeline without vike: origin check, body parsing and limits, outcomes and cookies (which page's action
// runs is vike's routing, covered by ssr-handler.test.ts).
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FormState } from '../components/Form';
import { FormFields, fromGraphQLErrors, redirectTo, rerender, takingFiles, type FormAction, type FormRequest, type SaveUpload } from './form-action';
import { readLikeCloudFunctions } from '../../functions/src/http/request-body.testing';
import { createTempFiles } from '../../functions/src/http/temp-files';
import { handleFormPost, parseBody } from './form-post';
import type { GraphQLRequest } from './graphql-types';
import { action as logout } from '../pages/logout/+action';

const origin = 'https://selbstgemacht.example';
let server: Server;
let base: string;
let handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const calls: GraphQLRequest[] = [];

// Uploads wait in temporary files under os.tmpdir(): here a folder of this file's own, to see that none remain.
let uploadsDir: string;
const previousTmpdir = process.env.TMPDIR;
const leftovers = () => readdir(uploadsDir);

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'form-uploads-'));
  process.env.TMPDIR = uploadsDir;
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  await rm(uploadsDir, { recursive: true, force: true });
});
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

describe('handleFormPost with multipart bodies', () => {
  const mia = { uid: 'u1', name: 'Mia', role: 'USER' as const, avatarUrl: null };
  let received: FormRequest[] = [];

  function actionHandler(action: FormAction, viewer: typeof mia | null = mia, saveUpload?: SaveUpload) {
    received = [];
    handle = async (req, res) => {
      await handleFormPost({
        action: takingFiles(action.fileFields ?? {}, async (request) => {
          received.push(request);
          return action(request);
        }),
        routeParams: {},
        req,
        res,
        path: '/profile',
        search: '',
        locale: 'de',
        origin,
        viewer,
        graphql: async () => ({ data: null }),
        saveUpload,
        renderWithFormState: async (formState: FormState, status: number) => {
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(formState));
        },
      });
    };
  }
  const post = (body: FormData | string, contentType?: string) =>
    fetch(`${base}/profile`, { method: 'POST', redirect: 'manual', headers: { origin, ...(contentType ? { 'content-type': contentType } : {}) }, body });
  const done = async () => redirectTo('/profile?done=saved');
  const avatar = () => new Blob([Buffer.from('png-bytes')], { type: 'image/png' });

  it('answers a store that cannot save with 503, Retry-After and the typed values kept', async () => {
    actionHandler(async (request) => fromGraphQLErrors(request.fields, [{ message: 'down', extensions: { code: 'STORE_UNAVAILABLE' } }]));
    const response = await post(new URLSearchParams({ name: 'Mia', bio: 'Töpfert seit 2019', password: 'geheim1' }).toString(), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ values: { name: 'Mia', bio: 'Töpfert seit 2019' }, errors: [], code: 'STORE_UNAVAILABLE', retryAfterSeconds: 30 });
  });

  it('answers a part without a name with the page and a 400, not an error', async () => {
    actionHandler(done);
    const boundary = 'b0undary';
    const body = [`--${boundary}`, 'Content-Disposition: form-data', '', 'value', `--${boundary}`, 'Content-Disposition: form-data; name="name"', '', 'Mia', `--${boundary}--`, ''].join('\r\n');
    const response = await post(body, `multipart/form-data; boundary=${boundary}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'MALFORMED_FORM' });
    const file = [`--${boundary}`, 'Content-Disposition: form-data; filename="a.png"', 'Content-Type: image/png', '', 'png', `--${boundary}--`, ''].join('\r\n');
    expect((await post(file, `multipart/form-data; boundary=${boundary}`)).status).toBe(400);
    expect(received).toEqual([]);
  });

  it('refuses a file where the page’s forms take none, before the action runs', async () => {
    actionHandler(done);
    const form = new FormData();
    form.append('name', 'Mia');
    form.append('avatar', avatar(), 'ich.png');
    const response = await post(form);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'FILE_NOT_ACCEPTED' });
    expect(received).toEqual([]);
  });

  it('refuses a signed-out visitor’s file, and one in an input the form does not have', async () => {
    actionHandler(takingFiles({ avatar: 1 }, done), null);
    const form = new FormData();
    form.append('avatar', avatar(), 'ich.png');
    const signedOut = await post(form);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    actionHandler(takingFiles({ avatar: 1 }, done));
    const elsewhere = new FormData();
    elsewhere.append('other', avatar(), 'ich.png');
    expect((await post(elsewhere)).status).toBe(400);
    const inherited = new FormData();
    inherited.append('constructor', avatar(), 'ich.png');
    expect((await post(inherited)).status).toBe(400);
    expect(received).toEqual([]);
  });

  it('hands the files to the action, an empty file input on a form without files is no file', async () => {
    const seen: Array<{ content: string; mode: number }> = [];
    actionHandler(
      takingFiles({ avatar: 1 }, async (request) => {
        for (const file of request.files) seen.push({ content: readFileSync(file.path, 'utf8'), mode: statSync(file.path).mode & 0o777 });
        return done();
      }),
    );
    const form = new FormData();
    form.append('avatar', avatar(), 'ich.png');
    expect((await post(form)).status).toBe(303);
    // A temporary file only this server's user reads, gone once the action is done.
    expect(received[0]?.files).toEqual([{ field: 'avatar', filename: 'ich.png', mimeType: 'image/png', path: expect.stringContaining(uploadsDir) }]);
    expect(seen).toEqual([{ content: 'png-bytes', mode: 0o600 }]);
    await expect.poll(leftovers).toEqual([]);
    actionHandler(done, null);
    const empty = new FormData();
    empty.append('name', 'Mia');
    empty.append('avatar', new Blob([]), '');
    expect((await post(empty)).status).toBe(303);
    expect(received[0]?.files).toEqual([]);
  });

  it('answers 503 with Retry-After when the image storage cannot take the upload', async () => {
    const full: SaveUpload = async () => {
      throw Object.assign(new Error('Image storage cannot write: ENOSPC'), { name: 'StoreUnavailableError' });
    };
    const saveAvatar = takingFiles({ avatar: 1 }, async (request) => {
      const saved = await request.saveUpload('avatar', request.files[0]!);
      return 'errors' in saved ? rerender(request.fields, saved.errors) : redirectTo('/profile');
    });
    actionHandler(saveAvatar, mia, full);
    const form = new FormData();
    form.append('name', 'Mia');
    form.append('avatar', avatar(), 'ich.png');
    const response = await post(form);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ values: { name: 'Mia' }, errors: [], code: 'STORE_UNAVAILABLE', retryAfterSeconds: 30 });
    await expect.poll(leftovers).toEqual([]);
  });

  it('shows the form again when the session ended before the upload was stored', async () => {
    const expired: SaveUpload = async () => {
      throw Object.assign(new Error('Sign in to upload images.'), { name: 'UnauthenticatedError' });
    };
    const saveAvatar = takingFiles({ avatar: 1 }, async (request) => {
      const saved = await request.saveUpload('avatar', request.files[0]!);
      return 'errors' in saved ? rerender(request.fields, saved.errors) : redirectTo('/profile');
    });
    actionHandler(saveAvatar, mia, expired);
    const form = new FormData();
    form.append('avatar', avatar(), 'ich.png');
    const response = await post(form);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'avatar', code: 'UNAUTHENTICATED' }] });
  });

  it('keeps no more files than an input takes and shows the form again', async () => {
    actionHandler(takingFiles({ avatar: 1 }, done));
    const form = new FormData();
    form.append('name', 'Mia');
    form.append('avatar', avatar(), 'a.png');
    form.append('avatar', avatar(), 'b.png');
    const response = await post(form);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ values: { name: 'Mia' }, errors: [{ field: 'avatar', code: 'TOO_MANY' }] });
    expect(received).toEqual([]);
    // Two inputs on one page: one request holds no more files than the larger input takes.
    actionHandler(takingFiles({ images: 2, photo: 1 }, done));
    const both = new FormData();
    for (const name of ['a.png', 'b.png']) both.append('images', avatar(), name);
    both.append('photo', avatar(), 'c.png');
    const refused = await post(both);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: [{ field: 'photo', code: 'TOO_MANY' }] });
    await expect.poll(leftovers).toEqual([]);
  });

  it('answers more than 30 file parts with 413, keeping none of them', async () => {
    actionHandler(takingFiles({ images: 6 }, done));
    const form = new FormData();
    for (let i = 0; i < 31; i++) form.append('images', avatar(), `${i}.png`);
    const response = await post(form).catch((error: unknown) => error);
    // The server stops reading: the client sees 413, or (if it was still sending) the connection closing.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(received).toEqual([]);
    await expect.poll(leftovers).toEqual([]);
  });

  it('removes a file over 8 MB, and the file of a client that goes away mid-upload', async () => {
    actionHandler(takingFiles({ avatar: 1 }, done));
    const big = new FormData();
    big.append('avatar', new Blob([Buffer.alloc(8 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png');
    const tooLarge = await post(big);
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toMatchObject({ errors: [{ field: 'avatar', code: 'FILE_TOO_LARGE' }] });
    await expect.poll(leftovers).toEqual([]);

    const boundary = 'grenze';
    const request = httpRequest(`${base}/profile`, {
      method: 'POST',
      headers: { origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('error', () => undefined);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    request.write(Buffer.alloc(256 * 1024, 0x89));
    // The upload has begun to be written aside; then the client is gone.
    await expect.poll(leftovers).toHaveLength(1);
    request.destroy();
    await expect.poll(leftovers).toEqual([]);
    expect(received).toEqual([]);
  });

  it('continues on this site only, whatever location an action names', async () => {
    for (const location of ['/\t/evil.example/x', '//evil.example', '/\\evil.example', '/caf\u0000']) {
      actionHandler(async () => redirectTo(location));
      const response = await post(new URLSearchParams({ a: '1' }).toString(), 'application/x-www-form-urlencoded');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
    }
  });
});

// On Cloud Functions the runtime has read the body before the app runs; on `npm start` nobody has.
describe.each([
  ['read from the request', false],
  ['already read by the Cloud Functions runtime', true],
])('parseBody, %s', (_name, readByRuntime) => {
  async function parse(body: FormData | URLSearchParams) {
    let parsed: (Awaited<ReturnType<typeof parseBody>> & { contents: string[] }) | undefined;
    handle = async (req, res) => {
      if (readByRuntime) await readLikeCloudFunctions(req, res);
      const temp = createTempFiles();
      try {
        const result = await parseBody(req, { fileFields: { avatar: 3, empty: 1, huge: 1 }, signedIn: true }, temp);
        parsed = { ...result, contents: result.files.map((file) => readFileSync(file.path, 'utf8')) };
      } finally {
        await temp.removeAll();
      }
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
    expect(body.files).toEqual([{ field: 'avatar', filename: 'ich.png', mimeType: 'image/png', path: expect.any(String) }]);
    expect(body.contents).toEqual(['png-bytes']);
    expect(body.fileErrors).toEqual([{ field: 'huge', code: 'FILE_TOO_LARGE' }]);
    await expect.poll(leftovers).toEqual([]);
  });

  it('refuses urlencoded bodies over 256 KB', async () => {
    let status = 0;
    handle = async (req, res) => {
      if (readByRuntime) await readLikeCloudFunctions(req, res);
      await parseBody(req, { fileFields: {}, signedIn: false }, createTempFiles()).catch((error: { status?: number }) => {
        status = error.status ?? 0;
      });
      res.writeHead(status).end();
    };
    // The server may stop reading before the client has sent it all.
    await fetch(base, { method: 'POST', body: new URLSearchParams([['text', 'x'.repeat(300 * 1024)]]) }).catch(() => undefined);
    expect(status).toBe(413);
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
