import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LocalizedLink, useLocalizedUrl } from './LocalizedLink';
import { usePageContext } from './PageContext';

/** Brand, optionally the main navigation, the sign-in state and the language switcher. */
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
        <AccountMenu />
        <LanguageSwitcher />
      </div>
    </header>
  );
}

/** "Anmelden", or the signed-in person's name (to /app) and a sign-out form that works without JavaScript. */
function AccountMenu() {
  const intl = useIntl();
  const { viewer } = usePageContext();
  const localize = useLocalizedUrl();
  if (!viewer) {
    return (
      <LocalizedLink href="/login" className="account-menu account-menu__sign-in">
        <FormattedMessage id="nav.signIn" />
      </LocalizedLink>
    );
  }
  return (
    <div className="account-menu">
      <LocalizedLink href="/app" className="account-menu__name" title={intl.formatMessage({ id: 'nav.accountOf' }, { name: viewer.name })}>
        {viewer.avatarUrl ? <img src={viewer.avatarUrl} alt="" width={24} height={24} className="account-menu__avatar" /> : null}
        {viewer.name}
      </LocalizedLink>
      <form method="post" action={localize('/logout')} className="account-menu__sign-out">
        <button type="submit" className="link-button">
          <FormattedMessage id="nav.signOut" />
        </button>
      </form>
    </div>
  );
}
