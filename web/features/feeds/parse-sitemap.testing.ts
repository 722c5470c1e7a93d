// Reads a sitemap back for tests, checking its XML structure and namespaces on the way.
import { expect } from 'vitest';
import { sitemapNamespace, xhtmlNamespace } from './sitemap';

/** The sitemap's <url> entries: loc, lastmod and alternates (hreflang → href), checked against the XML structure. */
export function parseSitemap(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.localName).toBe('urlset');
  expect(root.namespaceURI).toBe(sitemapNamespace);
  expect(root.getAttribute('xmlns:xhtml')).toBe(xhtmlNamespace);
  return [...root.children].map((url) => {
    expect(url.localName).toBe('url');
    const children = [...url.children];
    return {
      loc: children.find((node) => node.localName === 'loc')?.textContent,
      lastmod: children.find((node) => node.localName === 'lastmod')?.textContent,
      alternates: Object.fromEntries(
        children
          .filter((node) => node.tagName.toLowerCase() === 'xhtml:link')
          .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
    };
  });
}
