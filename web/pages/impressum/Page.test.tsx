import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead } from '../../components/render-page.testing';
import { readLegalPage } from '../../features/legal/legal-page.testing';
import { operator } from '../../features/legal/operator';
import Page from './+Page';
import { head } from './+head';

describe('imprint page', () => {
  it('shows the imprint under its own heading, with the demo’s complete invented operator marked as such, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/impressum' });
    expect(errors).toEqual([]);
    expect(container.querySelector('main h1')?.textContent).toBe('Impressum');
    const main = container.querySelector('main')?.textContent ?? '';
    expect(main).toContain(operator.name);
    expect(main).toContain('§ 25 MedienG');
    expect(main).toContain(operator.phone);
    expect(main).toContain(operator.companyRegisterNumber);
    expect(main).toContain(operator.vatId);
    expect(main).not.toMatch(/\[[^\]]*\]/);
    expect(container.querySelector('main h1 + .legal-demo')?.textContent).toMatch(/^Demo: .* erfunden/);
  });

  it('reads English under /en/impressum', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/impressum', locale: 'en' });
    expect(errors).toEqual([]);
    expect(container.querySelector('main h1')?.textContent).toBe('Imprint');
    expect(container.querySelector('main')?.textContent).toContain('Disclosure under § 25 MedienG');
  });

  it('has its three sections and links in both languages', async () => {
    const sectionsAndLinks = async (locale: 'de' | 'en') => {
      const { sections, links } = await readLegalPage(Page, '/impressum', locale);
      return { sections, links: links.map(([href]) => href) };
    };
    expect(await sectionsAndLinks('de')).toEqual({
      sections: ['Angaben nach § 5 ECG, § 14 UGB und § 24 MedienG', 'Offenlegung nach § 25 MedienG', 'Kontaktstelle nach Art. 11 und 12 DSA'],
      links: expect.arrayContaining([`mailto:${operator.email}`, operator.tradeLawUrl]),
    });
    expect(await sectionsAndLinks('en')).toEqual({
      sections: ['Information under § 5 ECG, § 14 UGB and § 24 MedienG', 'Disclosure under § 25 MedienG', 'Point of contact under Art. 11 and 12 DSA'],
      links: expect.arrayContaining([`mailto:${operator.email}`, operator.tradeLawUrl]),
    });
  });

  it('is linked from the footer of every page, in the page’s language', async () => {
    const footerLinks = async (locale: 'de' | 'en') => {
      const { container } = await renderAndHydrate({ Page, url: '/impressum', locale });
      return [...container.querySelectorAll('footer a')].map((a) => [a.getAttribute('href'), a.textContent]);
    };
    expect(await footerLinks('de')).toContainEqual(['/impressum', 'Impressum']);
    expect(await footerLinks('de')).toContainEqual(['/terms', 'Nutzungsbedingungen']);
    expect(await footerLinks('en')).toContainEqual(['/en/impressum', 'Imprint']);
    // The API explorer is the server's, in no language: the same address from every page.
    expect(await footerLinks('de')).toContainEqual(['/graphql', 'API für Entwickler:innen']);
    expect(await footerLinks('en')).toContainEqual(['/graphql', 'API for developers']);
  });

  it('has its own title and description', async () => {
    expect((await renderHead(head, { Page, url: '/impressum' })).title).toContain('Impressum');
    expect((await renderHead(head, { Page, url: '/impressum', locale: 'en' })).title).toContain('Imprint');
  });
});
