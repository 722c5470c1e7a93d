// The course widget's colours, chosen by whoever embeds it (?theme=light|dark|auto): auto, the default, follows the
// visitor's system (prefers-color-scheme), as the site does for a visitor who chose nothing.
export const embedThemeParam = 'theme';
export const embedThemes = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof embedThemes)[number];

/** The theme a widget URL's query asks for (or another page's `param`); anything else is auto. */
export function embedThemeOf(search: Readonly<Record<string, string | undefined>>, param = embedThemeParam): EmbedTheme {
  const value = search[param];
  return (embedThemes as readonly string[]).includes(value ?? '') ? (value as EmbedTheme) : 'auto';
}
