// Build-time constants (see vite.config.ts) and public environment variables.
interface ImportMetaEnv {
  readonly BUILD_ID: string;
  readonly BUILD_TIME: string;
  /** URL of the analytics script; analytics is off when unset at build time. */
  readonly PUBLIC_ENV__ANALYTICS_SRC?: string;
  /** Public origin for canonical URLs (e.g. https://selbstgemacht.at); else taken from the request. */
  readonly PUBLIC_ENV__SITE_URL?: string;
}
