import { describe, expect, it } from 'vitest';
import {
  analyticsDay,
  countsPerWeek,
  isSearchPage,
  languageOf,
  lastMonths,
  normalisePath,
  normaliseTerm,
  referrerHostOf,
  skipReason,
  topEmptySearches,
  topKeys,
  topPages,
  viewsPerDay,
  type PageViewDayRecord,
} from './analytics.js';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the bot rules', () => {
  it('counts a browser that sends a language', () => {
    expect(skipReason({ userAgent: browser, acceptLanguage: 'de-AT,de;q=0.9' })).toBeNull();
    expect(skipReason({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1', acceptLanguage: 'en' })).toBeNull();
  });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0)'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
    ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse'],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Mozilla/5.0 (compatible; YandexSpider/3.0)'],
    ['curl/8.5.0'],
    ['python-requests/2.32.3'],
    ['Go-http-client/2.0'],
    ['node-fetch/1.0 (+https://github.com/bitinn/node-fetch)'],
    ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
  ])('skips %s', (userAgent) => {
    expect(skipReason({ userAgent, acceptLanguage: 'de' })).toBe('BOT_USER_AGENT');
  });

  it('skips a missing user agent or language, prefetches, and Do Not Track or Global Privacy Control', () => {
    expect(skipReason({ acceptLanguage: 'de' })).toBe('NO_USER_AGENT');
    expect(skipReason({ userAgent: 'x', acceptLanguage: 'de' })).toBe('NO_USER_AGENT');
    expect(skipReason({ userAgent: browser })).toBe('NO_ACCEPT_LANGUAGE');
    expect(skipReason({ userAgent: browser, acceptLanguage: ' ' })).toBe('NO_ACCEPT_LANGUAGE');
    expect(skipReason({ userAgent: browser, acceptLanguage: 'de', purpose: 'prefetch' })).toBe('PREFETCH');
    expect(skipReason({ userAgent: browser, acceptLanguage: 'de', dnt: '1' })).toBe('DO_NOT_TRACK');
    expect(skipReason({ userAgent: browser, acceptLanguage: 'de', gpc: '1' })).toBe('DO_NOT_TRACK');
    expect(skipReason({ userAgent: browser, acceptLanguage: 'de', dnt: '0' })).toBeNull();
  });
});

describe('what a report may carry', () => {
  it('takes page paths the site could have, without a trailing slash, and nothing else', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/venues/oelmuehle/')).toBe('/venues/oelmuehle');
    expect(normalisePath('/en/events/raku-brand-2026-12-01')).toBe('/en/events/raku-brand-2026-12-01');
    for (const bad of ['', 'venues', '/Venues', '/venues?q=x', '/a b', '/%2e%2e', '//evil', '/graphql', '/assets/x.js', '/events/_payload.json', `/${'a'.repeat(200)}`, '/a/b/c/d/e/f/g/h/i', 5, null]) {
      expect(normalisePath(bad)).toBeNull();
    }
  });

  it('knows the list pages a search is made on', () => {
    expect(['/events', '/en/venues', '/blog', '/eventslive', '/wien'].every(isSearchPage)).toBe(true);
    expect(['/', '/events/raku', '/en', '/admin'].some(isSearchPage)).toBe(false);
  });

  it('normalises search terms and refuses empty ones', () => {
    expect(normaliseTerm('  Töpfern   am\tAbend ')).toBe('töpfern am abend');
    expect(normaliseTerm('x'.repeat(100))).toHaveLength(60);
    expect(normaliseTerm('   ')).toBeNull();
    expect(normaliseTerm(['raku'])).toBeNull();
  });

  it('keeps only the host of another site’s referrer', () => {
    expect(referrerHostOf('https://www.google.com/search?q=private', 'selbstgemacht.at')).toBe('google.com');
    expect(referrerHostOf('https://www.instagram.com/', null)).toBe('instagram.com');
    expect(referrerHostOf('www.Instagram.com', null)).toBe('instagram.com');
    expect(referrerHostOf('https://selbstgemacht.at/venues', 'selbstgemacht.at')).toBeNull();
    expect(referrerHostOf('https://www.selbstgemacht.at/venues', 'selbstgemacht.at')).toBeNull();
    expect(referrerHostOf('android-app://com.google.android.gm/', null)).toBeNull();
    expect(referrerHostOf('not a url', null)).toBeNull();
    expect(referrerHostOf('', null)).toBeNull();
  });

  it('keeps the primary language subtag', () => {
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf('x-klingon')).toBeNull();
    expect(languageOf(42)).toBeNull();
  });
});

describe('the figures', () => {
  const record = (day: string, path: string, views: number, referrers: Record<string, number> = {}): PageViewDayRecord => ({ day, path, views, referrers, languages: { de: views } });
  const records = [record('2026-11-20', '/', 5, { 'google.com': 2 }), record('2026-11-20', '/venues', 3), record('2026-11-22', '/venues', 4, { 'google.com': 1, 'bing.com': 1 })];

  it('gives views per day with empty days as 0, and the top pages and referrers', () => {
    expect(viewsPerDay(records, '2026-11-19', '2026-11-22')).toEqual([
      { day: '2026-11-19', count: 0 },
      { day: '2026-11-20', count: 8 },
      { day: '2026-11-21', count: 0 },
      { day: '2026-11-22', count: 4 },
    ]);
    expect(topPages(records, 1)).toEqual([{ path: '/venues', count: 7 }]);
    expect(topKeys(records, 'referrers', 5)).toEqual([
      { key: 'google.com', count: 3 },
      { key: 'bing.com', count: 1 },
    ]);
  });

  it('ranks searches that found nothing', () => {
    expect(
      topEmptySearches(
        [
          { day: '2026-11-20', term: 'raku', searches: 3, empty: 2 },
          { day: '2026-11-21', term: 'raku', searches: 1, empty: 1 },
          { day: '2026-11-21', term: 'filz', searches: 4, empty: 0 },
          { day: '2026-11-21', term: 'batik', searches: 1, empty: 1 },
        ],
        5,
      ),
    ).toEqual([
      { term: 'raku', count: 3 },
      { term: 'batik', count: 1 },
    ]);
  });

  it('counts per week by Monday in Vienna, and names the last months', () => {
    // Sunday 23:30 UTC is already Monday in Vienna.
    const weeks = countsPerWeek([new Date('2026-11-22T23:30:00Z'), new Date('2026-11-20T10:00:00Z'), new Date('2026-11-24T10:00:00Z')], '2026-11-25', 3);
    expect(weeks).toEqual([
      { day: '2026-11-09', count: 0 },
      { day: '2026-11-16', count: 1 },
      { day: '2026-11-23', count: 2 },
    ]);
    expect(analyticsDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(lastMonths('2026-02-14', 3)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
  });
});
