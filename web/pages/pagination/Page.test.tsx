import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead } from '../../components/render-page.testing';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';
import { pageWindow } from './page-url';

const data = (page: number, pageCount = 7): Data => ({
  page,
  pageCount,
  totalCount: pageCount * 20 - 5,
  events: [
    {
      slug: 'siebdruck-2026-12-02',
      title: 'Siebdruck',
      startsAt: '2026-12-02T17:00:00.000Z',
      endsAt: '2026-12-02T20:00:00.000Z',
      timeZone: 'Europe/Vienna',
      status: 'CANCELLED',
      level: 'BEGINNER',
      seatsLeft: 3,
      registration: 'BOOKING',
      bookingOpen: true,
      isSample: false,
      sessions: [{ startsAt: '2026-12-02T17:00:00.000Z', endsAt: '2026-12-02T20:00:00.000Z' }],
      price: { amountCents: 4500, currency: 'EUR' },
      venue: { slug: 'druckerei', name: 'Druckerei' },
      crafts: [],
    } as never,
  ],
});

describe('numbered event pages', () => {
  it('hydrates without warnings and offers previous, next and page numbers around the current page', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/pagination?page=4', data: data(4) });
    expect(errors).toEqual([]);
    expect(container.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/pagination?page=3');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/pagination?page=5');
    const numbers = [...container.querySelectorAll('.page-numbers li')].map((li) => li.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(container.querySelector('a[aria-current="page"]')?.textContent).toBe('4');
    expect(container.querySelector('a[href="/pagination"]')?.getAttribute('aria-current')).toBeNull();
    expect(container.textContent).toContain('Seite 4 von 7');
    expect(container.textContent).toContain('abgesagt');
  });

  it('puts rel prev/next into the head, in the page’s language', async () => {
    const links = async (page: number, locale: 'de' | 'en' = 'de') =>
      (await renderHead(head, { Page, locale, data: data(page) })).links?.filter((link) => link.rel !== 'alternate');
    expect(await links(1)).toEqual([{ rel: 'next', href: '/pagination?page=2' }]);
    expect(await links(2, 'en')).toEqual([
      { rel: 'prev', href: '/en/pagination' },
      { rel: 'next', href: '/en/pagination?page=3' },
    ]);
    expect(await links(7)).toEqual([{ rel: 'prev', href: '/pagination?page=6' }]);
  });

  it('shortens long page ranges with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });
});
