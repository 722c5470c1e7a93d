// Versioned schema of the embedded store. PRAGMA user_version holds the number of the last applied migration; each
// pending migration runs in its own transaction, so a crash leaves the file at the previous version, never between.
// Append new migrations; never edit one that has shipped.
import type Database from 'better-sqlite3';
import { termsOf, writeTerms } from './search-terms.js';

/** A migration: SQL, and optionally work in code (in the same transaction) that SQL cannot do. */
export interface Migration {
  version: number;
  sql: string;
  run?: (db: Database.Database) => void;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    sql: `
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
      ) STRICT;
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
      ) STRICT;
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
    `,
  },
  {
    // Discovery: coordinates for circle searches, price and level for event filters, search terms.
    version: 2,
    sql: `
      ALTER TABLE venues ADD COLUMN lat REAL;
      ALTER TABLE venues ADD COLUMN lng REAL;
      UPDATE venues SET lat = json_extract(data, '$.geo.lat'), lng = json_extract(data, '$.geo.lng');
      CREATE INDEX venues_geo ON venues (lat, lng);

      ALTER TABLE events ADD COLUMN lat REAL;
      ALTER TABLE events ADD COLUMN lng REAL;
      ALTER TABLE events ADD COLUMN price_cents INTEGER;
      ALTER TABLE events ADD COLUMN level TEXT;
      -- Events written before they carried geo take their venue's.
      UPDATE events SET
        lat = coalesce(json_extract(data, '$.geo.lat'), (SELECT json_extract(v.data, '$.geo.lat') FROM venues v WHERE v.slug = events.venue_slug)),
        lng = coalesce(json_extract(data, '$.geo.lng'), (SELECT json_extract(v.data, '$.geo.lng') FROM venues v WHERE v.slug = events.venue_slug)),
        price_cents = json_extract(data, '$.price.amountCents'),
        level = json_extract(data, '$.level');
      CREATE INDEX events_geo ON events (lat, lng);

      CREATE TABLE search_terms (
        kind TEXT NOT NULL,
        slug TEXT NOT NULL,
        term TEXT NOT NULL,
        PRIMARY KEY (kind, slug, term)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX search_terms_term ON search_terms (kind, term, slug);
    `,
    run: (db) => {
      for (const kind of ['venue', 'event', 'article'] as const) {
        for (const row of db.prepare(`SELECT slug, data FROM ${kind}s`).all() as { slug: string; data: string }[]) {
          writeTerms(db, kind, row.slug, termsOf[kind](JSON.parse(row.data) as never));
        }
      }
    },
  },
  {
    // Identity (the embedded adapter of identity/): accounts with scrypt password hashes, sessions and one-time
    // codes (sign-in links, password resets). Session ids and codes are stored as SHA-256 hashes only.
    version: 3,
    sql: `
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
    `,
  },
  {
    // Accounts and contributions: profiles, bookings, moderation and the mail outbox. Events get owner and review
    // columns (byOwner, inReview), venues a join table of their owners (byOwner). Each booking person holds at most
    // one active booking per event: the partial unique index makes a second one impossible, not just unlikely.
    version: 4,
    sql: `
      ALTER TABLE events ADD COLUMN owner_uid TEXT;
      ALTER TABLE events ADD COLUMN review TEXT;
      UPDATE events SET owner_uid = json_extract(data, '$.ownerUid'), review = json_extract(data, '$.review');
      CREATE INDEX events_owner ON events (owner_uid, starts_at, slug) WHERE owner_uid IS NOT NULL;
      CREATE INDEX events_review ON events (review, updated_at, slug) WHERE review IS NOT NULL;

      CREATE TABLE venue_owners (
        venue_slug TEXT NOT NULL REFERENCES venues (slug) ON DELETE CASCADE,
        uid TEXT NOT NULL,
        PRIMARY KEY (venue_slug, uid)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX venue_owners_uid ON venue_owners (uid, venue_slug);
      INSERT INTO venue_owners (venue_slug, uid)
        SELECT venues.slug, owner.value FROM venues, json_each(venues.data, '$.ownerUids') AS owner
        WHERE json_type(venues.data, '$.ownerUids') = 'array';

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

      -- The outbox: what the Trigger Email extension would send (npm run outbox prints it).
      CREATE TABLE mail (
        id TEXT PRIMARY KEY,
        to_address TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX mail_created ON mail (created_at, id);
      CREATE INDEX mail_to ON mail (to_address, created_at, id);
    `,
  },
  {
    // One way of storing records (rows.ts): every table keeps the whole record in `data`, Dates as {"$date": epoch
    // ms}, as the tables of migration 4 did already. Venues, events and articles kept their dates only in columns,
    // bookings had no `data` at all: both take them from their columns.
    version: 5,
    sql: `
      UPDATE venues SET data = json_set(data, '$.updatedAt', json_object('$date', updated_at));
      UPDATE events SET data = json_set(data,
        '$.startsAt', json_object('$date', starts_at),
        '$.endsAt', json_object('$date', ends_at),
        '$.updatedAt', json_object('$date', updated_at));
      UPDATE articles SET data = json_set(data,
        '$.publishedAt', json_object('$date', published_at),
        '$.updatedAt', json_object('$date', updated_at));
      ALTER TABLE bookings ADD COLUMN data TEXT NOT NULL DEFAULT '{}';
      UPDATE bookings SET data = json_object('id', id, 'eventSlug', event_slug, 'uid', uid, 'status', status,
        'createdAt', json_object('$date', created_at), 'updatedAt', json_object('$date', updated_at));
    `,
  },
  {
    // Courses: every event meets on one or more sessions and is either booked or drop-in. An event stored before
    // is one session spanning its start and end, and takes bookings as it did.
    version: 6,
    sql: `
      UPDATE events SET data = json_set(data,
        '$.sessions', json_array(json_object('startsAt', json_object('$date', starts_at), 'endsAt', json_object('$date', ends_at))),
        '$.registration', 'BOOKING')
      WHERE json_type(data, '$.sessions') IS NULL;
    `,
  },
  {
    // The organisers' live posts, listed newest first per event. The event's live overrides (delay, room, ended
    // early) are optional fields of the event record: nothing to fill in.
    version: 7,
    sql: `
      CREATE TABLE live_posts (
        id TEXT PRIMARY KEY,
        event_slug TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX live_posts_event ON live_posts (event_slug, created_at DESC, id DESC);
    `,
  },
  {
    // The Restplatz-Radar: alerts with their crafts in a join table ('' for an alert that looks for every craft, so
    // that one indexed lookup finds the candidates of a course), and their matches. At most one NEW_EVENT match per
    // alert and course (a partial unique index); matches go with their alert.
    version: 8,
    sql: `
      CREATE TABLE radar_alerts (
        id TEXT PRIMARY KEY,
        uid TEXT NOT NULL,
        active INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX radar_alerts_uid ON radar_alerts (uid, created_at DESC, id DESC);
      CREATE TABLE radar_alert_crafts (
        alert_id TEXT NOT NULL REFERENCES radar_alerts (id) ON DELETE CASCADE,
        craft_slug TEXT NOT NULL,
        PRIMARY KEY (craft_slug, alert_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX radar_alert_crafts_alert ON radar_alert_crafts (alert_id);

      CREATE TABLE radar_matches (
        id TEXT PRIMARY KEY,
        alert_id TEXT NOT NULL REFERENCES radar_alerts (id) ON DELETE CASCADE,
        uid TEXT NOT NULL,
        event_slug TEXT NOT NULL,
        reason TEXT NOT NULL,
        at INTEGER NOT NULL,
        mailed_at INTEGER,
        mail_token_hash TEXT,
        data TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX radar_matches_new_event ON radar_matches (alert_id, event_slug) WHERE reason = 'NEW_EVENT';
      CREATE INDEX radar_matches_alert ON radar_matches (alert_id, at DESC, id DESC);
      CREATE INDEX radar_matches_alert_event ON radar_matches (alert_id, event_slug, at DESC);
      CREATE INDEX radar_matches_uid ON radar_matches (uid, at DESC, id DESC);
      CREATE INDEX radar_matches_waiting ON radar_matches (at, id) WHERE mailed_at IS NULL;
      CREATE INDEX radar_matches_token ON radar_matches (mail_token_hash) WHERE mail_token_hash IS NOT NULL;
    `,
  },
  {
    // The throttles' counters (attempts.ts), one row per hashed key; expired rows are deleted as new ones come.
    version: 9,
    sql: `
      CREATE TABLE attempts (
        key TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX attempts_expiry ON attempts (expires_at);
    `,
  },
  {
    // The public content version (content-version.ts): one row, bumped after every write of public content, so that
    // the responses cached for anonymous visitors know when they are stale (decision 017).
    version: 10,
    sql: `
      CREATE TABLE content_version (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        version INTEGER NOT NULL
      ) STRICT;
      INSERT INTO content_version (id, version) VALUES (1, 0);
    `,
  },
  {
    // Courses with a minimum of participants (domain/course-minimum.ts): the decision job looks for the published
    // ones still pending by their decision time; the record stays in `data`, so nothing else changes.
    version: 12,
    sql: `
      CREATE INDEX events_decisions ON events (json_extract(data, '$.minimum.decidesAt."$date"'), slug)
        WHERE published = 1 AND json_extract(data, '$.minimum.outcome') = 'PENDING';
    `,
  },
  {
    // Paid seats (domain/payments.ts): bookings may be HELD while their person pays (SQLite cannot change a CHECK,
    // so the table is rebuilt), orders with their history in `data`, and the payment provider's event ids, each
    // applied once.
    version: 13,
    sql: `
      CREATE TABLE bookings_v11 (
        id TEXT PRIMARY KEY,
        event_slug TEXT NOT NULL,
        uid TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('CONFIRMED', 'HELD', 'WAITLISTED', 'CANCELLED')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL DEFAULT '{}'
      ) STRICT;
      INSERT INTO bookings_v11 (id, event_slug, uid, status, created_at, updated_at, data)
        SELECT id, event_slug, uid, status, created_at, updated_at, data FROM bookings;
      DROP TABLE bookings;
      ALTER TABLE bookings_v11 RENAME TO bookings;
      CREATE INDEX bookings_event ON bookings (event_slug, status, created_at, id);
      CREATE INDEX bookings_event_created ON bookings (event_slug, created_at, id);
      CREATE INDEX bookings_user ON bookings (uid, created_at, id);
      CREATE UNIQUE INDEX bookings_active ON bookings (event_slug, uid) WHERE status <> 'CANCELLED';

      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        uid TEXT NOT NULL,
        event_slug TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX orders_user ON orders (uid, created_at DESC, id DESC);
      CREATE INDEX orders_event ON orders (event_slug, created_at, id);
      CREATE INDEX orders_status ON orders (status, updated_at, id);

      CREATE TABLE payment_events (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL,
        at INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    // First-party page counting (analytics.ts, decision 021): daily counters per page (views, and per referrer host
    // and language) and per search term. Aggregates only: nothing in them tells visitors apart.
    version: 14,
    sql: `
      CREATE TABLE page_view_counts (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        dimension TEXT NOT NULL CHECK (dimension IN ('view', 'referrer', 'language')),
        value TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, path, dimension, value)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX page_view_counts_path ON page_view_counts (path, day);

      CREATE TABLE search_counts (
        day TEXT NOT NULL,
        term TEXT NOT NULL,
        searches INTEGER NOT NULL,
        empty INTEGER NOT NULL,
        PRIMARY KEY (day, term)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    // Venues' Premium subscriptions (premium-subscriptions.ts): one row per venue, and the provider's event ids
    // applied to them (a primary key: each webhook changes a subscription once).
    version: 15,
    sql: `
      CREATE TABLE premium (
        venue_slug TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX premium_status ON premium (status);

      CREATE TABLE premium_events (
        id TEXT PRIMARY KEY,
        venue_slug TEXT NOT NULL,
        at INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    // The editors' orders list (/admin, newest first), over every order or those in a group of states.
    version: 16,
    sql: `
      CREATE INDEX orders_created ON orders (created_at DESC, id DESC);
      CREATE INDEX orders_status_created ON orders (status, created_at DESC, id DESC);
    `,
  },
  {
    // Premium's invoices (premium-invoices.ts): numbered 1, 2, 3, … (the primary key; the next is taken in the
    // transaction that records the payment), once per provider invoice (unique).
    version: 17,
    sql: `
      CREATE TABLE premium_invoices (
        number INTEGER PRIMARY KEY,
        provider_invoice_id TEXT NOT NULL UNIQUE,
        venue_slug TEXT NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX premium_invoices_venue ON premium_invoices (venue_slug, number);
    `,
  },
  {
    // The craft assistant's answers people saved to /app (domain/saved-answers.ts), a person's newest first.
    version: 18,
    sql: `
      CREATE TABLE saved_answers (
        id TEXT PRIMARY KEY,
        uid TEXT NOT NULL,
        saved_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX saved_answers_uid ON saved_answers (uid, saved_at DESC, id DESC);
    `,
  },
  {
    // Organisers' money (domain/payouts.ts, domain/invoices.ts): each organiser's connected account (found by the
    // provider's account id too, as webhooks name it), the payouts the provider reported, and the invoices and credit
    // notes issued. A document is numbered from its issuer's counter in the transaction that stores it: one per
    // issuer and number, one per source. invoice_parties lists who may read each document, for a person's list.
    version: 19,
    sql: `
      CREATE TABLE payout_accounts (
        uid TEXT PRIMARY KEY,
        account_id TEXT NOT NULL UNIQUE,
        data TEXT NOT NULL
      ) STRICT;

      CREATE TABLE payouts (
        id TEXT PRIMARY KEY,
        uid TEXT NOT NULL,
        arrival_date INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX payouts_uid ON payouts (uid, arrival_date DESC, id DESC);

      CREATE TABLE invoice_documents (
        id TEXT PRIMARY KEY,
        issuer_key TEXT NOT NULL,
        number INTEGER NOT NULL,
        source_key TEXT NOT NULL UNIQUE,
        issued_at INTEGER NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (issuer_key, number)
      ) STRICT;
      CREATE INDEX invoice_documents_issued ON invoice_documents (issued_at DESC, id DESC);

      CREATE TABLE invoice_parties (
        uid TEXT NOT NULL,
        document_id TEXT NOT NULL REFERENCES invoice_documents (id),
        issued_at INTEGER NOT NULL,
        PRIMARY KEY (uid, document_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX invoice_parties_issued ON invoice_parties (uid, issued_at DESC, document_id DESC);

      CREATE TABLE invoice_counters (
        issuer_key TEXT PRIMARY KEY,
        last INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    // Gift vouchers and promo codes (domain/vouchers.ts, domain/promo-codes.ts). A voucher is found by its code
    // (unique), a buyer's newest first, the sweep's by state, and the recipients' mails due by delivery_due: the day a
    // RECIPIENT voucher is to be mailed while it was not yet, else null. A promo code's key is `${scope}:${code}`;
    // owner_uid is null for the editors' site-wide codes. A voucher's provider events share payment_events with
    // orders (its order_id column then holds the voucher's id), so each event id is applied once, to one of them.
    version: 20,
    sql: `
      CREATE TABLE vouchers (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        buyer_uid TEXT NOT NULL,
        status TEXT NOT NULL,
        delivery_due INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX vouchers_buyer ON vouchers (buyer_uid, created_at DESC, id DESC);
      CREATE INDEX vouchers_status ON vouchers (status, updated_at, id);
      CREATE INDEX vouchers_created ON vouchers (created_at DESC, id DESC);
      CREATE INDEX vouchers_delivery ON vouchers (delivery_due, id) WHERE delivery_due IS NOT NULL;

      CREATE TABLE promo_codes (
        key TEXT PRIMARY KEY,
        owner_uid TEXT,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX promo_codes_owner ON promo_codes (owner_uid, created_at DESC, key DESC);
    `,
  },
  {
    // Check-ins at the door (domain/check-ins.ts): one row per event, session, booking and seat (the primary key, so a
    // seat is taken once per session), read per session and per event.
    version: 21,
    sql: `
      CREATE TABLE check_ins (
        id TEXT PRIMARY KEY,
        event_slug TEXT NOT NULL,
        session INTEGER NOT NULL,
        at INTEGER NOT NULL,
        booking_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX check_ins_session ON check_ins (event_slug, session, at, booking_id, seat);
    `,
  },
  {
    // Reminders before each session (domain/reminders.ts): one row per booking and session sent (the primary key, so a
    // reminder goes out once), dropped once expired. The sweep reads the published events that overlap the next week:
    // by their end, so that courses over long ago are not scanned.
    version: 22,
    sql: `
      CREATE TABLE reminders (
        id TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX reminders_expiry ON reminders (expires_at);
      CREATE INDEX events_ends ON events (published, ends_at);
    `,
  },
];

/** Brings the database up to the newest migration (or to `target`, for tests); returns the resulting version. */
export function migrate(db: Database.Database, target = Infinity): number {
  let version = db.pragma('user_version', { simple: true }) as number;
  for (const migration of migrations) {
    if (migration.version <= version || migration.version > target) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      migration.run?.(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
    version = migration.version;
  }
  return version;
}
