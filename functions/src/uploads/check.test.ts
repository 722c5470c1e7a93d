import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../services/errors.js';
import { checkImage, MAX_IMAGE_BYTES } from './check.js';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c86432' } })
    .toFormat(format)
    .toBuffer();

async function rejection(bytes: Uint8Array): Promise<unknown> {
  return checkImage(bytes).then(
    () => 'accepted',
    (error: unknown) => (error instanceof InvalidInputError ? error.fields : error),
  );
}

/** A valid PNG of `width` x `height` black 1-bit pixels: a few hundred KB announcing hundreds of megapixels. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and black pixels, row after row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe('checkImage', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('accepts a %s by its bytes', async (format) => {
    expect(await checkImage(await picture(format))).toEqual({ type: format, width: 40, height: 30 });
  });

  it('refuses a GIF and a text file named .jpg, whatever they claim to be', async () => {
    expect(await rejection(await picture('gif'))).toEqual([{ field: 'image', code: 'UNSUPPORTED_TYPE' }]);
    expect(await rejection(Buffer.from('not a picture.jpg, just text'))).toEqual([{ field: 'image', code: 'UNSUPPORTED_TYPE' }]);
  });

  it('refuses a file with an image signature that sharp cannot read', async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await rejection(damaged)).toEqual([{ field: 'image', code: 'INVALID_IMAGE' }]);
  });

  it('refuses more than 8 MB', async () => {
    const nineMegabytes = Buffer.concat([await picture('jpeg'), Buffer.alloc(9 * 1024 * 1024)]);
    expect(nineMegabytes.byteLength).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(await rejection(nineMegabytes)).toEqual([{ field: 'image', code: 'IMAGE_TOO_LARGE' }]);
  });

  it('refuses a 20000 x 20000 PNG bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
    const started = performance.now();
    expect(await rejection(bomb)).toEqual([{ field: 'image', code: 'IMAGE_TOO_LARGE' }]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('accepts the bomb format itself at a sane size (the header parser is not what refuses it)', async () => {
    expect(await checkImage(pngBomb(200, 100))).toEqual({ type: 'png', width: 200, height: 100 });
  });
});
