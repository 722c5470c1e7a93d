// Courses that run only when enough people book, in Chromium over the built site and the demo content: the event
// page says how many more bookings a pending course needs (German and English); once its decision time has passed,
// the decision job (run by the server at start, so also after a restart) calls off the course short of its minimum
// and confirms the one that has it, and the pages, their JSON-LD and the cards say so.
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../functions/src/domain/records.js';
import { demoContent } from '../../functions/src/seed/demo-content.js';
import { jsonLd, openPage, siteForTests } from './harness';

const site = siteForTests();

const taken = (event: EventRecord) => event.capacity - event.seatsLeft;

/** The next run of a demo course that needs a minimum and is decided later than in an hour, as the site stores it. */
async function pendingRun(base: string, enough: boolean): Promise<EventRecord> {
  const later = Date.now() + 3_600_000;
  const slugs = demoContent(new Date())
    .events.filter((event) => event.slug.startsWith(`${base}-`) && event.minimum && event.minimum.decidesAt.getTime() > later)
    .map((event) => event.slug);
  const stored = await site.withStore((store) => store.events.getBySlugs(slugs));
  const run = stored.find((event): event is EventRecord => event !== null && (taken(event) >= event.minimum!.participants) === enough);
  if (!run) throw new Error(`no pending run of ${base} ${enough ? 'with' : 'short of'} its minimum`);
  return run;
}

describe('a course with a minimum of participants', () => {
  it('says how many more bookings it needs, in German and English', async () => {
    const short = await pendingRun('punch-needle-kissen', false);
    const needed = short.minimum!.participants - taken(short);
    const de = await site.visitor('de-AT');
    const { page, problems } = await openPage(de, `/events/${short.slug}`);
    const sentence = needed === 1 ? 'Noch eine Anmeldung, dann findet der Kurs statt' : `Noch ${needed} Anmeldungen, dann findet der Kurs statt`;
    expect(await page.locator('.event__minimum').textContent()).toContain(sentence);
    expect(await page.locator('.event__minimum').textContent()).toContain('Entschieden wird am');
    expect(problems).toEqual([]);
    await de.close();

    const en = await site.visitor('en-US');
    const english = await openPage(en, `/en/events/${short.slug}`);
    expect(await english.page.locator('.event__minimum').textContent()).toContain(
      needed === 1 ? 'One more booking and the course goes ahead' : `${needed} more bookings and the course goes ahead`,
    );
    expect(english.problems).toEqual([]);
    await en.close();
  });

  it('is called off or confirmed at its decision time, also when that passed while the server was down', async () => {
    const short = await pendingRun('punch-needle-kissen', false);
    const enough = await pendingRun('linolschnitt-grusskarten', true);
    await site.stopServer();
    // Both decision times pass while the server is down.
    const past = new Date(Date.now() - 60_000);
    await site.withStore((store) =>
      store.write([short, enough].map((event) => ({ put: 'event' as const, record: { ...event, minimum: { ...event.minimum!, decidesAt: past } } }))),
    );
    await site.startServer();
    await expect
      .poll(async () => (await site.withStore((store) => store.events.getBySlugs([short.slug, enough.slug]))).map((event) => event?.minimum?.outcome), { timeout: 20_000 })
      .toEqual(['CALLED_OFF', 'CONFIRMED']);

    const de = await site.visitor('de-AT');
    const { page, problems } = await openPage(de, `/events/${short.slug}`);
    expect(await page.locator('.event__minimum').textContent()).toBe('Abgesagt: zu wenige Anmeldungen');
    expect((await jsonLd(page))[0]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    expect(await page.locator('.booking-box form').count()).toBe(0);
    await page.goto(`/events/${enough.slug}`);
    expect(await page.locator('.event__minimum').textContent()).toBe('Der Kurs findet statt');
    expect((await jsonLd(page))[0]).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled' });
    expect(problems).toEqual([]);
    await de.close();

    const en = await site.visitor('en-US');
    const english = await openPage(en, `/en/events/${short.slug}`);
    expect(await english.page.locator('.event__minimum').textContent()).toBe('Called off: too few bookings');
    await english.page.goto(`/en/events/${enough.slug}`);
    expect(await english.page.locator('.event__minimum').textContent()).toBe('The course goes ahead');
    expect(english.problems).toEqual([]);
    await en.close();
  });
});
