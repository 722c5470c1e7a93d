// The load of the herd part (herd.ts), in a process of its own so that it does not share the server's event loop:
// every client's POST /graphql is sent at once, each from a loopback address of its own (the server trusts no proxy
// there, so the socket's address is the client) and with its own session cookie. Prints each answer as JSON.
import { request } from 'node:http';

export interface HerdSpec {
  url: string;
  /** The request body every client sends (the same operation). */
  body: string;
  clients: Array<{ address: string; cookie: string }>;
}

export interface HerdAnswer {
  /** HTTP status; 0 when the connection failed. */
  status: number;
  /** The response body as text (or the connection's error). */
  body: string;
  /** From the moment the herd was let go until this client had its whole answer. */
  ms: number;
}

function send(spec: HerdSpec, client: HerdSpec['clients'][number], started: number): Promise<HerdAnswer> {
  return new Promise((resolve) => {
    const req = request(spec.url, {
      method: 'POST',
      // A connection each: a herd is many people, not one browser's pool.
      agent: false,
      localAddress: client.address,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(spec.body),
        cookie: `__session=${encodeURIComponent(client.cookie)}`,
      },
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
    });
    req.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
    req.end(spec.body);
  });
}

const spec = JSON.parse(process.argv[2]!) as HerdSpec;
const started = performance.now();
process.stdout.write(JSON.stringify(await Promise.all(spec.clients.map((client) => send(spec, client, started)))));
