// The way to sign-in that comes back afterwards: /login in the visitor's language with `next`, the page to return
// to. Built here only, for the guards of private pages, the form actions of signed-in pages and the links that offer
// signing in (/login reads `next` back through safeNext, features/auth/viewer.ts).
import { localizeUrl, type Locale } from '../i18n/locales';

/** `back`: the page to return to, as the visitor's own address (already localized, with its query). */
export function signInHref(back: string, locale: Locale): string {
  return `${localizeUrl('/login', locale)}?next=${encodeURIComponent(back)}`;
}
