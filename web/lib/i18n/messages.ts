// Loads a locale's ICU message catalog. Each catalog is its own chunk, so the browser only downloads the one it needs.
import type { MessageFormatElement } from 'react-intl';
import { fallbackLocale, type Locale } from './locales';

/** ICU strings; the Vite build compiles them to ASTs (vite.config.ts), which react-intl takes as they are. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export type CatalogLoaders = Record<Locale, () => Promise<Messages>>;

const catalogs: CatalogLoaders = {
  de: () => import('../../locales/de.json').then((module) => module.default),
  en: () => import('../../locales/en.json').then((module) => module.default),
};

/** The catalog of `locale`; when it fails to load, the error is logged and the fallback locale's catalog is used. */
export async function loadMessages(locale: Locale, loaders: CatalogLoaders = catalogs): Promise<Messages> {
  try {
    return await loaders[locale]();
  } catch (error) {
    console.error('Failed locale loading', locale, error);
    if (locale === fallbackLocale) throw error;
    return loaders[fallbackLocale]();
  }
}
