import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../components/render-page.testing';
import { useData } from '../../components/useData';
import type { Answer } from './assistant-api';
import { AnswerView } from './AnswerView';
import type { SavedAnswer, SavedAnswersData } from './saved-answers-data';
import { SavedAnswers } from './SavedAnswers';

const hostile = '<img src=x onerror=alert(1)> Tasse töpfern?';

const answer: Answer = {
  mode: 'MODEL',
  text: 'Fang mit [[event:drehen]] an.\n\nMaterial gibt es bei [[venue:tonladen]].',
  crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik', link: '/venues?craft=toepfern-keramik', summary: 'Aus Ton wird Geschirr.', firstSteps: ['Ton kneten'], materials: ['Ton'] }],
  events: [
    {
      slug: 'drehen',
      title: 'Drehen für Einsteiger',
      link: '/events/drehen',
      sessions: [{ startsAt: '2026-12-03T17:00:00.000Z', endsAt: '2026-12-03T20:00:00.000Z' }],
      timeZone: 'Europe/Vienna',
      seatsLeft: 2,
      price: { amountCents: 4500, currency: 'EUR' },
      venue: { name: 'Töpferei Neubau' },
      distanceKm: null,
    },
  ],
  venues: [{ slug: 'tonladen', name: 'Tonladen', link: '/venues/tonladen', role: 'MATERIALS', address: 'Lindengasse 5, 1070 Wien', distanceKm: null }],
  articles: [],
  nearest: false,
  dropped: [],
  notices: [],
  failure: null,
};

const saved = (id: string, fields: Partial<SavedAnswer> = {}): SavedAnswer => ({
  id,
  question: 'Ich möchte eine Tasse töpfern',
  locale: 'DE',
  savedAt: '2026-11-24T10:00:00.000Z',
  unavailable: 0,
  answer,
  ...fields,
});

function AppSection() {
  return <SavedAnswers saved={useData<SavedAnswersData>()} pagePath="/app" />;
}

describe('<SavedAnswers> on /app', () => {
  it('lists each saved answer with its question, date, text and cards, what is gone, asking again and deleting', async () => {
    const data: SavedAnswersData = { answers: [saved('s2', { question: hostile, unavailable: 2 }), saved('s1')], error: null };
    const { container, errors } = await renderAndHydrate({ Page: AppSection, url: '/app', data, extra: { viewer: testViewer() } });
    expect(errors).toEqual([]);
    const items = [...container.querySelectorAll('.saved-answer')];
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([hostile, 'Ich möchte eine Tasse töpfern']);
    expect(container.querySelector('img')).toBeNull();
    expect(items[0]!.textContent).toContain('Gespeichert am 24.11.2026');
    expect(items[0]!.textContent).toContain('2 Einträge dieser Antwort sind nicht mehr verfügbar');
    expect(items[1]!.textContent).not.toContain('nicht mehr verfügbar');
    // The text's references are links, the cards show the store's seats; each answer's sections have ids of their own.
    expect(items[1]!.querySelector('a[href="/events/drehen"]')?.textContent).toBe('Drehen für Einsteiger');
    expect(items[1]!.textContent).toContain('Tonladen');
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items[1]!.querySelector('a[href^="/ai?q="]')?.getAttribute('href')).toBe(`/ai?q=${encodeURIComponent('Ich möchte eine Tasse töpfern')}`);
    const remove = items[0]!.querySelector('form[action="/app"]')!;
    expect(remove.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('deleteSavedAnswer');
    expect(remove.querySelector('input[name="id"]')?.getAttribute('value')).toBe('s2');
    // Shown saved, an answer offers no saving again.
    expect(container.querySelector('input[value="saveAnswer"]')).toBeNull();
  });

  it('shows a course card’s date and price as the site’s course cards do', async () => {
    const data: SavedAnswersData = { answers: [saved('s1', { answer: { ...answer, events: [answer.events[0]!, { ...answer.events[0]!, slug: 'halb', price: { amountCents: 1250, currency: 'EUR' } }] } })], error: null };
    const [german, english] = await Promise.all(
      (['de', 'en'] as const).map(async (locale) => {
        const html = await renderPage({ Page: AppSection, url: '/app', data, extra: { viewer: testViewer() }, locale });
        const page = new DOMParser().parseFromString(html, 'text/html');
        return [...page.querySelectorAll('.assistant__card')].map((card) => card.textContent!.replace(/\s/g, ' '));
      }),
    );
    expect(german![0]).toContain('Do., 3. Dez., 18:00 Uhr');
    expect(german![0]).toContain('€ 45');
    expect(german![0]).not.toMatch(/03\.12\.2026|45,00/);
    expect(german![1]).toContain('€ 12,50');
    expect(english![0]).toContain('Thu 3 Dec, 18:00');
    expect(english![0]).toContain('€45');
    expect(english![0]).not.toContain('45.00');
  });

  it('invites to ask when nothing is saved, and says when the answers could not be loaded', async () => {
    const empty = await renderPage({ Page: AppSection, url: '/app', data: { answers: [], error: null }, extra: { viewer: testViewer() }, locale: 'en' });
    expect(empty).toContain('You have not saved an answer yet.');
    expect(empty).toContain('href="/en/ai"');
    const failed = await renderPage({ Page: AppSection, url: '/app', data: { answers: null, error: 'STORE_UNAVAILABLE' }, extra: { viewer: testViewer() } });
    expect(failed).toContain('Diese Inhalte können wir gerade nicht laden.');
  });
});

describe('„Antwort speichern“ below an assistant answer', () => {
  const posted = { answer, history: [{ question: 'Ich möchte eine Tasse töpfern', crafts: ['toepfern-keramik'] }] };
  function AssistantAnswer() {
    const { posted: shown } = useData<{ posted: typeof posted & { refusedSave?: unknown } }>();
    return <AnswerView answer={shown.answer} save={{ path: '/ai', posted: shown }} />;
  }

  it('posts the question, the language, the text and the listings’ slugs in hidden fields to the page', async () => {
    const { container, errors } = await renderAndHydrate({ Page: AssistantAnswer, url: '/ai', data: { posted }, extra: { viewer: testViewer() } });
    expect(errors).toEqual([]);
    const form = container.querySelector('form.assistant__save')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/ai');
    const fields = [...form.querySelectorAll('input[type="hidden"]')].map((input) => [input.getAttribute('name'), (input as HTMLInputElement).value]);
    expect(fields).toEqual([
      ['_form', 'saveAnswer'],
      ['question', 'Ich möchte eine Tasse töpfern'],
      ['locale', 'DE'],
      ['mode', 'MODEL'],
      ['text', answer.text],
      ['craft', 'toepfern-keramik'],
      ['event', 'drehen'],
      ['venue', 'tonladen:MATERIALS'],
    ]);
    expect(form.querySelector('button')?.textContent).toBe('Antwort speichern');
  });

  it('asks a signed-out person to sign in, coming back to the page', async () => {
    const html = await renderPage({ Page: AssistantAnswer, url: '/gemini', locale: 'en', data: { posted }, extra: { viewer: null } });
    expect(html).not.toContain('saveAnswer');
    expect(html).toContain(`href="/en/login?next=${encodeURIComponent('/en/ai')}"`);
    expect(html).toContain('to save the assistant’s answers to your page');
  });

  it('after a refused save shows why, with the form as it was sent', async () => {
    const refusedSave = { code: 'SAVED_ANSWERS_FULL', input: { question: 'Frage von vorhin', locale: 'DE', mode: 'MODEL', text: 'Text', crafts: [], events: ['drehen'], venues: [], articles: [] } };
    const html = await renderPage({ Page: AssistantAnswer, url: '/ai', data: { posted: { ...posted, refusedSave } }, extra: { viewer: testViewer() } });
    expect(html).toContain('Du hast schon 50 Antworten gespeichert.');
    expect(html).toContain('href="/app#saved-answers"');
    expect(html).toContain('name="question" value="Frage von vorhin"');
    expect(html).toContain('name="event" value="drehen"');
  });
});
