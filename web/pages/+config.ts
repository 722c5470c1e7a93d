// App-wide vike settings: client routing with our own React renderer (+onRenderHtml / +onRenderClient).
import type { Config } from 'vike/types';

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  // The page's messages travel as JSON text (messagesJson, +onBeforeRender.ts); the map's tile server is a run-time
  // setting of the server (mapTiles), so one build serves any.
  // The page's title after a client navigation comes ready-made (documentTitle, +onBeforeRender.ts).
  passToClient: ['locale', 'viewer', 'formState', 'messagesJson', 'mapTiles', 'documentTitle'],
  // Page chunks load on hover; the page data is prefetched from {path}/_payload.json (lib/updates/prefetch.ts).
  prefetch: { staticAssets: 'hover' },
  meta: {
    Layout: { env: { server: true, client: true } },
    // Server only: the browser needs only the title, which +onBeforeRender.ts computes; a page's head (its
    // description, structured data, sharing image) would otherwise be start-up code of every page.
    head: { env: { server: true } },
    // A page's form action (+action.ts next to its +Page): what a POST to the page's URL does. Server only, so no
    // action reaches the browser bundle; server/form-post.ts explains how it runs.
    action: { env: { server: true } },
    // A page whose parts stream in document order as their data arrives (`stream: true` in its +config.ts;
    // +onRenderHtml, lib/streaming, docs/decisions/029).
    stream: { env: { server: true } },
    // A page's fixed colour mode (`export default 'light'` in a +colorMode.ts beside its +Page), whatever the visitor
    // chose: the server writes it on <html>, client-side navigation applies it (lib/color-mode).
    colorMode: { env: { server: true, client: true } },
  },
} satisfies Config;
