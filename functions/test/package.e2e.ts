// The deployable package (functions/lib, built by `npm run build`) loaded in-process: its exported Cloud Functions
// `api` and `ssr` answer a query and render a page, mounted the way Firebase Hosting's rewrites route requests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/seed.js';
import { openEmbeddedStore } from '../src/store/embedded/store.js';

const dataDir = mkdtempSync(join(tmpdir(), 'magazin-package-'));
let server: Server;
let base: string;

beforeAll(async () => {
  const storeFile = join(dataDir, 'package.sqlite');
  const store = openEmbeddedStore({ file: storeFile });
  await seedDemoContent(store);
  await store.close();
  process.env.STORE_ADAPTER = 'embedded';
  process.env.STORE_FILE = storeFile;

  const packageDir = new URL('../lib/', import.meta.url);
  const { api, ssr } = (await import(new URL('index.js', packageDir).href)) as Record<string, express.RequestHandler>;
  const hosting = express();
  hosting.all(['/graphql', '/graphql/*rest'], api!);
  hosting.use(ssr!);
  server = hosting.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built functions package', () => {
  it('answers a GraphQL query through the exported api function', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ venues(first: 3) { totalCount edges { node { slug name } } } diagnostics { storeAdapter } }' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { venues: { totalCount: number; edges: unknown[] }; diagnostics: { storeAdapter: string } };
    };
    expect(body.data.venues.edges).toHaveLength(3);
    expect(body.data.venues.totalCount).toBeGreaterThan(20);
    expect(body.data.diagnostics.storeAdapter).toBe('embedded');
  });

  it('renders a page through the exported ssr function', async () => {
    const response = await fetch(`${base}/venues`, { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]* – Magazin für Selbstgemachtes<\/title>/);
    expect(html).toContain('href="/venues/');
  });

  it('declares the runtime packages of the server bundle and of the web build, for nodejs22', () => {
    const manifest = JSON.parse(readFileSync(new URL('../lib/package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      engines: { node: string };
    };
    expect(Object.keys(manifest.dependencies)).toEqual(
      // pdfkit draws the invoices in the fonts of dejavu-fonts-ttf, which the bundle reads as files rather than imports.
      expect.arrayContaining(['firebase-functions', 'firebase-admin', '@apollo/server', 'graphql', 'vike', 'react-dom', 'pdfkit', 'dejavu-fonts-ttf']),
    );
    expect(manifest.engines.node).toBe('22');
  });
});
