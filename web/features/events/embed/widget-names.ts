// What names a course widget wherever it shows: its heading („Kurse bei {venue}“, an organiser's „Nächste Kurse“),
// and with the site's name the title of its document and of the frame the snippet puts it in.
import type { IntlShape } from 'react-intl';

type Intl = Pick<IntlShape, 'formatMessage'>;
type Owner = { kind: 'venue'; name: string } | { kind: 'organiser' };

export function widgetHeading(intl: Intl, owner: Owner): string {
  return owner.kind === 'venue' ? intl.formatMessage({ id: 'embed.heading.venue' }, { venue: owner.name }) : intl.formatMessage({ id: 'embed.heading.organiser' });
}

export function widgetTitle(intl: Intl, owner: Owner): string {
  return `${widgetHeading(intl, owner)} – ${intl.formatMessage({ id: 'site.name' })}`;
}
