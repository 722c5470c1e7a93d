// The stylesheets of the client build, written into the page instead of linked from it. A page needs three to five
// small stylesheets (2–7 KB each before compression), and a linked stylesheet blocks the first paint until it has
// arrived: on a slow mobile connection that is a round trip of several hundred milliseconds before anything shows.
// Inline they cost about 3–4 KB of compressed HTML and nothing in time.
//
// Each inlined sheet keeps a `<link rel="stylesheet" media="print">` to its file. A print-only stylesheet does not
// block rendering (the browser fetches it at the lowest priority), and it is how the browser's module loader (Vite's
// preload helper) recognises a stylesheet as loaded: without it, the first client-side navigation would link the
// same files again, after the page's own styles, and change which rule wins. The inline copy applies to every medium,
// so printing is unchanged.
//
// The Content-Security-Policy allows exactly these texts by their SHA-256 hashes (http/security-headers.ts); the
// files are read once when the server starts, from the build it serves.
import { readdir, readFile } from 'node:fs/promises';
import { inlineHash } from '../../functions/src/http/security-headers';

export interface InlineStyles {
  /** The page's HTML with each linked stylesheet of the build written inline. */
  inline(html: string): string;
  /** 'sha256-…' of every stylesheet that may appear inline, for the policy's style-src. */
  readonly hashes: readonly string[];
}

// vike writes the stylesheets it injects in exactly this form (inferHtmlTags.js).
const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="([^"]+\.css)">/g;

/** The stylesheets below `clientDir`/assets, by the path the pages link them with (`/assets/…`). */
export async function readInlineStyles(clientDir: URL): Promise<InlineStyles> {
  const assets = new URL('assets/', clientDir);
  const sheets = new Map<string, string>();
  let entries: string[] = [];
  try {
    entries = await readdir(assets, { recursive: true });
  } catch {
    // No client build (the dev server): pages keep their links.
  }
  for (const entry of entries) {
    if (!entry.endsWith('.css')) continue;
    const css = await readFile(new URL(entry, assets), 'utf8');
    // A closing tag inside the text would end the <style> element early; Vite's minified output never has one.
    if (/<\/style/i.test(css)) continue;
    sheets.set(`/assets/${entry.split('\\').join('/')}`, css);
  }
  return inlineStylesOf(sheets);
}

export function inlineStylesOf(sheets: ReadonlyMap<string, string>): InlineStyles {
  const hashes = [...new Set([...sheets.values()].map(inlineHash))];
  // What each link becomes, made once: a page is rendered many times with the same few sheets.
  const replacements = new Map([...sheets].map(([href, css]) => [href, `<style>${css}</style><link rel="stylesheet" href="${href}" media="print">`]));
  return {
    hashes,
    inline: (html) => (sheets.size === 0 ? html : html.replace(stylesheetLink, (link, href: string) => replacements.get(href) ?? link)),
  };
}
