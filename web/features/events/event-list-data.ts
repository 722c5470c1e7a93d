// The event list's data (/events): the server's checks of the list's URL, the time window and API filter they ask
// for, and discovery's list over the API's upcoming events, with Premium venues' courses featured above it.
import type { PageContextServer } from 'vike/types';
import { addDays, isLocalDate, presetWindow, startOfLocalDay } from '../../../functions/src/domain/time.js';
import { graphql } from '../../graphql/generated';
import type { EventFilter, NearInput } from '../../graphql/generated/graphql';
import { accessibilityFields, accessibilityFilterOf } from '../discovery/accessibility-filter';
import { choiceField, defineFilters, slugField, textField, type FieldReader } from '../discovery/filters';
import { alternativesOf, widerRadius, type ListAlternatives } from '../discovery/alternatives';
import { loadDiscoveryList, readListPage, type DiscoveryData, type PageReader } from '../discovery/list-data';
import { childrenChoices, eventLevels, eventList, whenChoices, type EventFilters } from './filters';

/** The zone whose days the date filters name ("today", "weekend", from/to): the magazine's home. */
const eventTimeZone = 'Europe/Vienna';

const maxEuros = 10_000;

// Dates this magazine can have events on; far-off years would only reach the API as invalid instants.
const dateField: FieldReader<string> = (value) => (isLocalDate(value) && value >= '2000-01-01' && value <= '2099-12-31' ? value : undefined);

/** 'free' or a whole number of euros; 0 is free. */
const priceField: FieldReader<string> = (value) => {
  if (value === 'free') return value;
  const euros = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(euros <= maxEuros)) return undefined;
  return euros === 0 ? 'free' : String(euros);
};

export const eventFilters = defineFilters(
  eventList,
  {
    when: choiceField(whenChoices),
    from: dateField,
    to: dateField,
    craft: slugField,
    city: slugField,
    level: choiceField(Object.keys(eventLevels)),
    price: priceField,
    children: choiceField(childrenChoices),
    q: textField,
    ...accessibilityFields,
  },
  (filters, problems) => {
    // A named span („Heute“, „Nächstes Wochenende“ …) is a range of its own.
    if (filters.when) {
      delete filters.from;
      delete filters.to;
    } else if (filters.from && filters.to && filters.to < filters.from) {
      problems.push({ param: 'range', value: `${filters.from} – ${filters.to}` });
      delete filters.to;
    }
  },
);

/** The time window the filters ask for, in Vienna's local days, never starting before now (the list is upcoming events). */
export function dateWindow(filters: EventFilters, now: Date, timeZone = eventTimeZone): { from: Date; to?: Date } {
  if (filters.when) return presetWindow(filters.when, now, timeZone);
  const notBeforeNow = (start: Date) => (start > now ? start : now);
  return {
    from: filters.from ? notBeforeNow(startOfLocalDay(filters.from, timeZone)) : now,
    ...(filters.to ? { to: startOfLocalDay(addDays(filters.to, 1), timeZone) } : {}),
  };
}

/** The API's EventFilter for these filters at `now`, searching within `near`. */
export function toEventFilter(filters: EventFilters, now: Date, near: NearInput | null): EventFilter {
  const { from, to } = dateWindow(filters, now);
  return {
    from: from.toISOString(),
    to: to?.toISOString() ?? null,
    craft: filters.craft ?? null,
    city: filters.city ?? null,
    level: filters.level ? (eventLevels[filters.level] ?? null) : null,
    maxPriceCents: filters.price === undefined ? null : filters.price === 'free' ? 0 : Number(filters.price) * 100,
    text: filters.q ?? null,
    near,
    accessibility: accessibilityFilterOf(filters),
    ...(filters.children ? { forChildren: true, childAge: filters.children === 'any' ? null : Number(filters.children) } : {}),
  };
}

const EventListQuery = graphql(`
  query EventList($first: Int!, $after: String, $filter: EventFilter, $featuredFirst: Int = 0) {
    featured: featuredEvents(first: $featuredFirst, filter: $filter) {
      distanceKm
      node {
        slug
        ...EventCard_event
      }
    }
    events(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        distanceKm
        inPlace
        node {
          slug
          ...EventCard_event
        }
      }
    }
  }
`);

/**
 * What an empty course list offers instead (alternatives.ts): the nearest course that fits within the widest radius,
 * linked with the smallest radius of the form that reaches it; and, with days chosen, the next course that fits at any
 * later time where the visitor searched.
 */
export function eventAlternativesOf<Node>(
  data: Pick<DiscoveryData<EventFilters, Node>, 'filters' | 'near' | 'results' | 'featured' | 'error'>,
  readPage: PageReader<EventFilters, Node>,
): Promise<ListAlternatives<EventFilters, Node>> {
  const { filters, near } = data;
  const timed = Boolean(filters.when || filters.from || filters.to);
  const anyTime = { ...filters, when: undefined, from: undefined, to: undefined };
  return alternativesOf(data, readPage, [widerRadius(filters, near), timed ? { key: 'later', filters: anyTime, near } : null]);
}

export async function loadEventList(pageContext: PageContextServer) {
  const now = new Date();
  const readPage = readListPage(pageContext, EventListQuery, 'events', (filters: EventFilters, near) => toEventFilter(filters, now, near));
  const data = await loadDiscoveryList(pageContext, { parser: eventFilters, readPage });
  return { ...data, alternatives: await eventAlternativesOf(data, readPage) };
}
