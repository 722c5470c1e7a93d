// What search engines need of the schema.org markup the pages write, as checks the page tests run: the properties
// Google's structured-data documentation requires for LocalBusiness, Event and Article (and the recommended ones
// this site can always fill), and the value forms schema.org expects (absolute URLs, ISO dates with offset, hh:mm
// times, ISO 3166 country codes). A page whose markup fails here would be rejected or left without a rich result.
// The vocabulary itself (type and property names, what nests where, the kind of each value) is checked at compile
// time by schema-dts, in whose types the pages write the markup (json-ld.ts); these rules add what a type cannot
// say: which properties must be there, and the form of a text.

type Node = Record<string, unknown>;

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+\/?\S*$/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isIsoDateTime = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value);
const types = (node: Node) => [node['@type']].flat().filter((type): type is string => typeof type === 'string');

function place(node: unknown, at: string, problems: string[]) {
  const value = node as Node | undefined;
  const address = value?.address as Node | undefined;
  if (!address || address['@type'] !== 'PostalAddress') problems.push(`${at}.address: a PostalAddress`);
  else {
    for (const key of ['streetAddress', 'addressLocality', 'postalCode']) if (!isText(address[key])) problems.push(`${at}.address.${key}`);
    if (typeof address.addressCountry !== 'string' || !/^[A-Z]{2}$/.test(address.addressCountry)) problems.push(`${at}.address.addressCountry: ISO 3166-1 alpha-2`);
  }
  const geo = value?.geo as Node | undefined;
  if (geo && (typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number')) problems.push(`${at}.geo: numbers`);
}

function images(node: Node, at: string, problems: string[]) {
  const list = [node.image].flat();
  if (!list.length || !list.every(isAbsoluteUrl)) problems.push(`${at}.image: absolute URLs`);
}

const checks: Record<string, (node: Node, problems: string[]) => void> = {
  LocalBusiness(node, problems) {
    if (!isText(node.name)) problems.push('name');
    if (!isAbsoluteUrl(node.url)) problems.push('url');
    place(node, 'LocalBusiness', problems);
    images(node, 'LocalBusiness', problems);
    const hours = node.openingHoursSpecification as Node[] | undefined;
    if (hours && !hours.length) problems.push('openingHoursSpecification: left out when there are none');
    for (const entry of hours ?? []) {
      if (!/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(String(entry.dayOfWeek))) problems.push(`dayOfWeek ${String(entry.dayOfWeek)}`);
      for (const key of ['opens', 'closes']) if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(String(entry[key]))) problems.push(`${key} ${String(entry[key])}`);
    }
  },
  Event(node, problems) {
    if (!isText(node.name)) problems.push('name');
    if (!isIsoDateTime(node.startDate)) problems.push('startDate');
    if (node.endDate !== undefined && !isIsoDateTime(node.endDate)) problems.push('endDate');
    if (!String(node.eventStatus).startsWith('https://schema.org/Event')) problems.push('eventStatus');
    if (!isText(node.description)) problems.push('description');
    place(node.location, 'location', problems);
    if (!isText((node.location as Node | undefined)?.name)) problems.push('location.name');
    images(node, 'Event', problems);
    const organizer = node.organizer as Node | undefined;
    if (!isText(organizer?.name) || !isAbsoluteUrl(organizer?.url)) problems.push('organizer: name and url');
    const offers = node.offers as Node | undefined;
    if (offers) {
      if (!/^\d+(\.\d{1,2})?$/.test(String(offers.price))) problems.push('offers.price');
      if (!/^[A-Z]{3}$/.test(String(offers.priceCurrency))) problems.push('offers.priceCurrency');
      if (!String(offers.availability).startsWith('https://schema.org/')) problems.push('offers.availability');
      if (!isAbsoluteUrl(offers.url)) problems.push('offers.url');
    }
  },
  Article(node, problems) {
    if (!isText(node.headline) || String(node.headline).length > 110) problems.push('headline: up to 110 characters');
    images(node, 'Article', problems);
    if (!isIsoDateTime(node.datePublished)) problems.push('datePublished');
    if (node.dateModified !== undefined && !isIsoDateTime(node.dateModified)) problems.push('dateModified');
    const authors = [node.author].flat() as Node[];
    if (!authors.length || !authors.every((author) => isText(author?.name))) problems.push('author.name');
  },
};

const kinds: Record<string, keyof typeof checks> = {
  LocalBusiness: 'LocalBusiness',
  Store: 'LocalBusiness',
  Event: 'Event',
  Article: 'Article',
};

/** Every problem of one JSON-LD object, empty when search engines can read it; read as plain data, whatever its type. */
export function structuredDataProblems(jsonLd: object): string[] {
  const node = jsonLd as Node;
  const problems: string[] = [];
  if (node['@context'] !== 'https://schema.org') problems.push('@context');
  const kind = types(node).map((type) => kinds[type]).find(Boolean);
  if (!kind) problems.push(`@type ${String(node['@type'])} is none of LocalBusiness, Event, Article`);
  else checks[kind]!(node, problems);
  return problems;
}
