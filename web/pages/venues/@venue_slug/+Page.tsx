// The canonical page of a venue (see features/venues/VenueView.tsx).
import { useData } from '../../../components/useData';
import { VenueView } from '../../../features/venues/VenueView';
import type { Data } from './+data';

export default function Page() {
  return <VenueView data={useData<Data>()} />;
}
