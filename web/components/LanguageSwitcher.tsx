// Plain links to the same page in the other languages. They load the page from the server (data-vike="false"),
// which also stores the choice in the i18n_redirected cookie; they work without JavaScript.
import { useIntl } from 'react-intl';
import { localeTags, locales, localizeUrl } from '../features/i18n/locales';
import { usePageContext } from './PageContext';

export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, urlPathname, urlParsed } = usePageContext();
  const logicalUrl = urlPathname + (urlParsed.searchOriginal ?? '');
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'language.switcher' })}>
      <ul>
        {locales.map((other) => (
          <li key={other}>
            <a
              href={localizeUrl(logicalUrl, other)}
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
