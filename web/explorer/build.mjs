// Bundles the API explorer (GraphiQL, with the developer guide docs/api.md rendered into it) into the client build's graphql/explorer/ folder: static files that Firebase
// Hosting and the local server serve as they are, so the explorer needs no CDN. Runs after `vike build`, which
// empties dist/client first.
import { readFile, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';
import MarkdownIt from 'markdown-it';

const guide = new MarkdownIt({ html: false }).render(await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8'));

const outdir = new URL('../dist/client/graphql/explorer/', import.meta.url);
await build({
  entryPoints: { graphiql: new URL('graphiql.tsx', import.meta.url).pathname },
  outdir: outdir.pathname,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  legalComments: 'linked',
  logLevel: 'warning',
  define: {
    'process.env.NODE_ENV': '"production"',
    GUIDE_HTML: JSON.stringify(guide),
    LIVE_STREAM_URL: JSON.stringify(process.env.PUBLIC_ENV__LIVE_URL ?? ''),
  },
});

// GraphiQL's stylesheet carries its fonts (Roboto, Fira Code) as data: URLs, which the site's Content-Security-Policy
// (font-src 'self') refuses; without them GraphiQL falls back to the system's sans-serif and monospace fonts.
const stylesheet = new URL('graphiql.css', outdir);
const css = await readFile(stylesheet, 'utf8');
await writeFile(stylesheet, css.replace(/@font-face\s*\{[^}]*\}/g, ''));
