// A sentence followed by a link to what to do next (e.g. „Noch keine Buchungen. Termine finden“), both messages.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from './LocalizedLink';

export function TextWithLink({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <p>
      <FormattedMessage id={text} />{' '}
      <LocalizedLink href={href}>
        <FormattedMessage id={link} />
      </LocalizedLink>
    </p>
  );
}
