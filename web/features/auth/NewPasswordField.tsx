// The field where a person chooses a password (registering, resetting it): the browser suggests a new one and
// checks the length the service requires (at least 6 characters), with the hint that says so.
import { useIntl } from 'react-intl';
import { FormField } from '../../components/FormFields';

export function NewPasswordField({ label }: { label: string }) {
  const intl = useIntl();
  return (
    <FormField
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={6}
      label={intl.formatMessage({ id: label })}
      hint={intl.formatMessage({ id: 'auth.passwordHint' })}
    />
  );
}
