// The language a request asks for, where no page route says it.
import type { Locale } from '../domain/records.js';
import { header, type RequestHeaders } from './headers.js';

/**
 * The server renderer states the page's language in `x-locale`; other clients get German unless their
 * Accept-Language prefers English over German.
 */
export function localeFromHeaders(headers: RequestHeaders): Locale {
  const explicit = language(header(headers, 'x-locale'));
  if (explicit === 'de' || explicit === 'en') return explicit;
  const preferred = (header(headers, 'accept-language') ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { language: language(tag), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => (entry.language === 'de' || entry.language === 'en') && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return preferred[0]?.language === 'en' ? 'en' : 'de';
}

function language(tag: string | undefined): string | undefined {
  return tag?.trim().toLowerCase().split('-')[0];
}
