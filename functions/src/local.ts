// Entry of `npm start`. The web build is a production build, so React must load in production mode too: NODE_ENV
// has to be set before any module that imports React is evaluated, hence this launcher and a dynamic import.
// (The deployed Cloud Functions fix it in node-env.ts, whatever their environment says.)
process.env.NODE_ENV ??= 'production';
await import('./local-server.js');

export {};
