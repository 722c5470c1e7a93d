// Atom 1.0 (RFC 4287) feed of the magazine's articles.
import { escapeXml, xmlDateTime } from './xml';

export type AtomEntry = {
  /** A permanent IRI: the article's URL. */
  id: string;
  url: string;
  title: string;
  summary: string;
  author: string;
  published: string;
  updated: string;
  categories: ReadonlyArray<{ term: string; label: string }>;
};

export type AtomFeed = {
  id: string;
  title: string;
  subtitle: string;
  /** BCP 47 tag of the feed's language. */
  language: string;
  selfUrl: string;
  /** The HTML page listing the entries. */
  alternateUrl: string;
  iconUrl: string;
  /** The newest change of any entry (or of the feed, when it is empty). */
  updated: string;
  entries: ReadonlyArray<AtomEntry>;
};

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function entry(item: AtomEntry): string {
  return [
    '  <entry>',
    `    ${element('id', item.id)}`,
    `    <title type="text">${escapeXml(item.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
    `    ${element('published', xmlDateTime(item.published))}`,
    `    ${element('updated', xmlDateTime(item.updated))}`,
    `    <author>${element('name', item.author)}</author>`,
    ...item.categories.map(
      (category) => `    <category term="${escapeXml(category.term)}" label="${escapeXml(category.label)}"/>`,
    ),
    `    <summary type="text">${escapeXml(item.summary)}</summary>`,
    '  </entry>',
  ].join('\n');
}

export function writeAtom(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  ${element('id', feed.id)}`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>`,
    `  ${element('icon', feed.iconUrl)}`,
    `  ${element('updated', xmlDateTime(feed.updated))}`,
    ...feed.entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
