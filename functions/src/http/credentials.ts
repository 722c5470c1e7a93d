// Who a request says it is: the `__session` cookie (browsers) or an `Authorization: Bearer` token (API clients of
// other origins, the embedded identity's session value in tests and scripts). The services decide what they are
// worth (services/viewers.ts viewerByCredentials).
import type { Credentials } from '../domain/viewer.js';
import { sessionCookie } from './cookies.js';
import { header, type RequestHeaders } from './headers.js';

export function credentialsOf(headers: RequestHeaders): Credentials {
  const bearerToken = /^Bearer\s+(\S+)$/i.exec(header(headers, 'authorization') ?? '')?.[1];
  return { sessionCookie: sessionCookie(headers), bearerToken };
}
