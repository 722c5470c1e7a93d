// A link to a logical path ('/venues') in the current language ('/en/venues' on English pages).
import type { AnchorHTMLAttributes } from 'react';
import { localizeUrl } from '../lib/i18n/locales';
import { usePageContext, useUrlPathname } from './PageContext';

export function useLocalizedUrl(): (url: string) => string {
  const { locale } = usePageContext();
  return (url) => localizeUrl(url, locale);
}

export function LocalizedLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const localize = useLocalizedUrl();
  const current = useUrlPathname() === href ? 'page' : undefined;
  return <a href={localize(href)} aria-current={current} {...props} />;
}
