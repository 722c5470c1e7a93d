// Below a short list (the front page's newest, an article's offers): the link to the whole list.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from './LocalizedLink';

export function MoreLink({ href, message }: { href: string; message: string }) {
  return (
    <p>
      <LocalizedLink href={href} className="more-link">
        <FormattedMessage id={message} />
      </LocalizedLink>
    </p>
  );
}
