import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE_STATE, buildPaletteQuery, buildPaletteUrl, parsePaletteQuery, type PaletteUrlState } from './palette-url';

describe('palette URL state', () => {
  it('round-trips a full state', () => {
    const state: PaletteUrlState = {
      base: '#2b8cc0',
      rule: 'split-complementary',
      material: 'glaze',
      colours: ['#2b8cc0', '#c0552b', '#aabbcc', '#000000', '#ffffff'],
      locked: [0, 2],
      seed: 4711,
    };
    const query = buildPaletteQuery(state);
    expect(query).toBe('rule=split-complementary&m=glaze&c=2b8cc0,c0552b,aabbcc,000000,ffffff&lock=0,2&seed=4711');
    expect(parsePaletteQuery(query)).toEqual(state);
    expect(parsePaletteQuery(`/en/fun/colors?${query}#top`)).toEqual(state);
    expect(parsePaletteQuery(new URLSearchParams(query))).toEqual(state);
  });

  it('leaves defaults out, so the plain page has no query', () => {
    expect(buildPaletteUrl('/fun/colors', DEFAULT_PALETTE_STATE)).toBe('/fun/colors');
    expect(parsePaletteQuery('')).toEqual(DEFAULT_PALETTE_STATE);
    expect(buildPaletteUrl('/en/fun/colors', { colours: ['#112233', '#445566'] })).toBe('/en/fun/colors?c=112233,445566');
    // A palette's first colour is its base unless the link says otherwise.
    expect(parsePaletteQuery('c=112233,445566')).toMatchObject({ base: '#112233', colours: ['#112233', '#445566'] });
    const withOtherBase = { ...DEFAULT_PALETTE_STATE, colours: ['#112233', '#445566'] };
    expect(parsePaletteQuery(buildPaletteQuery(withOtherBase))).toEqual(withOtherBase);
  });

  it('drops what does not parse and never throws', () => {
    expect(
      parsePaletteQuery('base=zzz&rule=rainbow&m=wood&c=12,abc,nothex,%23DEF,ABCDEF1&lock=1,1,9,x,-1,0&seed=-3'),
    ).toEqual({ ...DEFAULT_PALETTE_STATE, base: '#aabbcc', colours: ['#aabbcc', '#ddeeff'], locked: [0, 1] });
    expect(parsePaletteQuery('c=abc').colours).toEqual([]);
    expect(parsePaletteQuery('lock=0&c=').locked).toEqual([]);
    expect(parsePaletteQuery('seed=99999999999').seed).toBe(0);
    expect(parsePaletteQuery('c=' + Array(12).fill('abc').join(',')).colours).toHaveLength(8);
    expect(parsePaletteQuery('%E0%A4%A=1&base=%').base).toBe(DEFAULT_PALETTE_STATE.base);
    expect(parsePaletteQuery({ base: ['123456', 'ffffff'], rule: 'triad', m: undefined })).toMatchObject({ base: '#123456', rule: 'triad' });
  });

  it('builds only valid parts of a partial state', () => {
    expect(buildPaletteQuery({ base: 'nope', colours: ['#123456', 'bax', '#abcdef'], locked: [5, 1, -1], seed: 1.5 })).toBe('c=123456,abcdef&lock=1');
  });
});
