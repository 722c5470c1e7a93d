import { describe, expect, it } from 'vitest';
import { renderAndHydrate } from '../../components/render-page.testing';
import Page from './+Page';

describe('/terms', () => {
  it('has its title as the page’s one <h1> in both languages', async () => {
    for (const [locale, title] of [['de', 'Nutzungsbedingungen'], ['en', 'Terms of use']] as const) {
      const { container, errors } = await renderAndHydrate({ Page, url: '/terms', locale });
      expect(errors).toEqual([]);
      expect([...container.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([title]);
    }
  });

  it('no longer carries the imprint but links it', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/terms' });
    expect(container.querySelector('main')?.textContent).not.toContain('§ 25 MedienG');
    expect(container.querySelector('main a[href="/impressum"]')).not.toBeNull();
  });
});
