// Versioned schema of the embedded store. PRAGMA user_version holds the number of the last applied migration; each
// pending migration runs in its own transaction, so a crash leaves the file at the previous version, never between.
// Append new migrations; never edit one that has shipped.
import type Database from 'better-sqlite3';

export const migrations: readonly { version: number; sql: string }[] = [
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
];

/** Brings the database up to the newest migration; returns the resulting version. */
export function migrate(db: Database.Database): number {
  let version = db.pragma('user_version', { simple: true }) as number;
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    version = migration.version;
  }
  return version;
}
