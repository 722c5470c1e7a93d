import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LocalizedLink } from './LocalizedLink';

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__tagline">
          <FormattedMessage id="footer.tagline" />
        </p>
        <nav aria-label={intl.formatMessage({ id: 'footer.label' })}>
          <ul className="site-footer__links">
            <li>
              <LocalizedLink href="/privacy">
                <FormattedMessage id="footer.privacy" />
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink href="/terms">
                <FormattedMessage id="footer.terms" />
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink href="/contact">
                <FormattedMessage id="footer.contact" />
              </LocalizedLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
