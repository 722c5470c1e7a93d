import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead, renderPage } from '../../../components/render-page.testing';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const paused: Data = {
  state: 'paused',
  token: 'tok/1+2',
  alert: {
    crafts: [{ name: 'Töpfern' }],
    place: { label: 'Wien', radiusKm: null },
    weekdays: ['THURSDAY'],
    startsFrom: null,
    startsUntil: null,
    maxPriceCents: 0,
  },
};

describe('/radar/unsubscribe', () => {
  it('says the alert is paused, shows which, and offers to undo it with a POST and to manage every alert; hydrates cleanly signed out', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/radar/unsubscribe?token=tok%2F1%2B2', data: paused, extra: { viewer: null } });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Dein Radar ist pausiert');
    expect(container.querySelector('strong')?.textContent).toBe('Töpfern · Wien · Do. · nur kostenlose Kurse');
    const form = container.querySelector<HTMLFormElement>('form.account-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/radar/unsubscribe?token=tok%2F1%2B2');
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe('tok/1+2');
    expect(form.querySelector('button')?.textContent).toBe('Radar wieder aktivieren');
    expect(container.querySelector('a[href="/app#radar"]')?.textContent).toBe('Alle deine Radare verwalten');
  });

  it('says it is active again after undoing, in English under /en', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/radar/unsubscribe?resumed=1', data: { state: 'resumed' } satisfies Data });
    expect(html).toContain('Your radar is active again');
    expect(html).toContain('href="/en/app#radar"');
  });

  it('shows a refused undo above the button', async () => {
    const formState = { values: { token: 'tok' }, errors: [{ field: 'token', code: 'STORE_UNAVAILABLE' }] };
    const html = await renderPage({ Page, url: '/radar/unsubscribe?token=tok', data: paused, extra: { formState } });
    expect(html).toContain('Wir können gerade nicht speichern – es ist nichts verloren gegangen.');
  });

  it('is kept out of search engines', async () => {
    const info = await renderHead(head, { Page, url: '/radar/unsubscribe?token=tok', data: paused });
    expect(info.noindex).toBe(true);
    expect(info.title).toBe('Restplatz-Radar pausiert');
  });
});
