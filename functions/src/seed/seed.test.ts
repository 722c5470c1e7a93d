import { describe, expect, it } from 'vitest';
import type { Store } from '../domain/repositories.js';
import { demoContent } from './demo-content.js';
import { seedDemoContent } from './seed.js';

describe('seedDemoContent', () => {
  it('upserts crafts, cities, venues, events and articles, in that order', async () => {
    const now = new Date('2026-11-22T17:10:00Z');
    const calls: [string, number][] = [];
    const repository = (name: string) => ({
      upsertMany: async (records: readonly unknown[]) => {
        calls.push([name, records.length]);
      },
    });
    const store = {
      crafts: repository('crafts'),
      cities: repository('cities'),
      venues: repository('venues'),
      events: repository('events'),
      articles: repository('articles'),
    } as unknown as Store;

    await seedDemoContent(store, now);

    const content = demoContent(now);
    expect(calls).toEqual([
      ['crafts', content.crafts.length],
      ['cities', content.cities.length],
      ['venues', content.venues.length],
      ['events', content.events.length],
      ['articles', content.articles.length],
    ]);
  });
});
