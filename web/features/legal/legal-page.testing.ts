// Test helper for the legal pages (/privacy, /terms, /impressum): what a page shows in a language once hydrated,
// read the way a reader scans it: the title, the demo note under it, the section headings and the links.
import type { ComponentType } from 'react';
import { renderAndHydrate } from '../../components/render-page.testing';
import type { Locale } from '../../lib/i18n/locales';

/** `data`: what the page's +data returned, for a page that has one (the terms' fee). */
export async function readLegalPage(Page: ComponentType, url: string, locale: Locale, data?: unknown) {
  const { container, errors } = await renderAndHydrate({ Page, url, locale, data });
  const main = container.querySelector('main')!;
  return {
    errors,
    text: main.textContent ?? '',
    titles: [...main.querySelectorAll('h1')].map((h1) => h1.textContent),
    demoNote: main.querySelector('h1 + .legal-demo')?.textContent ?? null,
    sections: [...main.querySelectorAll('h2')].map((h2) => h2.textContent),
    links: [...main.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent?.trim()] as const),
  };
}
