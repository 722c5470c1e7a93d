import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../components/render-page.testing';
import Page from './+Page';

describe('/contact', () => {
  it('offers the form, fills in a signed-in person’s name, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/contact', extra: { viewer: testViewer() } });
    expect(errors).toEqual([]);
    const form = container.querySelector<HTMLFormElement>('form.contribution-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/contact');
    expect(form.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Mia');
    expect(form.querySelector('input[name="email"]')?.getAttribute('type')).toBe('email');
    expect(form.querySelector('input[name="subject"]')).not.toBeNull();
    expect(form.querySelector('textarea[name="message"]')).not.toBeNull();
  });

  it('keeps what was typed, as text, and shows the errors at their fields', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const formState = { values: { name: hostile, email: 'mia@', subject: 'Hallo', message: 'kurz' }, errors: [{ field: 'email', code: 'INVALID_EMAIL' }, { field: 'message', code: 'TOO_SHORT' }] };
    const { container } = await renderAndHydrate({ Page, url: '/contact', extra: { viewer: null, formState } });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe(hostile);
    expect(container.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value).toBe('kurz');
    expect(container.querySelector('input[name="email"]')!.closest('.form-field')?.textContent).toContain('Das ist keine gültige E-Mail-Adresse.');
    expect(container.querySelector('textarea[name="message"]')!.closest('.form-field')?.textContent).toContain('Das ist zu kurz.');
  });

  it('thanks the sender without the form', async () => {
    const html = await renderPage({ Page, url: '/contact?done=contactSent', extra: { viewer: null } });
    expect(html).toContain('Danke für deine Nachricht!');
    expect(html).not.toContain('<form class="contribution-form"');
  });

  it('speaks English under /en', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/contact', extra: { viewer: null } });
    expect(html).toContain('action="/en/contact"');
    expect(html).toContain('Send message');
  });
});
