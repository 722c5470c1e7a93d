// The react-intl object of a locale and message set, made once and reused by every render that has the same ones.
// react-intl builds its Intl.NumberFormat/DateTimeFormat and message formatters lazily and keeps them in the
// object's cache; building them is the costly part, so a render that made its own (an IntlProvider or createIntl
// per request) paid for all of them again.
import { createIntl, createIntlCache, ReactIntlErrorCode, type IntlCache, type IntlConfig, type IntlShape } from 'react-intl';
import { defaultLocale, localeTags, type Locale } from './locales';
import type { Messages } from './messages';

/**
 * A message the page names but did not receive shows its id instead of text: say so loudly (the e2e tests fail on
 * console errors), in the build too, where react-intl is otherwise silent. Each page receives only its messages
 * (page-messages.ts), so this is how a gap in what the build found shows.
 */
const reportMissingMessages: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error.message);
};

// Formatters depend on the locale only, so each locale has one cache whatever the messages.
const caches = new Map<Locale, IntlCache>();
// Message sets are made once per page and locale (pages/+onBeforeRender.ts), so their identity is the key.
const intls = new WeakMap<Messages, Map<Locale, IntlShape>>();

export function intlFor(locale: Locale, messages: Messages): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    let cache = caches.get(locale);
    if (!cache) caches.set(locale, (cache = createIntlCache()));
    const config = { locale: localeTags[locale], defaultLocale: localeTags[defaultLocale], messages, onError: reportMissingMessages };
    byLocale.set(locale, (intl = createIntl(config, cache)));
  }
  return intl;
}
