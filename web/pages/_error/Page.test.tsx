import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../components/render-page.testing';
import Page from './+Page';

describe('error page', () => {
  it('shows 404 for unknown paths with the English status and message', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/gibt-es-nicht', extra: { is404: true } });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="status-code"]')?.textContent).toBe('404');
    expect(container.querySelector('[data-testid="status-message"]')?.textContent).toBe('Page Not Found');
    expect(container.querySelector('[data-testid="error-message"]')?.textContent).toBe('Page not found: /gibt-es-nicht');
    expect(container.querySelector('a.button')?.getAttribute('href')).toBe('/');
  });

  it('reads German around the English status and message on a German page', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/gibt-es-nicht', extra: { is404: true } });
    expect(container.querySelector('h1')?.textContent).toBe('Diese Seite gibt es nicht');
    expect(container.querySelector('.lead')?.textContent).toContain('Tippfehler');
    expect(container.querySelector('.error-page__message')?.textContent).toBe('Technische Meldung: Page not found: /gibt-es-nicht');
    expect(container.querySelector('[data-testid="error-message"]')?.getAttribute('lang')).toBe('en');
    expect(container.querySelector('[data-testid="status-message"]')?.getAttribute('lang')).toBe('en');
  });

  it('shows the reason of an abort', async () => {
    const html = await renderPage({
      Page,
      locale: 'en',
      url: '/venues/Bad',
      extra: { abortStatusCode: 404, abortReason: 'Page Not Found: /en/venues/Bad' },
    });
    expect(html).toContain('Page Not Found: /en/venues/Bad');
    expect(html).toContain('This page doesn’t exist');
  });

  it('explains in the visitor’s words why, where the page that failed says so', async () => {
    const html = await renderPage({
      Page,
      url: '/radar/unsubscribe?token=forged',
      extra: { abortStatusCode: 404, abortReason: { explanation: 'radarUnsubscribe.invalid' } },
    });
    expect(html).toContain('404');
    expect(html).toContain('Dieser Link funktioniert nicht (mehr)');
    expect(html).not.toContain('Tippfehler');
  });

  it('defaults to 500 Internal Server Error', async () => {
    const html = await renderPage({ Page, url: '/venues' });
    expect(html).toContain('500');
    expect(html).toContain('Internal Server Error');
    expect(html).toContain('Da ist etwas schiefgegangen');
  });
});
