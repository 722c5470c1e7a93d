// One vitest run for the whole repo (`npm test`): unit, component, GraphQL, store contract,
// security rules (functions/test/rules) and end-to-end tests.
import { defineConfig } from 'vitest/config';

// Vite would load our sources' `graphql` imports as index.mjs while Node loads it as index.js for @apollo/server and
// @graphql-tools: two copies of graphql-js, which refuses schemas "from another module or realm". Pin one copy.
const oneGraphqlCopy = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

export default defineConfig({
  test: {
    // One Firestore emulator for the whole run (store contract and rules tests), started only when one is installed;
    // one Auth emulator (firebase identity tests), started on first use.
    globalSetup: ['./functions/test/firestore-global-setup.ts', './functions/test/auth-emulator-global-setup.ts'],
    projects: [
      {
        resolve: oneGraphqlCopy,
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: './web',
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          // Against the build: the site in Chromium, and the deployable functions package.
          name: 'e2e',
          root: '.',
          // Chromium is there, or installed, or the run stops with one line saying what to install.
          globalSetup: ['./.ci/ensure-chromium.mjs'],
          include: ['web/e2e/**/*.e2e.ts', 'functions/test/**/*.e2e.ts'],
          // Node itself loads the built bundle, exactly as Cloud Functions would (and with one graphql-js).
          server: { deps: { external: [/functions\/lib\//] } },
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a browser test waits for (a beacon, a mail, a streamed update) can take seconds on a loaded CI
          // machine; vitest's default of 1 s made such waits flaky.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
