// The error page's three facts: status code (default 500), status message and message text. A 403 has no
// English status message: the page says in the visitor's language who may see the page (features/auth/guard.ts).
import type { PageContext } from 'vike/types';
import { originalPath } from '../../lib/i18n/original-path';

/**
 * `explanation`: a catalog message that says in the visitor's words why this page failed, where a page aborted with
 * `render(404, { explanation: 'key' })` (e.g. a mail's link that no longer works); the generic text otherwise.
 */
export type ErrorDescription = { statusCode: number; statusMessage: string | null; message: string | null; explanation: string | null };

export function describeError(pageContext: PageContext): ErrorDescription {
  const statusCode = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
  const statusMessage = statusCode === 404 ? 'Page Not Found' : statusCode === 403 ? null : 'Internal Server Error';
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  const message = reason ?? (statusCode === 404 ? `Page not found: ${originalPath(pageContext)}` : null);
  const explained = pageContext.abortReason as { explanation?: unknown } | null | undefined;
  const explanation = typeof explained?.explanation === 'string' ? explained.explanation : null;
  return { statusCode, statusMessage, message, explanation };
}
