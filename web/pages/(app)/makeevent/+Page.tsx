// /makeevent: create an event (or a weekly/monthly series) as a draft, or send it straight to review (trusted
// organisers publish at once). The form posts to this page (+action.ts).
import { SubmitButton } from '../../../components/Form';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { PageIntro } from '../../../components/PageIntro';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
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
          selling={choices.selling}
          defaults={{}}
          mode="create"
          buttons={
            <>
              <SubmitButton message="makeevent.saveDraft" className="button button--secondary" name="intent" value="draft" />
              <SubmitButton message={choices.trustedOrganiser ? 'makeevent.publish' : 'makeevent.submit'} name="intent" value="submit" />
            </>
          }
        />
      ) : (
        <SectionFailure error="STORE_UNAVAILABLE" />
      )}
    </>
  );
}
