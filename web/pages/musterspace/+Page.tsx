// /musterspace: shows venue owners what a complete listing looks like, clearly marked as a sample.
import { FormattedMessage } from 'react-intl';
import { useData } from '../../components/useData';
import { VenueView } from '../../features/venues/VenueView';
import type { Data } from './+data';

export default function Page() {
  return (
    <VenueView
      data={useData<Data>()}
      banner={
        <p className="sample-banner" role="note">
          <FormattedMessage id="musterspace.banner" />
        </p>
      }
    />
  );
}
