// Sign-in: email and password, or a link by mail; links to registering and resetting the password. Plain forms
// posting to this page (+action.ts), so they work before and without JavaScript.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../../components/Form';
import { FormErrors, FormField } from '../../../../components/FormFields';
import { useLocalizedUrl } from '../../../../components/LocalizedLink';
import { usePageContext } from '../../../../components/PageContext';
import { SectionIntro } from '../../../../components/PageIntro';
import { useData } from '../../../../components/useData';
import type { Data } from './+data';

export default function Page() {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const { search } = usePageContext().urlParsed;
  const { next } = search;
  const { googleSignIn } = useData<Data>();
  const withNext = (path: string) => localize(next ? `${path}?next=${encodeURIComponent(next)}` : path);
  return (
    <div className="container auth-page">
      <h1>
        <FormattedMessage id="auth.login.heading" />
      </h1>
      <form method="post" className="account-form" aria-labelledby="login-password">
        <h2 id="login-password">
          <FormattedMessage id="auth.login.withPassword" />
        </h2>
        <FormName name="password" />
        <FormErrors form="password" fields={['email', 'password']} />
        <FormField form="password" name="email" type="email" autoComplete="email" required label={intl.formatMessage({ id: 'auth.email' })} />
        <FormField
          form="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={intl.formatMessage({ id: 'auth.password' })}
        />
        <SubmitButton message="auth.login.submit" />
        <a href={localize('/login/reset')}>
          <FormattedMessage id="auth.login.forgot" />
        </a>
      </form>
      <form method="post" className="account-form" aria-labelledby="login-link">
        <SectionIntro id="login-link" heading="auth.login.withLink" intro="auth.login.linkIntro" />
        <FormName name="link" />
        <FormErrors form="link" fields={['email']} />
        <FormField form="link" name="email" type="email" autoComplete="email" required label={intl.formatMessage({ id: 'auth.email' })} />
        <SubmitButton message="auth.login.sendLink" />
      </form>
      {googleSignIn && (
        <div className="account-form">
          {search.error === 'GOOGLE_SIGN_IN_FAILED' && (
            <p role="alert" className="form-errors">
              <FormattedMessage id="auth.login.googleFailed" />
            </p>
          )}
          {/* A plain link: the server redirects to Google and back (functions/src/identity/google-routes.ts). */}
          <a className="button" href={`/login/google${next ? `?next=${encodeURIComponent(next)}` : ''}`}>
            <FormattedMessage id="auth.login.google" />
          </a>
        </div>
      )}
      <p>
        <FormattedMessage id="auth.login.noAccount" />{' '}
        <a href={withNext('/register')}>
          <FormattedMessage id="auth.login.register" />
        </a>
      </p>
    </div>
  );
}
