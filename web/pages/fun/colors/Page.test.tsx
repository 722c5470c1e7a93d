import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead, renderPage } from '../../../components/render-page.testing';
import { generatePalette } from '../../../features/colors/harmony';
import Page from './+Page';
import { head } from './+head';

const paletteHexes = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="palette"] li')].map((li) => li.getAttribute('data-hex'));

describe('/fun/colors', () => {
  it('server-renders the default palette with names, checks and exports, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/fun/colors' });
    expect(errors).toEqual([]);
    expect(container.querySelector('main h1')?.textContent).toBe('Farbpaletten fürs Selbermachen');
    expect(paletteHexes(container)).toEqual(generatePalette({ base: '#c0552b', rule: 'analogous', seed: 0 }));
    expect(container.querySelector('.colors-palette__name')?.textContent).toBe('Terrakotta');
    expect(container.querySelector('[data-testid="wcag-ratio"]')?.textContent).toMatch(/^WCAG 2: \d+,\d\d:1$/);
    expect(container.querySelector('[data-testid="apca-lc"]')?.textContent).toMatch(/^APCA: Lc -?\d/);
    expect(container.querySelectorAll('[data-testid^="cvd-"]')).toHaveLength(4);
    // Hydrated: the buttons that need JavaScript are enabled, the form's submit (for no JavaScript) is gone.
    expect(container.querySelector<HTMLButtonElement>('.colors-palette__lock')?.disabled).toBe(false);
    expect(container.querySelector('.colors-form button[type="submit"]')).toBeNull();
  });

  it('says without JavaScript what works, and keeps a form that asks the server for a palette', async () => {
    const html = await renderPage({ Page, url: '/fun/colors' });
    expect(html).toContain('<noscript>');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/fun/colors"');
    expect(html).toMatch(/<button type="submit"/);
    // No style attributes (the Content-Security-Policy forbids them): colours are SVG fills.
    expect(html).not.toMatch(/ style="/);
    expect(html).toContain('fill="#c0552b"');
  });

  it('restores a shared palette exactly, in English', async () => {
    const url = '/fun/colors?rule=triad&m=glaze&c=123456,abcdef,fedcba,654321,0f0f0f&lock=2&seed=7';
    const { container, errors } = await renderAndHydrate({ Page, url, locale: 'en' });
    expect(errors).toEqual([]);
    expect(container.querySelector('main h1')?.textContent).toBe('Colour palettes for makers');
    expect(paletteHexes(container)).toEqual(['#123456', '#abcdef', '#fedcba', '#654321', '#0f0f0f']);
    expect(container.querySelector<HTMLSelectElement>('select[name="rule"]')?.value).toBe('triad');
    expect(container.querySelector('.colors-preview figcaption')?.textContent).toBe('Your palette as glazed tiles');
    const locks = [...container.querySelectorAll('.colors-palette__lock')].map((b) => b.getAttribute('aria-pressed'));
    expect(locks).toEqual(['false', 'true', 'false', 'false']);
  });

  it('keeps a locked colour when reshuffling and changes the others', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/fun/colors' });
    const before = paletteHexes(container);
    const lock = container.querySelectorAll<HTMLButtonElement>('.colors-palette__lock')[1]!;
    await act(async () => lock.click());
    expect(lock.getAttribute('aria-pressed')).toBe('true');
    const reshuffle = [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Neu mischen')!;
    await act(async () => reshuffle.click());
    const after = paletteHexes(container);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after).not.toEqual(before);
  });

  it('has its own title and description, indexed only without a palette in the URL', async () => {
    const plain = await renderHead(head, { Page, url: '/fun/colors' });
    expect(plain.title).toContain('Farbpaletten für Garn');
    expect(plain.description).toContain('Kontrastprüfung');
    expect(plain.noindex).toBeFalsy();
    expect((await renderHead(head, { Page, url: '/fun/colors?c=123456,abcdef' })).noindex).toBe(true);
    expect((await renderHead(head, { Page, url: '/fun/colors?lang=de' })).noindex).toBe(false);
    expect((await renderHead(head, { Page, url: '/fun/colors', locale: 'en' })).title).toContain('Colour palettes');
  });
});
