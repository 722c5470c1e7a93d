// Each page gets only its share of the catalog (lib/i18n/page-messages.ts): set here, on the server, for the HTML
// and for the page context of a client navigation alike. The server renders with `messages`; the browser gets the
// same share as `messagesJson` (passToClient), JSON written once per page and language: vike's serializer walks
// every value it passes, and the messages' ICU syntax trees were the largest part of every page context.
import idsByPage from 'virtual:page-messages';
import type { PageContextServer } from 'vike/types';
import type { HeadInfo } from '../lib/head/head-info';
import { fullTitle, headMessageIds } from '../lib/head/HeadTags';
import { intlFor } from '../lib/i18n/intl';
import type { Locale } from '../lib/i18n/locales';
import { loadMessages, type Messages } from '../lib/i18n/messages';
import { pickMessages } from '../lib/i18n/page-messages';
import { describeError } from './_error/describe-error';

type PageMessages = { messages: Messages; messagesJson: string };
type PageHead = { headInfo?: HeadInfo; documentTitle?: string };

const picked = new Map<string, PageMessages>();
const wholeCatalogs = new WeakMap<Messages, PageMessages>();

const withJson = (messages: Messages): PageMessages => ({ messages, messagesJson: JSON.stringify(messages) });

// The whole catalogs, for the heads: loaded once per process rather than through the module loader on every page.
const catalogs = new Map<Locale, Promise<Messages>>();
const catalog = (locale: Locale) => {
  if (!catalogs.has(locale)) catalogs.set(locale, loadMessages(locale));
  return catalogs.get(locale)!;
};

export async function onBeforeRender(pageContext: PageContextServer): Promise<{ pageContext: PageMessages & PageHead }> {
  const [messages, head] = await Promise.all([pageMessages(pageContext), pageHead(pageContext)]);
  return { pageContext: { ...messages, ...head } };
}

/**
 * The page's head, made here for the HTML (+onRenderHtml.tsx) and, as its title, for a client navigation: the head
 * runs on the server only (+config.ts), so its messages are not in the page's share, and it reads the whole catalog.
 */
async function pageHead(pageContext: PageContextServer): Promise<PageHead> {
  const { head } = pageContext.config;
  if (!head) return {};
  const intl = intlFor(pageContext.locale, await catalog(pageContext.locale));
  const headInfo = head(pageContext, intl);
  return { headInfo, documentTitle: fullTitle(headInfo, intl) };
}

async function pageMessages(pageContext: PageContextServer): Promise<PageMessages> {
  const { locale, pageId } = pageContext;
  const ids = pageId ? idsByPage?.[pageId] : undefined;
  // Without the build's table (development, or a page it does not know) the page gets the whole catalog.
  if (!ids) {
    const catalog = await loadMessages(locale);
    let whole = wholeCatalogs.get(catalog);
    if (!whole) {
      whole = withJson(catalog);
      wholeCatalogs.set(catalog, whole);
    }
    return whole;
  }
  // A page's share is picked once per process; the catalog is only loaded to pick it (loading it is a dynamic
  // import, which costs a trip through the module loader on every call).
  const key = `${locale}:${pageId}`;
  let share = picked.get(key);
  if (!share) {
    share = withJson(pickMessages(await loadMessages(locale), [...ids, ...headMessageIds]));
    picked.set(key, share);
  }
  // An error page may explain itself with a message named by the page that failed (describe-error.ts).
  const { explanation } = describeError(pageContext);
  if (explanation && !(explanation in share.messages)) {
    return withJson({ ...share.messages, ...pickMessages(await loadMessages(locale), [explanation]) } as Messages);
  }
  return share;
}
