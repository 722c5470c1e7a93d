// Vite config for the web app: vike (SSR + client routing) and React. The build id is fixed here once per build
// (env BUILD_ID, else random) and reaches both bundles through `define`; the client build also writes the files the
// browser polls for updates (builds/latest.json, builds/meta/{id}.json). Message catalogs are compiled to ICU ASTs
// at build time, so the browser gets react-intl without its message parser.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { messageIdsIn } from './lib/i18n/page-messages';

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
 * Which messages each page's code can show (lib/i18n/page-messages.ts), found in the client build: the catalog keys
 * named in the chunks a page entry imports, statically or lazily (not other pages, not the catalogs). The server
 * bundle, built after the client, reads the table as `virtual:page-messages` ({ [pageId]: keys }) and gives each page
 * only its messages. In development the table is null and pages get the whole catalog.
 */
function pageMessages(): Plugin {
  const virtualId = 'virtual:page-messages';
  const pageEntry = 'virtual:vike:page-entry:client:';
  // Written next to dist/client and dist/server: vike builds each environment with its own evaluation of this file,
  // so the table travels by file, stamped with the build id that both evaluations share.
  const tableFile = (environmentOutDir: string, root: string) => path.resolve(root, environmentOutDir, '..', 'page-messages.json');
  return {
    name: 'selbstgemacht:page-messages',
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return;
      const { command, root, build } = this.environment.config;
      if (command !== 'build') return 'export default null;';
      const file = tableFile(build.outDir, root);
      let table: { buildId?: string; idsByPage?: Record<string, string[]> } = {};
      try {
        table = JSON.parse(readFileSync(file, 'utf8')) as typeof table;
      } catch {
        // reported below
      }
      if (table.buildId !== buildId || !table.idsByPage) this.error(`${file} is missing or from another build: the client build must run first`);
      return `export default ${JSON.stringify(table.idsByPage)};`;
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const keys = Object.keys(JSON.parse(readFileSync(path.resolve(this.environment.config.root, 'locales/de.json'), 'utf8')) as object);
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const isPage = (chunk: Rolldown.OutputChunk) => chunk.facadeModuleId?.includes(pageEntry) ?? false;
      const isCatalog = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.some((id) => /[\\/]web[\\/]locales[\\/]/.test(id));
      const found = new Map<string, Set<string>>();
      const idsIn = (chunk: Rolldown.OutputChunk) => {
        if (!found.has(chunk.fileName)) found.set(chunk.fileName, isCatalog(chunk) ? new Set() : messageIdsIn(chunk.code, keys));
        return found.get(chunk.fileName)!;
      };
      const idsByPage: Record<string, string[]> = {};
      for (const entry of chunks.values()) {
        if (!isPage(entry)) continue;
        const ids = new Set<string>();
        const seen = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk | undefined, lazily: boolean) => {
          if (!chunk || seen.has(chunk.fileName) || (lazily && (isPage(chunk) || isCatalog(chunk)))) return;
          seen.add(chunk.fileName);
          for (const id of idsIn(chunk)) ids.add(id);
          for (const file of chunk.imports) visit(chunks.get(file), false);
          for (const file of chunk.dynamicImports) visit(chunks.get(file), true);
        };
        visit(entry, false);
        const facade = entry.facadeModuleId!;
        idsByPage[facade.slice(facade.indexOf(pageEntry) + pageEntry.length)] = [...ids].sort();
      }
      const { root, build } = this.environment.config;
      await writeFile(tableFile(build.outDir, root), JSON.stringify({ buildId, idsByPage }));
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

/**
 * The site's own page view script (lib/analytics/beacon.ts, docs/decisions/021) as a file of its own in the client
 * build, hashed like every asset, so that the pages load it async from their own origin (CSP 'self'). The server
 * bundle, built after the client, reads its address as `virtual:analytics-beacon` (the build writes it beside
 * dist/client, as the page-messages table); in development Vite serves the source.
 */
function analyticsBeacon(): Plugin {
  const virtualId = 'virtual:analytics-beacon';
  const source = 'lib/analytics/beacon.ts';
  const addressFile = (environmentOutDir: string, root: string) => path.resolve(root, environmentOutDir, '..', 'analytics-beacon.json');
  let reference: string | undefined;
  return {
    name: 'selbstgemacht:analytics-beacon',
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return;
      const { command, root, build } = this.environment.config;
      if (command !== 'build') return `export default ${JSON.stringify(`/${source}`)};`;
      const file = addressFile(build.outDir, root);
      let written: { buildId?: string; src?: string } = {};
      try {
        written = JSON.parse(readFileSync(file, 'utf8')) as typeof written;
      } catch {
        // reported below
      }
      if (written.buildId !== buildId || !written.src) this.error(`${file} is missing or from another build: the client build must run first`);
      return `export default ${JSON.stringify(written.src)};`;
    },
    buildStart() {
      if (this.environment.name !== 'client' || this.environment.config.command !== 'build') return;
      reference = this.emitFile({ type: 'chunk', id: path.resolve(this.environment.config.root, source), name: 'analytics' });
    },
    async generateBundle() {
      if (this.environment.name !== 'client' || !reference) return;
      const { root, build } = this.environment.config;
      await writeFile(addressFile(build.outDir, root), JSON.stringify({ buildId, src: `/${this.getFileName(reference)}` }));
    },
  };
}

export default defineConfig({
  plugins: [vike(), react(), pageMessages(), buildManifests(), precompiledCatalogs(), serverOnlyDocuments(), analyticsBeacon()],
  resolve: {
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __BUILD_TIME__: JSON.stringify(builtAt),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page starts with React, react-intl and vike's client router; left to automatic chunking they
            // came in three files (React with the shell, the router, the router's shared helpers), each gzipped
            // on its own. One file for the lot compresses better and is one request fewer (docs/performance.md).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|vike|@brillout[\\/][^\\/]+)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
