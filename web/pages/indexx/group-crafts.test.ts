import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from './group-crafts';

const names = (...list: string[]) => list.map((name) => ({ name }));
const grouped = (list: { name: string }[], locale = 'de') =>
  groupByInitial(list, locale).map((group) => [group.letter, group.items.map((item) => item.name)]);

describe('groupByInitial', () => {
  it('files umlauts under their base letter, as German readers look them up', () => {
    expect(initialOf('Ölmalerei')).toBe('O');
    expect(initialOf('Ätzen')).toBe('A');
    expect(initialOf('Üben')).toBe('U');
    expect(grouped(names('Papier', 'Ölmalerei', 'Origami', 'Äxte schärfen', 'Holz'))).toEqual([
      ['A', ['Äxte schärfen']],
      ['H', ['Holz']],
      ['O', ['Ölmalerei', 'Origami']],
      ['P', ['Papier']],
    ]);
  });

  it('orders names within a letter by the language’s collation, not by code point', () => {
    expect(grouped(names('Stricken & Häkeln', 'Sticken', 'Schmuck', 'Siebdruck', 'Ströme'))).toEqual([['S', ['Schmuck', 'Siebdruck', 'Sticken', 'Stricken & Häkeln', 'Ströme']]]);
    expect(grouped(names('Zirbe', 'zarte Stoffe'))).toEqual([['Z', ['zarte Stoffe', 'Zirbe']]]);
  });

  it('puts names that begin with no letter last, under #', () => {
    expect(grouped(names('3D-Druck', 'Druck', ' Glas'))).toEqual([
      ['D', ['Druck']],
      ['G', [' Glas']],
      ['#', ['3D-Druck']],
    ]);
  });

  it('leaves out letters without names and gives nothing for nothing', () => {
    expect(grouped(names('Weben', 'Upcycling'), 'en').map(([letter]) => letter)).toEqual(['U', 'W']);
    expect(groupByInitial([], 'de')).toEqual([]);
  });
});
