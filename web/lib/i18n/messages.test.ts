import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { locales } from './locales';
import { loadMessages } from './messages';

afterEach(() => vi.restoreAllMocks());

describe('message catalogs', () => {
  const catalogs = { de, en } as Record<(typeof locales)[number], Record<string, string>>;
  const allKeys = [...new Set(locales.flatMap((locale) => Object.keys(catalogs[locale])))].sort();

  it.each(locales)('%s has every key', (locale) => {
    const missing = allKeys.filter((key) => !(key in catalogs[locale]));
    expect(missing).toEqual([]);
  });

  it.each(locales)('%s holds valid ICU messages', (locale) => {
    for (const [key, message] of Object.entries(catalogs[locale])) {
      expect(() => parse(message), key).not.toThrow();
    }
  });

  it('uses German typographic quotes in the German catalog', () => {
    const straight = Object.entries(de).filter(([, message]) => /"/.test(message));
    expect(straight).toEqual([]);
  });
});

describe('loadMessages', () => {
  it('loads the requested catalog', async () => {
    expect(await loadMessages('de')).toEqual(de);
    expect(await loadMessages('en')).toEqual(en);
  });

  it('logs a failed catalog and falls back to English', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Error('chunk missing');
    const messages = await loadMessages('de', {
      de: () => Promise.reject(broken),
      en: () => Promise.resolve({ hello: 'Hello' }),
    });
    expect(messages).toEqual({ hello: 'Hello' });
    expect(error).toHaveBeenCalledWith('Failed locale loading', 'de', broken);
  });

  it('rethrows when the fallback itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Error('offline');
    await expect(
      loadMessages('en', { de: () => Promise.resolve({}), en: () => Promise.reject(broken) }),
    ).rejects.toBe(broken);
  });
});
