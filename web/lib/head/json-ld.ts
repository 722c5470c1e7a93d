// The schema.org JSON-LD the pages write, and how it goes into an inline <script>. Two checks keep it readable for
// search engines: its vocabulary (type and property names, what may nest where, the kind of each value) is checked
// at compile time by schema-dts, Google's TypeScript types of schema.org, and the properties Google requires of
// LocalBusiness, Event and Article by the rules the page tests run (structured-data-rules.ts).
import type { EducationalOrganizationLeaf, LocalBusinessLeaf, MergeLeafTypes, Thing, WithContext } from 'schema-dts';

/** A school that is also a place (so that geo and opening hours apply): the one node of two types the site writes. */
export type LocalBusinessAndSchool = MergeLeafTypes<[LocalBusinessLeaf, EducationalOrganizationLeaf]>;

/** A top-level schema.org object of a page, rendered as application/ld+json (a node, not a bare name or URL). */
export type JsonLd = WithContext<Exclude<Thing, string> | LocalBusinessAndSchool>;

// JSON for inline <script> elements: '<' is escaped so that a value such as "</script>" cannot end the element,
// and U+2028/U+2029 are escaped for older JavaScript parsers.
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
