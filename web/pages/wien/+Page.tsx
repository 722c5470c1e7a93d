// Vienna's own landing page: its introduction, then the venue directory with Vienna chosen.
import { FormattedMessage } from 'react-intl';
import { VenueDirectory } from '../../features/venues/VenueDirectory';

export default function Page() {
  return (
    <VenueDirectory
      heading={<FormattedMessage id="wien.heading" />}
      intro={
        <div className="city-intro">
          <p className="lead">
            <FormattedMessage id="wien.lead" />
          </p>
          <p>
            <FormattedMessage id="wien.intro" />
          </p>
        </div>
      }
    />
  );
}
