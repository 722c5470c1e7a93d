// How the web server reads a request's URL: its path and query apart, and the page a prefetch payload URL
// ({path}/_payload.json, lib/updates/prefetch.ts) asks the data of.
const payloadSuffix = '/_payload.json';

export function splitUrl(url: string): { pathname: string; search: string } {
  const index = url.search(/[?#]/);
  const pathname = index === -1 ? url : url.slice(0, index);
  const rest = index === -1 ? '' : url.slice(index);
  return { pathname: pathname || '/', search: rest.startsWith('?') ? rest.split('#')[0]! : '' };
}

export function isPayloadPath(pathname: string): boolean {
  return pathname.endsWith(payloadSuffix);
}

/** The page a path is for: itself, or the page whose payload it asks for. */
export function pagePathOf(pathname: string): string {
  return isPayloadPath(pathname) ? pathname.slice(0, -payloadSuffix.length) || '/' : pathname;
}
