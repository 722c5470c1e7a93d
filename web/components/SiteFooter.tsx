import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LinkList, type MessageLink } from './LinkList';

const footerLinks: MessageLink[] = [
  { href: '/privacy', message: 'footer.privacy' },
  { href: '/terms', message: 'footer.terms' },
  { href: '/impressum', message: 'footer.imprint' },
  { href: '/contact', message: 'footer.contact' },
  { href: '/vouchers', message: 'footer.vouchers' },
  // The index of crafts: every craft with its venues, courses and articles.
  { href: '/indexx', message: 'indexx.footer' },
  // For the people behind a venue: what a listing and Premium give them.
  { href: '/venue-benefits', message: 'footer.venueBenefits' },
  // What is on this week, streamed section by section.
  { href: '/asyncpage', message: 'asyncpage.footer' },
  // Colour palettes by harmony rule for yarn, glaze, fabric, paper and paint.
  { href: '/fun/colors', message: 'colors.footer' },
  // A palette from a photo, for knitting, quilting and glazing.
  { href: '/fun/colors2', message: 'colors2.footer' },
  // The API explorer (GraphiQL), whose sidebar holds the developer guide.
  { href: '/graphql', message: 'footer.api', server: true },
];

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__tagline">
          <FormattedMessage id="footer.tagline" />
        </p>
        <nav aria-label={intl.formatMessage({ id: 'footer.label' })}>
          <LinkList links={footerLinks} className="site-footer__links" />
        </nav>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
