import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LocalizedLink } from './LocalizedLink';

/** Brand, optionally the main navigation, and the language switcher. */
export function SiteHeader({ navigation }: { navigation: boolean }) {
  const intl = useIntl();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <LocalizedLink href="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            ✂
          </span>
          <span className="brand__name">
            <FormattedMessage id="site.shortName" />
          </span>
        </LocalizedLink>
        {navigation ? (
          <nav className="main-nav" aria-label={intl.formatMessage({ id: 'nav.label' })}>
            <ul>
              <li>
                <LocalizedLink href="/">
                  <FormattedMessage id="nav.home" />
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink href="/venues">
                  <FormattedMessage id="nav.venues" />
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink href="/events">
                  <FormattedMessage id="nav.events" />
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink href="/blog">
                  <FormattedMessage id="nav.magazine" />
                </LocalizedLink>
              </li>
            </ul>
          </nav>
        ) : null}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
