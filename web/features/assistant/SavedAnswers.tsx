// The „Gespeicherte Antworten“ section of /app: each answer the person saved from the craft assistant, newest first,
// with the question as its heading, when it was saved, the answer shown by AnswerView (its cards as the store has
// them now), how many of its listings are gone since, a link to ask again on /ai and a form to delete it.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName } from '../../components/Form';
import { FormErrors } from '../../components/FormFields';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import { SectionFailure } from '../../components/SectionFailure';
import { AnswerView } from './AnswerView';
import { savedAnswerFormNames } from './saved-answers-form';
import type { SavedAnswer, SavedAnswersData } from './saved-answers-data';
import './assistant.css';

/** `pagePath`: the page the delete form posts to and returns to ('/app'). */
export function SavedAnswers({ saved, pagePath }: { saved: SavedAnswersData; pagePath: string }) {
  const { answers, error } = saved;
  const localize = useLocalizedUrl();
  return (
    <section aria-labelledby="saved-answers" className="app-section saved-answers">
      <h2 id="saved-answers">
        <FormattedMessage id="savedAnswers.heading" />
      </h2>
      <FormErrors form={savedAnswerFormNames.delete} />
      {answers === null ? (
        <SectionFailure error={error ?? 'ERROR'} />
      ) : answers.length === 0 ? (
        <p>
          <FormattedMessage id="savedAnswers.empty" values={{ link: (chunks: React.ReactNode[]) => <a href={localize('/ai')}>{chunks}</a> }} />
        </p>
      ) : (
        <ul className="app-list saved-answers__list">
          {answers.map((answer) => (
            <li key={answer.id} className="app-list__item saved-answer">
              <SavedAnswerItem saved={answer} pagePath={pagePath} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedAnswerItem({ saved, pagePath }: { saved: SavedAnswer; pagePath: string }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{saved.question}</h3>
      <p className="app-list__meta">
        <FormattedMessage id="savedAnswers.savedAt" values={{ date: intl.formatDate(saved.savedAt, { dateStyle: 'medium', timeZone: 'Europe/Vienna' }) }} />
      </p>
      {saved.unavailable > 0 ? (
        <p className="assistant__notice" role="note">
          <FormattedMessage id="savedAnswers.unavailable" values={{ count: saved.unavailable }} />
        </p>
      ) : null}
      <AnswerView answer={saved.answer} level={4} />
      <p className="saved-answer__actions">
        <a href={`${localize('/ai')}?q=${encodeURIComponent(saved.question)}`} aria-describedby={headingId}>
          <FormattedMessage id="savedAnswers.askAgain" />
        </a>
      </p>
      <form method="post" action={localize(pagePath)} className="app-list__action">
        <FormName name={savedAnswerFormNames.delete} />
        <input type="hidden" name="id" value={saved.id} />
        <button type="submit" className="link-button" aria-label={intl.formatMessage({ id: 'savedAnswers.deleteOf' }, { question: saved.question })}>
          <FormattedMessage id="savedAnswers.delete" />
        </button>
      </form>
    </article>
  );
}
