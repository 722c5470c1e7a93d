import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead, renderPage } from '../../components/render-page.testing';
import { htmlColorModeAttributes } from '../../lib/color-mode/color-mode';
import colorMode from './+colorMode';
import type { Data, IndexCraft } from './+data';
import { head } from './+head';
import Page from './+Page';

function craft(slug: string, name: string, fields: Partial<IndexCraft> = {}): IndexCraft {
  return { slug, name, summary: null, venueCount: 0, upcomingEventCount: 0, articleCount: 0, relatedCrafts: [], ...fields };
}

const data: Data = {
  error: null,
  crafts: [
    craft('toepfern-keramik', 'Töpfern & Keramik', {
      summary: 'Beim Töpfern formst du Ton.',
      venueCount: 3,
      upcomingEventCount: 1,
      articleCount: 0,
      relatedCrafts: [{ craft: { slug: 'glas', name: 'Glas' }, sharedVenueCount: 2, sharedArticleCount: 1, sharedMaterials: [] }],
    }),
    craft('naehen', 'Nähen', {
      venueCount: 1,
      upcomingEventCount: 0,
      articleCount: 2,
      relatedCrafts: [{ craft: { slug: 'oelmalerei', name: 'Ölmalerei' }, sharedVenueCount: 0, sharedArticleCount: 0, sharedMaterials: ['Stoff', 'Faden'] }],
    }),
    craft('oelmalerei', 'Ölmalerei'),
    craft('glas', 'Glas'),
  ],
};

const texts = (container: Element, selector: string) => [...container.querySelectorAll(selector)].map((element) => element.textContent);

describe('crafts from A to Z', () => {
  it('is fixed to the light colour mode, which the server writes on <html>', () => {
    expect(colorMode).toBe('light');
    expect(htmlColorModeAttributes(colorMode)).toBe(' data-color-mode="light" data-color-mode-fixed');
  });

  it('groups the crafts under their initials, umlauts under the base letter, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/indexx', data });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Handwerke von A bis Z');
    expect(texts(container, 'main h2')).toEqual(['G', 'N', 'O', 'T']);
    expect(texts(container, '#letter-o h3, #letter-o ~ ul h3')).toEqual(['Ölmalerei']);
  });

  it('shows the whole alphabet in the jump bar, linking only letters with crafts', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/indexx', data });
    const jump = container.querySelector('nav.craft-index__jump')!;
    expect(jump.getAttribute('aria-label')).toBe('Zum Anfangsbuchstaben springen');
    expect(jump.querySelectorAll('li')).toHaveLength(26);
    expect([...jump.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#letter-g', '#letter-n', '#letter-o', '#letter-t']);
    expect(texts(jump, 'span')).toContain('A');
    for (const href of ['#letter-g', '#letter-n', '#letter-o', '#letter-t']) expect(container.querySelector(href)).not.toBeNull();
  });

  it('links each count to its list, names an empty list without a link, and relates crafts within the page', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/indexx', data });
    const pottery = container.querySelector('#craft-toepfern-keramik')!;
    expect(pottery.querySelector('img')?.getAttribute('src')).toBe('/illustrations/toepfern-keramik.svg');
    // Loaded at once, so that the printed page has every drawing.
    expect(pottery.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(pottery.textContent).toContain('Beim Töpfern formst du Ton.');
    const links = [...pottery.querySelectorAll('.craft-entry__lists a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['3 Orte', '/venues?craft=toepfern-keramik'],
      ['1 kommender Kurs', '/events?craft=toepfern-keramik'],
    ]);
    expect(texts(pottery, '.craft-entry__none')).toEqual(['noch keine Artikel']);
    const related = pottery.querySelector('.craft-entry__related li')!;
    expect(related.querySelector('a')?.getAttribute('href')).toBe('#craft-glas');
    expect(related.textContent).toBe('Glas – gemeinsam: 2 Orte und 1 Artikel');
    expect(container.querySelector('#craft-naehen .craft-entry__related li')?.textContent).toBe('Ölmalerei – gemeinsam: Stoff und Faden');
    expect(container.querySelector('#craft-glas')).not.toBeNull();
  });

  it('speaks English at /en/indexx, with English links', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/indexx', locale: 'en', data });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Crafts from A to Z');
    const links = [...container.querySelectorAll('#craft-naehen .craft-entry__lists a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['1 venue', '/en/venues?craft=naehen'],
      ['2 articles', '/en/blog?craft=naehen'],
    ]);
    expect(container.querySelector('#craft-naehen .craft-entry__related li')?.textContent).toBe('Ölmalerei – in common: Stoff and Faden');
  });

  it('has its title, description and breadcrumbs in both languages', async () => {
    const de = await renderHead(head, { Page, url: '/indexx', data });
    expect(de.title).toBe('Handwerke von A bis Z');
    expect(de.description).toMatch(/^Alle Handwerke des Magazins/);
    expect(de.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/', '/indexx']);
    expect((await renderHead(head, { Page, url: '/indexx', locale: 'en', data })).title).toBe('Crafts from A to Z');
  });

  it('says so when the crafts cannot be read, or there are none', async () => {
    expect(await renderPage({ Page, url: '/indexx', data: { crafts: [], error: 'STORE_UNAVAILABLE' } })).toContain('role="status"');
    expect(await renderPage({ Page, url: '/indexx', data: { crafts: [], error: null } })).toContain('Hier gibt es noch keine Handwerke.');
  });
});
