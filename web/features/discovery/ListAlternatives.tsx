// The alternatives of an empty list (alternatives.ts) under „Das gibt es stattdessen“: each step's nearest entry as
// the list shows it, and the link to the list it comes from, worded by the list.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import type { ListAlternative, ListAlternatives as Alternatives } from './alternatives';

export function ListAlternatives<F, Node>(props: {
  alternatives: Alternatives<F, Node>;
  listUrl: (filters: F) => string;
  card: (node: Node, distanceKm: number | null) => ReactNode;
  /** The link's words for a step. */
  label: (alternative: ListAlternative<F, Node>) => ReactNode;
}) {
  const { alternatives, listUrl, card, label } = props;
  if (!alternatives) return null;
  return (
    <section aria-labelledby="alternatives-heading" className="result-group">
      <h2 id="alternatives-heading" className="result-group__heading">
        <FormattedMessage id="list.alternatives.heading" />
      </h2>
      <ul className="card-list">
        {alternatives.map((alternative) => (
          <li key={alternative.key}>
            {card(alternative.node, alternative.distanceKm)}
            <p className="alternative__link">
              <LocalizedLink href={listUrl(alternative.filters)}>{label(alternative)}</LocalizedLink>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
