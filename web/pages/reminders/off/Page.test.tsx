import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead, renderPage } from '../../../components/render-page.testing';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const off: Data = { state: 'off', reminder: 'b-1:0', token: 'tok/1+2' };

describe('/reminders/off', () => {
  it('says reminders are off, and offers to undo it with a POST and the way to the settings; hydrates cleanly signed out', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/reminders/off?r=b-1%3A0&t=tok%2F1%2B2', data: off, extra: { viewer: null } });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Du bekommst keine Erinnerungen mehr');
    const form = container.querySelector<HTMLFormElement>('form.account-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/reminders/off?r=b-1%3A0&t=tok%2F1%2B2');
    expect(form.querySelector<HTMLInputElement>('input[name="reminder"]')!.value).toBe('b-1:0');
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe('tok/1+2');
    expect(form.querySelector('button')?.textContent).toBe('Erinnerungen wieder einschalten');
    expect(container.querySelector('a[href="/profile#reminders"]')?.textContent).toBe('Zu deinen Einstellungen');
  });

  it('says they are back on after undoing, in English under /en', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/reminders/off?on=1', data: { state: 'on' } satisfies Data });
    expect(html).toContain('Your reminders are back on');
    expect(html).toContain('href="/en/profile#reminders"');
  });

  it('is kept out of search engines', async () => {
    const info = await renderHead(head, { Page, url: '/reminders/off?r=b-1%3A0&t=tok', data: off });
    expect(info.noindex).toBe(true);
    expect(info.title).toBe('Erinnerungen abgeschaltet');
  });
});
