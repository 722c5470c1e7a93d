// The error page's three facts (spec §8): status code (default 500), status message and message text.
import type { PageContext } from 'vike/types';
import { originalPath } from '../../lib/i18n/original-path';

export type ErrorDescription = { statusCode: number; statusMessage: string; message: string | null };

export function describeError(pageContext: PageContext): ErrorDescription {
  const statusCode = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
  const statusMessage = statusCode === 404 ? 'Page Not Found' : statusCode === 403 ? 'Forbidden' : 'Internal Server Error';
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  const message = reason ?? (statusCode === 404 ? `Page not found: ${originalPath(pageContext)}` : null);
  return { statusCode, statusMessage, message };
}
