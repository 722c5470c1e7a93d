// iCal feeds of the magazine's events: /events.ics (all upcoming; ?craft=, ?city=, ?venue= narrow it down) and
// /events/{slug}/event.ics (one event, as a download). English under /en/….
import type { IntlShape } from 'react-intl';
import { writeCalendar, type CalendarEvent } from '../../functions/src/domain/calendar.js';
import { eventPath } from '../features/feeds/public-pages';
import { localizeUrl, type Locale } from '../lib/i18n/locales';
import { slugPattern } from '../features/discovery/filters';
import { getFragmentData, graphql, type FragmentType } from '../graphql/generated';
import type { PageGraphQL } from './graphql-types';
import type { RouteResponse } from './route-response';
import { pageSize, readAll } from '../lib/graphql/read-all';
import { runQuery } from './run-query';
import { venuePlace } from '../../functions/src/domain/formats.js';

const CalendarEventFragment = graphql(`
  fragment CalendarEvent_event on Event {
    slug
    title
    description
    ...EventTimeFields @unmask
    status
    updatedAt
    crafts {
      name
    }
    venue {
      name
      address {
        street
        postalCode
        locality
      }
      geo {
        lat
        lng
      }
    }
  }
`);

const CalendarScopeQuery = graphql(`
  query CalendarScope($craft: ID!, $city: ID!, $venue: ID!, $byCraft: Boolean!, $byCity: Boolean!, $byVenue: Boolean!) {
    craft(slug: $craft) @include(if: $byCraft) {
      name
    }
    city(slug: $city) @include(if: $byCity) {
      name
    }
    venue(slug: $venue) @include(if: $byVenue) {
      name
    }
  }
`);

const CalendarEventsQuery = graphql(`
  query CalendarEvents($first: Int!, $after: String, $filter: EventFilter) {
    events(first: $first, after: $after, filter: $filter) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...CalendarEvent_event
        }
      }
    }
  }
`);

const CalendarEventQuery = graphql(`
  query CalendarEvent($slug: ID!) {
    event(slug: $slug) {
      ...CalendarEvent_event
    }
  }
`);

export type FeedContext = { graphql: PageGraphQL; origin: string; locale: Locale; intl: IntlShape; now: Date };

const filterParams = ['craft', 'city', 'venue'] as const;
type Scope = Partial<Record<(typeof filterParams)[number], string>>;

const calendarType = 'text/calendar; charset=utf-8';

export function textResponse(status: number, message: string): RouteResponse {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: `${message}\n` };
}

/** ?craft=, ?city= and ?venue=, each at most once and well-formed; anything else is a 400 with the reason. */
function parseScope(search: string, intl: IntlShape): Scope | RouteResponse {
  const params = new URLSearchParams(search);
  const scope: Scope = {};
  for (const name of new Set(params.keys())) {
    const known = filterParams.find((param) => param === name);
    if (!known) return textResponse(400, intl.formatMessage({ id: 'feeds.error.unknownParameter' }, { name }));
    const values = params.getAll(known);
    if (values.length > 1) return textResponse(400, intl.formatMessage({ id: 'feeds.error.repeatedParameter' }, { name }));
    const value = values[0] ?? '';
    if (!slugPattern.test(value)) return textResponse(400, intl.formatMessage({ id: 'feeds.error.malformedSlug' }, { name, value }));
    scope[known] = value;
  }
  return scope;
}

function toCalendarEvent(fragment: FragmentType<typeof CalendarEventFragment>, context: FeedContext): CalendarEvent {
  const event = getFragmentData(CalendarEventFragment, fragment);
  const url = context.origin + localizeUrl(eventPath(event.slug), context.locale);
  return {
    uid: `${event.slug}@${new URL(context.origin).hostname}`,
    url,
    title: event.title,
    description: `${event.description}\n\n${context.intl.formatMessage({ id: 'feeds.calendar.more' }, { url })}`,
    sessions: event.sessions,
    timeZone: event.timeZone,
    status: event.status,
    updatedAt: event.updatedAt,
    location: venuePlace(event.venue),
    geo: event.venue.geo,
    categories: event.crafts.map((craft) => craft.name),
  };
}

export async function eventsCalendar(search: string, context: FeedContext): Promise<RouteResponse> {
  const { intl } = context;
  const scope = parseScope(search, intl);
  if ('status' in scope) return scope;

  let name = intl.formatMessage({ id: 'feeds.calendar.all' });
  if (Object.keys(scope).length) {
    const found = await runQuery(context.graphql, CalendarScopeQuery, {
      craft: scope.craft ?? '',
      city: scope.city ?? '',
      venue: scope.venue ?? '',
      byCraft: Boolean(scope.craft),
      byCity: Boolean(scope.city),
      byVenue: Boolean(scope.venue),
    });
    for (const param of filterParams) {
      if (scope[param] && !found[param]) {
        return textResponse(404, intl.formatMessage({ id: `feeds.error.unknown.${param}` }, { slug: scope[param] }));
      }
    }
    const names = filterParams.flatMap((param) => (found[param] ? [found[param].name] : []));
    name = intl.formatMessage({ id: 'feeds.calendar.scoped' }, { scope: names.join(', ') });
  }

  const filter = { craft: scope.craft ?? null, city: scope.city ?? null, venue: scope.venue ?? null };
  const events = await readAll(async (after) => (await runQuery(context.graphql, CalendarEventsQuery, { first: pageSize, after, filter })).events);
  const body = writeCalendar({
    name,
    url: context.origin + localizeUrl('/events', context.locale),
    events: events.map((event) => toCalendarEvent(event, context)),
    now: context.now,
  });
  return { status: 200, headers: { 'content-type': calendarType, 'cache-control': 'public, max-age=900' }, body };
}

export async function eventCalendar(slug: string, context: FeedContext): Promise<RouteResponse> {
  const notFound = () => textResponse(404, context.intl.formatMessage({ id: 'feeds.error.unknown.event' }, { slug }));
  if (!slugPattern.test(slug)) return notFound();
  const { event } = await runQuery(context.graphql, CalendarEventQuery, { slug });
  if (!event) return notFound();
  const calendarEvent = toCalendarEvent(event, context);
  const body = writeCalendar({ name: calendarEvent.title, url: calendarEvent.url, events: [calendarEvent], now: context.now });
  return {
    status: 200,
    headers: {
      'content-type': calendarType,
      'content-disposition': `attachment; filename="${slug}.ics"`,
      'cache-control': 'public, max-age=900',
    },
    body,
  };
}
