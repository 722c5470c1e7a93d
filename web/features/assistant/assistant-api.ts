// What the assistant's pages send and get: the answer's fields (one fragment for the form post's mutation, the
// stream's subscription and the answers saved to /app), the form's fields as the API's input, and the conversation
// kept in sessionStorage.
import { print } from 'graphql';
import { graphql } from '../../graphql/generated';
import { AssistantStreamDocument } from '../../graphql/generated/graphql';

export type AssistantPageProvider = 'GEMINI' | 'CLAUDE' | null;

export type AnswerEvent = {
  slug: string;
  title: string;
  link: string;
  sessions: { startsAt: string; endsAt: string }[];
  timeZone: string;
  seatsLeft: number | null;
  price: { amountCents: number; currency: string };
  venue: { name: string };
  distanceKm: number | null;
};

export type Answer = {
  mode: 'RETRIEVAL_ONLY' | 'MODEL';
  text: string;
  crafts: { slug: string; name: string; link: string; summary: string; firstSteps: string[]; materials: string[] }[];
  events: AnswerEvent[];
  venues: { slug: string; name: string; link: string; role: string; address: string; distanceKm: number | null }[];
  articles: { slug: string; title: string; link: string; teaser: string }[];
  nearest: boolean;
  dropped: string[];
  notices: string[];
  failure: { code: string; retryAfterSeconds: number | null } | null;
};

/** The answer's fields, one selection for the form post's mutation, the stream and the answers saved to /app. */
export const AssistantAnswerFields = graphql(`
  fragment AssistantAnswerFields on AssistantAnswer {
    mode
    text
    nearest
    dropped
    notices
    failure {
      code
      retryAfterSeconds
    }
    crafts {
      slug
      name
      link
      summary
      firstSteps
      materials
    }
    events {
      slug
      title
      link
      sessions {
        startsAt
        endsAt
      }
      timeZone
      seatsLeft
      price {
        amountCents
        currency
      }
      venue {
        name
      }
      distanceKm
    }
    venues {
      slug
      name
      link
      role
      address
      distanceKm
    }
    articles {
      slug
      title
      link
      teaser
    }
  }
`);

export const AskAssistantDocument = graphql(`
  mutation AskAssistant($input: AssistantInput!, $provider: AssistantProvider) {
    askAssistant(input: $input, provider: $provider) {
      ...AssistantAnswerFields @unmask
    }
  }
`);

// Sent as text by graphql-sse's client, which neither masks fragments nor strips Apollo's client-only @unmask: the
// spread stays plain and `Answer` types what arrives. The browser prints the generated document (graphql() returns
// nothing in the client build: documents are the server's, see vite.config.ts).
export const AssistantStreamSubscription = graphql(`
  subscription AssistantStream($input: AssistantInput!, $provider: AssistantProvider) {
    assistantAnswer(input: $input, provider: $provider) {
      text
      failure {
        code
        retryAfterSeconds
      }
      answer {
        ...AssistantAnswerFields
      }
    }
  }
`);

/** The stream's subscription, as the text graphql-sse sends. */
export const ASSISTANT_STREAM = print(AssistantStreamDocument);

/** Time preferences the form offers. */
export const WHEN_CHOICES = ['evenings', 'weekends', 'weekdays', 'mornings'] as const;
export type WhenChoice = (typeof WHEN_CHOICES)[number];

export function whenInput(choice: string): Record<string, unknown> | undefined {
  if (choice === 'evenings') return { partOfDay: 'EVENING' };
  if (choice === 'mornings') return { partOfDay: 'MORNING' };
  if (choice === 'weekends') return { daysOfWeek: [6, 0] };
  if (choice === 'weekdays') return { daysOfWeek: [1, 2, 3, 4, 5] };
  return undefined;
}

/** The place fields (NearFields): a place typed (resolved by the API), else the point near-me found; the radius. */
export function placeInput(fields: { place: string; lat?: string; lng?: string; radius?: string }): Record<string, unknown> | undefined {
  const radiusKm = Number(fields.radius);
  const radius = fields.radius && Number.isFinite(radiusKm) ? { radiusKm } : {};
  const typed = fields.place.trim();
  if (typed) return { query: typed, ...radius };
  const latitude = Number(fields.lat);
  const longitude = Number(fields.lng);
  if (fields.lat && fields.lng && Number.isFinite(latitude) && Number.isFinite(longitude)) return { lat: latitude, lng: longitude, ...radius };
  return undefined;
}

export type Turn = { question: string; crafts: string[] };

/** The API's input from the form's fields and the conversation so far. */
export function assistantInput(fields: { question: string; place: string; lat?: string; lng?: string; radius?: string; when: string }, locale: 'de' | 'en', history: Turn[]) {
  const place = placeInput(fields);
  const when = whenInput(fields.when);
  return {
    question: fields.question.trim(),
    locale: locale === 'en' ? 'EN' : 'DE',
    ...(place ? { place } : {}),
    ...(when ? { when } : {}),
    ...(history.length ? { history } : {}),
  } as const;
}

const STORAGE_KEY = 'assistant.conversation';

/** The conversation of this tab (sessionStorage): the latest turns, for follow-ups. */
export function loadHistory(): Turn[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as Turn[]).slice(-6) : [];
  } catch {
    return [];
  }
}

export function saveHistory(turns: Turn[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns.slice(-6)));
  } catch {
    // Storage refused (private mode, full): follow-ups then start afresh.
  }
}
