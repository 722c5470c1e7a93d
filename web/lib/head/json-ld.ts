// JSON for inline <script> elements: '<' is escaped so that a value such as "</script>" cannot end the element,
// and U+2028/U+2029 are escaped for older JavaScript parsers.
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
