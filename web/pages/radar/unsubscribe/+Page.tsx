// /radar/unsubscribe: the alert that the mail's link just paused, in words, with the button that undoes it and the
// way to every alert; after undoing, that it is active again.
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { useData } from '../../../components/useData';
import { summariseAlert } from '../../../features/radar/radar-summary';
import type { Data } from './+data';

export default function Page() {
  const data = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const manage = (
    <p>
      <LocalizedLink href="/app#radar">
        <FormattedMessage id="radarUnsubscribe.manage" />
      </LocalizedLink>
    </p>
  );
  if (data.state === 'resumed') {
    return (
      <>
        <h1>
          <FormattedMessage id="radarUnsubscribe.resumedHeading" />
        </h1>
        <p className="lead">
          <FormattedMessage id="radarUnsubscribe.resumedText" />
        </p>
        {manage}
      </>
    );
  }
  return (
    <>
      <h1>
        <FormattedMessage id="radarUnsubscribe.pausedHeading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="radarUnsubscribe.pausedText" />
      </p>
      <p>
        <strong>{summariseAlert(intl, data.alert)}</strong>
      </p>
      <FormErrors fields={[]} />
      <form method="post" action={`${localize('/radar/unsubscribe')}?token=${encodeURIComponent(data.token)}`} className="account-form">
        <input type="hidden" name="token" value={data.token} />
        <p>
          <FormattedMessage id="radarUnsubscribe.undoText" />
        </p>
        <SubmitButton message="radarUnsubscribe.undo" />
      </form>
      {manage}
    </>
  );
}
