import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead } from '../../components/render-page.testing';
import { testVenuePage } from '../../features/venues/venue-page.testing';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const data = testVenuePage({
  slug: 'musterspace',
  name: 'Musterspace',
  kind: 'CREATIVE_SPACE',
  description: 'Ein Beispiel.',
  website: 'https://musterspace.example',
  address: { street: 'Mustergasse 1', postalCode: '1070', locality: 'Wien', district: null, country: 'AT' },
}) satisfies Data;

describe('the sample venue page', () => {
  it('is clearly marked as a sample and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/musterspace', data });
    expect(errors).toEqual([]);
    expect(container.querySelector('.sample-banner')?.textContent).toBe('Beispielseite: So sieht ein vollständiger Eintrag aus. Was dir ein Eintrag bringt');
    expect(container.querySelector('.sample-banner a')?.getAttribute('href')).toBe('/venue-benefits');
    expect(container.querySelector('h1')?.textContent).toBe('Musterspace');
    // A sample has no owner to address.
    expect(container.querySelector('.venue__owner-hint')).toBeNull();
  });

  it('carries no LocalBusiness JSON-LD', async () => {
    const info = await renderHead(head, { Page, data, extra: { origin: 'https://magazin.example' } });
    expect(info.jsonLd ?? []).toEqual([]);
    expect(info.title).toBe('Beispiel für einen Eintrag: Musterspace');
    expect(info.noindex).toBeFalsy();
  });
});
