// /reminders/off: that the mail's link turned reminders off, in words, with the button that undoes it and the way to
// the settings; after undoing, that they come again.
import { FormattedMessage } from 'react-intl';
import { SubmitButton } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { useData } from '../../../components/useData';
import type { Data } from './+data';

export default function Page() {
  const data = useData<Data>();
  const localize = useLocalizedUrl();
  const settings = (
    <p>
      <LocalizedLink href="/profile#reminders">
        <FormattedMessage id="remindersOff.settings" />
      </LocalizedLink>
    </p>
  );
  if (data.state === 'on') {
    return (
      <>
        <h1>
          <FormattedMessage id="remindersOff.onHeading" />
        </h1>
        <p className="lead">
          <FormattedMessage id="remindersOff.onText" />
        </p>
        {settings}
      </>
    );
  }
  return (
    <>
      <h1>
        <FormattedMessage id="remindersOff.offHeading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="remindersOff.offText" />
      </p>
      <FormErrors fields={[]} />
      <form method="post" action={`${localize('/reminders/off')}?r=${encodeURIComponent(data.reminder)}&t=${encodeURIComponent(data.token)}`} className="account-form">
        <input type="hidden" name="reminder" value={data.reminder} />
        <input type="hidden" name="token" value={data.token} />
        <p>
          <FormattedMessage id="remindersOff.undoText" />
        </p>
        <SubmitButton message="remindersOff.undo" />
      </form>
      {settings}
    </>
  );
}
