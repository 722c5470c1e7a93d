// Plain links to the same page in the other languages. They load the page from the server (data-vike="false") with
// the choice in ?lang=: the server remembers it (the i18n_redirected cookie, and `__session`, the one cookie that
// reaches it behind Firebase Hosting) and redirects to the clean URL. Pages themselves set no cookie, so that shared
// caches may keep them (decision 019). They work without JavaScript.
import { useIntl } from 'react-intl';
import { langParam, localeTags, locales, localizeUrl, type Locale } from '../lib/i18n/locales';
import { usePageContext, useUrlPathname } from './PageContext';

export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, urlParsed } = usePageContext();
  const urlPathname = useUrlPathname();
  const hrefIn = (other: Locale) => {
    const params = new URLSearchParams(urlParsed.searchOriginal ?? '');
    params.set(langParam, other);
    return localizeUrl(`${urlPathname}?${params}`, other);
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
