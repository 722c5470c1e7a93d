// The layer check (.dependency-cruiser.mjs, `npm run lint:layers`) fails on a crossing: run on a small tree in a
// temporary directory, so that the repository itself is never touched.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs the layer check with the repository's rules over `files` (path → source); its exit code and report. */
async function layerCheck(files: Record<string, string>, folder = 'functions/src'): Promise<{ code: number; report: string }> {
  dir = await mkdtemp(join(tmpdir(), 'layer-check-'));
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }));
  for (const [path, source] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), source);
  }
  const run = promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), folder, '--config', join(root, '.dependency-cruiser.mjs')],
    { cwd: dir, timeout: 60_000 },
  );
  return run.then(
    ({ stdout }) => ({ code: 0, report: stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, report: error.stdout }),
  );
}

const context = "export interface RequestContext { now: Date }\n";

describe('the layer check', () => {
  it('passes imports that go down, .js specifiers resolved to the .ts sources', async () => {
    const { code, report } = await layerCheck({
      'functions/src/graphql/context.ts': `import type { Viewer } from '../domain/viewer.js';\nexport type RequestContext = { viewer: Viewer };\n`,
      'functions/src/domain/viewer.ts': 'export interface Viewer { uid: string }\n',
    });
    expect(report).toContain('no dependency violations found (2 modules, 1 dependencies cruised)');
    expect(code).toBe(0);
  }, 60_000);

  it('fails when a service imports the GraphQL layer', async () => {
    const { code, report } = await layerCheck({
      'functions/src/graphql/context.ts': context,
      'functions/src/services/probe.ts': `import type { RequestContext } from '../graphql/context.js';\nexport const probe = (ctx: RequestContext) => ctx.now;\n`,
    });
    expect(report).toContain('services-not-graphql: functions/src/services/probe.ts → functions/src/graphql/context.ts');
    expect(code).not.toBe(0);
  }, 60_000);

  it('fails on an import cycle and on the domain importing outside itself', async () => {
    const { code, report } = await layerCheck({
      'functions/src/domain/a.ts': `import { b } from './b.js';\nimport { probe } from '../http/probe.js';\nimport { readFileSync } from 'node:fs';\nexport const a = () => b() + probe + typeof readFileSync;\n`,
      'functions/src/domain/b.ts': `import { a } from './a.js';\nexport const b = () => typeof a;\n`,
      'functions/src/http/probe.ts': 'export const probe = 1;\n',
    });
    expect(report).toContain('no-circular');
    expect(report).toContain('domain-imports-only-domain: functions/src/domain/a.ts → functions/src/http/probe.ts');
    expect(report).toContain('domain-imports-only-domain: functions/src/domain/a.ts → fs');
    expect(code).not.toBe(0);
  }, 60_000);

  it('keeps routes apart: a page may use its own folder, never another route’s', async () => {
    const { code, report } = await layerCheck(
      {
        'web/pages/events/index/+data.ts': `import { slug } from '../@event_slug/+data';\nexport const data = slug;\n`,
        'web/pages/events/@event_slug/+data.ts': `export const slug = 'x';\n`,
        'web/pages/(app)/app/+data.ts': `import { slug } from '../../events/@event_slug/+data';\nexport const data = slug;\n`,
        'web/pages/venues/index/+data.ts': `import { data } from '../../(app)/app/+data';\nexport const list = data;\n`,
      },
      'web',
    );
    expect(report).toContain('web-grouped-routes-apart: web/pages/(app)/app/+data.ts → web/pages/events/@event_slug/+data.ts');
    expect(report).toContain('web-routes-apart: web/pages/venues/index/+data.ts → web/pages/(app)/app/+data.ts');
    expect(report).not.toContain('web/pages/events/index/+data.ts →');
    expect(code).not.toBe(0);
  }, 60_000);
});
