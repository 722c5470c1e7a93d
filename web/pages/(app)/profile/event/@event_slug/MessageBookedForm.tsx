// „Nachricht an alle, die gebucht haben“ on /profile/event/{slug}: the organiser (or an editor) writes one message
// to everyone holding a seat, in German and optionally in English; it goes out by email and appears on the course's
// live page. A plain form posting to the page (+action.ts), so it works without JavaScript. It says whom the message
// reaches and how many messages a course may send; when that is used up, it says when the next one may go.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FormName, SubmitButton, useFormState } from '../../../../../components/Form';
import { FormErrors, FormField } from '../../../../../components/FormFields';
import { LabelledSection } from '../../../../../components/LabelledSection';
import { useLocalizedUrl } from '../../../../../components/LocalizedLink';
import { messageFormName } from './forms';

/** What the API says about messaging this course: whom it reaches now, and the ration. */
export type Messaging = { recipients: number; perHour: number; perDay: number };

/** Matches the API's limit (MESSAGE_TEXT_MAX in functions/src/services/course-messages.ts). */
const TEXT_MAX = 1000;

export function MessageBookedForm({ slug, messaging }: { slug: string; messaging: Messaging }) {
  const intl = useIntl();
  const action = useLocalizedUrl()(`/profile/event/${slug}`);
  const state = useFormState(messageFormName);
  const label = (id: string) => intl.formatMessage({ id });
  const limits = { perHour: messaging.perHour, perDay: messaging.perDay };

  return (
    <LabelledSection id="event-message" heading="eventEdit.message" className="section">
      {messaging.recipients === 0 ? (
        <p className="empty">
          <FormattedMessage id="eventEdit.message.nobody" />
        </p>
      ) : (
        <form className="contribution-form" method="post" action={action}>
          <FormName name={messageFormName} />
          <p>
            <FormattedMessage id="eventEdit.message.reach" values={{ count: messaging.recipients }} />{' '}
            <FormattedMessage id="eventEdit.message.limit" values={limits} />
          </p>
          {state?.code === 'TOO_MANY_ATTEMPTS' ? (
            <div className="form-errors" role="alert">
              <p>
                <FormattedMessage id="eventEdit.message.wait" values={{ ...limits, wait: waitInWords(intl, state.retryAfterSeconds ?? 60) }} />
              </p>
            </div>
          ) : (
            <FormErrors form={messageFormName} fields={['textDe', 'textEn']} />
          )}
          <FormField form={messageFormName} name="textDe" label={label('eventEdit.message.textDe')} hint={label('eventEdit.message.textDeHint')}>
            {(control, kept) => <textarea {...control} rows={4} maxLength={TEXT_MAX} required defaultValue={kept as string | undefined} />}
          </FormField>
          <FormField form={messageFormName} name="textEn" label={label('eventEdit.message.textEn')} hint={label('eventEdit.message.textEnHint')}>
            {(control, kept) => <textarea {...control} lang="en" rows={4} maxLength={TEXT_MAX} defaultValue={kept as string | undefined} />}
          </FormField>
          <SubmitButton message="eventEdit.message.send" />
        </form>
      )}
    </LabelledSection>
  );
}

/** How long until the next message may go: seconds, minutes up to two hours, then hours (rounded up). */
function waitInWords(intl: IntlShape, seconds: number): string {
  if (seconds < 60) return intl.formatMessage({ id: 'form.wait.seconds' }, { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return intl.formatMessage({ id: 'form.wait.minutes' }, { count: minutes });
  return intl.formatMessage({ id: 'eventEdit.message.hours' }, { count: Math.ceil(minutes / 60) });
}
