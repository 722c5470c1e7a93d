import { describe, expect, it } from 'vitest';
import { readAse } from './ase-reader.testing';
import { paletteExportFiles, paletteFileBase, paletteToAse, paletteToCss, paletteToGpl } from './palette-export';

const palette = [
  { hex: '#C0552B', name: 'Terrakotta' },
  { hex: '#2b8cc0', name: 'Himmelblau „hell“' },
  { hex: 'fff' },
  { hex: 'not a colour', name: 'dropped' },
];

describe('paletteToAse', () => {
  it('writes ASE 1.0 with a named group of RGB float entries that parse back', () => {
    const { version, blocks } = readAse(paletteToAse(palette, 'Herbst im Garten'));
    expect(version).toBe('1.0');
    expect(blocks.map((b) => b.type)).toEqual(['group-start', 'colour', 'colour', 'colour', 'group-end']);
    expect(blocks[0]?.name).toBe('Herbst im Garten');
    const colours = blocks.filter((b) => b.type === 'colour');
    expect(colours.map((b) => b.name)).toEqual(['Terrakotta', 'Himmelblau „hell“', '#ffffff']);
    expect(colours.every((b) => b.model === 'RGB ' && b.colourType === 0)).toBe(true);
    const bytes = colours.map((b) => b.values!.map((v) => Math.round(v * 255)));
    expect(bytes).toEqual([
      [0xc0, 0x55, 0x2b],
      [0x2b, 0x8c, 0xc0],
      [255, 255, 255],
    ]);
  });

  it('writes an empty palette as a valid file', () => {
    expect(readAse(paletteToAse([], '')).blocks).toEqual([{ type: 'group-start', name: 'Palette' }, { type: 'group-end' }]);
  });
});

describe('paletteToGpl', () => {
  it('writes the GIMP header and one "R G B<TAB>name" row per valid colour', () => {
    const lines = paletteToGpl(palette, 'Herbst\nim Garten').trimEnd().split('\n');
    expect(lines.slice(0, 4)).toEqual(['GIMP Palette', 'Name: Herbst im Garten', 'Columns: 4', '#']);
    const rows = lines.slice(4).map((line) => {
      const match = /^\s*(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\t(.+)$/.exec(line);
      expect(match, line).not.toBeNull();
      return [Number(match![1]), Number(match![2]), Number(match![3]), match![4]];
    });
    expect(rows).toEqual([
      [192, 85, 43, 'Terrakotta'],
      [43, 140, 192, 'Himmelblau „hell“'],
      [255, 255, 255, '#ffffff'],
    ]);
  });
});

describe('paletteToCss', () => {
  it('writes custom properties a style sheet parses, names as comments', () => {
    const css = paletteToCss([...palette, { hex: '#000', name: 'evil */ body { color: red } /*' }]);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    expect(sheet.cssRules).toHaveLength(1);
    const rule = sheet.cssRules[0] as CSSStyleRule;
    expect(rule.selectorText).toBe(':root');
    expect(rule.style.getPropertyValue('--palette-1').trim()).toBe('#c0552b');
    expect(rule.style.getPropertyValue('--palette-2').trim()).toBe('#2b8cc0');
    expect(rule.style.getPropertyValue('--palette-3').trim()).toBe('#ffffff');
    expect(rule.style.getPropertyValue('--palette-4').trim()).toBe('#000000');
    expect(css).toContain('/* Terrakotta */');
    expect(css.match(/\*\//g)).toHaveLength(3);
  });

  it('sanitises the prefix', () => {
    expect(paletteToCss([{ hex: '#123456' }], 'Mein Garn!')).toBe(':root {\n  --mein-garn-1: #123456;\n}\n');
  });
});

describe('file names', () => {
  it('are ASCII from the title', () => {
    expect(paletteFileBase('Größe & Grün – Töpfern')).toBe('grosse-grun-topfern');
    expect(paletteFileBase('„“')).toBe('palette');
    const files = paletteExportFiles(palette, 'Herbst');
    expect(Object.values(files).map((f) => f.filename)).toEqual(['herbst.css', 'herbst.gpl', 'herbst.ase']);
    expect(files.ase.content).toBeInstanceOf(Uint8Array);
  });
});
