// The venue directory: search, filters, near me, the list and a map (see features/venues/VenueDirectory.tsx).
import { FormattedMessage } from 'react-intl';
import { VenueDirectory } from '../../../features/venues/VenueDirectory';

export default function Page() {
  return (
    <VenueDirectory
      heading={<FormattedMessage id="venues.heading" />}
      intro={
        <p className="lead">
          <FormattedMessage id="venues.intro" />
        </p>
      }
    />
  );
}
