import { describe, expect, it } from 'vitest';
import { localeFromHeaders } from './locale.js';

describe('localeFromHeaders', () => {
  it.each([
    [{}, 'de'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, 'en'],
    [{ 'accept-language': 'fr-FR,en;q=0.5' }, 'en'],
    [{ 'accept-language': 'de-AT,en;q=0.9' }, 'de'],
    [{ 'accept-language': 'en;q=0.8,de;q=0.9' }, 'de'],
    [{ 'accept-language': 'en;q=0,de;q=0.1' }, 'de'],
    [{ 'accept-language': 'fr, it' }, 'de'],
    [{ 'accept-language': 'EN-gb' }, 'en'],
    [{ 'x-locale': 'de', 'accept-language': 'en' }, 'de'],
    [{ 'x-locale': 'en-US', 'accept-language': 'de' }, 'en'],
    [{ 'x-locale': 'fr', 'accept-language': 'en' }, 'en'],
    [{ 'x-locale': ['en', 'de'] }, 'en'],
  ])('%j → %s', (headers, locale) => {
    expect(localeFromHeaders(headers)).toBe(locale);
  });
});
