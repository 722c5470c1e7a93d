// The saved answers' forms, shared by the form components and the actions: their names (the hidden `_form` field),
// and what the save form carries in hidden fields (the question, the language, the model's text and the listings'
// slugs, each venue as `slug:role`). The server checks all of it again; nothing here is trusted.
import type { Answer } from './assistant-api';

export const savedAnswerFormNames = { save: 'saveAnswer', delete: 'deleteSavedAnswer' } as const;

export function isSavedAnswerForm(name: string): boolean {
  return name === savedAnswerFormNames.save || name === savedAnswerFormNames.delete;
}

/** What saving an answer sends (the API's SavedAnswerInput). */
export type SaveAnswerInput = {
  question: string;
  locale: 'DE' | 'EN';
  mode: 'RETRIEVAL_ONLY' | 'MODEL';
  text: string;
  crafts: string[];
  events: string[];
  venues: { slug: string; role: 'COURSES' | 'MATERIALS' | 'EQUIPMENT' }[];
  articles: string[];
};

const ROLES = ['COURSES', 'MATERIALS', 'EQUIPMENT'] as const;

/** The input to save `answer`, asked as `question` in `locale`. */
export function saveInputOf(answer: Answer, question: string, locale: 'de' | 'en'): SaveAnswerInput {
  return {
    question,
    locale: locale === 'en' ? 'EN' : 'DE',
    mode: answer.mode,
    text: answer.mode === 'MODEL' ? answer.text : '',
    crafts: answer.crafts.map((craft) => craft.slug),
    events: answer.events.map((event) => event.slug),
    venues: answer.venues.flatMap((venue) => (ROLES.includes(venue.role as never) ? [{ slug: venue.slug, role: venue.role as SaveAnswerInput['venues'][number]['role'] }] : [])),
    articles: answer.articles.map((article) => article.slug),
  };
}

/** A save the API refused, shown on the assistant page with the form again: why, and what was sent. */
export type RefusedSave = { code: string; input: SaveAnswerInput };

/** The hidden fields of the save form, in order (lists as repeated fields). */
export function saveFields(input: SaveAnswerInput): [string, string][] {
  return [
    ['question', input.question],
    ['locale', input.locale],
    ['mode', input.mode],
    ['text', input.text],
    ...input.crafts.map((slug): [string, string] => ['craft', slug]),
    ...input.events.map((slug): [string, string] => ['event', slug]),
    ...input.venues.map(({ slug, role }): [string, string] => ['venue', `${slug}:${role}`]),
    ...input.articles.map((slug): [string, string] => ['article', slug]),
  ];
}

/** The input from the posted fields (what the form sent; the API bounds and checks it). */
export function saveInputFromFields(fields: { get(name: string): string; raw(name: string): string; getAll(name: string): string[] }): SaveAnswerInput {
  return {
    question: fields.get('question'),
    locale: fields.get('locale') === 'EN' ? 'EN' : 'DE',
    mode: fields.get('mode') === 'MODEL' ? 'MODEL' : 'RETRIEVAL_ONLY',
    // The model's text as sent (a form sends line breaks as CRLF): its blank lines are its paragraphs.
    text: fields.raw('text').replace(/\r\n?/g, '\n'),
    crafts: fields.getAll('craft'),
    events: fields.getAll('event'),
    venues: fields.getAll('venue').flatMap((value) => {
      const [slug, role] = value.split(':');
      return slug && ROLES.includes(role as never) ? [{ slug, role: role as SaveAnswerInput['venues'][number]['role'] }] : [];
    }),
    articles: fields.getAll('article'),
  };
}
