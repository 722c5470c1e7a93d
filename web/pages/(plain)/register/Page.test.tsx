import { describe, expect, it } from 'vitest';
import { renderAndHydrate } from '../../../components/render-page.testing';
import Page from './+Page';

describe('register page', () => {
  it('asks for name, email and password and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/register' });
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('main form input')].map((input) => input.getAttribute('name'))).toEqual(['name', 'email', 'password']);
    expect(container.querySelector('label[for]')?.textContent).toBe('Dein Name');
  });

  it('links the terms and the privacy policy next to the button, in the page’s language', async () => {
    for (const [locale, terms, privacy] of [
      ['de', '/terms', '/privacy'],
      ['en', '/en/terms', '/en/privacy'],
    ] as const) {
      const { container, errors } = await renderAndHydrate({ Page, url: '/register', locale });
      expect(errors).toEqual([]);
      const note = container.querySelector('main form button[type="submit"]')?.previousElementSibling;
      expect([...(note?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([terms, privacy]);
    }
    const { container } = await renderAndHydrate({ Page, url: '/register' });
    expect(container.querySelector('main form')?.textContent).toContain(
      'Mit der Registrierung stimmst du den Nutzungsbedingungen zu; wie wir mit deinen Daten umgehen, steht in der Datenschutzerklärung.',
    );
  });

  it('shows the API’s field errors next to their fields and keeps a hostile name as text', async () => {
    const { container, errors } = await renderAndHydrate({
      Page,
      url: '/register',
      extra: {
        formState: {
          values: { name: '</script><script>alert(1)</script>', email: 'mia@example.com' },
          errors: [
            { field: 'email', code: 'EMAIL_EXISTS' },
            { field: 'password', code: 'WEAK_PASSWORD' },
          ],
        },
      },
    });
    expect(errors).toEqual([]);
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('</script><script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
    const field = (name: string) => container.querySelector(`input[name="${name}"]`)!.closest('.form-field')!;
    expect(field('email').querySelector('.form-field__error')?.textContent).toContain('Mit dieser E-Mail-Adresse gibt es schon ein Konto.');
    expect(field('password').querySelector('.form-field__error')?.textContent).toBe('Dein Passwort muss mindestens 6 Zeichen lang sein.');
    expect(field('password').querySelector('input')!.getAttribute('aria-describedby')).toMatch(/-hint .*-error$/);
    expect(field('name').querySelector('input')!.hasAttribute('aria-invalid')).toBe(false);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Das hat nicht geklappt.');
  });
});
