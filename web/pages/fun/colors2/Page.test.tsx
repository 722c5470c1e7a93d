import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead, renderPage } from '../../../components/render-page.testing';
import { head } from './+head';
import Page from './+Page';

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the photo palette page', () => {
  it('explains itself in German without script: what it does, that the photo stays in the browser, that it needs JavaScript', async () => {
    const html = await renderPage({ Page, url: '/fun/colors2' });
    const page = document.createElement('div');
    page.innerHTML = html;
    const main = page.querySelector('main')!;
    expect(text(main.querySelector('h1'))).toBe('Eine Palette aus deinem Foto');
    expect(text(main.querySelector('.colors2__privacy'))).toBe(
      'Dein Foto verlässt deinen Browser nicht: Es wird nirgends hochgeladen und nicht gespeichert. Die Farben rechnet dein eigenes Gerät aus.',
    );
    expect(text(main)).toContain('braucht dafür JavaScript');
    expect([...main.querySelectorAll('h2')].map(text)).toEqual(['So funktioniert’s', 'Dein Foto', 'Deine Palette']);
    // The drop zone is a labelled file input, off until the script runs.
    const input = main.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/*');
    expect(input.disabled).toBe(true);
    expect(text(main.querySelector(`label[for="${input.id}"]`))).toBe('Foto auswählen oder hierher ziehen');
    expect(text(main.querySelector(`#${input.getAttribute('aria-describedby')}`))).toBe('JPEG, PNG, WebP oder GIF, bis 20 MB');
    expect(text(main.querySelector('button'))).toBe('Mit dem Beispielfoto ausprobieren');
    expect([...main.querySelectorAll('select option')].map(text)).toEqual(['5', '6', '7', '8']);
    expect(main.querySelector<HTMLSelectElement>('select')!.value).toBe('6');
  });

  it('hydrates without errors and then lets the photo be chosen', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/fun/colors2' });
    expect(errors).toEqual([]);
    expect(container.querySelector<HTMLInputElement>('input[type="file"]')!.disabled).toBe(false);
    expect(container.querySelector('button')!.hasAttribute('disabled')).toBe(false);
    expect(text(container.querySelector('[role="alert"]'))).toBe('');
  });

  it('refuses a file that is not a picture, and one that cannot be decoded, each with its message', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/fun/colors2' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const choose = async (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => {
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
    await choose(new File(['Maschen anschlagen'], 'notizen.txt', { type: 'text/plain' }));
    expect(text(container.querySelector('[role="alert"]'))).toBe('„notizen.txt“ ist kein Foto. Wähl ein Bild im Format JPEG, PNG, WebP oder GIF.');
    // happy-dom decodes no pictures: as a browser that cannot read the format.
    await choose(new File(['\xff\xd8'], 'urlaub.heic', { type: 'image/heic' }));
    await expect
      .poll(() => text(container.querySelector('[role="alert"]')))
      .toBe('„urlaub.heic“ lässt sich in deinem Browser nicht öffnen. Speichere es als JPEG oder PNG und versuch es noch einmal.');
    expect(container.querySelector('.colors2__palette')).toBeNull();
  });

  it('reads English under /en/fun/colors2', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/fun/colors2', locale: 'en' });
    expect(errors).toEqual([]);
    const main = container.querySelector('main')!;
    expect(text(main.querySelector('h1'))).toBe('A palette from your photo');
    expect(text(main)).toContain('Your photo never leaves your browser');
    expect(text(main)).toContain('needs JavaScript');
    expect(text(main.querySelector('label[for="colors2-file"]'))).toContain('Choose a photo or drag it here');
  });

  it('has a title, a description and a breadcrumb trail through the colour palettes', async () => {
    const info = await renderHead(head, { Page, url: '/fun/colors2' });
    expect(info.title).toBe('Palette aus einem Foto');
    expect(info.description).toContain('bleibt dabei in deinem Browser');
    expect(info.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/', '/fun/colors', '/fun/colors2']);
    const english = await renderHead(head, { Page, url: '/fun/colors2', locale: 'en' });
    expect(english.title).toBe('Palette from a photo');
  });
});
