// A response that sets a cookie is for one visitor only: it says `private, no-store`, whatever the route put there.
// Two reasons, both of them Firebase Hosting's: its CDN must never keep one visitor's cookie for the next, and it
// drops `Set-Cookie` from any response whose Cache-Control lacks `private` (the emulator does so; production may do
// the same), which would lose a sign-in made over /graphql. One rule for every route, on `npm start` and on both
// Cloud Functions alike, checked at the last moment before the headers go out.
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

export const PRIVATE_NO_STORE = 'private, no-store';

/** Makes `res` private and unstored if it sets a cookie by the time its headers are sent. */
export function keepCookieResponsesPrivate(res: ServerResponse): void {
  onHeaders(res, function () {
    if (this.hasHeader('set-cookie')) this.setHeader('cache-control', PRIVATE_NO_STORE);
  });
}

export const privateCookieResponses: RequestHandler = (_req, res, next) => {
  keepCookieResponsesPrivate(res);
  next();
};
