import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import type { Data } from './+data';
import { homeCityFirst } from './home-city-first';
import Page from './+Page';

const data: Data = {
  crafts: [{ slug: 'naehen', name: 'Nähen' }],
  cities: [{ slug: 'wien', name: 'Wien' }],
  venues: [
    {
      slug: 'stoffwechsel',
      name: 'Stoffwechsel',
      kind: 'SHOP',
      crafts: [{ slug: 'naehen', name: 'Nähen' }],
      address: { district: 'Neubau', locality: 'Wien' },
      city: { slug: 'wien', name: 'Wien' },
    },
  ] as never,
  events: [],
  articles: [],
  errors: { latestArticles: 'STORE_UNAVAILABLE' },
};

describe('front page', () => {
  it('hydrates without warnings', async () => {
    const { container, errors } = await renderAndHydrate({ Page, data });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Mach’s selbst – wir zeigen dir, wo.');
  });

  it('searches courses, or with its second button venues, by craft, city and place through the URL', async () => {
    const { container } = await renderAndHydrate({ Page, data });
    const form = container.querySelector('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/events');
    expect(form.getAttribute('method')).toBe('get');
    expect([...form.querySelectorAll('select')].map((select) => select.name)).toEqual(['craft', 'city']);
    expect(form.querySelector('option[value="naehen"]')?.textContent).toBe('Nähen');
    // A district, postcode or city typed: both lists read it as their own place field.
    expect(form.querySelector('input[name="place"]')?.getAttribute('placeholder')).toBe('z.\u00a0B. Neubau, 1070 oder Graz');
    const buttons = [...form.querySelectorAll('button[type="submit"]')];
    expect(buttons.map((button) => [button.textContent, button.getAttribute('formaction')])).toEqual([
      ['Kurse finden', null],
      ['Orte finden', '/venues'],
    ]);
  });

  it('leads from the search to every craft from A to Z', async () => {
    const html = await renderPage({ Page, data });
    expect(html).toContain('href="/indexx"');
    expect(html).toContain('Alle Handwerke von A bis Z');
    expect(await renderPage({ Page, locale: 'en', data })).toContain('href="/en/indexx"');
  });

  it('shows each section’s state: data, empty, store outage', async () => {
    const html = await renderPage({ Page, data });
    expect(html).toContain('href="/venues/stoffwechsel"');
    expect(html).toContain('Gerade sind keine Kurse geplant.');
    expect(html).toContain('Diese Inhalte können wir gerade nicht laden.');
  });

  it('links to English pages from the English front page', async () => {
    const html = await renderPage({ Page, locale: 'en', data });
    expect(html).toContain('action="/en/events"');
    expect(html).toMatch(/formaction="\/en\/venues"/i);
    expect(html).toContain('href="/en/venues/stoffwechsel"');
    expect(html).toContain('href="/en/privacy"');
    expect(html).toContain('We can’t load this content right now.');
  });
});

describe('front page data', () => {
  it('starts the coming events with Vienna’s, then fills up with the soonest elsewhere', () => {
    const events = (...slugs: string[]) => slugs.map((slug) => ({ slug }));
    const all = events('berlin-1', 'wien-1', 'graz-1', 'wien-2', 'zuerich-1');
    expect(homeCityFirst(events('wien-1', 'wien-2'), all, 4).map((e) => e.slug)).toEqual(['wien-1', 'wien-2', 'berlin-1', 'graz-1']);
    expect(homeCityFirst(events('wien-1', 'wien-2', 'wien-3'), all, 2).map((e) => e.slug)).toEqual(['wien-1', 'wien-2']);
    expect(homeCityFirst([], all, 3).map((e) => e.slug)).toEqual(['berlin-1', 'wien-1', 'graz-1']);
  });
});
