import { describe, expect, it } from 'vitest';
import { writeAtom, type AtomFeed } from './atom';

const feed: AtomFeed = {
  id: 'https://selbstgemacht.example/blog/feed.xml',
  title: 'Magazin für Selbstgemachtes',
  subtitle: 'Neue Artikel',
  language: 'de-AT',
  selfUrl: 'https://selbstgemacht.example/blog/feed.xml',
  alternateUrl: 'https://selbstgemacht.example/blog',
  iconUrl: 'https://selbstgemacht.example/favicon.svg',
  updated: '2026-11-20T10:00:00.000Z',
  entries: [
    {
      id: 'https://selbstgemacht.example/blog/ton-und-zeit',
      url: 'https://selbstgemacht.example/blog/ton-und-zeit',
      title: 'Ton & Zeit: <Geduld> an der Scheibe',
      summary: 'Warum „langsam“ schneller ist\u0007.',
      author: 'Mira Ö',
      published: '2026-11-01T08:00:00.000Z',
      updated: '2026-11-20T10:00:00.000Z',
      categories: [{ term: 'toepfern-keramik', label: 'Töpfern & Keramik' }],
    },
  ],
};

describe('Atom writer', () => {
  it('writes a well-formed Atom 1.0 feed with escaped text', () => {
    const xml = writeAtom(feed);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.localName).toBe('feed');
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(root.getAttribute('xml:lang')).toBe('de-AT');
    const child = (parent: Element, name: string) => [...parent.children].filter((node) => node.localName === name);
    expect(child(root, 'id')[0]?.textContent).toBe(feed.id);
    expect(child(root, 'updated')[0]?.textContent).toBe('2026-11-20T10:00:00Z');
    expect(child(root, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['self', feed.selfUrl],
      ['alternate', feed.alternateUrl],
    ]);
    const [entry] = child(root, 'entry');
    expect(entry).toBeDefined();
    expect(child(entry!, 'title')[0]?.textContent).toBe('Ton & Zeit: <Geduld> an der Scheibe');
    expect(child(entry!, 'summary')[0]?.textContent).toBe('Warum „langsam“ schneller ist.');
    expect(child(entry!, 'published')[0]?.textContent).toBe('2026-11-01T08:00:00Z');
    expect(child(entry!, 'author')[0]?.textContent).toBe('Mira Ö');
    expect(child(entry!, 'category')[0]?.getAttribute('label')).toBe('Töpfern & Keramik');
    expect(child(entry!, 'link')[0]?.getAttribute('href')).toBe(feed.entries[0]!.url);
    expect(xml).toContain('<title type="text">Ton &amp; Zeit: &lt;Geduld&gt; an der Scheibe</title>');
  });

  it('writes a feed without entries', () => {
    const xml = writeAtom({ ...feed, entries: [] });
    expect(xml).not.toContain('<entry>');
    expect(new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('parsererror')).toHaveLength(0);
  });
});
