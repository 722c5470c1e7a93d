// Builds the deployable functions package into functions/lib/: the bundled server code (index.js for Cloud
// Functions, local.js for `npm start`), the SDL, the web build, and a package.json listing exactly the packages the
// bundle leaves external, at the versions installed here. firebase.json deploys functions/lib as the source.
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const lib = new URL('lib/', import.meta.url);

await rm(lib, { recursive: true, force: true });
const result = await build({
  // index.js imports node-env.js and cloud-functions.js as files of their own, in this order (src/index.ts says why).
  entryPoints: {
    index: 'src/index.ts',
    'node-env': 'src/node-env.ts',
    'cloud-functions': 'src/cloud-functions.ts',
    local: 'src/local.ts',
  },
  external: ['./node-env.js', './cloud-functions.js'],
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'lib',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  // The hosts the web build was made for (http/security-headers.ts): the deployed function's environment lacks them.
  // (The map's tile server is read at run time: http/map-tiles.ts.)
  define: Object.fromEntries(
    ['PUBLIC_ENV__LIVE_URL', 'PUBLIC_ENV__ANALYTICS_SRC'].map((name) => [
      `process.env.${name}`,
      JSON.stringify(process.env[name] ?? ''),
    ]),
  ),
});

await cp(new URL('schema/', root), new URL('schema/', lib), { recursive: true, filter: (src) => !src.endsWith('package.json') });
await cp(new URL('web/dist/client/', root), new URL('web/client/', lib), { recursive: true });
await cp(new URL('web/dist/server/', root), new URL('web/server/', lib), { recursive: true });
// Cloud Functions read parameters such as SITE_URL from .env files in the deployed folder.
for (const file of await readdir(new URL('.', import.meta.url))) {
  if (/^\.env(\.[\w-]+)?$/.test(file)) await cp(new URL(file, import.meta.url), new URL(file, lib));
}

// Bare imports of the bundle and of vike's server build: these are the deployed package's dependencies.
const external = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  // (The relative ones are the package's own entries, see above.)
  for (const imported of output.imports) if (imported.external && !imported.path.startsWith('.')) external.add(imported.path);
}
for (const file of await listFiles(new URL('web/server/', lib))) {
  if (!/\.m?js$/.test(file)) continue;
  const code = await readFile(file, 'utf8');
  // Only package-shaped specifiers: the pattern also meets string literals such as "from" in rendered code.
  for (const match of code.matchAll(/\b(?:from|import)\s*\(?\s*["']((?:@[a-z0-9._-]+\/)?[a-z0-9][a-z0-9._-]*(?:\/[\w.@-]+)*)["']/g)) {
    external.add(match[1]);
  }
}
// Packages the bundle reads files of at run time rather than imports: the invoice PDFs' fonts (invoices/pdf.ts).
external.add('dejavu-fonts-ttf');
const dependencies = {};
for (const specifier of [...external].sort()) {
  if (specifier.startsWith('node:')) continue;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  // Workspace packages are hoisted to the root node_modules.
  const manifest = JSON.parse(await readFile(new URL(`node_modules/${name}/package.json`, root), 'utf8'));
  dependencies[name] = manifest.version;
}
const own = JSON.parse(await readFile(new URL('package.json', import.meta.url), 'utf8'));
await writeFile(
  new URL('package.json', lib),
  // The Cloud Functions runtime (firebase.json: nodejs22); development runs on Node 20.19+.
  JSON.stringify({ name: own.name, private: true, type: 'module', main: 'index.js', engines: { node: '22' }, dependencies }, null, 2) + '\n',
);
console.log(`functions/lib built: ${Object.keys(dependencies).length} runtime dependencies.`);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`);
}
