// Test helper: reads a request the way the Cloud Functions runtime does before the app runs (firebase-tools'
// functionsEmulatorRuntime and Google's functions framework: body-parser for JSON, text, urlencoded and everything
// else raw, 32 MB at most, the bytes kept in `req.rawBody`), so that a test can hand the app a request as it
// arrives there.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';

const limit = '32mb';
const keepRawBody = (req: IncomingMessage, _res: ServerResponse, buffer: Buffer) => {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buffer;
};
const parsers = [
  express.json({ limit, verify: keepRawBody }),
  express.text({ limit, verify: keepRawBody }),
  express.urlencoded({ extended: true, limit, verify: keepRawBody }),
  express.raw({ type: '*/*', limit, verify: keepRawBody }),
];

/** Express middleware: the runtime's body parsing, in its order. */
export const cloudFunctionsBodyParsing: express.RequestHandler[] = parsers;

/** Reads `req` as the runtime would; afterwards its stream is used up. */
export async function readLikeCloudFunctions(req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const parse of parsers) {
    await new Promise<void>((resolve, reject) =>
      parse(req as express.Request, res as express.Response, (error?: unknown) => (error ? reject(error as Error) : resolve())),
    );
  }
}
