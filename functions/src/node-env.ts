// Imported first by index.ts, so that it runs before any module of the deployed package is evaluated. React and
// react-dom each load their development or production build by NODE_ENV at the moment they are first imported.
// Loading the functions imports react-intl (the server's own messages), and with it react and react/jsx-runtime;
// react-dom/server comes later, with the web build, whose vike entry sets NODE_ENV to "production" only when it is
// unset. So where nothing set NODE_ENV (the Functions emulator) a development JSX runtime met a production react-dom,
// and every page failed. The package is a production build whatever its environment says.
process.env.NODE_ENV = 'production';

export {};
