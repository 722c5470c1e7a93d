// Text and attribute values for the XML feeds (Atom, sitemap).

// Characters XML 1.0 does not allow at all (control characters other than tab and line breaks, U+FFFE, U+FFFF).
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(forbidden, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An instant as a W3C/RFC 3339 date-time in UTC without milliseconds (2026-11-22T13:43:20Z). */
export function xmlDateTime(value: string | Date): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
