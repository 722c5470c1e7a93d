// The api's two routes for images: GET /media/* serves stored sizes (from disk or Cloud Storage alike), POST /uploads
// takes one image from a signed-in API client (the site's own no-JS forms call saveUpload directly).
//
// POST /uploads: multipart/form-data with the fields `purpose` (avatar | event | venue) and `file`. Answers 200
// {url, width, height, srcset}; 401 signed out; 413 for more than 8 MB (reading stops there); 400 {code, message}
// for anything else wrong with the input, `code` as the services' field errors name it (UNSUPPORTED_TYPE, ...);
// 503 STORE_UNAVAILABLE with Retry-After when the storage cannot take files (a full disk, a read-only or missing media
// folder, Cloud Storage out of reach); GET /media answers 503 with Retry-After when the storage cannot be read.
// The file is streamed to a temporary file (http/temp-files.ts) and read from there, never held in memory whole;
// the temporary file is removed when the request is over, however it ends.
// Cross-site forms cannot upload with someone's session: the `__session` cookie is SameSite=Lax.
import type { IncomingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import express from 'express';
import { StoreUnavailableError } from '../domain/repositories.js';
import type { Credentials } from '../domain/viewer.js';
import { credentialsOf } from '../http/credentials.js';
import { bodyStream } from '../http/request-body.js';
import { createTempFiles, type TempFiles } from '../http/temp-files.js';
import { InvalidInputError, UnauthenticatedError } from '../services/errors.js';
import { MAX_IMAGE_BYTES } from './check.js';
import { saveUpload, type UploadDeps, type UploadedFile, type UploadedImage } from './uploads.js';

export interface UploadsHttpDeps extends UploadDeps {
  /** The signed-in person behind a request's `__session` cookie or Bearer token (as the GraphQL context finds them). */
  viewerOf(credentials: Credentials): Promise<{ uid: string } | null>;
}

/** When to try again after the storage could not take an image (a full disk clears up slowly, if at all). */
const STORE_RETRY_AFTER_SECONDS = 30;

/** Multipart framing and the purpose field around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export function createUploadsRouter(deps: UploadsHttpDeps): express.Router {
  const router = express.Router();

  router.get('/media/*path', async (req, res, next) => {
    try {
      const path = (req.params as { path: string[] }).path.join('/');
      const stream = path.endsWith('.webp') ? await deps.images.get(path) : null;
      if (!stream) {
        res.status(404).type('text/plain').set('Cache-Control', 'no-cache').send('Not found');
        return;
      }
      // A path names one size of one upload forever: a changed image gets a new id.
      res.set({
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
      await pipeline(stream, res);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else if (error instanceof StoreUnavailableError) {
        // Cloud Storage out of reach: try again shortly, and let no cache keep the failure.
        console.warn('Image not served:', error.message);
        res.status(503).type('text/plain').set({ 'Cache-Control': 'no-store', 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) }).send('Unavailable');
      } else next(error);
    }
  });

  router.post('/uploads', async (req, res, next) => {
    const answer = (status: number, code: string, message: string) =>
      res.status(status).set('Cache-Control', 'no-store').json({ code, message });
    const tooLarge = () => {
      // Closing the connection is what stops the client's upload; the rest of the body is never read.
      res.set('Connection', 'close');
      answer(413, 'IMAGE_TOO_LARGE', `Images may have at most ${MAX_IMAGE_BYTES} bytes.`);
    };
    const temp = createTempFiles();
    try {
      const viewer = await deps.viewerOf(credentialsOf(req.headers));
      if (!viewer) return void answer(401, 'UNAUTHENTICATED', 'Sign in to upload images.');
      if (Number(req.headers['content-length']) > MAX_IMAGE_BYTES + ENVELOPE_BYTES) return tooLarge();
      const form = await readForm(req, temp);
      if (form === 'too large') return tooLarge();
      if (form === 'malformed') return void answer(400, 'BAD_REQUEST', 'Send multipart/form-data with the fields purpose and file.');
      if (form === 'aborted') return; // the client went away: nobody to answer
      const saved = await saveUpload(deps, viewer, form.purpose, form.file);
      res.status(200).set('Cache-Control', 'no-store').json(saved);
    } catch (error) {
      if (error instanceof InvalidInputError) return void answer(400, error.fields[0]?.code ?? 'BAD_REQUEST', error.message);
      if (error instanceof StoreUnavailableError) {
        console.warn('Upload not stored:', error.message);
        res.set('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
        return void answer(503, 'STORE_UNAVAILABLE', 'Images cannot be stored right now; nothing was kept. Please try again shortly.');
      }
      next(error);
    } finally {
      await temp.removeAll().catch((error: unknown) => console.warn('Temporary upload not removed:', error));
    }
  });

  return router;
}

/**
 * saveUpload for the person behind a request's headers, in the shape the web's no-JS form actions call
 * (web/server/form-action.ts, SaveUpload). Throws UnauthenticatedError when nobody is signed in.
 */
export function formUploads(deps: UploadsHttpDeps) {
  return async (upload: { headers: IncomingHttpHeaders; purpose: string; file: UploadedFile }): Promise<UploadedImage> => {
    const viewer = await deps.viewerOf(credentialsOf(upload.headers));
    if (!viewer) throw new UnauthenticatedError('Sign in to upload images.');
    return saveUpload(deps, viewer, upload.purpose, upload.file);
  };
}

interface UploadForm {
  purpose: string;
  file: UploadedFile;
}

/**
 * Reads the multipart body, at most one file of MAX_IMAGE_BYTES, which goes to a temporary file of `temp`; stops
 * reading as soon as the file is larger, and when the client goes away.
 */
function readForm(req: express.Request, temp: TempFiles): Promise<UploadForm | 'too large' | 'malformed' | 'aborted'> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 4, fieldSize: 256, parts: 6 } });
    } catch {
      return resolve('malformed'); // not multipart/form-data
    }
    // An empty path stands for no file (saveUpload answers REQUIRED), as an empty file input sends.
    const form: UploadForm = { purpose: '', file: { path: '', filename: '', mimeType: '' } };
    let written: Promise<void> = Promise.resolve();
    const source = bodyStream(req);
    const stop = (outcome: 'too large' | 'malformed' | 'aborted') => {
      source.unpipe(parser);
      resolve(outcome);
    };
    req.once('close', () => {
      if (!req.complete) stop('aborted');
    });
    parser.on('field', (name, value) => {
      if (name === 'purpose') form.purpose = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') return void stream.resume();
      stream.on('limit', () => stop('too large'));
      written = temp.write(stream).then(({ path }) => {
        form.file = { path, filename: info.filename ?? '', mimeType: info.mimeType };
      });
      // A disk that cannot take the file (StoreUnavailableError, the route's 503): the rest is not read.
      written.catch((error: unknown) => {
        source.unpipe(parser);
        reject(error);
      });
    });
    parser.on('error', () => stop('malformed'));
    // A no-op after stop(): a promise settles once. The file's last bytes may still be on their way to the disk.
    parser.on('close', () => written.then(() => resolve(form), () => undefined));
    source.pipe(parser);
  });
}
