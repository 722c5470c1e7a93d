// @vitest-environment node
// Sending a streamed page: pieces go out as they come, through the transform (the inline stylesheets); a body that
// fails midway cuts the connection, so the client sees an error instead of a page that looks whole; HEAD sends none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { pageStream, writeStreamedPage } from './streamed-response';

let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(body: () => Readable): Promise<string> {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    void writeStreamedPage(req, res, body(), (html) => html.replace('<link>', '<style></style>'));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('writeStreamedPage', () => {
  it('sends every piece through the transform', async () => {
    const url = await serve(() => Readable.from(['<head><link></head>', '<main>ä</main>']));
    expect(await (await fetch(url)).text()).toBe('<head><style></style></head><main>ä</main>');
  });

  it('cuts the connection when the body fails midway', async () => {
    const url = await serve(() =>
      Readable.from(
        (async function* () {
          yield '<head></head><main>';
          throw new Error('render failed');
        })(),
      ),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('sends no body to HEAD', async () => {
    const url = await serve(() => Readable.from(['<main></main>']));
    const response = await fetch(url, { method: 'HEAD' });
    expect(await response.text()).toBe('');
  });
});

describe('pageStream', () => {
  it('gives its body to the first claim only', () => {
    const body = Readable.from([]);
    const stream = pageStream(body);
    expect(stream.claim()).toBe(body);
    expect(stream.claim()).toBeUndefined();
  });
});
