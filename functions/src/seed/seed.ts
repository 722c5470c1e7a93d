// Fills a store with the demo content. Referenced records go first (crafts and cities before the venues that name
// them, venues before their events), so a reader never meets a dangling slug while seeding runs.
import type { Store } from '../domain/repositories.js';
import { demoContent } from './demo-content.js';

export async function seedDemoContent(store: Store, now = new Date()): Promise<void> {
  const content = demoContent(now);
  await store.crafts.upsertMany(content.crafts);
  await store.cities.upsertMany(content.cities);
  await store.venues.upsertMany(content.venues);
  await store.events.upsertMany(content.events);
  await store.articles.upsertMany(content.articles);
}
