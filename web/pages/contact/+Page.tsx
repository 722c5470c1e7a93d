// /contact: a message to the editors (it lands in /admin's contact messages). After sending, a neutral thank-you
// instead of the form; signed-in people find their name filled in.
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../components/Form';
import { FormErrors, FormField } from '../../components/FormFields';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import { usePageContext } from '../../components/PageContext';
import { PageIntro } from '../../components/PageIntro';
import '../../features/contributions/contribution-form.css';

const contactFields = ['name', 'email', 'subject', 'message'];

export default function Page() {
  const { viewer, urlParsed } = usePageContext();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const text = (id: string) => intl.formatMessage({ id });
  if (urlParsed.search.done === 'contactSent') {
    return (
      <>
        <h1>
          <FormattedMessage id="contact.heading" />
        </h1>
        <p className="flash-notice" role="status">
          <FormattedMessage id="contact.thanks" />
        </p>
        <p>
          <a href={localize('/contact')}>
            <FormattedMessage id="contact.again" />
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <PageIntro heading="contact.heading" intro="contact.intro" />
      <form className="contribution-form" method="post" action={localize('/contact')}>
        <FormErrors fields={contactFields} />
        <FormField name="name" label={text('contact.name')} required maxLength={80} autoComplete="name" defaultValue={viewer?.name} />
        <FormField name="email" type="email" label={text('contact.email')} hint={text('contact.emailHint')} required maxLength={200} autoComplete="email" />
        <FormField name="subject" label={text('contact.subject')} required maxLength={150} />
        <FormField name="message" label={text('contact.message')} hint={text('contact.messageHint')}>
          {(control, kept) => <textarea {...control} rows={8} minLength={10} maxLength={5000} required defaultValue={kept as string | undefined} />}
        </FormField>
        <div className="contribution-form__buttons">
          <SubmitButton message="contact.send" />
        </div>
      </form>
    </>
  );
}
