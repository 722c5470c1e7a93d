// `npm run dev` and `npm run bench` run the server from source under tsx, which, unlike Vite, cannot load
// stylesheets: whatever the server imports (the web's form actions included) must not pull in a component that
// imports CSS. The built package never notices, since esbuild bundles it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the server from source', () => {
  it('loads under tsx', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', "await import('./functions/src/app.server.ts'); console.log('loaded');"],
      { cwd: root, env: { ...process.env, TSX_TSCONFIG_PATH: 'functions/tsconfig.json' }, timeout: 60_000 },
    );
    expect(stdout.trim()).toBe('loaded');
  }, 90_000);
});
