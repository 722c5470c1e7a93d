import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../components/render-page.testing';
import AiPage from './+Page';
import { assistantInput, type Answer } from '../../features/assistant/assistant-api';
import type { PostedAnswer } from '../../features/assistant/AssistantPage';

const answer: Answer = {
  mode: 'MODEL',
  text: 'Für eine Tasse eignet sich [[craft:toepfern-keramik]].\n\nProbier [[event:drehen-lernen]] bei [[venue:tonwerk]].',
  crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern', link: '/venues?craft=toepfern-keramik', summary: 'Aus Ton formen.', firstSteps: ['Ton kneten'], materials: ['Ton'] }],
  events: [
    {
      slug: 'drehen-lernen',
      title: 'Drehen lernen',
      link: '/events/drehen-lernen',
      sessions: [{ startsAt: '2026-12-01T17:00:00.000Z', endsAt: '2026-12-01T19:00:00.000Z' }],
      timeZone: 'Europe/Vienna',
      seatsLeft: 3,
      price: { amountCents: 4500, currency: 'EUR' },
      venue: { name: 'Tonwerk' },
      distanceKm: 1.2,
    },
  ],
  venues: [{ slug: 'tonwerk', name: 'Tonwerk', link: '/venues/tonwerk', role: 'COURSES', address: 'Tongasse 1, 1070 Wien', distanceKm: 1.2 }],
  articles: [],
  nearest: false,
  dropped: ['venue:erfunden'],
  notices: ['NOTHING_NEARBY'],
  failure: null,
};

describe('the assistant’s pages', () => {
  it('offers a form that posts to the page, the place and time fields and suggested questions, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page: AiPage, url: '/ai', extra: { viewer: null } });
    expect(errors).toEqual([]);
    const form = container.querySelector<HTMLFormElement>('form.assistant__form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/ai');
    expect(form.querySelector('textarea[name="question"]')).not.toBeNull();
    expect(form.querySelector('input[name="place"]')).not.toBeNull();
    expect(form.querySelector('select[name="when"]')).not.toBeNull();
    expect(container.querySelectorAll('.assistant__suggestions a').length).toBeGreaterThan(3);
  });

  it('renders a posted answer: references as links, cards from the store, the notices and the dropped note', async () => {
    const result: PostedAnswer = { answer, history: [{ question: 'Tasse töpfern', crafts: ['toepfern-keramik'] }] };
    const { container, errors } = await renderAndHydrate({ Page: AiPage, url: '/ai', extra: { viewer: null, formState: { values: { question: 'Tasse töpfern' }, errors: [], result } } });
    expect(errors).toEqual([]);
    const text = container.querySelector('.assistant__result')!;
    expect([...text.querySelectorAll('p a')].map((link) => link.getAttribute('href'))).toEqual(['/venues?craft=toepfern-keramik', '/events/drehen-lernen', '/venues/tonwerk']);
    expect(text.textContent).not.toContain('[[');
    expect(text.textContent).toContain('noch 3 Plätze frei');
    expect(text.textContent).toMatch(/€\s45(?!,)/); // the site's price format, as on every course card
    expect(text.textContent).toContain('Das hier kommt dem am nächsten.');
    expect(text.textContent).toContain('Einen Eintrag, den die Antwort genannt hat, gibt es hier nicht');
    expect(container.querySelector<HTMLInputElement>('input[name="history"]')!.value).toContain('Tasse töpfern');
  });

  it('shows the localized message of a failure beside the listings, in English under /en', async () => {
    const failed = { ...answer, mode: 'RETRIEVAL_ONLY' as const, text: '', failure: { code: 'TIMEOUT', retryAfterSeconds: null } };
    const html = await renderPage({ Page: AiPage, locale: 'en', url: '/ai', extra: { viewer: null, formState: { values: {}, errors: [], code: 'TIMEOUT', result: { answer: failed, history: [] } } } });
    expect(html).toContain('The language model took too long.');
    expect(html).toContain('action="/en/ai"');
    expect(html).toContain('Drehen lernen');
  });

  it('shows a place the map does not know at the place field, with what was typed kept', async () => {
    const formState = { values: { question: 'Töpfern', place: 'Atlantis' }, errors: [{ field: 'place', code: 'PLACE_NOT_FOUND' }] };
    const { container, errors } = await renderAndHydrate({ Page: AiPage, url: '/ai', extra: { viewer: null, formState } });
    expect(errors).toEqual([]);
    const place = container.querySelector<HTMLInputElement>('input[name="place"]')!;
    expect(place.value).toBe('Atlantis');
    expect(place.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector(`#${CSS.escape(place.getAttribute('aria-describedby')!)}`)!.textContent).toContain('Diesen Ort finden wir nicht auf der Karte.');
  });
});

describe('assistantInput', () => {
  const fields = { question: ' Töpfern ', place: '', when: '' };

  it('sends a typed place for the API to resolve, which wins over a point, with the radius chosen', () => {
    expect(assistantInput({ ...fields, place: ' Neubau ', lat: '48.2', lng: '16.3', radius: '5' }, 'de', []).place).toEqual({ query: 'Neubau', radiusKm: 5 });
    expect(assistantInput({ ...fields, lat: '48.2', lng: '16.3' }, 'de', []).place).toEqual({ lat: 48.2, lng: 16.3 });
    expect(assistantInput(fields, 'en', [])).toEqual({ question: 'Töpfern', locale: 'EN' });
  });
});
