import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkReloadScript, colorModeScript } from './inline-scripts.js';
import { contentSecurityPolicy, inlineHash, securityHeaders, sourceOf } from './security-headers.js';

const hosts = {
  liveUrl: 'https://europe-west3-demo.cloudfunctions.net/api/graphql/stream',
  mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
  analyticsSrc: 'https://stats.example.net/script.js',
};

describe('security headers', () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders(hosts, {}));
    app.get('/events', (_req, res) => void res.type('html').send('<!doctype html><p>Kurse</p>'));
    app.get('/graphql', (_req, res) => void res.json({ data: null }));
    app.get('/media/:id', (_req, res) => void res.type('image/webp').send(Buffer.from('RIFF')));
    app.get(['/embed/venue/:slug', '/en/embed/organiser/:uid', '/embedded'], (_req, res) => void res.type('html').send('<!doctype html><p>Kurse</p>'));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('gives every answer the policy, no sniffing, no framing and a referrer policy', async () => {
    for (const path of ['/events', '/graphql', '/media/a1']) {
      const { headers } = await fetch(base + path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain(`script-src 'self' ${inlineHash(chunkReloadScript)} ${inlineHash(colorModeScript)} https://stats.example.net`);
      expect(csp, path).not.toContain('unsafe-inline');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });

  it('lets pages reach the live stream, the tiles and the analytics host, and nothing else', async () => {
    const csp = (await fetch(`${base}/events`)).headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self' https://europe-west3-demo.cloudfunctions.net https://stats.example.net");
    expect(csp).toContain("img-src 'self' data: https://*.tile.example.org https://stats.example.net");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends HSTS and upgrades requests over https only', async () => {
    const plain = (await fetch(`${base}/events`)).headers;
    expect(plain.get('strict-transport-security')).toBeNull();
    expect(plain.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const proxied = (await fetch(`${base}/events`, { headers: { 'x-forwarded-proto': 'https' } })).headers;
    expect(proxied.get('strict-transport-security')).toBe('max-age=31536000');
    expect(proxied.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('shares the API and the images with other origins, but not the pages', async () => {
    expect((await fetch(`${base}/events`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await fetch(`${base}/graphql`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${base}/media/a1`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('are what Firebase Hosting adds to the static files it serves itself (firebase.json)', async () => {
    const config = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
    };
    const forStatic = config.hosting.headers.find((rule) => rule.source === '**')!.headers;
    expect(forStatic.length).toBeGreaterThan(0);
    const served = (await fetch(`${base}/events`, { headers: { 'x-forwarded-proto': 'https' } })).headers;
    for (const { key, value } of forStatic) expect(value, key).toBe(served.get(key));
  });

  it('let any site frame the course widget’s pages, and no other page, which run no script', async () => {
    for (const path of ['/embed/venue/tonwerk', '/en/embed/organiser/u1']) {
      const { headers } = await fetch(base + path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain('frame-ancestors *');
      expect(csp, path).not.toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'none'");
      expect(headers.get('x-frame-options'), path).toBeNull();
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    for (const path of ['/embedded', '/events']) {
      const { headers } = await fetch(base + path);
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('leave framing to the answers themselves on Firebase Hosting (firebase.json sets no X-Frame-Options)', () => {
    // Hosting's rules would add theirs to the widget's answers too; its own static files are no documents to frame.
    const config = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: Array<{ headers: Array<{ key: string }> }> };
    };
    const keys = config.hosting.headers.flatMap((rule) => rule.headers.map(({ key }) => key.toLowerCase()));
    expect(keys).not.toContain('x-frame-options');
  });

  it('reads sources from absolute URLs only', () => {
    expect(sourceOf('/graphql/stream')).toBeUndefined();
    expect(sourceOf('https://Tiles.Example.org:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.org:8443');
    expect(sourceOf('https://{s}.tile.example.org/{z}.png')).toBe('https://*.tile.example.org');
    expect(sourceOf(undefined)).toBeUndefined();
    expect(contentSecurityPolicy({}, false)['connect-src']).toEqual(["'self'"]);
  });
});
