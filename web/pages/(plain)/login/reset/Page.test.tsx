import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../../components/render-page.testing';
import Page from './+Page';

describe('password reset page', () => {
  it('asks for the address, then (with the mailed code) for the new password', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/login/reset' });
    expect(errors).toEqual([]);
    expect(container.querySelector('main form input[name="email"]')).not.toBeNull();
    const withCode = await renderPage({ Page, url: '/login/reset?code=xyz' });
    expect(withCode).toContain('Neues Passwort wählen');
    expect(withCode).toContain('name="password"');
    expect(withCode).not.toContain('name="email"');
  });

  it('shows a used code and a weak password', async () => {
    const html = await renderPage({
      Page,
      url: '/login/reset?code=xyz',
      extra: { formState: { values: {}, errors: [{ field: 'code', code: 'INVALID_LINK' }, { field: 'password', code: 'WEAK_PASSWORD' }] } },
    });
    expect(html).toContain('Dieser Link ist abgelaufen oder wurde schon benutzt.');
    expect(html).toContain('Dein Passwort muss mindestens 6 Zeichen lang sein.');
  });

  it('confirms the request the same way for every address', async () => {
    expect(await renderPage({ Page, url: '/login/reset?done=resetSent' })).toContain('Wenn es zu dieser Adresse ein Konto gibt');
  });
});
