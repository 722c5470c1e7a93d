// Test helper for fuzz.test.ts: fast-check arbitraries that build a request for any root field from the schema alone
// (its arguments' types, its return type's fields), so that a field added to the schema is fuzzed without naming it.
// Values are random, at the boundaries the services check, and hostile (markup, control characters, path tricks);
// a few are of the wrong type on purpose, to reach GraphQL's own coercion errors.
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

/** Where an ID seen in an earlier response goes: resolved when the request is sent, so later runs reach real records. */
export class SeenId {
  constructor(readonly index: number) {}
  toString(): string {
    return `SeenId(${this.index})`;
  }
}

/** An argument left out of the request altogether (unlike an explicit null). */
export const MISSING = Symbol('missing');

/** `forged`: a session cookie and Bearer token of garbage (fuzzed like any string). */
export type Persona = 'signedOut' | 'user' | 'editor' | 'forged';

/** One generated request, before seen IDs are filled in. */
export interface Plan {
  persona: Persona;
  mode: Mode;
  /** How the arguments travel: as variables (they reach the resolvers as JSON values) or inline in the document. */
  passing: 'variables' | 'inline';
  /** GET works for queries only (and only with a short URL); mutations always POST. */
  method: 'GET' | 'POST';
  args: Record<string, unknown>;
  /** Arguments of fields inside the selection (`Event.livePosts`: {first: 0}), written inline; absent: none given. */
  nested: Partial<Record<string, Record<string, unknown>>>;
  /** The forged credential, for persona `forged`. */
  forgery: string;
  /** Accept-Language and X-Locale, when sent. */
  language: { acceptLanguage?: string; xLocale?: string };
}

const LANGUAGES = ['en', 'de', 'EN', 'fr', '*', '', 'en;q=abc', 'de-AT,en;q=NaN', 'en;q=-1,de;q=2', 'x'.repeat(300), ',,,;;;=', 'en-US;q=0.9, de;q=0.91'];

/** Values that mean something in the seeded store or to the people of the test: they get past "not found". */
export interface Known {
  ids: readonly string[];
  strings: readonly string[];
  /** IDs for positions whose name matches, in plausible requests (craft slugs for `crafts`, ...). */
  idHints: readonly (readonly [RegExp, readonly string[]])[];
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t\n',
  'a',
  '\u2028\u2029',
  'line\u2028break',
  'مرحبا بالعالم',
  'שלום \u202Eevil\u202C',
  '\u202E\u2066\u200F',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n\r\n',
  '\uFEFF',
  '\uD800',
  '\uDC00x',
  'Z\u0351\u0358\u036B\u0367',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</textarea><svg onload=alert(1)>',
  "' OR '1'='1' --",
  "'; DROP TABLE events; --",
  '" OR 1=1; --',
  '%',
  '_',
  '*',
  '\\',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '/uploads/../secret',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://example.org/',
  'http://example.org/a?b=c#d',
  '//evil.example',
  'https://evil.example@example.org/',
  'file:///etc/passwd',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '[]',
  '{}',
  '{"$gt":""}',
  '2026-11-22T18:00:00.000Z',
  '2026-12-01T10:00',
  '2026-02-30T25:61',
  '2026-03-29T02:30',
  '2026-10-25T02:30',
  '9999-12-31T23:59',
  '0000-01-01T00:00',
  '+275760-09-13T00:00',
  '2026-12-01T10:00:00.000+01:00',
  '09:00',
  '24:00',
  '23:59',
  '1010',
  'A-1010',
  'a'.repeat(50),
  'a'.repeat(51),
  'x'.repeat(100),
  'x'.repeat(101),
  'y'.repeat(200),
  'y'.repeat(201),
  'z'.repeat(501),
  'ü'.repeat(2_001),
  '😀'.repeat(3_000),
  'long '.repeat(4_000),
];

const INTS = [0, 1, -1, 2, 3, 5, 10, 19, 20, 21, 24, 25, 26, 30, 31, 49, 50, 51, 99, 100, 101, 500, 501, 1_000, 1_440, 1_441, 9_999, 10_000, 10_001, 10_050, 10_051, 1_000_000, 2_147_483_646, 2_147_483_647, -2_147_483_647, -2_147_483_648];

const FLOATS = [0, -0, 1, -1, 0.5, 47.07, 15.44, 48.2, 16.37, 90, 90.000001, -90, -90.5, 180, 180.5, -180, -181, 499.9, 500, 500.1, 1e9, -1e9, 2 ** 53, 1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE, 1e-300];

const DATE_TIMES_VALID = ['2026-11-22T18:00:00.000Z', '2026-12-01T09:00:00+01:00', '1970-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-11-22T18:00+14:00', '2026-11-22T18:00:00.123456789-12:00'];
const DATE_TIMES_INVALID = ['', 'now', 'yesterday', '2026-11-22', '2026-11-22T18:00:00', '2026-13-01T00:00:00Z', '2026-02-30T00:00:00Z', '2026-11-22T25:00:00Z', '2026-11-22T18:00:00+99:99', '+275760-09-13T00:00:00.000Z', '1700000000000', '2026-11-22T18:00:00.000Z\u0000'];

/**
 * Plausible values for a position, guessed from its name (so that a request of which only some values are hostile
 * gets past the others' validation and reaches the service's rules and the store). A field added later with a name
 * like these gets them too; any other string gets plain words.
 */
const STRING_HINTS: [RegExp, fc.Arbitrary<string>][] = [
  [/email/i, fc.oneof(fc.constantFrom('fuzz-user@example.org', 'fuzz-editor@example.org', 'neu@example.org'), fc.emailAddress())],
  [/password/i, fc.constantFrom('geheim-123', 'ein langes Passwort 2026')],
  [/url|website|link/i, fc.constantFrom('https://example.org/', 'https://instagram.com/toepferei', '/uploads/bild.webp', 'https://example.org/bild.jpg')],
  [/postal|zip/i, fc.constantFrom('1010', '8010', '1070')],
  [/local$|startsAt|dates/i, fc.constantFrom('2026-12-01T10:00', '2027-01-15T18:30', '2026-11-30T09:00')],
  [/opens|closes|from$|until$/i, fc.constantFrom('09:00', '18:00', '12:30')],
  [/phone/i, fc.constantFrom('+43 1 234567', '0316 123456')],
  [/place|city|locality/i, fc.constantFrom('Wien', 'Graz', '1010')],
  [/code|token/i, fc.constantFrom('123456', 'abcdef')],
  [/locale|lang/i, fc.constantFrom('de', 'en')],
];

function plausibleString(name: string): fc.Arbitrary<string> {
  const hint = STRING_HINTS.find(([pattern]) => pattern.test(name));
  return hint?.[1] ?? fc.constantFrom('Töpfern für Anfänger', 'Ein Abend an der Drehscheibe.', 'Keramik', 'Mira Huber', 'Hallo!', 'Bitte Preis angeben.');
}

function plausibleNumber(name: string, integer: boolean): fc.Arbitrary<number> {
  if (/lat/i.test(name)) return fc.double({ min: 46.5, max: 49, noNaN: true });
  if (/lng|lon/i.test(name)) return fc.double({ min: 9.5, max: 17, noNaN: true });
  if (/radius/i.test(name)) return fc.integer({ min: 1, max: 100 });
  if (/minutes/i.test(name)) return fc.constantFrom(30, 90, 120, 180);
  if (/cents/i.test(name)) return fc.constantFrom(0, 1_500, 4_500);
  if (/capacity|seats/i.test(name)) return fc.integer({ min: 1, max: 20 });
  if (/occurrences/i.test(name)) return fc.integer({ min: 2, max: 6 });
  return integer ? fc.integer({ min: 0, max: 20 }) : fc.double({ min: 0, max: 100, noNaN: true });
}

/** Mostly the hostile list and the known values; some random text, some long, some made of parts. */
function stringArb(known: Known): fc.Arbitrary<string> {
  const hostile = fc.constantFrom(...HOSTILE_STRINGS);
  const knownString = fc.constantFrom(...known.strings, ...known.ids);
  return fc.oneof(
    { weight: 5, arbitrary: hostile },
    { weight: 3, arbitrary: knownString },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 100, maxLength: 1_200 }) },
    { weight: 1, arbitrary: fc.tuple(knownString, hostile).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: fc.oneof(fc.webUrl(), fc.emailAddress(), fc.ipV4(), fc.uuid()) },
  );
}

function intArb(): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...INTS) },
    { weight: 2, arbitrary: fc.integer({ min: -3, max: 60 }) },
    { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
  );
}

/** GraphQL has no NaN or Infinity (JSON cannot carry them either): huge, tiny and negative instead. */
function floatArb(): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...FLOATS) },
    { weight: 2, arbitrary: fc.double({ min: -200, max: 600, noNaN: true }) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
}

function idArb(known: Known): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 3, arbitrary: fc.nat({ max: 1_000 }).map((index) => new SeenId(index)) },
    { weight: 2, arbitrary: stringArb(known) },
    // An ID variable also takes an integer.
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 2_147_483_647) },
  );
}

function scalarArb(name: string, known: Known): fc.Arbitrary<unknown> {
  switch (name) {
    case 'String':
      return stringArb(known);
    case 'Int':
      return intArb();
    case 'Float':
      return floatArb();
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return idArb(known);
    case 'DateTime':
      return fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...DATE_TIMES_VALID) },
        { weight: 2, arbitrary: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString()) },
        { weight: 2, arbitrary: fc.constantFrom(...DATE_TIMES_INVALID) },
        { weight: 1, arbitrary: stringArb(known) },
      );
    default:
      // A scalar added to the schema later: strings and numbers, whatever it accepts.
      return fc.oneof(stringArb(known), intArb());
  }
}

/** A value of the wrong kind for any position: GraphQL must refuse it with a coded error. */
const wrongTypeArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom({}, [], '', 'NOT_A_VALUE', 1.5, true, -1, [null], { nested: { deeper: [1, 'a'] } }),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * How a request's values are drawn: `hostile` everywhere (most such requests end at the first validation error), or
 * `plausible` with a hostile value here and there, so that the rest passes and the hostile one reaches deeper.
 */
export type Mode = 'hostile' | 'plausible';

/**
 * A value for an input type (as JSON for variables) at a position called `name`: nullable positions are sometimes
 * null or left out, required ones rarely (which GraphQL refuses before any resolver runs); input objects recurse with
 * their optional fields missing or null; lists are empty, short or long.
 */
export function inputValueArb(type: GraphQLInputType, known: Known, mode: Mode, name: string, depth = 0): fc.Arbitrary<unknown> {
  const rare = mode === 'hostile' ? 1 : 0;
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 30, arbitrary: proper(type.ofType, known, mode, name, depth) },
      { weight: rare, arbitrary: fc.constantFrom(null, MISSING) },
      { weight: rare, arbitrary: wrongTypeArb },
    );
  }
  return fc.oneof(
    { weight: 12, arbitrary: proper(type, known, mode, name, depth) },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: mode === 'hostile' ? 2 : 6, arbitrary: fc.constant(MISSING) },
    { weight: rare, arbitrary: wrongTypeArb },
  );
}

/** A value of the (nullable) type itself. */
function proper(type: GraphQLInputType, known: Known, mode: Mode, name: string, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) {
    const item = inputValueArb(type.ofType, known, mode, name, depth + 1);
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 4, arbitrary: fc.array(item, { minLength: 1, maxLength: 4 }) },
      { weight: mode === 'hostile' ? 1 : 0, arbitrary: fc.array(item, { minLength: 25, maxLength: 120 }) },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc
      .record(Object.fromEntries(fields.map((field) => [field.name, inputValueArb(field.type, known, mode, field.name, depth + 1)])))
      .map((record) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== MISSING)));
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isScalarType(type)) {
    if (mode === 'hostile') return scalarArb(type.name, known);
    return fc.oneof({ weight: 30, arbitrary: plausibleScalar(type.name, name, known) }, { weight: 1, arbitrary: scalarArb(type.name, known) });
  }
  throw new Error(`No generator for input type ${String(type)}`);
}

function plausibleScalar(scalar: string, name: string, known: Known): fc.Arbitrary<unknown> {
  switch (scalar) {
    case 'String':
      return plausibleString(name);
    case 'Int':
    case 'Float':
      return plausibleNumber(name, scalar === 'Int');
    case 'Boolean':
      return fc.boolean();
    case 'ID': {
      const hinted = known.idHints.find(([pattern]) => pattern.test(name))?.[1];
      if (hinted) return fc.constantFrom(...hinted);
      return fc.oneof(fc.constantFrom(...known.ids), fc.nat({ max: 1_000 }).map((index) => new SeenId(index)));
    }
    case 'DateTime':
      return fc.constantFrom(...DATE_TIMES_VALID);
    default:
      return scalarArb(scalar, known);
  }
}

/** A plan for one request to `field` of the root type `operation`. */
export function planArb(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, known: Known): fc.Arbitrary<Plan> {
  return fc.constantFrom<Mode>('hostile', 'plausible').chain((mode) =>
    fc.record({
      persona: fc.constantFrom<Persona>('signedOut', 'user', 'editor', 'signedOut', 'user', 'editor', 'forged'),
      mode: fc.constant(mode),
      passing: fc.oneof({ weight: 3, arbitrary: fc.constant('variables' as const) }, { weight: 1, arbitrary: fc.constant('inline' as const) }),
      method: operation === 'query' ? fc.constantFrom<'GET' | 'POST'>('POST', 'POST', 'GET') : fc.constant('POST' as const),
      args: fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputValueArb(arg.type, known, mode, arg.name)]))),
      nested: fc.record(
        Object.fromEntries(
          selectedFieldsWithArgs(field.type).map(([key, nestedField]) => [
            key,
            fc.record(Object.fromEntries(nestedField.args.map((arg) => [arg.name, inputValueArb(arg.type, known, mode, arg.name)]))),
          ]),
        ),
        { requiredKeys: [] },
      ),
      forgery: stringArb(known),
      language: fc.record({ acceptLanguage: fc.constantFrom(...LANGUAGES), xLocale: fc.constantFrom(...LANGUAGES) }, { requiredKeys: [] }),
    }),
  );
}

/** The fields with arguments that selectionFor selects under `type`, by "Type.field". */
function selectedFieldsWithArgs(type: GraphQLOutputType, level = 0): [string, GraphQLField<unknown, unknown>][] {
  const named = getNamedType(type);
  if (!isObjectType(named) && !isInterfaceType(named)) return [];
  return Object.values(named.getFields()).flatMap((field): [string, GraphQLField<unknown, unknown>][] => {
    if (!selectable(field)) return [];
    const own: [string, GraphQLField<unknown, unknown>][] = field.args.length > 0 ? [[`${named.name}.${field.name}`, field]] : [];
    const below = !isLeafType(getNamedType(field.type)) && level < 2 ? selectedFieldsWithArgs(field.type, level + 1) : [];
    return [...own, ...below];
  });
}

/** Fields without required arguments: the selection can ask for them with or without arguments. */
function selectable(field: GraphQLField<unknown, unknown>): boolean {
  return !field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
}

/** Replaces seen-ID placeholders (deeply) with IDs from `seen`, or a made-up one while none were seen. */
export function resolveSeen(value: unknown, seen: readonly string[]): unknown {
  if (value instanceof SeenId) return seen.length > 0 ? seen[value.index % seen.length] : `unseen-${value.index}`;
  if (Array.isArray(value)) return value.map((item) => resolveSeen(item, seen));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveSeen(v, seen)]));
  return value;
}

/** A value as a GraphQL literal; what has no literal of its type (a wrong value) is written as a string. */
export function literal(value: unknown, type: GraphQLInputType): string {
  if (value === null || value === undefined) return 'null';
  const inner = isNonNullType(type) ? type.ofType : type;
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, isListType(inner) ? inner.ofType : inner)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = isInputObjectType(inner) ? inner.getFields() : {};
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([name]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(name))
      .map(([name, v]) => `${name}: ${literal(v, fields[name]?.type ?? inner)}`);
    return `{${entries.join(', ')}}`;
  }
  if (typeof value === 'string') {
    if (isEnumType(inner) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) && !['true', 'false', 'null'].includes(value)) return value;
    return JSON.stringify(value);
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '0' : String(value);
  return String(value);
}

/**
 * The selection of a field returning `type`: its leaf fields and __typename, and its object fields two levels down
 * (a connection's edges and their nodes), skipping fields with required arguments; `nested` gives arguments to some
 * of them. Unions get __typename only.
 */
export function selectionFor(type: GraphQLOutputType, nested: Plan['nested'] = {}, level = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (!selectable(field)) continue;
    const given = Object.entries(nested[`${named.name}.${field.name}`] ?? {}).filter(([, value]) => value !== MISSING);
    const call = given.length > 0 ? `${field.name}(${given.map(([name, value]) => `${name}: ${literal(value, field.args.find((a) => a.name === name)!.type)}`).join(', ')})` : field.name;
    if (isLeafType(getNamedType(field.type))) parts.push(call);
    else if (level < 2) parts.push(`${call} ${selectionFor(field.type, nested, level + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** The document and variables for a plan whose seen IDs are resolved. */
export function buildRequest(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  plan: Plan,
): { query: string; variables: Record<string, unknown> } {
  const given = field.args.filter((arg) => plan.args[arg.name] !== MISSING);
  const variables: Record<string, unknown> = {};
  let definitions = '';
  let argList = '';
  if (plan.passing === 'variables') {
    for (const arg of given) variables[arg.name] = plan.args[arg.name];
    definitions = given.length > 0 ? `(${given.map((arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
    argList = given.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  } else {
    argList = given.map((arg) => `${arg.name}: ${literal(plan.args[arg.name], arg.type)}`).join(', ');
  }
  const call = argList ? `${field.name}(${argList})` : field.name;
  return { query: `${operation} Fuzz${definitions} { ${call} ${selectionFor(field.type, plan.nested)} }`, variables };
}
