// Password reset: ask for the mail with the reset link, or (opened from that link, ?code=) choose a new password.
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../../components/Form';
import { FormErrors, FormField } from '../../../../components/FormFields';
import { useLocalizedUrl } from '../../../../components/LocalizedLink';
import { usePageContext } from '../../../../components/PageContext';
import { NewPasswordField } from '../../../../features/auth/NewPasswordField';

export default function Page() {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const { code } = usePageContext().urlParsed.search;
  return (
    <div className="container auth-page">
      <h1>
        <FormattedMessage id={code ? 'auth.reset.newHeading' : 'auth.reset.heading'} />
      </h1>
      {code ? (
        <form method="post" className="account-form">
          <FormErrors fields={['password']} />
          <NewPasswordField label="auth.reset.newPassword" />
          <SubmitButton message="auth.reset.save" />
        </form>
      ) : (
        <form method="post" className="account-form">
          <p>
            <FormattedMessage id="auth.reset.intro" />
          </p>
          <FormErrors fields={['email']} />
          <FormField name="email" type="email" autoComplete="email" required label={intl.formatMessage({ id: 'auth.email' })} />
          <SubmitButton message="auth.reset.send" />
        </form>
      )}
      <p>
        <a href={localize('/login')}>
          <FormattedMessage id="auth.reset.back" />
        </a>
      </p>
    </div>
  );
}
