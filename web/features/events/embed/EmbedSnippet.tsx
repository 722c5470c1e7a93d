// The course widget's code to copy, on /app (an organiser's courses) and /venue_profile (a venue's): a read-only
// field holding the <iframe>, a preview, and a plain GET form for the widget's language and colours, so that all of it
// works without JavaScript (decision 053).
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { isLocale, locales, type Locale } from '../../../lib/i18n/locales';
import { embedSnippet, widgetPath, type WidgetOwner } from './embed-snippet';
import { embedThemes, type EmbedTheme } from './embed-theme';
import './embed-snippet.css';

/** The page's query parameters for the choices; the host page's own parameters travel as `keep`. */
const languageParam = 'embedLang';
const themeParam = 'embedTheme';

/** `pagePath`: the logical path of the page it is on ('/app'), where the choices' form goes. */
export function EmbedSnippet({ origin, owner, pagePath, keep = {} }: { origin: string; owner: WidgetOwner; pagePath: string; keep?: Record<string, string> }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const { urlParsed, locale: pageLocale } = usePageContext();
  const search = urlParsed.search;
  const chosenLanguage = search[languageParam];
  const locale: Locale = isLocale(chosenLanguage) ? chosenLanguage : pageLocale;
  const theme: EmbedTheme = (embedThemes as readonly string[]).includes(search[themeParam] ?? '') ? (search[themeParam] as EmbedTheme) : 'auto';
  const heading = owner.kind === 'venue' ? intl.formatMessage({ id: 'embed.heading.venue' }, { venue: owner.name }) : intl.formatMessage({ id: 'embed.heading.organiser' });
  const snippet = embedSnippet({ origin, owner, locale, theme, title: `${heading} – ${intl.formatMessage({ id: 'site.name' })}` });
  const id = owner.kind === 'venue' ? `embed-${owner.slug}` : 'embed-organiser';
  return (
    <section className="section embed-snippet" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage id="embed.snippet.heading" />
      </h2>
      <p>{owner.kind === 'venue' ? intl.formatMessage({ id: 'embed.snippet.introVenue' }, { venue: owner.name }) : intl.formatMessage({ id: 'embed.snippet.introOrganiser' })}</p>
      <form method="get" action={`${localize(pagePath)}#${id}`} className="embed-snippet__choices">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          <FormattedMessage id="embed.snippet.language" />{' '}
          <select name={languageParam} defaultValue={locale}>
            {locales.map((choice) => (
              <option key={choice} value={choice}>
                {intl.formatMessage({ id: `embed.snippet.language.${choice}` })}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          <FormattedMessage id="embed.snippet.theme" />{' '}
          <select name={themeParam} defaultValue={theme}>
            {embedThemes.map((choice) => (
              <option key={choice} value={choice}>
                {intl.formatMessage({ id: `embed.snippet.theme.${choice}` })}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit">
          <FormattedMessage id="embed.snippet.apply" />
        </button>
      </form>
      <label htmlFor={`${id}-code`}>
        <FormattedMessage id="embed.snippet.code" />
      </label>
      <textarea id={`${id}-code`} className="embed-snippet__code" readOnly rows={4} value={snippet} />
      <p>
        <a href={widgetPath(owner, locale, theme)} target="_blank" rel="noopener">
          <FormattedMessage id="embed.snippet.preview" />
        </a>
      </p>
    </section>
  );
}
