// The craft assistant's page (/ai, /gemini, /claude): a plain form that posts to the page (the whole answer comes
// back rendered, without JavaScript), and with JavaScript the same form streams the answer over graphql-sse and keeps
// the conversation in sessionStorage for follow-ups. The answer's [[kind:slug]] references become links, and its
// cards (crafts, events, venues, articles) come from the store through the API, never from the model's prose.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CRAFT_GUIDES } from '../../../functions/src/domain/craft-guides';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import { type FieldError } from '../../components/Form';
import { errorMessage } from '../../components/FormFields';
import { usePageContext } from '../../components/PageContext';
import { NearFields } from '../discovery/NearFields';
import { AnswerView } from './AnswerView';
import { ASSISTANT_STREAM, WHEN_CHOICES, assistantInput, loadHistory, saveHistory, type Answer, type AssistantPageProvider, type Turn } from './assistant-api';
import './assistant.css';

/** What a form post rendered (the action's FormState.result). */
export type PostedAnswer = { answer: Answer | null; history: Turn[] };

type Shown = {
  text: string;
  answer: Answer | null;
  error: { code: string; retryAfterSeconds?: number | null } | null;
  /** What the API refused in the form's fields (a place the map does not know). */
  fieldErrors: FieldError[];
  busy: boolean;
};

/** The first suggestion of each craft guide, in the page's language. */
function suggestions(locale: 'de' | 'en'): string[] {
  return Object.values(CRAFT_GUIDES)
    .map((guide) => guide.suggestions[locale][0])
    .filter((question): question is string => Boolean(question))
    .slice(0, 8);
}

export function AssistantPage(props: {
  provider: AssistantPageProvider;
  path: string;
  heading: string;
  /** Where the browser opens the stream (the live pages' URL: the function's own behind Hosting). */
  streamUrl: () => string;
}) {
  const { provider, path, heading, streamUrl } = props;
  const { locale, formState, urlParsed } = usePageContext();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const posted = (formState as { result?: PostedAnswer } | undefined)?.result;
  const values = formState?.values ?? {};
  const value = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [shown, setShown] = useState<Shown>({
    text: '',
    answer: posted?.answer ?? null,
    error: formState?.code ? { code: formState.code, retryAfterSeconds: formState.retryAfterSeconds ?? null } : null,
    fieldErrors: formState?.errors ?? [],
    busy: false,
  });
  const askedBefore = urlParsed.search.q ?? '';
  // The place's errors are shown at its field; any other field's (from an API client's values) above the answer.
  const placeErrors = shown.fieldErrors.filter((error) => error.field.startsWith('place'));
  const otherErrors = shown.fieldErrors.filter((error) => !error.field.startsWith('place'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    const history = loadHistory();
    const input = assistantInput({ question: field('question'), place: field('place'), lat: field('lat'), lng: field('lng'), radius: field('radius'), when: field('when') }, locale, history);
    setShown({ text: '', answer: null, error: null, fieldErrors: [], busy: true });
    const { createClient } = await import('graphql-sse');
    const client = createClient({ url: streamUrl(), retryAttempts: 0 });
    type Message = { assistantAnswer: { text: string | null; failure: Shown['error']; answer: Answer | null } };
    try {
      for await (const result of client.iterate<Message>({ query: ASSISTANT_STREAM, variables: { input, provider } })) {
        const refusal = result.errors?.[0]?.extensions;
        if (refusal?.code) {
          const fields = Array.isArray(refusal.fields) ? (refusal.fields as FieldError[]) : [];
          const fieldErrors = fields.map(({ field, code }) => ({ field: field.replace(/^input\./, ''), code }));
          setShown((now) => ({ ...now, ...(fieldErrors.length ? { fieldErrors } : { error: { code: String(refusal.code) } }), busy: false }));
          break;
        }
        const chunk = result.data?.assistantAnswer;
        if (!chunk) continue;
        if (chunk.text) setShown((now) => ({ ...now, text: now.text + chunk.text }));
        if (chunk.failure) setShown((now) => ({ ...now, error: chunk.failure }));
        if (chunk.answer) {
          const answer = chunk.answer;
          setShown((now) => ({ ...now, answer, busy: false }));
          saveHistory([...history, { question: input.question, crafts: answer.crafts.map((craft) => craft.slug) }]);
        }
      }
    } catch {
      setShown((now) => ({ ...now, error: { code: 'UNKNOWN' } }));
    } finally {
      client.dispose();
      setShown((now) => ({ ...now, busy: false }));
    }
  };

  return (
    <div className="assistant">
      <h1>{heading}</h1>
      <p>
        <FormattedMessage id="assistant.intro" />
      </p>
      <form className="assistant__form" method="post" action={localize(path)} onSubmit={onSubmit}>
        <label className="assistant__question">
          <span>
            <FormattedMessage id="assistant.question" />
          </span>
          <textarea name="question" rows={3} maxLength={500} required defaultValue={value('question') || askedBefore} placeholder={intl.formatMessage({ id: 'assistant.questionPlaceholder' })} />
        </label>
        <NearFields
          filters={{ place: value('place') || undefined, radius: Number(value('radius')) || undefined, ...(point ?? {}) }}
          onLocated={(lat, lng) => setPoint({ lat, lng })}
          placeError={placeErrors.map((error) => errorMessage(intl, error.code)).join(' ') || undefined}
        />
        <label className="assistant__when">
          <span>
            <FormattedMessage id="assistant.when" />
          </span>
          <select name="when" defaultValue={value('when')}>
            <option value="">{intl.formatMessage({ id: 'assistant.when.any' })}</option>
            {WHEN_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {intl.formatMessage({ id: `assistant.when.${choice}` })}
              </option>
            ))}
          </select>
        </label>
        {/* Without JavaScript the conversation travels with the form. */}
        <input type="hidden" name="history" value={JSON.stringify(posted?.history ?? [])} />
        <button type="submit" className="button" disabled={shown.busy}>
          <FormattedMessage id="assistant.ask" />
        </button>
      </form>
      <section className="assistant__suggestions" aria-labelledby="assistant-suggestions">
        <h2 id="assistant-suggestions">
          <FormattedMessage id="assistant.suggestions" />
        </h2>
        <ul>
          {suggestions(locale).map((question) => (
            <li key={question}>
              <a href={`${localize(path)}?q=${encodeURIComponent(question)}`}>{question}</a>
            </li>
          ))}
        </ul>
      </section>
      <div className="assistant__answer" aria-live="polite" aria-busy={shown.busy}>
        {otherErrors.length > 0 ? (
          <p className="assistant__error" role="alert">
            {otherErrors.map((error) => errorMessage(intl, error.code)).join(' ')}
          </p>
        ) : null}
        {shown.error ? (
          <p className="assistant__error" role="alert">
            {intl.formatMessage(
              { id: `assistant.error.${intl.messages[`assistant.error.${shown.error.code}`] ? shown.error.code : 'UNKNOWN'}` },
              { minutes: Math.max(1, Math.ceil((shown.error.retryAfterSeconds ?? 60) / 60)) },
            )}
          </p>
        ) : null}
        {shown.answer ? <AnswerView answer={shown.answer} save={{ path, posted }} /> : shown.text ? <p className="assistant__streaming">{shown.text}</p> : null}
      </div>
    </div>
  );
}
