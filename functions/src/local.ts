// Entry of `npm start`. The web build is a production build, so React must load in production mode too: NODE_ENV
// has to be set before any module that imports React is evaluated, hence this launcher and a dynamic import.
// (Cloud Functions run with NODE_ENV=production already.)
process.env.NODE_ENV ??= 'production';
await import('./local-server.js');

export {};
