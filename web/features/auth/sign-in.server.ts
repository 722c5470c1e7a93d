// What the sign-in actions (/login, /register, /login/link) share: the session cookie and where to continue; and
// for the actions of signed-in pages, the way back through sign-in when the session ended before the post.
import type { Locale as ApiLocale } from '../../graphql/generated/graphql';
import { redirectTo, type ActionOutcome, type FormRequest } from '../../server/form-action';
import { localizeUrl, type Locale } from '../../lib/i18n/locales';
import { signInHref } from '../../lib/sign-in/sign-in-href';
import { safeNext } from './viewer';

/** 303 to `?next=` when it is a path on this site, else to /app, setting the new session cookie. */
export function afterSignIn(request: FormRequest, session: { token: string; expiresAt: string }): ActionOutcome {
  return redirectTo(safeNext(request.query.get('next'), localizeUrl('/app', request.locale)), { session });
}

export function apiLocale(locale: Locale): ApiLocale {
  return locale === 'en' ? 'EN' : 'DE';
}

/** A post without a session (it expired while the form was open): sign in and come back to the page. */
export function signInFirst(request: FormRequest): ActionOutcome {
  const search = request.query.toString();
  const here = localizeUrl(request.path + (search ? `?${search}` : ''), request.locale);
  return redirectTo(signInHref(here, request.locale));
}
