// Test helper: a small reader of Adobe Swatch Exchange 1.0, written from the format's description, to check our
// writer (unit tests) and the page's downloads (end-to-end tests).

export interface AseBlock {
  type: 'group-start' | 'group-end' | 'colour';
  name?: string;
  model?: string;
  values?: number[];
  colourType?: number;
}

export function readAse(bytes: Uint8Array): { version: string; blocks: AseBlock[] } {
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
    if (units.at(-1) !== 0) throw new Error('a name without its terminating zero');
    return String.fromCharCode(...units.slice(0, -1));
  };
  if (ascii(4) !== 'ASEF') throw new Error('not an ASE file');
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
    if (at !== end) throw new Error(`block ${i}: read ${at - (end - length)} of its ${length} bytes`);
  }
  if (at !== bytes.byteLength) throw new Error('bytes after the last block');
  return { version, blocks };
}

