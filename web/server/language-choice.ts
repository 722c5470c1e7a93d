// The visitor's language before a page renders: an explicit choice from the language switcher (?lang=) is remembered
// and the visitor continues at the clean URL; the front page sends a remembered or (on arrival from elsewhere) the
// browser's English to /en and remembers a first visit's language.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie, sessionLanguage } from '../../functions/src/http/cookies';
import { defaultLocale, isLocale, langParam, localeCookie, localizeUrl, negotiateLocale } from '../lib/i18n/locales';
import { privateNoStore } from './cache-policy';
import { languageMemoryCookies } from './cookies';

/**
 * Redirects for a language choice or the front page's language (`answered`: the response is written), else sets the
 * front page's Vary and cookies. `frontPageShared`: whether a shared cache may keep the answer as far as the language
 * goes (always for pages other than the front page).
 */
export function answerLanguageChoice(
  req: IncomingMessage,
  res: ServerResponse,
  { pathname, search, origin }: { pathname: string; search: string; origin: string },
): { answered: boolean; frontPageShared: boolean } {
  // The remembered language: from `__session` (the only cookie that reaches the server behind Firebase Hosting,
  // and part of its cache key), else from i18n_redirected (a server without Hosting in front).
  const rememberedInSession = sessionLanguage(req.headers);
  const rememberedLocale = isLocale(rememberedInSession) ? rememberedInSession : readCookie(req.headers.cookie, localeCookie);
  const remembered = isLocale(rememberedLocale) ? rememberedLocale : undefined;

  // An explicit choice from the language switcher (?lang=de): remember it and continue at the clean URL.
  const params = new URLSearchParams(search);
  const requested = params.get(langParam);
  if (isLocale(requested)) {
    params.delete(langParam);
    const rest = params.toString();
    if (requested !== rememberedInSession) {
      for (const cookie of languageMemoryCookies(requested, req.headers, origin)) res.appendHeader('set-cookie', cookie);
    }
    res.writeHead(302, { location: pathname + (rest ? `?${rest}` : ''), 'cache-control': privateNoStore }).end();
    return { answered: true, frontPageShared: false };
  }
  if (pathname !== '/') return { answered: false, frontPageShared: true };

  // The front page: a remembered English choice goes to /en; a first visit gets the browser's language,
  // remembered. What it answers depends on the memory, so it is shared only when the memory sits in the cache key
  // (`__session`); a first visit depends on Accept-Language, which Hosting's cache key leaves out.
  // Someone already reading the site who follows a link to `/` (the logo, a sign-out) asked for this German
  // page; only an arrival from elsewhere is greeted in the browser's language.
  const fromThisSite = sameOrigin(req.headers.referer, origin);
  const chosen = remembered ?? (fromThisSite ? defaultLocale : (negotiateLocale(req.headers['accept-language']) ?? defaultLocale));
  res.setHeader('vary', 'Cookie, Accept-Language');
  const frontPageShared = rememberedInSession === remembered && remembered !== undefined;
  if (!remembered) {
    for (const cookie of languageMemoryCookies(chosen, req.headers, origin)) res.appendHeader('set-cookie', cookie);
  }
  if (chosen !== defaultLocale) {
    res.writeHead(302, { location: localizeUrl('/', chosen) + search, 'cache-control': privateNoStore }).end();
    return { answered: true, frontPageShared };
  }
  return { answered: false, frontPageShared };
}

function sameOrigin(referer: string | undefined, origin: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}
