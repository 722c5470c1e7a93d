import { describe, expect, it } from 'vitest';
import { premiumPlan } from '../../../functions/src/domain/premium';
import { renderAndHydrate, renderPage } from '../../components/render-page.testing';
import type { PremiumData, PremiumVenue } from './premium-data';
import Page from './+Page';

const venue = (slug: string, premium: PremiumVenue['premium'] = null): PremiumVenue => ({ slug, name: slug === 'tonwerk' ? 'Tonwerk' : 'Holzraum', premium });
const data = (fields: Partial<PremiumData>): PremiumData => ({ kind: 'premium', plan: premiumPlan('premium-monthly')!, venues: [venue('tonwerk')], venue: venue('tonwerk'), result: null, ...fields });

describe('/payment?plan=…', () => {
  it('shows the plan, the venue and net, USt and total, and posts the purchase; hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/payment?plan=premium-monthly', data: data({}) });
    expect(errors).toEqual([]);
    const text = container.textContent!;
    expect(text).toContain('Premium monatlich, Tonwerk');
    expect(text).toMatch(/Netto€\s24,00/);
    expect(text).toMatch(/20\s%\sUSt€\s4,80/);
    expect(text).toMatch(/Gesamt pro Monat€\s28,80/);
    const form = container.querySelector<HTMLFormElement>('form[method="post"]')!;
    expect(form.getAttribute('action')).toBe('/payment?plan=premium-monthly&venue=tonwerk');
    expect(form.querySelector('input[name="_form"]')!.getAttribute('value')).toBe('premium');
  });

  it('lets the owner of several venues choose, and tells people without a venue how to get one', async () => {
    const several = await renderPage({ Page, url: '/payment?plan=premium-yearly', data: data({ plan: premiumPlan('premium-yearly')!, venues: [venue('tonwerk'), venue('holzraum')], venue: null }) });
    expect(several).toContain('Für welchen Ort?');
    expect(several).toContain('name="venue" value="holzraum"');
    const none = await renderPage({ Page, url: '/payment?plan=premium-monthly', data: data({ venues: [], venue: null }) });
    expect(none).toContain('Übernimm zuerst deinen Ort');
    expect(none).toContain('href="/venue-benefits"');
  });

  it('says on the way back whether Premium runs, waits for the payment, or was not bought', async () => {
    const running = venue('tonwerk', { status: 'ACTIVE', plan: 'premium-monthly', featured: true, currentPeriodEnd: '2026-12-31T10:00:00.000Z', cancelAtPeriodEnd: false });
    expect(await renderPage({ Page, url: '/payment', data: data({ plan: null, venues: [running], venue: running, result: 'returned' }) })).toMatch(/verlängert sich am (<!-- -->)?31\. Dezember 2026/);
    expect(await renderPage({ Page, url: '/payment', data: data({ plan: null, result: 'returned' }) })).toContain('Sobald die Zahlung bestätigt ist');
    expect(await renderPage({ Page, url: '/payment', data: data({ result: 'cancelled' }) })).toContain('es wurde nichts abgebucht');
  });
});
