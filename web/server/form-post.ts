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
// multipart/form-data (busboy). Files are streamed to temporary files (functions/src/http/temp-files.ts), never
// held in memory whole, and a multipart body may carry files only in the file inputs the action names
// (`takingFiles`, form-action.ts), only from someone signed in, and at most as many as each input takes (a request
// no more than its largest input), of 8 MB each, with at most 30 file parts in all (else 413): a file anywhere
// else, a signed-out visitor's file or a part without a name stops the reading at once and the page answers with
// its localized error (400, 401); more files than an input takes or a larger file is answered with TOO_MANY /
// FILE_TOO_LARGE on the field (the rest of the file is read, not kept); a disk that cannot take the file is the
// page's STORE_UNAVAILABLE (503).
// Uploaded files reach the action as temporary files; `request.saveUpload` hands one to the uploads service. They
// are removed when the request is over: after the action, after a refusal, and when the client goes away.
import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import { operationOf } from '../lib/graphql/run-operation.server';
import type { FieldError, FormState } from '../components/Form';
import { localPath } from '../../functions/src/domain/local-path';
import { isSameOrigin } from '../../functions/src/http/origins';
import { bodyStream } from '../../functions/src/http/request-body';
import { createTempFiles, type TempFiles } from '../../functions/src/http/temp-files';
import type { PageViewer } from '../features/auth/viewer';
import { localizeUrl, type Locale } from '../lib/i18n/locales';
import { sessionLanguage } from '../../functions/src/http/cookies';
import { languageMemoryCookies, localeCookieHeader, sessionChangeCookie } from './cookies';
import {
  FormFields,
  rerender,
  STORE_RETRY_AFTER_SECONDS,
  type ActionOutcome,
  type FileFields,
  type FormAction,
  type SaveUpload,
  type UploadedFile,
} from './form-action';
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

/** A body refused before the action runs; with a `code`, the page is rendered with it as the form's error. */
class RequestRejected extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`request rejected with ${status}${code ? ` (${code})` : ''}`);
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
  const temp = createTempFiles();
  try {
    await answerFormPost(context, temp);
  } finally {
    await temp.removeAll().catch((error: unknown) => console.warn('Temporary upload not removed:', error));
  }
}

async function answerFormPost(context: FormPostContext, temp: TempFiles): Promise<void> {
  const { req, res } = context;
  const noStore = { 'cache-control': 'private, no-store' };
  let body: ParsedBody;
  try {
    body = await parseBody(req, { fileFields: context.action.fileFields ?? {}, signedIn: !!context.viewer }, temp);
  } catch (error) {
    if (!(error instanceof RequestRejected)) throw error;
    if (error.status === 499) return; // the client went away: nobody to answer
    // The rest of the body is not read: the connection cannot be used again.
    if (error.code) {
      res.setHeader('connection', 'close');
      const retry = error.code === 'STORE_UNAVAILABLE' ? { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS } : {};
      if (retry.retryAfterSeconds) res.setHeader('retry-after', String(retry.retryAfterSeconds));
      await context.renderWithFormState({ values: {}, errors: [], code: error.code, ...retry }, error.status);
      return;
    }
    res.writeHead(error.status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close', ...noStore }).end();
    return;
  }

  const fields = new FormFields(body.fields);
  const outcome: ActionOutcome =
    body.fileErrors.length > 0
      ? rerender(fields, body.fileErrors)
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
            const result = await context.graphql({ ...operationOf(document), variables });
            return { data: (result.data ?? null) as never, errors: result.errors ?? [] };
          },
          async saveUpload(purpose, file) {
            if (!context.saveUpload) return { errors: [{ field: file.field, code: 'UPLOADS_UNAVAILABLE' }] };
            try {
              return await context.saveUpload({ headers: req.headers, purpose, file });
            } catch (error) {
              // The session ended between the page and the upload (the uploads service's UnauthenticatedError).
              if ((error as Error).name === 'UnauthenticatedError') return { errors: [{ field: file.field, code: 'UNAUTHENTICATED' }] };
              // The image storage cannot take files right now (a full disk): the page says so with 503 (rerender).
              if ((error as Error).name === 'StoreUnavailableError') return { errors: [{ field: file.field, code: 'STORE_UNAVAILABLE' }] };
              const listed = (error as { fields?: unknown }).fields;
              if (!Array.isArray(listed)) throw error;
              return { errors: (listed as FieldError[]).map(({ code }) => ({ field: file.field, code })) };
            }
          },
        });

  if (outcome.kind === 'render') {
    // Too many attempts, or a store that cannot save right now: the page says when, and so does the header.
    if (outcome.formState.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(outcome.formState.retryAfterSeconds));
    await context.renderWithFormState(outcome.formState, outcome.status);
    return;
  }
  // The language shares `__session` with the session: one cookie that holds both.
  if (outcome.session) {
    const language = outcome.locale ?? sessionLanguage(context.req.headers);
    res.appendHeader('set-cookie', sessionChangeCookie(outcome.session, context.origin, language));
    if (outcome.locale) res.appendHeader('set-cookie', localeCookieHeader(outcome.locale));
  } else if (outcome.locale) {
    for (const cookie of languageMemoryCookies(outcome.locale, context.req.headers, context.origin)) res.appendHeader('set-cookie', cookie);
  }
  // The one place a form leads off the site: the payment provider's own pages (Stripe's checkout, and Connect's
  // onboarding and dashboard for organisers; nothing else).
  const provider = outcome.paymentProvider && /^https:\/\/(checkout|connect)\.stripe\.com\//.test(outcome.location) ? outcome.location : undefined;
  const location = provider ?? localPath(outcome.location) ?? localizeUrl('/', context.locale);
  res.writeHead(303, { location, ...noStore }).end();
}

type ParsedBody = { fields: Array<[string, string]>; files: UploadedFile[]; fileErrors: FieldError[] };
/** What a multipart body may carry: files in these inputs, and only from someone signed in. */
type FileAcceptance = { fileFields: FileFields; signedIn: boolean };

export function parseBody(req: IncomingMessage, accepts: FileAcceptance, temp: TempFiles): Promise<ParsedBody> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return parseUrlencoded(req);
  if (type.startsWith('multipart/form-data')) return parseMultipart(req, accepts, temp);
  return Promise.reject(new RequestRejected(415));
}

async function parseUrlencoded(req: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of bodyStream(req)) {
    size += (chunk as Buffer).length;
    if (size > urlencodedLimit) throw new RequestRejected(413);
    chunks.push(chunk as Buffer);
  }
  return { fields: [...new URLSearchParams(Buffer.concat(chunks).toString('utf8'))], files: [], fileErrors: [] };
}

function parseMultipart(req: IncomingMessage, accepts: FileAcceptance, temp: TempFiles): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    const body: ParsedBody = { fields: [], files: [], fileErrors: [] };
    const held = new Map<string, number>();
    // A page's forms post one file input each (the event page's edit form its images, its live console a photo),
    // so a request keeps at most as many files as the largest input takes: that many times 8 MB on the disk.
    const requestTakes = Math.max(0, ...Object.values(accepts.fileFields));
    let kept = 0;
    // The kept files in the order they were posted (each is written while the next part is read).
    const writes: Array<Promise<UploadedFile | null>> = [];
    const fileError = (field: string, code: string) => {
      if (!body.fileErrors.some((error) => error.field === field)) body.fileErrors.push({ field, code });
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: fileSizeLimit, files: 30, fields: 200, fieldSize: 64 * 1024, parts: 220 },
      });
    } catch {
      reject(new RequestRejected(400));
      return;
    }
    const source = bodyStream(req);
    const refuse = (status: number, code?: string) => {
      source.unpipe(parser);
      reject(new RequestRejected(status, code));
    };
    // A client that goes away mid-upload: stop, so that the request's files are removed (handleFormPost).
    req.once('close', () => {
      if (!req.complete) refuse(499);
    });
    parser.on('field', (name: string | undefined, value) => {
      if (name === undefined) refuse(400, 'MALFORMED_FORM');
      else body.fields.push([name, value]);
    });
    parser.on('file', (field: string | undefined, stream, info) => {
      const { filename, mimeType } = info;
      if (field === undefined) return refuse(400, 'MALFORMED_FORM');
      // An empty file input (no file chosen) arrives as a part without a file name: nothing to keep.
      if (!filename) return void stream.resume();
      const takes = Object.hasOwn(accepts.fileFields, field) ? accepts.fileFields[field]! : 0;
      if (takes === 0) return refuse(400, 'FILE_NOT_ACCEPTED');
      if (!accepts.signedIn) return refuse(401, 'UNAUTHENTICATED');
      const count = (held.get(field) ?? 0) + 1;
      held.set(field, count);
      if (count > takes || kept >= requestTakes) {
        fileError(field, 'TOO_MANY');
        return void stream.resume();
      }
      kept += 1;
      let truncated = false;
      stream.on('limit', () => {
        truncated = true;
        fileError(field, 'FILE_TOO_LARGE');
      });
      // A file over the limit or without content is not kept (its temporary file goes with the request's).
      const write = temp.write(stream).then(({ path, size }) => (size === 0 || truncated ? null : { field, filename, mimeType, path }));
      // A disk that cannot take the file (temp-files.ts) is the page's 503, as for the image storage; the rest of
      // the body is not read.
      write.catch((error: unknown) => {
        source.unpipe(parser);
        reject((error as Error).name === 'StoreUnavailableError' ? new RequestRejected(503, 'STORE_UNAVAILABLE') : error);
      });
      writes.push(write);
    });
    parser.on('filesLimit', () => refuse(413));
    parser.on('partsLimit', () => refuse(413));
    parser.on('fieldsLimit', () => refuse(413));
    parser.on('error', () => refuse(400));
    // Every file's last bytes are on the disk before the action sees it.
    parser.on('close', () => {
      Promise.all(writes).then(
        (files) => resolve({ ...body, files: files.filter((file) => file !== null) }),
        () => undefined, // rejected above
      );
    });
    source.pipe(parser);
  });
}
