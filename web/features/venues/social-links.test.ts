import { describe, expect, it } from 'vitest';
import { socialLinksOf } from './social-links';

describe('socialLinksOf', () => {
  it('names known networks, Mastodon profiles on any instance, and other sites by their host', () => {
    expect(
      socialLinksOf([
        'https://www.instagram.com/tonwerk.wien/',
        'https://wien.rocks/@tonwerk',
        'https://m.facebook.com/tonwerk',
        'https://tonwerk.blog.example/about',
      ]),
    ).toEqual([
      { url: 'https://www.instagram.com/tonwerk.wien/', network: 'Instagram' },
      { url: 'https://wien.rocks/@tonwerk', network: 'Mastodon' },
      { url: 'https://m.facebook.com/tonwerk', network: 'Facebook' },
      { url: 'https://tonwerk.blog.example/about', network: 'tonwerk.blog.example' },
    ]);
  });

  it('leaves out anything that is not an https link', () => {
    expect(socialLinksOf(['javascript:alert(1)', 'http://instagram.com/x', 'kein Link'])).toEqual([]);
  });
});
