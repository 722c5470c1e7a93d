import { describe, expect, it } from 'vitest';
import { messageIdsIn, pickMessages } from './page-messages';

const keys = ['nav.home', 'nav.venues', 'venue.kind.studio', 'venue.kind.shop', 'venue.openNow', 'form.error.UNKNOWN', 'form.error.TAKEN', 'site.name'];

describe('messageIdsIn', () => {
  it('finds keys named by string literals of any quote', () => {
    const code = `jsx(FormattedMessage,{id:"nav.home"});t.formatMessage({id:'venue.openNow'});x=\`site.name\``;
    expect([...messageIdsIn(code, keys)].sort()).toEqual(['nav.home', 'site.name', 'venue.openNow']);
  });

  it('takes the head of a template and a literal ending in a dot as a prefix of keys', () => {
    expect([...messageIdsIn('jsx(M,{id:`venue.kind.${e.kind}`})', keys)].sort()).toEqual(['venue.kind.shop', 'venue.kind.studio']);
    expect([...messageIdsIn(`const id = 'form.error.' + code;`, keys)].sort()).toEqual(['form.error.TAKEN', 'form.error.UNKNOWN']);
  });

  it('ignores words that are no key, and keys not next to a quote', () => {
    expect([...messageIdsIn(`const nav = { home: 'Start' }; // nav.venues`, keys)]).toEqual([]);
  });

  it('is not thrown off by an apostrophe in text', () => {
    expect([...messageIdsIn(`x="don't";y="nav.venues"`, keys)]).toEqual(['nav.venues']);
  });
});

describe('pickMessages', () => {
  it('keeps only the named messages the catalog has', () => {
    expect(pickMessages({ a: 'A', b: 'B' }, ['b', 'c'])).toEqual({ b: 'B' });
  });
});
