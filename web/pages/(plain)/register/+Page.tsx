// Registering: name, email and password (at least 6 characters); the page's action signs the new person in. Next to
// the button, the terms the account accepts and how its data is handled.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../components/Form';
import { FormErrors, FormField } from '../../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { PageIntro } from '../../../components/PageIntro';
import { NewPasswordField } from '../../../features/auth/NewPasswordField';
import { signInHref } from '../../../lib/sign-in/sign-in-href';

export default function Page() {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const { locale, urlParsed } = usePageContext();
  const next = urlParsed.search.next;
  return (
    <div className="container auth-page">
      <PageIntro heading="auth.register.heading" intro="auth.register.intro" />
      <form method="post" className="account-form">
        <FormErrors fields={['name', 'email', 'password']} />
        <FormField name="name" autoComplete="name" required maxLength={80} label={intl.formatMessage({ id: 'auth.name' })} />
        <FormField name="email" type="email" autoComplete="email" required label={intl.formatMessage({ id: 'auth.email' })} />
        <NewPasswordField label="auth.password" />
        <p className="account-form__note">
          <FormattedMessage
            id="auth.register.legal"
            values={{
              terms: (chunks: ReactNode[]) => <LocalizedLink href="/terms">{chunks}</LocalizedLink>,
              privacy: (chunks: ReactNode[]) => <LocalizedLink href="/privacy">{chunks}</LocalizedLink>,
            }}
          />
        </p>
        <SubmitButton message="auth.register.submit" />
      </form>
      <p>
        <FormattedMessage id="auth.register.haveAccount" />{' '}
        <a href={next ? signInHref(next, locale) : localize('/login')}>
          <FormattedMessage id="auth.register.login" />
        </a>
      </p>
    </div>
  );
}
