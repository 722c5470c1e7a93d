// Each page receives only the messages its code can show (its components, its head, its layout), not the whole
// catalog. The client build finds them (vite.config.ts, pageMessages): the catalog keys each page's modules name.
// The server then hands a page its share of the catalog in pageContext.messages (and as JSON in messagesJson, which
// reaches the browser with the HTML and with the page context of a client navigation).
import type { Messages } from './messages';

/**
 * The keys of `keys` that `code` names: a literal that is a key ('nav.home', "venues.title"), and a literal that
 * ends in '.' or opens a template (the head of `venue.kind.${kind}`, 'form.error.' + code) for every key it begins.
 * Tokens are read next to quote marks rather than by parsing, so an odd quote elsewhere cannot hide a key.
 */
export function messageIdsIn(code: string, keys: readonly string[]): Set<string> {
  const found = new Set<string>();
  const known = new Set(keys);
  for (const match of code.matchAll(/(?<=['"`])([A-Za-z][\w.-]*)(['"`]|\$\{)/g)) {
    const token = match[1]!;
    if (known.has(token)) found.add(token);
    if (token.endsWith('.') || match[2] === '${') {
      for (const key of keys) if (key.startsWith(token)) found.add(key);
    }
  }
  return found;
}

/** The messages of `catalog` named by `ids` (ids the catalog lacks are left out). */
export function pickMessages(catalog: Messages, ids: Iterable<string>): Messages {
  const entries = catalog as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const id of ids) if (id in entries) picked[id] = entries[id];
  return picked as Messages;
}
