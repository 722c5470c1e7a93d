// „Diese Woche“ (/asyncpage) at render time: what is live today at once, then the courses with free seats until
// Sunday and the articles read most in the last seven days, each as soon as its query answers. For a page request
// the two later sections are promises that the page streams in document order (lib/streaming, docs/decisions/029);
// a client-side navigation's payload (_payload.json) waits for all of them, as any page's does. A section whose
// query fails carries its error and shows its own message; the others are unaffected. The server's clock travels
// along, so that times hydrate as rendered.
import type { PageContextServer } from 'vike/types';
import { addDays, isoWeekday, localDate, startOfLocalDay } from '../../../functions/src/domain/time';
import { LiveEventFields, LiveEventsQuery } from '../../features/live/live-fields';
import type { LiveView } from '../../features/live/use-live';
import { getFragmentData, graphql } from '../../graphql/generated';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { missingBecause } from '../../lib/graphql/page-data';
import type { SectionError } from '../../lib/graphql/section-errors';
import type { Streamable } from '../../lib/streaming/Streamed';

/** What a section shows: its entries, or why they could not be loaded. */
export type Section<T> = { items: T[]; error: SectionError | null };

/** The most courses and articles a section lists. */
const sectionSize = 6;
const timeZone = 'Europe/Vienna';

const WeekCoursesQuery = graphql(`
  query AsyncPageCourses($filter: EventFilter) {
    events(first: 50, filter: $filter) {
      edges {
        node {
          slug
          seatsLeft
          ...EventCard_event
        }
      }
    }
  }
`);

const MostReadQuery = graphql(`
  query AsyncPageMostRead($first: Int!) {
    mostReadArticles(first: $first) {
      slug
      ...ArticleCard_article
    }
  }
`);

/** The start of next Monday in Vienna: „this week“ runs until then. */
function endOfWeek(now: Date): Date {
  const today = localDate(now, timeZone);
  return startOfLocalDay(addDays(today, 8 - isoWeekday(today)), timeZone);
}

async function liveToday(pageContext: PageContextServer): Promise<Section<LiveView>> {
  const { data, errors } = await queryPage(pageContext, LiveEventsQuery, { filter: {} });
  if (!data?.liveEvents) return { items: [], error: missingBecause(errors, 'liveEvents') };
  return { items: data.liveEvents.map((view) => getFragmentData(LiveEventFields, view) as LiveView), error: null };
}

async function coursesWithSeats(pageContext: PageContextServer, now: Date) {
  const filter = { from: now.toISOString(), to: endOfWeek(now).toISOString() };
  const { data, errors } = await queryPage(pageContext, WeekCoursesQuery, { filter });
  if (!data?.events) return { items: [], error: missingBecause(errors, 'events') };
  const items = data.events.edges.map((edge) => edge.node).filter((course) => course.seatsLeft > 0);
  return { items: items.slice(0, sectionSize), error: null };
}

async function mostRead(pageContext: PageContextServer) {
  const { data, errors } = await queryPage(pageContext, MostReadQuery, { first: sectionSize });
  if (!data?.mostReadArticles) return { items: [], error: missingBecause(errors, 'mostReadArticles') };
  return { items: data.mostReadArticles, error: null };
}

export type Courses = Awaited<ReturnType<typeof coursesWithSeats>>;
export type Articles = Awaited<ReturnType<typeof mostRead>>;

export type Data = {
  now: string;
  live: Section<LiveView>;
  courses: Streamable<Courses>;
  articles: Streamable<Articles>;
};

/** A section whose query could not run at all (the API itself failed) shows the general message, as any failed one. */
function orFailure<T extends { error: SectionError | null }>(section: Promise<T>): Promise<T | { items: []; error: SectionError }> {
  return section.catch((error: unknown) => {
    console.error('A section of /asyncpage could not be loaded:', error);
    return { items: [], error: 'ERROR' };
  });
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const now = new Date();
  // The first section's query runs alone, so that the others' work does not hold up the first bytes; they start as
  // soon as it has answered, and only it is waited for before the page starts.
  const live = await orFailure(liveToday(pageContext));
  const courses = orFailure(coursesWithSeats(pageContext, now));
  const articles = orFailure(mostRead(pageContext));
  if (pageContext.isClientSideNavigation) return { now: now.toISOString(), live, courses: await courses, articles: await articles };
  return { now: now.toISOString(), live, courses, articles };
}
