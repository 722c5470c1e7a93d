// What a page section shows when its data could not be loaded: a friendly note instead of a broken page.
import { FormattedMessage } from 'react-intl';
import type { SectionError } from '../lib/graphql/section-errors';

export function SectionFailure({ error }: { error: SectionError }) {
  return (
    <p className="notice notice--warning" role="status">
      <FormattedMessage id={error === 'STORE_UNAVAILABLE' ? 'error.storeUnavailable' : 'error.sectionFailed'} />
    </p>
  );
}
