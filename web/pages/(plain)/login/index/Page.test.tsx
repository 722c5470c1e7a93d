import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../../components/render-page.testing';
import Page from './+Page';


const withoutGoogle = { googleSignIn: false };
describe('sign-in page', () => {
  it('offers password and link sign-in as plain forms posting to the page, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, data: withoutGoogle, url: '/login?next=%2Fprofile' });
    expect(errors).toEqual([]);
    const forms = [...container.querySelectorAll('main form')];
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.getAttribute('method')).toBe('post');
      expect(form.hasAttribute('action')).toBe(false);
    }
    expect(forms[0]!.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('password');
    expect(forms[0]!.querySelector('input[type="password"][name="password"]')).not.toBeNull();
    expect(forms[1]!.textContent).toContain('Link per E-Mail schicken');
    expect(container.querySelector('a[href="/login/reset"]')?.textContent).toBe('Passwort vergessen?');
    expect(container.querySelector('a[href="/register?next=%2Fprofile"]')).not.toBeNull();
    expect(container.querySelector('.account-menu__sign-in')?.textContent).toBe('Anmelden');
  });

  it('shows a rejected sign-in next to the fields with the address kept and the password empty', async () => {
    const html = await renderPage({
      Page,
      data: withoutGoogle,
      url: '/login',
      extra: {
        formState: { form: 'password', values: { email: '</script><b>mia@example.com' }, errors: [{ field: 'password', code: 'INVALID_CREDENTIALS' }] },
      },
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const described = container.querySelector(`#${CSS.escape(password.getAttribute('aria-describedby')!)}`);
    expect(described?.textContent).toBe('E-Mail-Adresse oder Passwort stimmen nicht.');
    expect(password.getAttribute('value')).toBeNull();
    expect(container.querySelectorAll('input[name="email"]')[0]!.getAttribute('value')).toBe('</script><b>mia@example.com');
    // The link form is another form: it keeps its own (empty) state.
    expect(container.querySelectorAll('input[name="email"]')[1]!.getAttribute('value')).toBeNull();
    expect(html).not.toContain('<b>mia');
  });

  it('says how long to wait after too many attempts', async () => {
    const html = await renderPage({
      Page,
      data: withoutGoogle,
      url: '/login',
      extra: { formState: { form: 'password', values: {}, errors: [], code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 150 } },
    });
    expect(html).toContain('Zu viele Fehlversuche. Bitte versuch es in 3 Minuten noch einmal.');
    const en = await renderPage({
      Page,
      data: withoutGoogle,
      locale: 'en',
      url: '/login',
      extra: { formState: { form: 'password', values: {}, errors: [], code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1 } },
    });
    expect(en).toContain('Too many failed attempts. Please try again in one second.');
  });

  it('confirms a requested link neutrally and speaks English under /en', async () => {
    const html = await renderPage({ Page, data: withoutGoogle, url: '/login?done=linkSent' });
    expect(html).toContain('Wenn die Adresse stimmt, ist ein Anmeldelink zu dir unterwegs.');
    const en = await renderPage({ Page, data: withoutGoogle, locale: 'en', url: '/login' });
    expect(en).toContain('Email me a link');
    expect(en).toContain('href="/en/login/reset"');
  });

  it('offers Google only where the server has it configured, and says when it failed', async () => {
    expect(await renderPage({ Page, data: withoutGoogle, url: '/login' })).not.toContain('/login/google');
    const html = await renderPage({ Page, data: { googleSignIn: true }, url: '/login?next=%2Fapp&error=GOOGLE_SIGN_IN_FAILED' });
    expect(html).toContain('href="/login/google?next=%2Fapp"');
    expect(html).toContain('Mit Google anmelden');
    expect(html).toContain('Die Anmeldung mit Google hat nicht geklappt.');
  });
});
