// POST handling for page URLs: every form of the site is a plain HTML form that posts to its own page, so it works
// without JavaScript. createSsrHandler calls handleFormPost for a POST whose page has an action.
//
// How a page gets an action: write `+action.ts` next to the page's `+Page` (e.g. web/pages/contact/+action.ts),
// exporting `export const action: FormAction = async (request) => …`; `action` is a server-only vike setting
// (pages/+config.ts), so it never reaches the browser bundle. The types and the outcome helpers (redirectTo,
// rerender, fromGraphQLErrors) are in form-action.ts; tests of an action sit beside it as `action.test.ts` (a `+`
// file would be read as vike config). There is no list of routes: for a POST the SSR handler lets vike route the URL
// (the same routing as for GET, route parameters included) and +onCreatePageContext.ssr.ts reports the routed page's
// action; a POST to a page without one goes to the next middleware (405 without one).
//
// The action runs mutations with `request.graphql` / `request.mutate` (in-process, with the visitor's cookie), and
// returns `redirectTo(...)` on success (303, Post/Redirect/Get; a flash notice via `?done=<key>` shown by
// <FlashNotice> as `form.done.<key>`), or `rerender(...)` / `fromGraphQLErrors(...)` on failure: the page is
// rendered again (vike renderPage, its +data runs again) with `pageContext.formState = { values, errors, code? }`
// and status 422 (429 for TOO_MANY_ATTEMPTS, 403 for FORBIDDEN, 404 for NOT_FOUND), so nothing typed is lost.
// Fields whose name contains "password" are never echoed back. Pages with several forms name each with a hidden
// `_form` field (<FormName>), echoed as formState.form.
//
// Before any action runs: the request must come from this site (Origin, else Referer, must match the site's origin;
// else 403), and the body must be application/x-www-form-urlencoded (at most 256 KB, else 413) or
// multipart/form-data (busboy: at most 6 files of 8 MB each; larger files are answered with FILE_TOO_LARGE on the
// field). Uploaded files reach the action as buffers; `request.saveUpload` hands one to the uploads service.
import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import { print } from 'graphql';
import type { FieldError, FormState } from '../components/Form';
import { isSameOrigin } from '../../functions/src/http/origins';
import type { PageViewer } from '../features/auth/viewer';
import { localizeUrl, type Locale } from '../lib/i18n/locales';
import { localeCookieHeader, sessionChangeCookie } from './cookies';
import { FormFields, rerender, type ActionOutcome, type FormAction, type SaveUpload, type UploadedFile } from './form-action';
import type { PageGraphQL } from './graphql-types';

/** A page's action and the route's parameters, as vike's routing found them. */
export type FoundAction = { action: FormAction; routeParams: Record<string, string> };

/**
 * What the SSR handler hands vike (pageContext.formActionLookup) to find a POST's action: +onCreatePageContext.ssr.ts
 * sets `found` to the routed page's action, or null when the page has none (or no page matches).
 */
export type FormActionLookup = { found?: FoundAction | null };

// ---- The handler ----

export interface FormPostContext extends FoundAction {
  req: IncomingMessage;
  res: ServerResponse;
  /** The page's path without the language prefix. */
  path: string;
  search: string;
  locale: Locale;
  origin: string;
  viewer: PageViewer | null;
  graphql: PageGraphQL;
  saveUpload?: SaveUpload;
  /** Renders the page again with the form state (vike renderPage) and sends it with `status`. */
  renderWithFormState(formState: FormState, status: number): Promise<void>;
}

const urlencodedLimit = 256 * 1024;
const fileSizeLimit = 8 * 1024 * 1024;
const fileCountLimit = 6;

class RequestRejected extends Error {
  constructor(readonly status: number) {
    super(`request rejected with ${status}`);
  }
}

/** Answers a POST to a page URL with the page's action. */
export async function handleFormPost(context: FormPostContext): Promise<void> {
  const { req, res } = context;
  const noStore = { 'cache-control': 'private, no-store' };
  if (!isSameOrigin(req.headers, context.origin)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', ...noStore }).end('Forbidden: cross-site form submission');
    return;
  }
  let body: ParsedBody;
  try {
    body = await parseBody(req);
  } catch (error) {
    if (!(error instanceof RequestRejected)) throw error;
    res.writeHead(error.status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close', ...noStore }).end();
    return;
  }

  const fields = new FormFields(body.fields);
  const tooLarge = body.truncated.map((field) => ({ field, code: 'FILE_TOO_LARGE' }));
  const outcome: ActionOutcome =
    tooLarge.length > 0
      ? rerender(fields, tooLarge)
      : await context.action({
          path: context.path,
          routeParams: context.routeParams,
          query: new URLSearchParams(context.search),
          locale: context.locale,
          viewer: context.viewer,
          fields,
          files: body.files,
          graphql: context.graphql,
          async mutate(document, variables) {
            const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
            const result = await context.graphql({ query: print(document), variables, operationName: definition?.name?.value });
            return { data: (result.data ?? null) as never, errors: result.errors ?? [] };
          },
          async saveUpload(purpose, file) {
            if (!context.saveUpload) return { errors: [{ field: file.field, code: 'UPLOADS_UNAVAILABLE' }] };
            try {
              return await context.saveUpload({ headers: req.headers, purpose, file });
            } catch (error) {
              const listed = (error as { fields?: unknown }).fields;
              if (!Array.isArray(listed)) throw error;
              return { errors: (listed as FieldError[]).map(({ code }) => ({ field: file.field, code })) };
            }
          },
        });

  if (outcome.kind === 'render') {
    await context.renderWithFormState(outcome.formState, outcome.status);
    return;
  }
  if (outcome.session) res.appendHeader('set-cookie', sessionChangeCookie(outcome.session, context.origin));
  if (outcome.locale) res.appendHeader('set-cookie', localeCookieHeader(outcome.locale));
  const location = outcome.location.startsWith('/') && !outcome.location.startsWith('//') ? outcome.location : localizeUrl('/', context.locale);
  res.writeHead(303, { location, ...noStore }).end();
}

type ParsedBody = { fields: Array<[string, string]>; files: UploadedFile[]; truncated: string[] };

export function parseBody(req: IncomingMessage): Promise<ParsedBody> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return parseUrlencoded(req);
  if (type.startsWith('multipart/form-data')) return parseMultipart(req);
  return Promise.reject(new RequestRejected(415));
}

async function parseUrlencoded(req: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > urlencodedLimit) throw new RequestRejected(413);
    chunks.push(chunk as Buffer);
  }
  return { fields: [...new URLSearchParams(Buffer.concat(chunks).toString('utf8'))], files: [], truncated: [] };
}

function parseMultipart(req: IncomingMessage): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    const body: ParsedBody = { fields: [], files: [], truncated: [] };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: fileSizeLimit, files: fileCountLimit, fields: 200, fieldSize: 64 * 1024, parts: 220 },
      });
    } catch {
      reject(new RequestRejected(400));
      return;
    }
    parser.on('field', (name, value) => body.fields.push([name, value]));
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => body.truncated.push(field));
      stream.on('close', () => {
        const data = Buffer.concat(chunks);
        if (!info.filename || data.length === 0 || body.truncated.includes(field)) return;
        body.files.push({ field, filename: info.filename, mimeType: info.mimeType, bytes: data });
      });
    });
    parser.on('filesLimit', () => reject(new RequestRejected(413)));
    parser.on('partsLimit', () => reject(new RequestRejected(413)));
    parser.on('fieldsLimit', () => reject(new RequestRejected(413)));
    parser.on('error', () => reject(new RequestRejected(400)));
    parser.on('close', () => resolve(body));
    req.pipe(parser);
  });
}
