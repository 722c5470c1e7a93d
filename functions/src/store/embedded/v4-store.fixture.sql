-- A store file as the embedded store wrote it at schema version 4, before migration 5 moved every record into
-- its data column (dates as {"$date": ms}): venues, events and articles kept their dates only in columns, bookings
-- had no data column. Written by that version of the store (a craft, a city, a venue, an event with three bookings,
-- one cancelled, an article, and one record of each kind Store.write puts) and dumped as SQL, for store.test.ts.
PRAGMA user_version = 4;
CREATE TABLE crafts (
        slug TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE TABLE cities (
        slug TEXT PRIMARY KEY,
        population INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE TABLE venues (
        slug TEXT PRIMARY KEY,
        published INTEGER NOT NULL,
        name_sort TEXT NOT NULL,
        kind TEXT NOT NULL,
        city_slug TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL
      , lat REAL, lng REAL) STRICT;
CREATE INDEX venues_list ON venues (published, name_sort, slug);
CREATE INDEX venues_city ON venues (city_slug, published, name_sort, slug);
CREATE TABLE venue_crafts (
        venue_slug TEXT NOT NULL REFERENCES venues (slug) ON DELETE CASCADE,
        craft_slug TEXT NOT NULL,
        PRIMARY KEY (venue_slug, craft_slug)
      ) STRICT, WITHOUT ROWID;
CREATE INDEX venue_crafts_craft ON venue_crafts (craft_slug, venue_slug);
CREATE TABLE events (
        slug TEXT PRIMARY KEY,
        published INTEGER NOT NULL,
        venue_slug TEXT NOT NULL,
        city_slug TEXT NOT NULL,
        starts_at INTEGER NOT NULL,
        ends_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL
      , lat REAL, lng REAL, price_cents INTEGER, level TEXT, owner_uid TEXT, review TEXT) STRICT;
CREATE INDEX events_list ON events (published, starts_at, slug);
CREATE INDEX events_venue ON events (venue_slug, published, starts_at, slug);
CREATE INDEX events_city ON events (city_slug, published, starts_at, slug);
CREATE TABLE event_crafts (
        event_slug TEXT NOT NULL REFERENCES events (slug) ON DELETE CASCADE,
        craft_slug TEXT NOT NULL,
        PRIMARY KEY (event_slug, craft_slug)
      ) STRICT, WITHOUT ROWID;
CREATE INDEX event_crafts_craft ON event_crafts (craft_slug, event_slug);
CREATE TABLE articles (
        slug TEXT PRIMARY KEY,
        published INTEGER NOT NULL,
        published_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE INDEX articles_list ON articles (published, published_at DESC, slug);
CREATE TABLE article_crafts (
        article_slug TEXT NOT NULL REFERENCES articles (slug) ON DELETE CASCADE,
        craft_slug TEXT NOT NULL,
        PRIMARY KEY (article_slug, craft_slug)
      ) STRICT, WITHOUT ROWID;
CREATE INDEX article_crafts_craft ON article_crafts (craft_slug, article_slug);
CREATE TABLE article_tags (
        article_slug TEXT NOT NULL REFERENCES articles (slug) ON DELETE CASCADE,
        tag TEXT NOT NULL,
        PRIMARY KEY (article_slug, tag)
      ) STRICT, WITHOUT ROWID;
CREATE INDEX article_tags_tag ON article_tags (tag, article_slug);
CREATE INDEX venues_geo ON venues (lat, lng);
CREATE INDEX events_geo ON events (lat, lng);
CREATE TABLE search_terms (
        kind TEXT NOT NULL,
        slug TEXT NOT NULL,
        term TEXT NOT NULL,
        PRIMARY KEY (kind, slug, term)
      ) STRICT, WITHOUT ROWID;
CREATE INDEX search_terms_term ON search_terms (kind, term, slug);
CREATE TABLE accounts (
        uid TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT,
        email_verified INTEGER NOT NULL DEFAULT 0,
        methods TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        password_changed_at INTEGER
      ) STRICT;
CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        uid TEXT NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
CREATE INDEX sessions_uid ON sessions (uid);
CREATE TABLE one_time_codes (
        code_hash TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        purpose TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT;
CREATE INDEX events_owner ON events (owner_uid, starts_at, slug) WHERE owner_uid IS NOT NULL;
CREATE INDEX events_review ON events (review, updated_at, slug) WHERE review IS NOT NULL;
CREATE TABLE venue_owners (
        venue_slug TEXT NOT NULL REFERENCES venues (slug) ON DELETE CASCADE,
        uid TEXT NOT NULL,
        PRIMARY KEY (venue_slug, uid)
      ) STRICT, WITHOUT ROWID;
CREATE INDEX venue_owners_uid ON venue_owners (uid, venue_slug);
CREATE TABLE profiles (
        uid TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE INDEX profiles_email ON profiles (email, uid);
CREATE TABLE bookings (
        id TEXT PRIMARY KEY,
        event_slug TEXT NOT NULL,
        uid TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('CONFIRMED', 'WAITLISTED', 'CANCELLED')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
CREATE INDEX bookings_event ON bookings (event_slug, status, created_at, id);
CREATE INDEX bookings_event_created ON bookings (event_slug, created_at, id);
CREATE INDEX bookings_user ON bookings (uid, created_at, id);
CREATE UNIQUE INDEX bookings_active ON bookings (event_slug, uid) WHERE status <> 'CANCELLED';
CREATE TABLE venue_claims (
        id TEXT PRIMARY KEY,
        venue_slug TEXT NOT NULL,
        uid TEXT NOT NULL,
        state TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE INDEX venue_claims_state ON venue_claims (state, created_at, id);
CREATE INDEX venue_claims_uid ON venue_claims (uid, created_at, id);
CREATE INDEX venue_claims_venue ON venue_claims (venue_slug, created_at, id);
CREATE TABLE venue_changes (
        venue_slug TEXT PRIMARY KEY,
        uid TEXT NOT NULL,
        state TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE INDEX venue_changes_state ON venue_changes (state, updated_at, venue_slug);
CREATE TABLE moderation_log (
        id TEXT PRIMARY KEY,
        at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE INDEX moderation_log_at ON moderation_log (at, id);
CREATE TABLE contact_messages (
        id TEXT PRIMARY KEY,
        handled INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE INDEX contact_messages_created ON contact_messages (created_at, id);
CREATE INDEX contact_messages_handled ON contact_messages (handled, created_at, id);
CREATE TABLE mail (
        id TEXT PRIMARY KEY,
        to_address TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
CREATE INDEX mail_created ON mail (created_at, id);
CREATE INDEX mail_to ON mail (to_address, created_at, id);
INSERT INTO crafts VALUES ('stricken-haekeln', 3, '{"slug":"stricken-haekeln","name":{"de":"Stricken & Häkeln","en":"Knitting & Crochet"},"position":3}');
INSERT INTO crafts VALUES ('toepfern-keramik', 1, '{"slug":"toepfern-keramik","name":{"de":"Töpfern/Keramik","en":"Pottery & Ceramics"},"position":1}');
INSERT INTO cities VALUES ('graz', 300000, '{"slug":"graz","name":{"de":"Graz"},"country":"AT","timeZone":"Europe/Vienna","center":{"lat":47.0707,"lng":15.4395},"population":300000}');
INSERT INTO venues VALUES ('toepferei-neubau', 1, 'toepferei neubau', 'WORKSHOP', 'wien', 1767323045678, '{"slug":"toepferei-neubau","name":"Töpferei Neubau","nameSort":"toepferei neubau","kind":"WORKSHOP","craftSlugs":["toepfern-keramik"],"description":{"de":"Töpfern an der Drehscheibe, Glasuren selbst mischen.","en":"Pottery on the wheel, mixing your own glazes."},"address":{"street":"Neubaugasse 1","postalCode":"1070","locality":"Wien","district":"Neubau","country":"AT"},"citySlug":"wien","geo":{"lat":48.202,"lng":16.348},"timeZone":"Europe/Vienna","openingHours":[{"day":"MONDAY","opens":"10:00","closes":"18:00"}],"contact":{"email":"hallo@example.at","phone":"+43 1 234567"},"website":"https://example.at/","images":[{"url":"https://example.at/a.jpg","alt":{"de":"Werkbank"},"width":800,"height":600}],"published":true,"ownerUids":["u-anna"]}', 48.202, 16.348);
INSERT INTO venue_crafts VALUES ('toepferei-neubau', 'toepfern-keramik');
INSERT INTO events VALUES ('drehscheibe-1', 1, 'toepferei-neubau', 'wien', 1772470800000, 1772478000000, 1767600000001, '{"slug":"drehscheibe-1","title":{"de":"Drehscheibe für Anfänger","en":"Wheel throwing for beginners"},"description":{"de":"Bring gute Laune mit."},"craftSlugs":["toepfern-keramik"],"venueSlug":"toepferei-neubau","citySlug":"wien","geo":{"lat":48.202,"lng":16.348},"timeZone":"Europe/Vienna","price":{"amountCents":0,"currency":"EUR"},"capacity":8,"seatsLeft":0.0,"level":"BEGINNER","status":"SCHEDULED","images":[],"materialsIncluded":false,"published":true,"ownerUid":"u-anna","review":"PUBLISHED"}', 48.202, 16.348, 0, 'BEGINNER', 'u-anna', 'PUBLISHED');
INSERT INTO event_crafts VALUES ('drehscheibe-1', 'toepfern-keramik');
INSERT INTO articles VALUES ('neu-keramik', 1, 1773144000500, 1767398400042, '{"slug":"neu-keramik","title":{"de":"Artikel neu-keramik","en":"Article neu-keramik"},"excerpt":{"de":"Kurz gesagt: selber machen."},"body":{"de":"# Überschrift\n\nText mit „Anführungszeichen“ und ß.","en":"# Heading\n\nText."},"author":{"name":"Maria Muster","bio":{"de":"Töpfert seit 2010."}},"tags":["portrait"],"craftSlugs":["toepfern-keramik"],"cover":{"url":"https://example.at/cover.jpg","alt":{"de":"Stoffe","en":"Fabrics"}},"published":true}');
INSERT INTO article_crafts VALUES ('neu-keramik', 'toepfern-keramik');
INSERT INTO article_tags VALUES ('neu-keramik', 'portrait');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'anfuhrungszeich');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'articl');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'artikel');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'craft:toepfern-keramik');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'gesagt');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'head');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'keramik');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'kurz');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'mach');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'neu');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'portrait');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'selb');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'ss');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'text');
INSERT INTO search_terms VALUES ('article', 'neu-keramik', 'uberschrift');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'anfang');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'begin');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'bring');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'craft:toepfern-keramik');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'drehscheib');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'gute');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'laun');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'neubau');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'throw');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'topf');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'wheel');
INSERT INTO search_terms VALUES ('event', 'drehscheibe-1', 'wien');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', '1070');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'craft:toepfern-keramik');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'drehscheib');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'glasur');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'glaz');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'misch');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'mixing');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'neubau');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'own');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'pottery');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'selbst');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'topf');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'wheel');
INSERT INTO search_terms VALUES ('venue', 'toepferei-neubau', 'wien');
INSERT INTO venue_owners VALUES ('toepferei-neubau', 'u-anna');
INSERT INTO profiles VALUES ('u-anna', 'anna@example.at', 1768039200001, 1768125600002, '{"uid":"u-anna","email":"anna@example.at","name":"Anna Öller","favouriteCraftSlugs":["toepfern-keramik","naehen"],"locale":"en","role":"EDITOR","trustedOrganiser":true,"createdAt":{"$date":1768039200001},"updatedAt":{"$date":1768125600002},"bio":"Töpfert „am liebsten“ abends.","avatar":{"url":"/media/avatar/u-anna/a-256.webp","alt":{"de":"Anna"},"width":256,"height":256},"homeCitySlug":"wien"}');
INSERT INTO bookings VALUES ('209c8271-638f-4e58-9c60-5d7d35e74dd1', 'drehscheibe-1', 'u-anna', 'CANCELLED', 1772366400000, 1772366403000);
INSERT INTO bookings VALUES ('320c7aba-5617-4ed0-8dc2-b5604ca1c630', 'drehscheibe-1', 'u-bernd', 'CONFIRMED', 1772366401000, 1772366403000);
INSERT INTO bookings VALUES ('b5f1a299-a033-479e-89c1-67e78610a40a', 'drehscheibe-1', 'u-clara', 'WAITLISTED', 1772366402000, 1772366402000);
INSERT INTO venue_claims VALUES ('c-1', 'oelmuehle', 'u-b1', 'PENDING', 1769936400000, '{"id":"c-1","venueSlug":"oelmuehle","uid":"u-b1","message":"Ich führe die Ölmühle seit 2019.","state":"PENDING","createdAt":{"$date":1769936400000}}');
INSERT INTO venue_changes VALUES ('tonwerk-b', 'u-b1', 'PENDING', 1770105600000, '{"venueSlug":"tonwerk-b","uid":"u-b1","venue":{"slug":"tonwerk-b","name":"Neu tonwerk-b","nameSort":"neu tonwerk-b","kind":"WORKSHOP","craftSlugs":["naehen"],"description":{"de":"Neu tonwerk-b – ein Ort zum Selbermachen.","en":"Neu tonwerk-b – a place to make things."},"address":{"street":"Neubaugasse 1","postalCode":"1070","locality":"Wien","district":"Neubau","country":"AT"},"citySlug":"wien","geo":{"lat":48.2,"lng":16.35},"timeZone":"Europe/Vienna","openingHours":[{"day":"MONDAY","opens":"10:00","closes":"18:00"},{"day":"SATURDAY","opens":"09:30","closes":"13:00"}],"contact":{"email":"hallo@example.at","phone":"+43 1 234567"},"website":"https://example.at/","images":[{"url":"https://example.at/a.jpg","alt":{"de":"Werkbank"},"width":800,"height":600}],"published":true,"updatedAt":{"$date":1770105600000},"ownerUids":["u-b1"],"equipment":["KILN"]},"state":"PENDING","updatedAt":{"$date":1770105600000}}');
INSERT INTO moderation_log VALUES ('l-3', 1770112800000, '{"id":"l-3","actorUid":"u-zoe","subject":"ROLE","subjectId":"u-anna","action":"SET_ROLE","note":"EDITOR","at":{"$date":1770112800000}}');
INSERT INTO contact_messages VALUES ('m-3', 0, 1770120000000, '{"id":"m-3","name":"Lena </script><b>Fett</b>","email":"lena@example.at","subject":"Frage","message":"Gibt es noch Plätze?","handled":false,"createdAt":{"$date":1770120000000}}');
INSERT INTO mail VALUES ('mail-1', 'anna@example.at', 1769904000000, '{"id":"mail-1","to":"anna@example.at","message":{"subject":"Betreff mail-1","text":"Hallo!\n\nhttps://example.at/x","html":"<p>Hallo!</p>"},"template":"signInLink","createdAt":{"$date":1769904000000}}');
