// A small stand-in for Firebase Hosting's CDN in front of the `ssr` function, for tests: it forwards only the cookie
// `__session` (Hosting strips every other cookie), caches GET answers by URL and `__session` as their
// Cache-Control allows a shared cache (`s-maxage`, else `max-age`; `stale-while-revalidate`), and never keeps an
// answer that is `private`, `no-store`, `no-cache` or sets a cookie. Its clock stands still until the test moves it
// on, so a test sees freshness run out without waiting, however slow the machine.
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Stored = { status: number; headers: IncomingHttpHeaders; body: Buffer; storedAt: number; fresh: number; stale: number };

export interface HostingProxy {
  url: string;
  /** Each request that reached the site behind the proxy: its path and the Cookie header it carried. */
  forwarded: Array<{ path: string; cookie: string | undefined }>;
  /** Moves the proxy's clock on by `seconds`. */
  advance(seconds: number): void;
  /** Resolves once the revalidations running in the background are done. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** How long a shared cache may keep the answer fresh and then serve it stale, or undefined when it must not. */
function sharedLifetime(headers: IncomingHttpHeaders): { fresh: number; stale: number } | undefined {
  if (headers['set-cookie']) return undefined;
  const directives = new Map<string, string>();
  for (const part of String(headers['cache-control'] ?? '').split(',')) {
    const [name = '', value = ''] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value);
  }
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return undefined;
  const fresh = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  if (!(fresh > 0)) return undefined;
  return { fresh, stale: Number(directives.get('stale-while-revalidate') ?? 0) };
}

/** Only `__session` survives, as Hosting forwards it to functions. */
function onlySessionCookie(cookie: string | undefined): string | undefined {
  const session = cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('__session='));
  return session;
}

export async function startHostingProxy(origin: string): Promise<HostingProxy> {
  const target = new URL(origin);
  const cache = new Map<string, Stored>();
  const revalidating = new Map<string, Promise<void>>();
  const forwarded: HostingProxy['forwarded'] = [];
  let clockMs = 0;
  const now = () => clockMs;

  const forward = (method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) =>
    new Promise<Omit<Stored, 'storedAt' | 'fresh' | 'stale'>>((resolve, reject) => {
      const cookie = onlySessionCookie(headers.cookie);
      const outgoing: IncomingHttpHeaders = { ...headers, host: target.host, 'content-length': String(body.length) };
      delete outgoing.cookie;
      if (cookie) outgoing.cookie = cookie;
      forwarded.push({ path, cookie });
      const req = httpRequest({ host: target.hostname, port: target.port, method, path, headers: outgoing }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });

  const fetchAndStore = async (key: string, path: string, headers: IncomingHttpHeaders) => {
    const answer = await forward('GET', path, headers, Buffer.alloc(0));
    const lifetime = sharedLifetime(answer.headers);
    if (lifetime) cache.set(key, { ...answer, ...lifetime, storedAt: now() });
    else cache.delete(key);
    return answer;
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const path = req.url ?? '/';
        const send = (answer: { status: number; headers: IncomingHttpHeaders; body: Buffer }, state: string) => {
          const headers: Record<string, string | string[]> = { 'x-cache': state };
          for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
          res.writeHead(answer.status, headers).end(req.method === 'HEAD' ? undefined : answer.body);
        };
        if (req.method !== 'GET') {
          send(await forward(req.method ?? 'GET', path, req.headers, Buffer.concat(chunks)), 'PASS');
          return;
        }
        const key = `${path}\n${onlySessionCookie(req.headers.cookie) ?? ''}`;
        const stored = cache.get(key);
        const age = stored ? (now() - stored.storedAt) / 1000 : Infinity;
        if (stored && age < stored.fresh) return send(stored, 'HIT');
        if (stored && age < stored.fresh + stored.stale) {
          if (!revalidating.has(key)) {
            const refresh = fetchAndStore(key, path, req.headers).then(
              () => undefined,
              () => undefined,
            );
            revalidating.set(key, refresh);
            void refresh.finally(() => revalidating.delete(key));
          }
          return send(stored, 'STALE');
        }
        send(await fetchAndStore(key, path, req.headers), 'MISS');
      })().catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    advance(seconds) {
      clockMs += seconds * 1000;
    },
    async settled() {
      while (revalidating.size > 0) await Promise.all([...revalidating.values()]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
