import { describe, expect, it } from 'vitest';
import type { Store } from '../domain/repositories.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { demoContent, musterspaceEvents, musterspaceVenue } from './demo-content.js';
import { seedDemoContent } from './seed.js';

const now = new Date('2026-11-22T17:10:00Z');

describe('seedDemoContent', () => {
  it('fills an empty store with all of the demo content', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    expect(await store.isEmpty()).toBe(true);
    await seedDemoContent(store, now);
    const content = demoContent(now);
    expect(await store.isEmpty()).toBe(false);
    expect(await store.crafts.listAll()).toHaveLength(content.crafts.length);
    expect(await store.cities.listAll()).toHaveLength(content.cities.length);
    expect((await store.venues.list({}, { first: 1 })).totalCount).toBe(content.venues.filter((v) => v.published).length);
    // The sample venue is stored, with its courses, but listed nowhere.
    const [sample] = await store.venues.getBySlugs(['musterspace']);
    expect(sample).toEqual(musterspaceVenue(now));
    const courses = musterspaceEvents(now);
    expect(await store.events.getBySlugs(courses.map((e) => e.slug))).toEqual(courses);
    await store.close();
  });

  it('leaves the store empty when interrupted, so that the next start seeds it again', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    const failingArticles: Store = {
      ...store,
      adapter: store.adapter,
      isEmpty: () => store.isEmpty(),
      articles: { ...store.articles, upsertMany: () => Promise.reject(new Error('power cut')) },
    };
    await expect(seedDemoContent(failingArticles, now)).rejects.toThrow('power cut');
    expect(await store.isEmpty()).toBe(true);

    await seedDemoContent(store, now);
    expect(await store.isEmpty()).toBe(false);
    expect((await store.articles.list({}, { first: 1 })).totalCount).toBe(demoContent(now).articles.length);
    await store.close();
  });
});
