// Article tags are stored as the editors write them, in German („Anleitung“), and filter the list by that word
// (/blog?tag=Anleitung in both languages). What a reader sees is the tag in the page's language: the catalogs
// name the known tags (tag.<word>); a tag without an entry shows as written.
import type { IntlShape } from 'react-intl';

export function tagLabel(intl: IntlShape, tag: string): string {
  const id = `tag.${tag}`;
  return id in intl.messages ? intl.formatMessage({ id }) : tag;
}
