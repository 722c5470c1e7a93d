// „Antwort speichern“ below an assistant answer: a plain form that posts the question, the language, the model's text
// and the listings' slugs in hidden fields to the assistant page (its action saves and goes on to /app), so it works
// without JavaScript. Signed out, a line with a link to sign in that comes back to the page. After a refused save
// the page shows the answer's text again with this form and the reason.
import { FormattedMessage } from 'react-intl';
import { FormName } from '../../components/Form';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import { usePageContext } from '../../components/PageContext';
import { signInHref } from '../../lib/sign-in/sign-in-href';
import { loadHistory, type Answer, type Turn } from './assistant-api';
import { savedAnswerFormNames, saveFields, saveInputOf, type RefusedSave } from './saved-answers-form';

/** What a form post of the assistant page rendered (its FormState.result). */
type Posted = { answer: Answer | null; history: Turn[]; refusedSave?: RefusedSave };

/**
 * The question `answer` answers: the form post's (without JavaScript), else the latest turn of the conversation the
 * browser keeps (a streamed answer, kept in sessionStorage as it arrives).
 */
function askedQuestion(answer: Answer, posted: Posted | undefined): string {
  if (posted && posted.answer === answer) return posted.history.at(-1)?.question ?? '';
  return loadHistory().at(-1)?.question ?? '';
}

export function SaveAnswerForm({ answer, path, posted }: { answer: Answer; path: string; posted?: unknown }) {
  const { viewer, locale } = usePageContext();
  const localize = useLocalizedUrl();
  const here = localize(path);
  if (!viewer) {
    return (
      <p className="assistant__save">
        <FormattedMessage
          id="savedAnswers.signIn"
          values={{ link: (chunks: React.ReactNode[]) => <a href={signInHref(here, locale)}>{chunks}</a> }}
        />
      </p>
    );
  }
  const shown = posted as Posted | undefined;
  const refused = shown?.answer === answer ? shown.refusedSave : undefined;
  const question = refused?.input.question ?? askedQuestion(answer, shown);
  if (!question) return null;
  const input = refused?.input ?? saveInputOf(answer, question, locale);
  return (
    <form method="post" action={here} className="assistant__save">
      <FormName name={savedAnswerFormNames.save} />
      {saveFields(input).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {refused ? (
        <p className="form-errors" role="alert">
          <FormattedMessage
            id={`savedAnswers.error.${['SAVED_ANSWERS_FULL', 'STORE_UNAVAILABLE'].includes(refused.code) ? refused.code : 'UNKNOWN'}`}
            values={{ link: (chunks: React.ReactNode[]) => <a href={`${localize('/app')}#saved-answers`}>{chunks}</a> }}
          />
        </p>
      ) : null}
      <button type="submit" className="button">
        <FormattedMessage id="savedAnswers.save" />
      </button>
    </form>
  );
}
