// Plain links to the same page in the other languages. They load the page from the server (data-vike="false"),
// which also stores the choice in the i18n_redirected cookie; they work without JavaScript. The German front page
// ('/') redirects by the cookie, so its link says which language is wanted (?lang=de; the server answers with the
// cookie and a redirect to '/').
import { useIntl } from 'react-intl';
import { defaultLocale, localeTags, locales, localizeUrl, type Locale } from '../lib/i18n/locales';
import { usePageContext } from './PageContext';

export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, urlPathname, urlParsed } = usePageContext();
  const logicalUrl = urlPathname + (urlParsed.searchOriginal ?? '');
  const hrefIn = (other: Locale) => {
    if (other !== defaultLocale || urlPathname !== '/') return localizeUrl(logicalUrl, other);
    const params = new URLSearchParams(urlParsed.searchOriginal ?? '');
    params.set('lang', other);
    return `/?${params}`;
  };
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'language.switcher' })}>
      <ul>
        {locales.map((other) => (
          <li key={other}>
            <a
              href={hrefIn(other)}
              hrefLang={localeTags[other]}
              lang={localeTags[other]}
              aria-current={other === locale ? 'true' : undefined}
              data-vike="false"
            >
              {intl.formatMessage({ id: `language.${other}` })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
