// Public build-time variable of the live pages (see live-client.ts).
interface ImportMetaEnv {
  /** The URL browsers open GraphQL streams at; this origin's /graphql/stream when unset. */
  readonly PUBLIC_ENV__LIVE_URL?: string;
}
