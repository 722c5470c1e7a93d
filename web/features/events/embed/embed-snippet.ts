// The code an organiser or a venue owner copies into their website to show the course widget: an <iframe> of the
// widget's page on this site, in the language and colours they chose (decision 053).
import { localizeUrl, type Locale } from '../../../lib/i18n/locales';
import { embedThemeParam, type EmbedTheme } from './embed-theme';

export type WidgetOwner = { kind: 'venue'; slug: string; name: string } | { kind: 'organiser'; uid: string };

/** The widget's path on this site: /embed/venue/{slug} or /embed/organiser/{uid}, under /en for English. */
export function widgetPath(owner: WidgetOwner, locale: Locale, theme: EmbedTheme): string {
  const path = owner.kind === 'venue' ? `/embed/venue/${encodeURIComponent(owner.slug)}` : `/embed/organiser/${encodeURIComponent(owner.uid)}`;
  return localizeUrl(theme === 'auto' ? path : `${path}?${embedThemeParam}=${theme}`, locale);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The snippet: the frame takes the width of its place on the host page and a height that shows four or five courses
 * (the widget scrolls inside it for more); it loads once it comes near the visitor's view. `title` names the frame for
 * screen readers.
 */
export function embedSnippet({ origin, owner, locale, theme, title }: { origin: string; owner: WidgetOwner; locale: Locale; theme: EmbedTheme; title: string }): string {
  const src = origin + widgetPath(owner, locale, theme);
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="480" loading="lazy" style="border: 0"></iframe>`;
}
