// /makeevent: create an event (or a weekly/monthly series) as a draft, or send it straight to review (trusted
// organisers publish at once). The form posts to this page (+action.ts).
import { FormattedMessage } from 'react-intl';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { PageIntro } from '../../../components/PageIntro';
import type { Data } from './+data';
import { EventForm } from '../../../features/contributions/EventForm';

export default function Page() {
  const { choices } = useData<Data>();
  const localize = useLocalizedUrl();
  return (
    <>
      <PageIntro heading="makeevent.heading" intro="makeevent.intro" />
      {choices ? (
        <EventForm
          action={localize('/makeevent')}
          crafts={choices.crafts}
          venues={choices.venues}
          defaults={{}}
          mode="create"
          buttons={
            <>
              <button className="button button--secondary" type="submit" name="intent" value="draft">
                <FormattedMessage id="makeevent.saveDraft" />
              </button>
              <button className="button" type="submit" name="intent" value="submit">
                <FormattedMessage id={choices.trustedOrganiser ? 'makeevent.publish' : 'makeevent.submit'} />
              </button>
            </>
          }
        />
      ) : (
        <SectionFailure error="STORE_UNAVAILABLE" />
      )}
    </>
  );
}
