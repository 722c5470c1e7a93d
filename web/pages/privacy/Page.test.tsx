import { describe, expect, it } from 'vitest';
import { renderAndHydrate } from '../../components/render-page.testing';
import Page from './+Page';

describe('/privacy', () => {
  it('has its title as the page’s one <h1> in both languages', async () => {
    for (const [locale, title] of [['de', 'Datenschutzerklärung'], ['en', 'Privacy policy']] as const) {
      const { container, errors } = await renderAndHydrate({ Page, url: '/privacy', locale });
      expect(errors).toEqual([]);
      expect([...container.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([title]);
    }
  });
});
