// /musterspace: shows venue owners what a complete listing looks like, clearly marked as a sample, with the way back
// to what a listing and Premium give (/venue-benefits).
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { useData } from '../../components/useData';
import { VenueView } from '../../features/venues/VenueView';
import type { Data } from './+data';

export default function Page() {
  return (
    <VenueView
      data={useData<Data>()}
      banner={
        <p className="sample-banner" role="note">
          <FormattedMessage id="musterspace.banner" />{' '}
          <LocalizedLink href="/venue-benefits">
            <FormattedMessage id="musterspace.benefitsLink" />
          </LocalizedLink>
        </p>
      }
    />
  );
}
