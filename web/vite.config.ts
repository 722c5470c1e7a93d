// Vite config for the web app: vike (SSR + client routing) and React. The build id is fixed here once per build
// (env BUILD_ID, else random) and reaches both bundles through `define`; the client build also writes the files the
// browser polls for updates (builds/latest.json, builds/meta/{id}.json). Message catalogs are compiled to ICU ASTs
// at build time, so the browser gets react-intl without its message parser.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';

// vike evaluates this file once per environment (client, server): the first evaluation fixes the values for both.
process.env.BUILD_ID ||= randomUUID();
process.env.BUILD_TIME ||= new Date().toISOString();
const buildId = process.env.BUILD_ID;
const builtAt = process.env.BUILD_TIME;

function buildManifests(): Plugin {
  return {
    name: 'selbstgemacht:build-manifests',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const dir = path.join(options.dir, 'builds');
      await mkdir(path.join(dir, 'meta'), { recursive: true });
      const latest = { id: buildId, timestamp: Date.parse(builtAt) };
      // Route rules: nothing is prerendered; hashed assets never change once built.
      const meta = { ...latest, prerendered: [], routeRules: { '/assets/**': { immutable: true } } };
      await writeFile(path.join(dir, 'latest.json'), JSON.stringify(latest));
      await writeFile(path.join(dir, 'meta', `${buildId}.json`), JSON.stringify(meta));
    },
  };
}

function precompiledCatalogs(): Plugin {
  return {
    name: 'selbstgemacht:precompiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]web[\\/]locales[\\/][a-z]+\.json$/.test(id)) return;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * GraphQL documents run on the server only (docs/decisions/002): components declare their fragments with
 * graphql(), but in the browser getFragmentData just passes data through, so the client build gets a graphql()
 * that returns nothing instead of every document of web/graphql/generated/gql.ts.
 */
function serverOnlyDocuments(): Plugin {
  return {
    name: 'selbstgemacht:server-only-documents',
    apply: 'build',
    transform(_code, id) {
      if (this.environment.name !== 'client' || !/[\\/]web[\\/]graphql[\\/]generated[\\/]gql\.ts$/.test(id)) return;
      return { code: 'export function graphql() { return undefined; }', map: null };
    },
  };
}

export default defineConfig({
  plugins: [vike(), react(), buildManifests(), precompiledCatalogs(), serverOnlyDocuments()],
  resolve: {
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __BUILD_TIME__: JSON.stringify(builtAt),
  },
});
