import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_KEY, colorModeScript } from '../../../functions/src/http/inline-scripts';
import { applyPageColorMode, htmlColorModeAttributes } from '../../lib/color-mode/color-mode';
import { renderAndHydrate, renderPage } from '../../components/render-page.testing';
import colorMode from './+colorMode';
import ClaudePage from './+Page';

const html = () => document.documentElement;
const shownMode = () => html().getAttribute('data-color-mode');

/** <html> as the server writes it for a page with this page's colour mode config (+onRenderHtml). */
function serverHtmlAttributes(): void {
  const attributes = new DOMParser().parseFromString(`<html${htmlColorModeAttributes(colorMode)}></html>`, 'text/html').documentElement;
  for (const { name, value } of attributes.attributes) html().setAttribute(name, value);
}

afterEach(() => {
  html().removeAttribute('data-color-mode');
  html().removeAttribute('data-color-mode-fixed');
  window.localStorage.clear();
});

describe('/claude', () => {
  it('keeps a visitor who chose dark in the light colour mode: before the first paint, after hydration and after choosing dark again', async () => {
    window.localStorage.setItem(COLOR_MODE_KEY, 'dark');
    serverHtmlAttributes();
    (new Function(colorModeScript) as () => void)();
    expect(shownMode()).toBe('light');
    // The switch is hidden on a fixed page (site.css, html[data-color-mode-fixed]); a choice made anyway keeps the page light.
    expect(html().hasAttribute('data-color-mode-fixed')).toBe(true);

    const { container, errors } = await renderAndHydrate({ Page: ClaudePage, url: '/claude', extra: { viewer: null } });
    expect(errors).toEqual([]);
    expect(shownMode()).toBe('light');
    const dark = container.querySelector<HTMLInputElement>('.color-mode-switch input[value="dark"]')!;
    await act(async () => dark.click());
    expect(window.localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    expect(shownMode()).toBe('light');
  });

  it('turns light when reached by a client-side navigation from a dark page, and back to the choice on leaving', () => {
    window.localStorage.setItem(COLOR_MODE_KEY, 'dark');
    applyPageColorMode(undefined);
    expect(shownMode()).toBe('dark');
    applyPageColorMode(colorMode);
    expect(shownMode()).toBe('light');
    applyPageColorMode(undefined);
    expect(shownMode()).toBe('dark');
  });

  it('renders the assistant with its form posting to /claude', async () => {
    const rendered = await renderPage({ Page: ClaudePage, url: '/claude', extra: { viewer: null } });
    expect(rendered).toContain('class="assistant"');
    expect(rendered).toContain('action="/claude"');
  });
});
