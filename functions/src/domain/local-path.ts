// Where a visitor may be sent on to after signing in, from a `next` parameter (the sign-in pages, mailed sign-in
// links, Google sign-in) or a form action's redirect: only a path on this site. Browsers forgive a lot in a
// Location header (they drop tabs and newlines, read `\` as `/`, take `/\t/host` or `https:host` as another site),
// so rather than listing the tricks, the target is resolved with the URL parser against a stand-in origin and
// must stay there, and anything a browser might drop or reinterpret is refused outright, as typed and once
// percent-decoded. Non-ASCII characters come back percent-encoded, so the result is always a valid header value.

const standIn = 'https://this-site.invalid';
const maxLength = 500;
// Control characters (C0, DEL, C1), every kind of whitespace (tab, newline, U+2028/2029, NBSP, …), backslashes,
// and invisible format characters (zero-width joiners, direction marks).
const unsafe = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

/** `next` as a path on this site (with its query and fragment), or undefined when it is anything else. */
export function localPath(next: string | null | undefined): string | undefined {
  if (!next || next.length > maxLength || !next.startsWith('/') || unsafe.test(next)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return undefined;
  }
  if (unsafe.test(decoded) || decoded.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(next, standIn);
  } catch {
    return undefined;
  }
  if (url.origin !== standIn) return undefined;
  return url.pathname + url.search + url.hash;
}
