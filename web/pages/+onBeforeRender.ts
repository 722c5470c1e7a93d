// Each page gets only its share of the catalog (lib/i18n/page-messages.ts): set here, on the server, for the HTML
// and for the page context of a client navigation alike; passToClient carries it to the browser.
import idsByPage from 'virtual:page-messages';
import type { PageContextServer } from 'vike/types';
import { loadMessages, type Messages } from '../lib/i18n/messages';
import { pickMessages } from '../lib/i18n/page-messages';
import { describeError } from './_error/describe-error';

const picked = new Map<string, Messages>();

export async function onBeforeRender(pageContext: PageContextServer): Promise<{ pageContext: { messages: Messages } }> {
  const { locale, pageId } = pageContext;
  const catalog = await loadMessages(locale);
  const ids = pageId ? idsByPage?.[pageId] : undefined;
  // Without the build's table (development, or a page it does not know) the page gets the whole catalog.
  if (!ids) return { pageContext: { messages: catalog } };
  const key = `${locale}:${pageId}`;
  if (!picked.has(key)) picked.set(key, pickMessages(catalog, ids));
  const messages = picked.get(key)!;
  // An error page may explain itself with a message named by the page that failed (describe-error.ts).
  const { explanation } = describeError(pageContext);
  if (explanation && !(explanation in messages)) return { pageContext: { messages: { ...messages, ...pickMessages(catalog, [explanation]) } as Messages } };
  return { pageContext: { messages } };
}
