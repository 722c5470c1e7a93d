import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

/** The option the server marked as chosen (happy-dom's select.value does not follow the `selected` attribute). */
const chosen = (select: HTMLSelectElement | null) => select?.querySelector('option[selected]')?.getAttribute('value');

const hostile = '</script><script>alert(1)</script> Mia';

function data(overrides: Partial<NonNullable<Data['viewer']>['profile']> = {}): Data {
  return {
    viewer: {
      uid: 'u1',
      email: 'mia@example.com',
      emailVerified: false,
      signInMethods: ['password', 'emailLink'],
      remindersOff: false,
      profile: {
        name: hostile,
        bio: 'Ich töpfere.',
        locale: 'DE',
        avatar: { url: '/media/avatar/u1/a-256.webp' },
        homeCity: { slug: 'wien' },
        favouriteCrafts: [{ slug: 'toepfern-keramik' }],
        ...overrides,
      },
    },
    cities: [
      { slug: 'wien', name: 'Wien' },
      { slug: 'graz', name: 'Graz' },
    ],
    crafts: [
      { slug: 'toepfern-keramik', name: 'Töpfern & Keramik' },
      { slug: 'naehen', name: 'Nähen' },
    ],
    error: null,
    radar: { alerts: [], error: null, crafts: [] },
  };
}

const viewer = testViewer({ name: hostile, avatarUrl: '/media/avatar/u1/a-96.webp' });

describe('/profile', () => {
  it('fills the form with the profile, shows the avatar and the account, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/profile', data: data(), extra: { viewer } });
    expect(errors).toEqual([]);
    const form = container.querySelector<HTMLFormElement>('form[enctype="multipart/form-data"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe(hostile);
    expect(container.querySelector('script')).toBeNull();
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="bio"]')!.value).toBe('Ich töpfere.');
    expect(form.querySelector('img')?.getAttribute('src')).toBe('/media/avatar/u1/a-256.webp');
    expect(form.querySelector<HTMLInputElement>('input[name="avatarUrl"]')!.value).toBe('/media/avatar/u1/a-256.webp');
    expect(form.querySelector<HTMLInputElement>('input[type="file"][name="avatar"]')!.accept).toBe('image/jpeg,image/png,image/webp');
    expect(chosen(form.querySelector('select[name="homeCity"]'))).toBe('wien');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="crafts"]')].map((box) => box.checked)).toEqual([true, false]);
    expect(chosen(form.querySelector('select[name="locale"]'))).toBe('DE');
    expect(container.querySelector('.profile-account')?.textContent).toContain('mia@example.com noch nicht bestätigt');
    expect(container.querySelector('.profile-account')?.textContent).toContain('Passwort, Link per E-Mail');
    expect(container.querySelector('.account-menu__name')?.textContent).toBe(hostile);
  });

  it('switches the reminders before each session off, or on again once off, with a form that works without JavaScript', async () => {
    const on = await renderPage({ Page, url: '/profile', data: data(), extra: { viewer } });
    const container = document.createElement('div');
    container.innerHTML = on;
    const form = container.querySelector('#reminders')!.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.textContent).toContain('Erinnerungen vor deinen Kursterminen');
    expect(form.querySelector<HTMLInputElement>('input[name="_form"]')!.value).toBe('reminders');
    expect(form.querySelector<HTMLInputElement>('input[name="remindersOff"]')!.value).toBe('true');
    expect(form.querySelector('button')?.textContent).toBe('Keine Erinnerungen mehr');
    const off = await renderPage({ Page, url: '/profile', data: { ...data(), viewer: { ...data().viewer!, remindersOff: true } }, extra: { viewer } });
    container.innerHTML = off;
    const again = container.querySelector('#reminders')!.closest('form')!;
    expect(again.textContent).toContain('Du bekommst keine Erinnerungen vor deinen Kursterminen.');
    expect(again.querySelector<HTMLInputElement>('input[name="remindersOff"]')!.value).toBe('false');
    expect(again.querySelector('button')?.textContent).toBe('Erinnerungen einschalten');
  });

  it('keeps what was typed and shows errors next to the fields after a rejected save', async () => {
    const { container } = await renderAndHydrate({
      Page,
      url: '/profile',
      data: data(),
      extra: {
        viewer,
        formState: {
          form: 'profile',
          values: { name: '', bio: 'Neu', homeCity: 'graz', crafts: ['naehen'], locale: 'EN' },
          errors: [
            { field: 'name', code: 'REQUIRED' },
            { field: 'avatar', code: 'INVALID_IMAGE' },
          ],
        },
      },
    });
    const form = container.querySelector<HTMLFormElement>('form[enctype="multipart/form-data"]')!;
    expect(form.querySelector<HTMLInputElement>('input[name="name"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('input[name="name"]')!.closest('.form-field')!.textContent).toContain('Bitte füll dieses Feld aus.');
    expect(form.querySelector('input[name="avatar"]')!.closest('.form-field')!.textContent).toContain('Bitte lade ein Bild im Format JPEG, PNG oder WebP hoch');
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="bio"]')!.value).toBe('Neu');
    expect(chosen(form.querySelector('select[name="homeCity"]'))).toBe('graz');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="crafts"]')].map((box) => box.checked)).toEqual([false, true]);
    expect(chosen(form.querySelector('select[name="locale"]'))).toBe('EN');
    // The delete form is not affected by the profile form's errors.
    expect(container.querySelector<HTMLInputElement>('input[name="confirmEmail"]')!.hasAttribute('aria-invalid')).toBe(false);
  });

  it('asks to type the address before deleting the account, and shows a mismatch there', async () => {
    const html = await renderPage({
      Page,
      url: '/profile',
      data: data({ avatar: null }),
      extra: { viewer, formState: { form: 'delete', values: { confirmEmail: 'falsch@example.com' }, errors: [{ field: 'confirmEmail', code: 'MISMATCH' }] } },
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    const confirm = container.querySelector<HTMLInputElement>('input[name="confirmEmail"]')!;
    expect(confirm.closest('.form-field')!.textContent).toContain('Gib zur Bestätigung deine E-Mail-Adresse ein (mia@example.com)');
    expect(confirm.closest('.form-field')!.textContent).toContain('Das stimmt nicht überein.');
    expect(confirm.getAttribute('value')).toBe('falsch@example.com');
    expect(container.querySelector('input[name="removeAvatar"]')).toBeNull();
  });

  it('explains a failed load, and speaks English under /en', async () => {
    expect(await renderPage({ Page, url: '/profile', data: { ...data(), viewer: null, error: 'STORE_UNAVAILABLE' } })).toContain(
      'Diese Inhalte können wir gerade nicht laden.',
    );
    const en = await renderPage({ Page, locale: 'en', url: '/profile', data: data(), extra: { viewer } });
    expect(en).toContain('Favourite crafts');
    expect(en).toContain('Delete account for good');
  });
});
