// A stand-in for Cloud Storage on the Firebase path in CI, where firebase-tools' Storage emulator (a jar it downloads
// at run time) cannot run. It speaks the part of the Cloud Storage JSON API that @google-cloud/storage (inside
// firebase-admin) uses for what functions/src/uploads/storage-bucket.server.ts does: a simple (multipart/related)
// upload, an object's metadata (`exists`), its bytes (`alt=media`, with the hashes the client checks), a listing by
// prefix and a delete (`deleteFiles`). The functions reach it through STORAGE_EMULATOR_HOST, which the client library
// honours as it honours the real emulator's: JSON API calls go to `<host>/b/…`, uploads to
// `<host>/upload/storage/v1/b/…`. Objects live in memory, shared by every worker process of the Functions emulator.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { CRC32C } from '@google-cloud/storage';

export interface StoredObject {
  bucket: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  generation: string;
  updated: string;
}

export interface StorageStandIn {
  /** For STORAGE_EMULATOR_HOST: http://127.0.0.1:<port>. */
  url: string;
  /** Every object uploaded and not deleted, by "bucket/name". */
  objects: Map<string, StoredObject>;
  /** The requests served, as "METHOD path" (without the query), for assertions and failure messages. */
  requests: string[];
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
};

/** Cloud Storage's error body, which @google-cloud/storage turns into an ApiError with `code` = status. */
const error = (res: ServerResponse, status: number, message: string) => json(res, status, { error: { code: status, message, errors: [{ message, reason: status === 404 ? 'notFound' : 'invalid' }] } });

function hashes(bytes: Buffer) {
  const crc32c = new CRC32C();
  crc32c.update(bytes);
  return { md5Hash: createHash('md5').update(bytes).digest('base64'), crc32c: crc32c.toString() };
}

function resource(object: StoredObject) {
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: '1',
    contentType: object.contentType,
    size: String(object.bytes.byteLength),
    ...hashes(object.bytes),
    timeCreated: object.updated,
    updated: object.updated,
    storageClass: 'STANDARD',
  };
}

/** The two parts of a multipart/related upload body: the object's metadata (JSON) and its bytes. */
function multipartRelated(body: Buffer, contentType: string): { metadata: Record<string, unknown>; media: Buffer; mediaType: string } | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Array<{ headers: string; content: Buffer }> = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) return null;
    const part = body.subarray(afterDelimiter + 2, next - 2); // without the CRLF after the delimiter and before the next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) return null;
    parts.push({ headers: part.subarray(0, headerEnd).toString(), content: part.subarray(headerEnd + 4) });
    start = next;
  }
  if (parts.length !== 2) return null;
  const mediaType = /content-type:\s*([^\r\n]+)/i.exec(parts[1]!.headers)?.[1]?.trim() ?? 'application/octet-stream';
  return { metadata: JSON.parse(parts[0]!.content.toString()) as Record<string, unknown>, media: parts[1]!.content, mediaType };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Listens on `port` (a free one by default). */
export async function startStorageStandIn(port = 0): Promise<StorageStandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  let generation = Date.now() * 1000;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${req.method} ${url.pathname}`);
    // JSON API paths come without /storage/v1 when STORAGE_EMULATOR_HOST is a bare origin, with it otherwise.
    const path = url.pathname.replace(/^\/storage\/v1(?=\/b\/)/, '');

    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path);
    if (upload && req.method === 'POST') {
      if (url.searchParams.get('uploadType') !== 'multipart') return error(res, 400, 'Only simple multipart uploads are stood in for');
      const parsed = multipartRelated(await readBody(req), req.headers['content-type'] ?? '');
      if (!parsed) return error(res, 400, 'Malformed multipart/related body');
      const bucket = decodeURIComponent(upload[1]!);
      const name = url.searchParams.get('name') ?? (parsed.metadata.name as string | undefined);
      if (!name) return error(res, 400, 'Object name missing');
      const object: StoredObject = {
        bucket,
        name,
        contentType: (parsed.metadata.contentType as string | undefined) ?? parsed.mediaType,
        bytes: parsed.media,
        generation: String(++generation),
        updated: new Date().toISOString(),
      };
      objects.set(`${bucket}/${name}`, object);
      return json(res, 200, resource(object));
    }

    const list = /^\/b\/([^/]+)\/o$/.exec(path);
    if (list && req.method === 'GET') {
      const bucket = decodeURIComponent(list[1]!);
      const prefix = url.searchParams.get('prefix') ?? '';
      const items = [...objects.values()].filter((object) => object.bucket === bucket && object.name.startsWith(prefix)).map(resource);
      return json(res, 200, { kind: 'storage#objects', ...(items.length > 0 ? { items } : {}) });
    }

    const single = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
    if (single) {
      const key = `${decodeURIComponent(single[1]!)}/${decodeURIComponent(single[2]!)}`;
      const object = objects.get(key);
      if (!object) return error(res, 404, `No such object: ${key}`);
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      if (req.method !== 'GET') return error(res, 405, `${req.method} is not stood in for`);
      if (url.searchParams.get('alt') !== 'media') return json(res, 200, resource(object));
      // The client checks the bytes against x-goog-hash when the object is stored without content encoding.
      const { md5Hash, crc32c } = hashes(object.bytes);
      return res
        .writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.byteLength,
          'x-goog-hash': `crc32c=${crc32c},md5=${md5Hash}`,
          'x-goog-stored-content-encoding': 'identity',
          'x-goog-generation': object.generation,
        })
        .end(object.bytes);
    }
    return error(res, 404, `Not stood in for: ${req.method} ${url.pathname}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) => error(res, 500, (cause as Error).message));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${listening}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run on its own for the emulators by hand (docs/deploy.md): `npx tsx functions/test/storage-stand-in.ts 9199`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startStorageStandIn(Number(process.argv[2] ?? 9199));
  console.log(`Cloud Storage stand-in at ${standIn.url} (objects in memory): STORAGE_EMULATOR_HOST=${standIn.url}`);
}
