// A palette as files other tools read: CSS custom properties, a GIMP/Inkscape palette (.gpl) and Adobe Swatch
// Exchange (.ase). Pure functions over strings and bytes, so the browser (downloads) and tests share them.
import { normalizeHex, type PaletteColour } from './palette-model';

export interface ExportFile {
  filename: string;
  mimeType: string;
  content: string | Uint8Array;
}

function rgbBytes(hex: string): [number, number, number] {
  const value = parseInt((normalizeHex(hex) ?? '#000000').slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Drops colours whose hex does not parse, so a bad entry never yields a broken file. */
function validColours(colours: readonly PaletteColour[]): PaletteColour[] {
  return colours.flatMap((colour) => {
    const hex = normalizeHex(colour.hex);
    return hex ? [{ hex, name: colour.name?.trim() || undefined }] : [];
  });
}

/** One line of text without control characters (names end up in files that are read line by line). */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * `:root { --palette-1: #rrggbb; … }` with the names as comments. `prefix` is sanitised to a valid custom
 * property name part.
 */
export function paletteToCss(colours: readonly PaletteColour[], prefix = 'palette'): string {
  const safePrefix = prefix.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'palette';
  const lines = validColours(colours).map((colour, index) => {
    // "*/" would end the comment early.
    const comment = colour.name ? ` /* ${oneLine(colour.name).replace(/\*\//g, '* /')} */` : '';
    return `  --${safePrefix}-${index + 1}: ${colour.hex};${comment}`;
  });
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/**
 * GIMP palette, also read by Inkscape, Krita and Scribus: a header, then `R G B<TAB>name` per colour. A colour
 * without a name is named by its hex (GIMP shows "Untitled" otherwise).
 */
export function paletteToGpl(colours: readonly PaletteColour[], title: string): string {
  const header = ['GIMP Palette', `Name: ${oneLine(title) || 'Palette'}`, `Columns: ${Math.max(1, Math.min(colours.length, 8))}`, '#'];
  const rows = validColours(colours).map((colour) => {
    const [r, g, b] = rgbBytes(colour.hex);
    const cells = [r, g, b].map((n) => String(n).padStart(3, ' ')).join(' ');
    return `${cells}\t${colour.name ? oneLine(colour.name) : colour.hex}`;
  });
  return `${[...header, ...rows].join('\n')}\n`;
}

const ASE_GROUP_START = 0xc001;
const ASE_GROUP_END = 0xc002;
const ASE_COLOUR = 0x0001;
const ASE_COLOUR_TYPE_GLOBAL = 0;

/** UTF-16BE code units with the terminating zero that .ase names carry, prefixed by their count. */
function aseName(text: string): number[] {
  const units: number[] = [];
  for (let i = 0; i < text.length; i += 1) units.push(text.charCodeAt(i));
  units.push(0);
  return units;
}

/**
 * Adobe Swatch Exchange, version 1.0, big-endian: "ASEF", version, block count, then blocks (a group named after
 * the palette holding one RGB colour entry per colour: name in UTF-16, "RGB ", three float32 in 0–1, colour type
 * global). Photoshop, Illustrator, InDesign and Affinity import it.
 */
export function paletteToAse(colours: readonly PaletteColour[], title: string): Uint8Array {
  const valid = validColours(colours);
  const groupName = aseName(oneLine(title) || 'Palette');
  const entries = valid.map((colour) => ({ name: aseName(colour.name ? oneLine(colour.name) : colour.hex), rgb: rgbBytes(colour.hex) }));

  const nameBytes = (name: number[]) => 2 + name.length * 2;
  const groupStartLength = nameBytes(groupName);
  const colourLength = (name: number[]) => nameBytes(name) + 4 + 3 * 4 + 2;
  const size =
    12 + (6 + groupStartLength) + entries.reduce((sum, entry) => sum + 6 + colourLength(entry.name), 0) + 6;

  const buffer = new ArrayBuffer(size);
  const view = new DataView(buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, false);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value, false);
    at += 4;
  };
  const f32 = (value: number) => {
    view.setFloat32(at, value, false);
    at += 4;
  };
  const ascii = (text: string) => {
    for (const char of text) view.setUint8(at++, char.charCodeAt(0));
  };
  const name = (units: number[]) => {
    u16(units.length);
    for (const unit of units) u16(unit);
  };

  ascii('ASEF');
  u16(1);
  u16(0);
  u32(entries.length + 2);
  u16(ASE_GROUP_START);
  u32(groupStartLength);
  name(groupName);
  for (const entry of entries) {
    u16(ASE_COLOUR);
    u32(colourLength(entry.name));
    name(entry.name);
    ascii('RGB ');
    for (const channel of entry.rgb) f32(channel / 255);
    u16(ASE_COLOUR_TYPE_GLOBAL);
  }
  u16(ASE_GROUP_END);
  u32(0);
  return new Uint8Array(buffer);
}

/** A file name from the palette's title: lower-case ASCII letters, digits and hyphens. */
export function paletteFileBase(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'palette';
}

export function paletteExportFiles(colours: readonly PaletteColour[], title: string): Record<'css' | 'gpl' | 'ase', ExportFile> {
  const base = paletteFileBase(title);
  return {
    css: { filename: `${base}.css`, mimeType: 'text/css', content: paletteToCss(colours) },
    gpl: { filename: `${base}.gpl`, mimeType: 'text/plain', content: paletteToGpl(colours, title) },
    ase: { filename: `${base}.ase`, mimeType: 'application/octet-stream', content: paletteToAse(colours, title) },
  };
}
