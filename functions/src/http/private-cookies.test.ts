import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateCookieResponses } from './private-cookies.js';

let server: ReturnType<express.Express['listen']>;
let base: string;

beforeAll(async () => {
  const app = express().use(privateCookieResponses);
  app.get('/cached', (_req, res) => void res.set('Cache-Control', 'public, max-age=0, s-maxage=60').send('page'));
  app.get('/cookie', (_req, res) => void res.set('Cache-Control', 'public, max-age=0, s-maxage=60').cookie('__session', 'lang:en').send('page'));
  app.get('/unset', (_req, res) => void res.cookie('__session', 's').send('page'));
  // As the form posts answer: the cookie appended, the rest of the headers given to writeHead.
  app.post('/form', (_req, res) => {
    res.appendHeader('set-cookie', '__session=s; Path=/; HttpOnly');
    res.writeHead(303, { location: '/', 'cache-control': 'no-cache' }).end();
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

describe('privateCookieResponses', () => {
  it('makes every response that sets a cookie private and unstored, however the route set its headers', async () => {
    for (const [method, path] of [['GET', '/cookie'], ['GET', '/unset'], ['POST', '/form']] as const) {
      const response = await fetch(base + path, { method, redirect: 'manual' });
      expect(response.headers.get('set-cookie'), path).toMatch(/^__session=/);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('leaves the caching of responses without cookies as the route said', async () => {
    const response = await fetch(base + '/cached');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });
});
