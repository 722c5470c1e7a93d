import { FormattedMessage, useIntl } from 'react-intl';
import { ColorModeSwitch } from './ColorModeSwitch';
import { SubmitButton } from './Form';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LinkList, type MessageLink } from './LinkList';
import { LocalizedLink, useLocalizedUrl } from './LocalizedLink';
import { usePageContext } from './PageContext';

const mainNavigation: MessageLink[] = [
  { href: '/', message: 'nav.home' },
  { href: '/venues', message: 'nav.venues' },
  { href: '/events', message: 'nav.events' },
  { href: '/eventslive', message: 'nav.live' },
  { href: '/blog', message: 'nav.magazine' },
];

/** Brand, optionally the main navigation, the sign-in state, the language and the colour mode switches. */
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
            <FormattedMessage id="site.name" />
          </span>
        </LocalizedLink>
        {navigation ? (
          <nav className="main-nav" aria-label={intl.formatMessage({ id: 'nav.label' })}>
            <LinkList links={mainNavigation} />
          </nav>
        ) : null}
        <AccountMenu />
        <LanguageSwitcher />
        <ColorModeSwitch />
      </div>
    </header>
  );
}

/**
 * "Anmelden", or the signed-in person's name (to /app, with their bookings and courses), „Dein Ort“ (where owners keep
 * their venue and everyone else claims theirs) and a sign-out form that works without JavaScript.
 */
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
      <LocalizedLink href="/venue_profile" className="account-menu__venue">
        <FormattedMessage id="nav.venueProfile" />
      </LocalizedLink>
      <form method="post" action={localize('/logout')} className="account-menu__sign-out">
        <SubmitButton message="nav.signOut" className="link-button" />
      </form>
    </div>
  );
}
