import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { allowInlineStyles, inlineHash } from '../../functions/src/http/security-headers';
import { inlineStylesOf, readInlineStyles } from './inline-styles';

const site = '.a{color:red}';
const page = '.b{margin:0}';
const html =
  '<head><link rel="stylesheet" type="text/css" href="/assets/static/site.css">' +
  '<link rel="stylesheet" type="text/css" href="/assets/static/page.css">' +
  '<link rel="stylesheet" type="text/css" href="/assets/static/unknown.css"></head>';

describe('inline stylesheets', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes each known stylesheet inline, in order, with a print-only link that keeps it known to the loader', () => {
    const styles = inlineStylesOf(new Map([['/assets/static/site.css', site], ['/assets/static/page.css', page]]));
    expect(styles.inline(html)).toBe(
      '<head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/static/site.css" media="print">' +
        '<style>.b{margin:0}</style><link rel="stylesheet" href="/assets/static/page.css" media="print">' +
        '<link rel="stylesheet" type="text/css" href="/assets/static/unknown.css"></head>',
    );
    expect(styles.hashes).toEqual([inlineHash(site), inlineHash(page)]);
  });

  it('reads the stylesheets of a client build, leaving out any that could end the style element', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inline-styles-'));
    dirs.push(dir);
    await mkdir(join(dir, 'assets', 'static'), { recursive: true });
    await writeFile(join(dir, 'assets', 'static', 'site.css'), site);
    await writeFile(join(dir, 'assets', 'static', 'page.css'), page);
    await writeFile(join(dir, 'assets', 'static', 'odd.css'), '.c{content:"</style><script>"}');
    await writeFile(join(dir, 'assets', 'entry.js'), '');
    const styles = await readInlineStyles(pathToFileURL(`${dir}/`));
    expect(styles.inline(html)).toContain('<style>.a{color:red}</style>');
    expect(styles.hashes).toHaveLength(2);
    const odd = '<link rel="stylesheet" type="text/css" href="/assets/static/odd.css">';
    expect(styles.inline(odd)).toBe(odd);
  });

  it('leaves pages as they are without a client build', async () => {
    const styles = await readInlineStyles(pathToFileURL(join(tmpdir(), 'no-such-build/')));
    expect(styles.inline(html)).toBe(html);
    expect(styles.hashes).toEqual([]);
  });

  it('adds the hashes to the style-src of the policy already set, and only there', () => {
    const headers = new Map<string, string>([
      ['content-security-policy', "default-src 'self';style-src 'self';img-src 'self' data:"],
    ]);
    const res = { getHeader: (name: string) => headers.get(name), setHeader: (name: string, value: string) => headers.set(name, value) };
    allowInlineStyles(res, ["'sha256-abc'", "'sha256-def'"]);
    expect(headers.get('content-security-policy')).toBe("default-src 'self';style-src 'self' 'sha256-abc' 'sha256-def';img-src 'self' data:");
  });
});
