// Build-time constants (see vite.config.ts) and public environment variables.
/** This build's id (env BUILD_ID at build time, else random); the same in the client and server bundles. */
declare const __BUILD_ID__: string;
/** ISO time of this build. */
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  /**
   * An outside analytics script's URL, loaded instead of the site's own page counting (docs/decisions/021); `off`
   * loads none. Read at build time; unset, the pages load the site's own script.
   */
  readonly PUBLIC_ENV__ANALYTICS_SRC?: string;
}

declare module 'virtual:page-messages' {
  /** The catalog keys each page's code names, by vike page id (vite.config.ts, pageMessages); null in development. */
  const idsByPage: Record<string, string[]> | null;
  export default idsByPage;
}

declare module 'virtual:analytics-beacon' {
  /** Where the site's own page view script is served (vite.config.ts, analyticsBeacon). */
  const src: string;
  export default src;
}
