// The venue page as the owner's change will look, rendered by the public page's VenueView under a banner that says
// it is not published yet, with the way back to the form.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { SectionFailure } from '../../components/SectionFailure';
import { useData } from '../../components/useData';
import { VenueView } from '../../features/venues/VenueView';
import type { Data } from './+data';

export default function Page() {
  const { slug, change, error } = useData<Data>();
  const back = slug ? `/venue_profile?venue=${encodeURIComponent(slug)}` : '/venue_profile';
  const backToForm = (
    <p>
      <LocalizedLink href={back}>
        <FormattedMessage id="venuePreview.back" />
      </LocalizedLink>
    </p>
  );
  if (!change) {
    return (
      <>
        <h1>
          <FormattedMessage id="venuePreview.nothing" />
        </h1>
        {error ? (
          <SectionFailure error={error} />
        ) : (
          <p>
            <FormattedMessage id="venuePreview.nothingText" />
          </p>
        )}
        {backToForm}
      </>
    );
  }
  return (
    <VenueView
      data={change.page}
      banner={
        <div className="sample-banner" role="note">
          <p>
            <strong>
              <FormattedMessage id="venuePreview.banner" />
            </strong>{' '}
            <FormattedMessage id={`venueProfile.change.${change.state}`} />
          </p>
          {backToForm}
        </div>
      }
    />
  );
}
