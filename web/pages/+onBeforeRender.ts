// Each page gets only its share of the catalog (lib/i18n/page-messages.ts): set here, on the server, for the HTML
// and for the page context of a client navigation alike. The server renders with `messages`; the browser gets the
// same share as `messagesJson` (passToClient), JSON written once per page and language: vike's serializer walks
// every value it passes, and the messages' ICU syntax trees were the largest part of every page context.
import idsByPage from 'virtual:page-messages';
import type { PageContextServer } from 'vike/types';
import { loadMessages, type Messages } from '../lib/i18n/messages';
import { headMessageIds } from '../lib/head/HeadTags';
import { pickMessages } from '../lib/i18n/page-messages';
import { describeError } from './_error/describe-error';

type PageMessages = { messages: Messages; messagesJson: string };

const picked = new Map<string, PageMessages>();
const wholeCatalogs = new WeakMap<Messages, PageMessages>();

const withJson = (messages: Messages): PageMessages => ({ messages, messagesJson: JSON.stringify(messages) });

export async function onBeforeRender(pageContext: PageContextServer): Promise<{ pageContext: PageMessages }> {
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
    return { pageContext: whole };
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
    return { pageContext: withJson({ ...share.messages, ...pickMessages(await loadMessages(locale), [explanation]) } as Messages) };
  }
  return { pageContext: share };
}
