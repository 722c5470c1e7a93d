// Entry of the deployed Cloud Functions (defined in cloud-functions.ts). node-env.ts must run before anything else
// of the package is evaluated; ES modules run their imports in order, and build.mjs keeps these two as separate
// files (not bundled into this one), where the bundler would hoist the packages cloud-functions.ts imports above it.
// No top-level await here: the Functions emulator require()s the package, which refuses modules that use it.
import './node-env.js';

export * from './cloud-functions.js';
