// The course widget's code to copy, on /app (an organiser's courses) and /venue_profile (a venue's): a read-only
// field holding the <iframe>, a preview, and a plain GET form for the widget's language and colours, so that all of it
// works without JavaScript (decision 053).
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { isLocale, locales, type Locale } from '../../../lib/i18n/locales';
import { embedSnippet, widgetPath, type WidgetOwner } from './embed-snippet';
import { embedThemeOf, embedThemes } from './embed-theme';
import { widgetTitle } from './widget-names';
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
  const theme = embedThemeOf(search, themeParam);
  const snippet = embedSnippet({ origin, owner, locale, theme, title: widgetTitle(intl, owner) });
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
        <Choice label="embed.snippet.language" name={languageParam} value={locale} choices={locales} text={(choice) => `embed.snippet.language.${choice}`} />{' '}
        <Choice label="embed.snippet.theme" name={themeParam} value={theme} choices={embedThemes} text={(choice) => `embed.snippet.theme.${choice}`} />{' '}
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

/** A labelled choice of the form; `text` names each option's message. */
function Choice({ label, name, value, choices, text }: { label: string; name: string; value: string; choices: readonly string[]; text: (choice: string) => string }) {
  const intl = useIntl();
  return (
    <label>
      <FormattedMessage id={label} />{' '}
      <select name={name} defaultValue={value}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {intl.formatMessage({ id: text(choice) })}
          </option>
        ))}
      </select>
    </label>
  );
}
