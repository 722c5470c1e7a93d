import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../../components/render-page.testing';
import Page from './+Page';

describe('sign-in link page', () => {
  it('asks for one click instead of signing in on GET (mail scanners open links)', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/login/link?email=mia%40example.com&code=abc' });
    expect(errors).toEqual([]);
    const form = container.querySelector('main form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.textContent).toContain('Du meldest dich an als mia@example.com.');
    expect(form.querySelector('button')?.textContent).toBe('Jetzt anmelden');
  });

  it('explains an incomplete or used link and leads back to the sign-in page', async () => {
    const incomplete = await renderPage({ Page, url: '/login/link?email=mia%40example.com' });
    expect(incomplete).toContain('Dieser Link ist abgelaufen oder wurde schon benutzt.');
    expect(incomplete).not.toContain('<form');
    const used = await renderPage({
      Page,
      locale: 'en',
      url: '/login/link?email=a%40b.c&code=x',
      extra: { formState: { values: {}, errors: [{ field: 'code', code: 'INVALID_LINK' }] } },
    });
    expect(used).toContain('This link has expired or was already used.');
    expect(used).toContain('href="/en/login"');
  });
});
