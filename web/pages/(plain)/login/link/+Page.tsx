// The target of a mailed sign-in link. Opening it only shows a button: mail scanners fetch links in advance and
// would use up the one-time code, so signing in takes the POST of this form (+action.ts).
import { FormattedMessage } from 'react-intl';
import { SubmitButton, useFormState } from '../../../../components/Form';
import { FormErrors } from '../../../../components/FormFields';
import { useLocalizedUrl } from '../../../../components/LocalizedLink';
import { usePageContext } from '../../../../components/PageContext';

export default function Page() {
  const { email, code } = usePageContext().urlParsed.search;
  const failed = useFormState() !== null;
  const localize = useLocalizedUrl();
  const complete = !!email && !!code;
  return (
    <div className="container auth-page">
      <h1>
        <FormattedMessage id="auth.link.heading" />
      </h1>
      {complete && !failed ? (
        <form method="post" className="account-form">
          <p>
            <FormattedMessage id="auth.link.confirm" values={{ email: <strong>{email}</strong> }} />
          </p>
          <SubmitButton message="auth.link.submit" />
        </form>
      ) : (
        <div className="account-form">
          {failed ? (
            <FormErrors fields={[]} />
          ) : (
            <p role="alert">
              <FormattedMessage id="form.error.INVALID_LINK" />
            </p>
          )}
          <a href={localize('/login')}>
            <FormattedMessage id="auth.link.again" />
          </a>
        </div>
      )}
    </div>
  );
}
