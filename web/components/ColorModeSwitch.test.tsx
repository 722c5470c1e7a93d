import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_KEY } from '../../functions/src/http/inline-scripts';
import { renderAndHydrate, renderPage } from './render-page.testing';

const Page = () => <p>Seite</p>;
const radios = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('.color-mode-switch input[type="radio"]')];

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-color-mode');
  document.documentElement.removeAttribute('data-color-mode-fixed');
});

describe('the colour mode switch in the header', () => {
  it('is a labelled group of three options in the page’s language, none checked by the server', async () => {
    const html = await renderPage({ Page });
    expect(html).toMatch(/<fieldset class="color-mode-switch"><legend class="visually-hidden">Farbmodus<\/legend>/);
    for (const label of ['System', 'Hell', 'Dunkel']) expect(html).toContain(`<span class="color-mode-switch__text">${label}</span>`);
    expect(html).not.toMatch(/name="color-mode"[^>]*checked/);
    const english = await renderPage({ Page, locale: 'en' });
    expect(english).toContain('Colour mode');
    expect(english).toContain('<span class="color-mode-switch__text">Dark</span>');
  });

  it('shows the remembered choice after hydration without a mismatch, and remembers a new one', async () => {
    window.localStorage.setItem(COLOR_MODE_KEY, 'dark');
    document.documentElement.setAttribute('data-color-mode', 'dark');
    const { container, errors } = await renderAndHydrate({ Page });
    expect(errors).toEqual([]);
    expect(radios(container).map((radio) => [radio.value, radio.checked])).toEqual([
      ['system', false],
      ['light', false],
      ['dark', true],
    ]);
    await act(async () => radios(container)[1]!.click());
    expect(window.localStorage.getItem(COLOR_MODE_KEY)).toBe('light');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('light');
    expect(radios(container).find((radio) => radio.checked)?.value).toBe('light');
  });

  it('checks the system option when nothing was chosen', async () => {
    const { container, errors } = await renderAndHydrate({ Page, locale: 'en' });
    expect(errors).toEqual([]);
    expect(radios(container).find((radio) => radio.checked)?.value).toBe('system');
  });
});
