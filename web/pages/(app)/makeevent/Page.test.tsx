import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Atelier';
const viewer = testViewer();

function data(trustedOrganiser = false, canTakePayments = false): Data {
  return {
    choices: {
      trustedOrganiser,
      selling: { feePercent: 5, feeFixedCents: 50, canTakePayments },
      crafts: [
        { slug: 'toepfern-keramik', name: 'Töpfern & Keramik' },
        { slug: 'naehen', name: 'Nähen' },
      ],
      venues: [{ slug: 'atelier-x', name: hostile, locality: 'Wien' }],
    },
  };
}

/** The option the server marked as chosen (happy-dom's select.value does not follow the `selected` attribute). */
const chosen = (select: HTMLSelectElement | null) => select?.querySelector('option[selected]')?.getAttribute('value');

describe('/makeevent', () => {
  it('says under the price what the platform keeps of a paid course, and that selling one needs an active payout account', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/makeevent', data: data(), extra: { viewer } });
    const note = container.querySelector('input[name="price"]')!.closest('.form-field')!.nextElementSibling!;
    expect(note.textContent).toMatch(/behält pro verkauftem Platz 5\s%\sdes Preises plus €\s0,50/);
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/app/payouts');
    const active = await renderAndHydrate({ Page, url: '/makeevent', data: data(false, true), extra: { viewer } });
    const shown = active.container.querySelector('input[name="price"]')!.closest('.form-field')!.nextElementSibling!;
    expect(shown.textContent).toContain('5\u00a0%');
    expect(shown.querySelector('a')).toBeNull();
  });

  it('offers the whole form as a multipart post to itself and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/makeevent', data: data(), extra: { viewer } });
    expect(errors).toEqual([]);
    const form = container.querySelector<HTMLFormElement>('form.contribution-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/makeevent');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    for (const name of ['title', 'titleEn', 'startsAtLocal', 'durationMinutes', 'occurrences', 'price', 'capacity', 'newPlace.name', 'newPlace.postalCode']) {
      expect(form.querySelector(`input[name="${name}"]`), name).not.toBeNull();
    }
    expect(form.querySelector('textarea[name="description"]')).not.toBeNull();
    expect(form.querySelector('input[name="startsAtLocal"]')?.getAttribute('type')).toBe('datetime-local');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="crafts"]')].map((box) => box.value)).toEqual(['toepfern-keramik', 'naehen']);
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="repeat"]')].map((radio) => radio.value)).toEqual(['NONE', 'WEEKLY', 'MONTHLY']);
    expect([...form.querySelectorAll('select[name="venue"] option')].map((option) => option.textContent)).toEqual([
      'Bitte wählen',
      `${hostile} (Wien)`,
      'Neuer Ort (unten eintragen)',
    ]);
    expect(form.querySelector('input[type="file"][name="images"]')?.hasAttribute('multiple')).toBe(true);
    expect(container.textContent).toContain('Markdown geht');
    expect([...form.querySelectorAll('button[name="intent"]')].map((button) => [button.getAttribute('value'), button.textContent])).toEqual([
      ['draft', 'Als Entwurf speichern'],
      ['submit', 'Zur Prüfung einreichen'],
    ]);
    expect(container.querySelector('script')).toBeNull();
  });

  it('lets trusted organisers publish straight away', async () => {
    const html = await renderPage({ Page, url: '/makeevent', data: data(true), extra: { viewer } });
    expect(html).toContain('>Veröffentlichen</button>');
    expect(html).not.toContain('Zur Prüfung einreichen');
  });

  it('keeps everything typed after a rejection and shows each error at its field', async () => {
    const formState = {
      form: 'event',
      values: { title: hostile, crafts: 'naehen', venue: 'new', 'newPlace.street': 'Gasse 1', price: '12,50', repeat: 'MONTHLY', keepImages: ['/media/event/u1/a-800.webp'] },
      errors: [
        { field: 'price', code: 'OUT_OF_RANGE' },
        { field: 'newPlace.locality', code: 'UNKNOWN_PLACE' },
        { field: 'imageUrls', code: 'INVALID_IMAGE' },
      ],
    };
    const { container, errors } = await renderAndHydrate({ Page, url: '/makeevent', data: data(), extra: { viewer, formState } });
    expect(errors).toEqual([]);
    const form = container.querySelector('form.contribution-form')!;
    expect(form.querySelector<HTMLInputElement>('input[name="title"]')!.value).toBe(hostile);
    expect(form.querySelector<HTMLInputElement>('input[name="price"]')!.value).toBe('12,50');
    expect(form.querySelector<HTMLInputElement>('input[name="price"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector<HTMLInputElement>('input[name="newPlace.street"]')!.value).toBe('Gasse 1');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="crafts"]')].map((box) => box.checked)).toEqual([false, true]);
    expect(chosen(form.querySelector('select[name="venue"]'))).toBe('new');
    expect(form.querySelector<HTMLInputElement>('input[name="repeat"][value="MONTHLY"]')!.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="keepImages"]')!.value).toBe('/media/event/u1/a-800.webp');
    const priceField = form.querySelector('input[name="price"]')!.closest('.form-field')!;
    expect(priceField.querySelector('.form-field__error')?.textContent).toBe('Dieser Wert liegt außerhalb des erlaubten Bereichs.');
    expect(container.querySelector('.form-errors')?.textContent).toContain('Bitte lade ein Bild im Format JPEG, PNG oder WebP hoch');
    expect(container.querySelector('script')).toBeNull();
  });

  it('says so when the choices cannot be loaded instead of showing a broken form', async () => {
    const html = await renderPage({ Page, url: '/makeevent', data: { choices: null }, extra: { viewer } });
    expect(html).toContain('Diese Inhalte können wir gerade nicht laden.');
    expect(html).not.toContain('<form class="contribution-form"');
  });

  it('speaks English under /en', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/makeevent', data: data(), extra: { viewer } });
    expect(html).toContain('action="/en/makeevent"');
    expect(html).toContain('Save as draft');
    expect(html).toContain('Price in euros');
  });
});
