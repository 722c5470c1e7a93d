// Records the store contract suite writes and reads back. Names with umlauts carry their folded nameSort, the way
// the services compute it, so the suite can show that lists sort "Ärmel" with the a's, not after "Z".
import type {
  ArticleRecord,
  CityRecord,
  ContactMessageRecord,
  CraftRecord,
  EventRecord,
  MailRecord,
  ModerationLogRecord,
  ProfileRecord,
  VenueChangeRecord,
  VenueClaimRecord,
  VenueRecord,
} from '../domain/records.js';

export const crafts: CraftRecord[] = [
  { slug: 'stricken-haekeln', name: { de: 'Stricken & Häkeln', en: 'Knitting & Crochet' }, position: 3 },
  { slug: 'toepfern-keramik', name: { de: 'Töpfern/Keramik', en: 'Pottery & Ceramics' }, position: 1 },
  { slug: 'naehen', name: { de: 'Nähen', en: 'Sewing' }, position: 2 },
];

export const cities: CityRecord[] = [
  {
    slug: 'graz',
    name: { de: 'Graz' },
    country: 'AT',
    timeZone: 'Europe/Vienna',
    center: { lat: 47.0707, lng: 15.4395 },
    population: 300_000,
  },
  {
    slug: 'wien',
    name: { de: 'Wien', en: 'Vienna' },
    country: 'AT',
    timeZone: 'Europe/Vienna',
    center: { lat: 48.2082, lng: 16.3738 },
    population: 2_000_000,
  },
];

export function venue(slug: string, name: string, nameSort: string, fields: Partial<VenueRecord> = {}): VenueRecord {
  return {
    slug,
    name,
    nameSort,
    kind: 'WORKSHOP',
    craftSlugs: ['naehen'],
    description: { de: `${name} – ein Ort zum Selbermachen.`, en: `${name} – a place to make things.` },
    address: { street: 'Neubaugasse 1', postalCode: '1070', locality: 'Wien', district: 'Neubau', country: 'AT' },
    citySlug: 'wien',
    geo: { lat: 48.2, lng: 16.35 },
    timeZone: 'Europe/Vienna',
    openingHours: [
      { day: 'MONDAY', opens: '10:00', closes: '18:00' },
      { day: 'SATURDAY', opens: '09:30', closes: '13:00' },
    ],
    contact: { email: 'hallo@example.at', phone: '+43 1 234567' },
    website: 'https://example.at/',
    images: [{ url: 'https://example.at/a.jpg', alt: { de: 'Werkbank' }, width: 800, height: 600 }],
    published: true,
    updatedAt: new Date('2026-01-02T03:04:05.678Z'),
    ...fields,
  };
}

/** Wien, published, in nameSort order: the expected order of `venues.list({ citySlug: 'wien' })`. */
export const wienVenues: VenueRecord[] = [
  venue('aermel-und-co', 'Ärmel & Co', 'aermel & co', { kind: 'SHOP' }),
  venue('atelier-zwirn', 'Atelier Zwirn', 'atelier zwirn', { craftSlugs: ['naehen', 'stricken-haekeln'] }),
  venue('naehstube-neubau', 'Nähstube Neubau', 'naehstube neubau', { kind: 'CREATIVE_SPACE' }),
  venue('oelmuehle', 'Ölmühle', 'oelmuehle', { kind: 'SHOP', craftSlugs: ['toepfern-keramik'] }),
  // Same sort name: the slug breaks the tie.
  venue('tonwerk-a', 'Tonwerk', 'tonwerk', { craftSlugs: ['toepfern-keramik'], website: undefined }),
  venue('tonwerk-b', 'Tonwerk', 'tonwerk', { craftSlugs: ['toepfern-keramik'], contact: {} }),
];
export const grazVenue = venue('zirkel-graz', 'Zirkel', 'zirkel', { kind: 'SCHOOL', citySlug: 'graz' });
export const hiddenVenue = venue('baustelle', 'Baustelle', 'baustelle', { published: false });

export function event(slug: string, startsAt: string, hours: number, fields: Partial<EventRecord> = {}): EventRecord {
  const start = new Date(startsAt);
  const record: EventRecord = {
    sessions: [],
    slug,
    title: { de: `Kurs ${slug}`, en: `Course ${slug}` },
    description: { de: 'Bring gute Laune mit.' },
    craftSlugs: ['naehen'],
    venueSlug: 'atelier-zwirn',
    citySlug: 'wien',
    geo: { lat: 48.2, lng: 16.35 },
    startsAt: start,
    endsAt: new Date(start.getTime() + hours * 3_600_000),
    timeZone: 'Europe/Vienna',
    price: { amountCents: 4_500, currency: 'EUR' },
    capacity: 8,
    seatsLeft: 3,
    level: 'BEGINNER',
    status: 'SCHEDULED',
    images: [],
    registration: 'BOOKING',
    materialsIncluded: false,
    published: true,
    updatedAt: new Date('2026-01-05T08:00:00.001Z'),
    ...fields,
  };
  // One session spanning the event, unless the test gives its own.
  return fields.sessions ? record : { ...record, sessions: [{ startsAt: record.startsAt, endsAt: record.endsAt }] };
}

/** Published events in (startsAt, slug) order. */
export const events: EventRecord[] = [
  event('a-long-course', '2026-02-28T09:00:00.007Z', 24 * 10), // started before, still running on 2026-03-05
  event('b-naehen-basics', '2026-03-01T17:00:00.123Z', 3),
  event('c-same-start', '2026-03-04T17:00:00.000Z', 2, { venueSlug: 'oelmuehle', craftSlugs: ['toepfern-keramik'] }),
  event('d-same-start', '2026-03-04T17:00:00.000Z', 2, { venueSlug: 'oelmuehle' }),
  event('e-stricken', '2026-03-06T10:30:00.999Z', 2, { craftSlugs: ['stricken-haekeln'] }),
  event('f-graz', '2026-03-07T10:00:00.000Z', 4, { venueSlug: 'zirkel-graz', citySlug: 'graz' }),
  event('g-later', '2026-04-01T10:00:00.000Z', 2),
  event('h-later', '2026-04-02T10:00:00.000Z', 2),
];
export const hiddenEvent = event('x-draft', '2026-03-06T09:00:00.000Z', 2, { published: false });

export function article(slug: string, publishedAt: string, fields: Partial<ArticleRecord> = {}): ArticleRecord {
  return {
    slug,
    title: { de: `Artikel ${slug}`, en: `Article ${slug}` },
    excerpt: { de: 'Kurz gesagt: selber machen.' },
    body: { de: '# Überschrift\n\nText mit „Anführungszeichen“ und ß.', en: '# Heading\n\nText.' },
    author: { name: 'Maria Muster', bio: { de: 'Töpfert seit 2010.' } },
    tags: ['anleitung'],
    craftSlugs: ['naehen'],
    publishedAt: new Date(publishedAt),
    cover: { url: 'https://example.at/cover.jpg', alt: { de: 'Stoffe', en: 'Fabrics' } },
    published: true,
    updatedAt: new Date('2026-01-03T00:00:00.042Z'),
    ...fields,
  };
}

/** Published articles newest first, ties by slug. */
export const articles: ArticleRecord[] = [
  article('neu-keramik', '2026-03-10T12:00:00.500Z', { craftSlugs: ['toepfern-keramik'], tags: ['portrait'] }),
  article('gleich-a', '2026-03-05T08:00:00.000Z', { tags: ['anleitung', 'portrait'] }),
  article('gleich-b', '2026-03-05T08:00:00.000Z', { cover: undefined }),
  article('alt', '2025-11-01T08:00:00.001Z', { craftSlugs: ['stricken-haekeln', 'naehen'], tags: [] }),
];
export const hiddenArticle = article('entwurf', '2026-03-11T08:00:00.000Z', { published: false });

// Discovery: venues at real places (a few at the edges of the map) with searchable German and English text.
export const stephansplatz = { lat: 48.2085, lng: 16.3731 };
const hours = (day: VenueRecord['openingHours'][number]['day'], opens: string, closes: string) => ({ day, opens, closes });

export const discoveryVenues: VenueRecord[] = [
  venue('toepferei-neubau', 'Töpferei Neubau', 'toepferei neubau', {
    craftSlugs: ['toepfern-keramik'],
    description: { de: 'Töpfern an der Drehscheibe, Glasuren selbst mischen.', en: 'Pottery on the wheel, mixing your own glazes.' },
    geo: { lat: 48.202, lng: 16.348 },
    openingHours: [hours('MONDAY', '10:00', '18:00')],
  }),
  venue('keramik-wieden', 'Keramikstudio Wieden', 'keramikstudio wieden', {
    kind: 'SCHOOL',
    craftSlugs: ['toepfern-keramik'],
    description: { de: 'Kurse für Keramik und eine Glasur-Bibliothek.', en: 'Ceramics courses and a glaze library.' },
    address: { street: 'Wiedner Hauptstraße 10', postalCode: '1040', locality: 'Wien', district: 'Wieden', country: 'AT' },
    geo: { lat: 48.1922, lng: 16.3717 },
    openingHours: [hours('FRIDAY', '20:00', '02:00')],
  }),
  venue('nadelwerk', 'Nadelwerk', 'nadelwerk', {
    kind: 'SHOP',
    description: { de: 'Stoffe, Garne und Nähkurse für Anfänger.', en: 'Fabrics, yarn and sewing courses for beginners.' },
    address: { street: 'Praterstraße 5', postalCode: '1020', locality: 'Wien', district: 'Leopoldstadt', country: 'AT' },
    geo: { lat: 48.2167, lng: 16.4 },
    openingHours: [hours('MONDAY', '09:00', '12:00'), hours('SATURDAY', '09:00', '12:00')],
  }),
  venue('strickstube-moedling', 'Strickstube Mödling', 'strickstube moedling', {
    craftSlugs: ['stricken-haekeln'],
    description: { de: 'Stricken und Häkeln im Café.', en: 'Knitting and crochet in a café.' },
    address: { street: 'Hauptstraße 1', postalCode: '2340', locality: 'Mödling', country: 'AT' },
    citySlug: 'moedling',
    geo: { lat: 48.0856, lng: 16.283 },
  }),
  venue('zirkel-graz', 'Zirkel', 'zirkel', {
    kind: 'SCHOOL',
    citySlug: 'graz',
    address: { street: 'Sporgasse 2', postalCode: '8010', locality: 'Graz', country: 'AT' },
    geo: { lat: 47.0707, lng: 15.4395 },
  }),
  venue('fiji-hut', 'Fiji Hut', 'fiji hut', {
    citySlug: 'suva',
    address: { street: 'Victoria Parade 1', postalCode: '0000', locality: 'Suva', country: 'FJ' },
    geo: { lat: -16.5, lng: 179.99 },
  }),
  venue('polar-shed', 'Polar Shed', 'polar shed', {
    citySlug: 'nord',
    address: { street: 'Eis 1', postalCode: '9999', locality: 'Nordpol', country: 'NO' },
    geo: { lat: 89.99, lng: 0 },
  }),
  venue('toepferei-geheim', 'Töpferei Geheim', 'toepferei geheim', {
    craftSlugs: ['toepfern-keramik'],
    geo: { lat: 48.2085, lng: 16.3731 },
    published: false,
  }),
];

/** Events at the discovery venues, with their venue's geo; in (startsAt, slug) order. */
export const discoveryEvents: EventRecord[] = [
  ['drehscheibe-1', 'toepferei-neubau', '2026-03-02T17:00:00.000Z', 0, 'BEGINNER', 'Drehscheibe für Anfänger', 'Wheel throwing for beginners'],
  ['glasur-abend', 'keramik-wieden', '2026-03-03T18:00:00.000Z', 4_500, 'INTERMEDIATE', 'Glasuren mischen', 'Mixing glazes'],
  ['naehcafe', 'nadelwerk', '2026-03-04T16:00:00.000Z', 0, 'ALL_LEVELS', 'Nähcafé', 'Sewing café'],
  ['strickrunde', 'strickstube-moedling', '2026-03-05T16:00:00.000Z', 1_000, 'BEGINNER', 'Strickrunde', 'Knitting circle'],
  ['graz-kurs', 'zirkel-graz', '2026-03-06T09:00:00.000Z', 9_000, 'ADVANCED', 'Töpfern für Fortgeschrittene', 'Advanced pottery'],
  ['vorbei', 'toepferei-neubau', '2026-02-01T09:00:00.000Z', 0, 'BEGINNER', 'Töpfern im Februar', 'Pottery in February'],
]
  .map(([slug, venueSlug, startsAt, amountCents, level, de, en]) => {
    const host = discoveryVenues.find((v) => v.slug === venueSlug)!;
    return event(slug as string, startsAt as string, 2, {
      title: { de: de as string, en: en as string },
      venueSlug: host.slug,
      citySlug: host.citySlug,
      geo: host.geo,
      craftSlugs: host.craftSlugs,
      price: { amountCents: amountCents as number, currency: 'EUR' },
      level: level as EventRecord['level'],
    });
  })
  .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());

// A district searched (Ottakring, 1160): the gazetteer's circle around its centre misses the venue at its eastern
// edge, and takes in a venue of the neighbouring district.
export const ottakringCentre = { lat: 48.212, lng: 16.311 };
const address = (street: string, postalCode: string, district: string) => ({ street, postalCode, locality: 'Wien', district, country: 'AT' });

export const placeVenues: VenueRecord[] = [
  venue('holzwurm', 'Holzwurm', 'holzwurm', {
    description: { de: 'Holz hobeln und drechseln.' },
    address: address('Brunnengasse 41', '1160', 'Ottakring (16. Bezirk)'),
    geo: { lat: 48.2098, lng: 16.3385 }, // 2.1 km from the centre
  }),
  venue('wilhelminenberg', 'Wilhelminenberg', 'wilhelminenberg', {
    craftSlugs: ['stricken-haekeln'],
    description: { de: 'Stricken mit Aussicht.' },
    address: address('Savoyenstraße 2', '1160', 'Ottakring (16. Bezirk)'),
    geo: { lat: 48.2137, lng: 16.29 }, // 1.6 km
  }),
  venue('hernals-eck', 'Hernals Eck', 'hernals eck', {
    description: { de: 'Holz schnitzen an der Bezirksgrenze.' },
    address: address('Hernalser Hauptstraße 100', '1170', 'Hernals (17. Bezirk)'),
    geo: { lat: 48.218, lng: 16.312 }, // 0.7 km
  }),
  venue('neubau-werkstatt', 'Neubau Werkstatt', 'neubau werkstatt', {
    description: { de: 'Holz und Stoff.' },
    address: address('Zollergasse 1', '1070', 'Neubau (7. Bezirk)'),
    geo: { lat: 48.2, lng: 16.35 }, // 3.2 km
  }),
  venue('ottakring-entwurf', 'Ottakring Entwurf', 'ottakring entwurf', {
    address: address('Thaliastraße 1', '1160', 'Ottakring (16. Bezirk)'),
    geo: ottakringCentre,
    published: false,
  }),
];

/** Events at the place venues, with their venue's geo, in (startsAt, slug) order. */
export const placeEvents: EventRecord[] = [
  ['hocker-bauen', 'holzwurm', '2026-03-02T17:00:00.000Z', 'Einen Hocker aus Holz bauen'],
  ['schnitzen', 'hernals-eck', '2026-03-03T17:00:00.000Z', 'Holz schnitzen'],
  ['stricken-oben', 'wilhelminenberg', '2026-03-04T17:00:00.000Z', 'Stricken'],
  ['drechseln', 'holzwurm', '2026-03-05T17:00:00.000Z', 'Holz drechseln'],
  ['naehen-neubau', 'neubau-werkstatt', '2026-03-06T17:00:00.000Z', 'Nähen'],
  ['drechseln-vorbei', 'holzwurm', '2026-02-01T17:00:00.000Z', 'Holz drechseln'],
].map(([slug, venueSlug, startsAt, title]) => {
  const host = placeVenues.find((v) => v.slug === venueSlug)!;
  return event(slug!, startsAt!, 2, { title: { de: title! }, venueSlug: host.slug, geo: host.geo, craftSlugs: host.craftSlugs });
});

// ---- Accounts, contributions, bookings, moderation ----

const at = (iso: string) => new Date(iso);

export function profile(uid: string, email: string, fields: Partial<ProfileRecord> = {}): ProfileRecord {
  return {
    uid,
    email,
    name: `Person ${uid}`,
    favouriteCraftSlugs: [],
    locale: 'de',
    role: 'USER',
    trustedOrganiser: false,
    createdAt: at('2026-01-10T10:00:00.001Z'),
    updatedAt: at('2026-01-11T10:00:00.002Z'),
    ...fields,
  };
}

/** In (email, uid) order: the admin's list of users. */
export const profiles: ProfileRecord[] = [
  profile('u-anna', 'anna@example.at', {
    name: 'Anna Öller',
    bio: 'Töpfert „am liebsten“ abends.',
    avatar: { url: '/media/avatar/u-anna/a-256.webp', alt: { de: 'Anna' }, width: 256, height: 256 },
    homeCitySlug: 'wien',
    favouriteCraftSlugs: ['toepfern-keramik', 'naehen'],
    locale: 'en',
    role: 'EDITOR',
    trustedOrganiser: true,
  }),
  profile('u-b1', 'bernd@example.at'),
  profile('u-b2', 'bernd@example.at'), // same address: the uid breaks the tie
  profile('u-zoe', 'zoe@example.at', { role: 'ADMIN' }),
];

export function claim(id: string, createdAt: string, fields: Partial<VenueClaimRecord> = {}): VenueClaimRecord {
  return { id, venueSlug: 'oelmuehle', uid: 'u-b1', message: 'Ich führe die Ölmühle seit 2019.', state: 'PENDING', createdAt: at(createdAt), ...fields };
}

/** In createdAt order. */
export const claims: VenueClaimRecord[] = [
  claim('c-1', '2026-02-01T09:00:00.000Z'),
  claim('c-2', '2026-02-02T09:00:00.000Z', { venueSlug: 'tonwerk-a', uid: 'u-anna' }),
  claim('c-3', '2026-02-03T09:00:00.000Z', {
    uid: 'u-zoe',
    state: 'REJECTED',
    reviewNote: 'Bitte schick uns einen Nachweis.',
    decidedAt: at('2026-02-04T09:00:00.500Z'),
    decidedBy: 'u-anna',
  }),
  claim('c-4', '2026-02-05T09:00:00.000Z', { venueSlug: 'tonwerk-a' }),
];

export function venueChange(venueSlug: string, updatedAt: string, fields: Partial<VenueChangeRecord> = {}): VenueChangeRecord {
  return {
    venueSlug,
    uid: 'u-b1',
    venue: venue(venueSlug, `Neu ${venueSlug}`, `neu ${venueSlug}`, { ownerUids: ['u-b1'], equipment: ['KILN'], updatedAt: at(updatedAt) }),
    state: 'PENDING',
    updatedAt: at(updatedAt),
    ...fields,
  };
}

export const venueChanges: VenueChangeRecord[] = [
  venueChange('tonwerk-b', '2026-02-03T08:00:00.000Z'),
  venueChange('oelmuehle', '2026-02-01T08:00:00.000Z'),
  venueChange('atelier-zwirn', '2026-02-02T08:00:00.000Z', { state: 'DRAFT' }),
  venueChange('naehstube-neubau', '2026-01-30T08:00:00.000Z', { state: 'APPROVED', decidedAt: at('2026-01-31T08:00:00.000Z'), decidedBy: 'u-anna' }),
];

/** Newest first. */
export const logEntries: ModerationLogRecord[] = [
  { id: 'l-3', actorUid: 'u-zoe', subject: 'ROLE', subjectId: 'u-anna', action: 'SET_ROLE', note: 'EDITOR', at: at('2026-02-03T10:00:00.000Z') },
  { id: 'l-2', actorUid: 'u-anna', subject: 'EVENT', subjectId: 'mine-b', action: 'APPROVE', at: at('2026-02-02T10:00:00.000Z') },
  { id: 'l-1', actorUid: 'u-anna', subject: 'VENUE_CLAIM', subjectId: 'c-3', action: 'REJECT', note: 'Kein Nachweis', at: at('2026-02-01T10:00:00.000Z') },
];

export function contactMessage(id: string, createdAt: string, handled: boolean): ContactMessageRecord {
  return {
    id,
    name: 'Lena </script><b>Fett</b>',
    email: 'lena@example.at',
    subject: 'Frage',
    message: 'Gibt es noch Plätze?',
    handled,
    createdAt: at(createdAt),
  };
}

/** Newest first. */
export const contactMessages: ContactMessageRecord[] = [
  contactMessage('m-3', '2026-02-03T12:00:00.000Z', false),
  { ...contactMessage('m-2', '2026-02-02T12:00:00.000Z', true), uid: 'u-b1' },
  contactMessage('m-1', '2026-02-01T12:00:00.000Z', false),
];

export function mail(id: string, to: string, createdAt: string, template = 'signInLink'): MailRecord {
  return {
    id,
    to,
    message: { subject: `Betreff ${id}`, text: 'Hallo!\n\nhttps://example.at/x', html: '<p>Hallo!</p>' },
    template,
    createdAt: at(createdAt),
  };
}
