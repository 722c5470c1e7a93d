import { describe, expect, it } from 'vitest';
import { paletteExportFiles, paletteFileBase, paletteToAse, paletteToCss, paletteToGpl } from './palette-export';

const palette = [
  { hex: '#C0552B', name: 'Terrakotta' },
  { hex: '#2b8cc0', name: 'Himmelblau „hell“' },
  { hex: 'fff' },
  { hex: 'not a colour', name: 'dropped' },
];

interface AseBlock {
  type: 'group-start' | 'group-end' | 'colour';
  name?: string;
  model?: string;
  values?: number[];
  colourType?: number;
}

/** A small reader of Adobe Swatch Exchange 1.0, written from the format's description, to check our writer. */
function readAse(bytes: Uint8Array): { version: string; blocks: AseBlock[] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const ascii = (n: number) => {
    let text = '';
    for (let i = 0; i < n; i += 1) text += String.fromCharCode(view.getUint8(at + i));
    at += n;
    return text;
  };
  const u16 = () => {
    const v = view.getUint16(at, false);
    at += 2;
    return v;
  };
  const u32 = () => {
    const v = view.getUint32(at, false);
    at += 4;
    return v;
  };
  const name = () => {
    const length = u16();
    const units: number[] = [];
    for (let i = 0; i < length; i += 1) units.push(u16());
    expect(units.at(-1)).toBe(0);
    return String.fromCharCode(...units.slice(0, -1));
  };
  expect(ascii(4)).toBe('ASEF');
  const version = `${u16()}.${u16()}`;
  const count = u32();
  const blocks: AseBlock[] = [];
  for (let i = 0; i < count; i += 1) {
    const type = u16();
    const length = u32();
    const end = at + length;
    if (type === 0xc001) blocks.push({ type: 'group-start', name: name() });
    else if (type === 0xc002) blocks.push({ type: 'group-end' });
    else if (type === 0x0001) {
      const colourName = name();
      const model = ascii(4);
      const channels = model === 'CMYK' ? 4 : model === 'Gray' ? 1 : 3;
      const values = Array.from({ length: channels }, () => {
        const v = view.getFloat32(at, false);
        at += 4;
        return v;
      });
      blocks.push({ type: 'colour', name: colourName, model, values, colourType: u16() });
    } else throw new Error(`unknown block ${type}`);
    expect(at).toBe(end);
  }
  expect(at).toBe(bytes.byteLength);
  return { version, blocks };
}

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
