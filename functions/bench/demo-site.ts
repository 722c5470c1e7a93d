// The site the browser parts of the bench load (Lighthouse, hydration): the production server (createServerApp, as
// `npm start` runs it) over a fresh embedded store seeded with the demo content, and the five content pages they
// measure: the front page, /venues, a venue, an upcoming event and an article.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { demoContent } from '../src/seed/demo-content.js';
import { seedDemoContent } from '../src/seed/seed.js';
import { createServerApp } from '../src/server.js';
import { createEmbeddedIdentity } from '../src/identity/embedded.js';
import { openEmbeddedLiveBus } from '../src/live/embedded.js';
import { embeddedDatabase, openEmbeddedStore } from '../src/store/embedded/store.js';

export interface DemoSite {
  base: string;
  /** The five content pages, as paths. */
  pages: string[];
  close(): Promise<void>;
}

export async function startDemoSite(dataDir: string, webDist: URL, name: string): Promise<DemoSite> {
  const store = openEmbeddedStore({ file: join(dataDir, `${name}.sqlite`) });
  await seedDemoContent(store);
  const { app, handler } = await createServerApp(store, createEmbeddedIdentity(embeddedDatabase(store)!), openEmbeddedLiveBus(), webDist);
  const site = handler.listen(0, '127.0.0.1');
  await new Promise((resolve) => site.once('listening', resolve));
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const close = async () => {
    site.close();
    await app.close();
  };
  try {
    return { base, pages: (await contentPages(base)).pages, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The five content pages of a demo site at `base`: the front page, /venues, the first venue /venues links to, a demo
 * course that has not ended and the first article; with the /venues HTML it read to find the venue.
 */
export async function contentPages(base: string): Promise<{ pages: string[]; venuesHtml: string }> {
  const venuesHtml = await (await fetch(`${base}/venues`)).text();
  const venueSlug = /href="\/venues\/([a-z0-9-]+)"/.exec(venuesHtml)?.[1];
  if (!venueSlug) throw new Error('no venue link on /venues');
  const content = demoContent(new Date());
  const eventSlug = content.events.find((event) => event.published && event.endsAt > new Date())!.slug;
  return { pages: ['/', '/venues', `/venues/${venueSlug}`, `/events/${eventSlug}`, `/blog/${content.articles[0]!.slug}`], venuesHtml };
}
